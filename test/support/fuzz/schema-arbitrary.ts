import fc, { type Arbitrary } from 'fast-check';

/** The part of JSON Schema 2020-12 that zod's `toJSONSchema` writes for the contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Long enough to cross every limit, short enough to keep a run quick. */
const MAX_GENERATED_LENGTH = 80;

const FORMATS: Record<string, () => Arbitrary<string>> = {
  // Mostly plain addresses (what a shop's stricter rule accepts), sometimes RFC 5322 oddities.
  email: () =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/),
            fc.constantFrom('example.com', 'shop.test', 'mail.example.co.uk'),
          )
          .map(([local, domain]) => `${local}@${domain}`),
      },
      { weight: 1, arbitrary: fc.emailAddress() },
    ),
  uuid: () => fc.uuid({ version: 4 }),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  'date-time': () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  date: () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
};

/** zod writes its patterns' source only; theirs use Unicode classes (`\p{L}`), hence the flag. */
function patternOf(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return new RegExp(source);
  }
}

function stringArbitrary(s: JsonSchema): Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_GENERATED_LENGTH, 2000));
  // The pattern is the exact rule (zod writes one for its formats too); a format alone is looser.
  if (s.pattern) {
    const pattern = patternOf(s.pattern);
    const format = s.format ? FORMATS[s.format] : undefined;
    const matching = fc
      .stringMatching(pattern, { size: 'small' })
      .filter((v) => v.length >= minLength && v.length <= maxLength);
    return format
      ? fc.oneof(
          format().filter((v) => pattern.test(v) && v.length <= maxLength),
          matching,
        )
      : matching;
  }
  if (s.format && FORMATS[s.format]) return FORMATS[s.format]!();
  // Mostly words a person would type, sometimes any unicode: both must be valid-shaped.
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function numberArbitrary(s: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1e6);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1e6);
  if (integer)
    return fc.integer({
      min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(s: JsonSchema): Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties))
    // A contract that checks e-mail addresses after trimming says only "string" as input.
    model[key] =
      /email/i.test(key) && child.type === 'string' && !child.format && !child.pattern
        ? FORMATS.email!().filter((v) => v.length <= (child.maxLength ?? 254))
        : arbitraryFromSchema(child);
  if (Object.keys(model).length === 0) return fc.dictionary(fc.string(), fc.jsonValue());
  return fc.record(model, {
    requiredKeys: Object.keys(model).filter((k) => required.has(k)),
  }) as Arbitrary<Record<string, unknown>>;
}

/**
 * Values shaped like the schema says (right types, lengths, enums, formats and patterns). They
 * need not pass every refinement a zod schema adds on top; a request that fails one still gets
 * the one 400 shape, which the fuzz suite checks.
 */
export function arbitraryFromSchema(s: JsonSchema): Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(arbitraryFromSchema));
  if (s.allOf?.length) return arbitraryFromSchema(Object.assign({}, ...s.allOf) as JsonSchema);
  const types = [s.type ?? []].flat();
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryFromSchema({ ...s, type })));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? arbitraryFromSchema(s.items) : fc.jsonValue(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 5, 20)),
      });
    case 'object':
      return objectArbitrary(s);
    default:
      // `{}` (what zod writes for what JSON Schema cannot say): any JSON.
      return fc.jsonValue({ maxDepth: 3 });
  }
}
