import { isStorageKey } from '@shop/storage';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The path the API serves signed print files at (`GET /api/print-files/<token>`). */
export const PRINT_FILES_PATH = '/api/print-files';

/**
 * Expiring, signed links to print files for the print service to download: the token names a
 * storage key and an expiry, with an HMAC over both. The route is public, so the link is the
 * only credential: unguessable (HMAC-SHA256), time-limited, and good for that one file only.
 */
export class PrintFileLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own, derived from the app secret, so a print link can't be turned into a cookie.
    this.key = createHmac('sha256', secret).update('print-file-links/v1').digest();
  }

  static fromConfig(config: {
    COOKIE_SECRET: string;
    PUBLIC_URL: string;
    PRINT_FILE_URL_TTL_SECONDS: number;
  }): PrintFileLinks {
    return new PrintFileLinks(
      config.COOKIE_SECRET,
      config.PUBLIC_URL,
      config.PRINT_FILE_URL_TTL_SECONDS,
    );
  }

  private mac(storageKey: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${storageKey}\n${expires}`).digest();
  }

  token(storageKey: string): string {
    if (!isStorageKey(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
    const expires = Math.floor(this.now() / 1000) + this.ttlSeconds;
    return [
      Buffer.from(storageKey).toString('base64url'),
      String(expires),
      this.mac(storageKey, expires).toString('base64url'),
    ].join('.');
  }

  /** The absolute URL the print service downloads the file from. */
  url(storageKey: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${PRINT_FILES_PATH}/${this.token(storageKey)}`;
  }

  /** The storage key a token names, or null when it is forged, malformed or expired. */
  verify(token: string): string | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [encodedKey, expiresText, macText] = parts as [string, string, string];
    if (!/^\d{1,12}$/.test(expiresText)) return null;
    const storageKey = Buffer.from(encodedKey, 'base64url').toString('utf8');
    if (!isStorageKey(storageKey)) return null;
    const expires = Number(expiresText);
    const given = Buffer.from(macText, 'base64url');
    const expected = this.mac(storageKey, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (expires * 1000 <= this.now()) return null;
    return storageKey;
  }
}
