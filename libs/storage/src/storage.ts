import { randomBytes } from 'node:crypto';

/** A stored file as the storage hands it back. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where image and PDF bytes live: the database keeps only the key. Keys are unguessable
 * (128 random bits) and never reused, so a file behind a key never changes and may be cached
 * for a year. Every API and worker process must see the same files: the local directory only
 * serves a single machine (or a shared volume), an object store serves any number.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether something is stored under the key (without reading it). */
  exists(key: string): Promise<boolean>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL that fetches the file directly from the store for `ttlSeconds`, signed by the store
   * itself; null when the store has none (the local directory: the API serves its files
   * behind its own HMAC-signed links).
   */
  signedUrl(key: string, ttlSeconds: number): Promise<string | null>;
  /** Releases connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/** The one injection token of the configured FileStorage, in the API and the worker. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** `<folder>/<22 url-safe random characters>.<ext>`: folders are lower-case words. */
const KEY = /^[a-z][a-z0-9-]{0,39}\/[A-Za-z0-9_-]{22,64}\.(png|webp|jpg|pdf)$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** A fresh unguessable key in a folder. */
export function newStorageKey(folder: string, ext: keyof typeof CONTENT_TYPES | string): string {
  const key = `${folder}/${randomBytes(16).toString('base64url')}.${ext}`;
  assertStorageKey(key);
  return key;
}

/** A key derived from a secret-bearing seed (e.g. a job id holding a random run id): retries land on the same key. */
export function derivedStorageKey(folder: string, name: string, ext: string): string {
  const key = `${folder}/${name}.${ext}`;
  assertStorageKey(key);
  return key;
}

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** The public path a stored file is served at by the API (`GET /api/files/<key>`). */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}
