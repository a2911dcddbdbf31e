import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, contentTypeOf, type FileStorage, type StoredObject } from './storage';

/**
 * Files in a local directory (the default). Writes go to a temporary name first and are renamed
 * into place, so a reader never sees half a file and a crash leaves no broken one behind.
 */
export class LocalDirectoryStorage implements FileStorage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { bytes: await readFile(this.pathOf(key)), contentType: contentTypeOf(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  signedUrl(key: string): Promise<string | null> {
    assertStorageKey(key);
    return Promise.resolve(null);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
