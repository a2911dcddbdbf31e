import { fieldErrors, type FieldError } from './errors';

/**
 * Characters no text a person types contains: C0 controls but tab and line breaks (NUL among
 * them, which Postgres refuses), DEL, C1 controls, and the bidirectional overrides and isolates
 * that make a name display in another order than it is stored. A lone surrogate counts too.
 */
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Half of a UTF-16 surrogate pair with no other half: no character at all, only a broken string
 * (Postgres and every encoder refuse or mangle it).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the invisible control characters.';

/** One rule for every text field of every request: each string holding such characters is named. */
export function controlCharacterErrors(value: unknown): FieldError[] {
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const visit = (v: unknown, path: PropertyKey[], depth: number): void => {
    if (typeof v === 'string') {
      if (CONTROL_CHARACTERS.test(v) || LONE_SURROGATE.test(v))
        issues.push({ path, message: CONTROL_CHARACTERS_MESSAGE });
    } else if (v !== null && typeof v === 'object' && depth < 32) {
      for (const [key, child] of Object.entries(v)) {
        if (CONTROL_CHARACTERS.test(key) || LONE_SURROGATE.test(key))
          issues.push({ path: [...path, key], message: CONTROL_CHARACTERS_MESSAGE });
        visit(child, [...path, key], depth + 1);
      }
    }
  };
  visit(value, [], 0);
  return fieldErrors(issues);
}
