/** One field's message in a validation error. */
export interface FieldError {
  field: string;
  message: string;
}

/** Why the API refused a request before reading it. */
export const REQUEST_TEXTS = {
  crossSite: 'This request came from another site and was refused.',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

/** Every API error has this one shape, field errors in `details`. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  details?: FieldError[];
}

/**
 * Recognises an API error body. A plain guard rather than a zod schema: every page reads errors,
 * and zod would then be part of every page's first load.
 */
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    Number.isInteger(b.statusCode) &&
    typeof b.error === 'string' &&
    typeof b.message === 'string' &&
    (b.details === undefined ||
      (Array.isArray(b.details) &&
        b.details.every(
          (d: unknown) =>
            typeof d === 'object' &&
            d !== null &&
            typeof (d as FieldError).field === 'string' &&
            typeof (d as FieldError).message === 'string',
        )))
  );
}

/** Turns zod issues into the field list of an API error: one entry per field, first message wins. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '(body)';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}
