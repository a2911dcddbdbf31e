import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lulu's webhook signature header. */
export const LULU_SIGNATURE_HEADER = 'lulu-hmac-sha256';

/** HMAC-SHA256 of the raw body keyed with the API client secret (both UTF-8). */
export function luluSignature(rawBody: Buffer | string, secret: string): Buffer {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(rawBody).digest();
}

/**
 * Checks a `Lulu-HMAC-SHA256` header over the exact bytes received. Lulu does not say whether the
 * digest is hex or base64, so both are accepted; the comparison is constant-time.
 */
export function verifyLuluSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header || !secret) return false;
  const value = header.trim();
  let given: Buffer;
  if (/^[0-9a-fA-F]{64}$/.test(value)) given = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) given = Buffer.from(value, 'base64');
  else return false;
  const expected = luluSignature(rawBody, secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
