import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createStorage,
  fileUrl,
  isStorageKey,
  LocalDirectoryStorage,
  newStorageKey,
} from './index';

describe('local directory storage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores, reads back and deletes bytes under unguessable keys', async () => {
    const storage = createStorage({ STORAGE_DRIVER: 'local', STORAGE_DIR: dir });
    const key = newStorageKey('illustrations', 'png');
    expect(key).toMatch(/^illustrations\/[A-Za-z0-9_-]{22}\.png$/);
    expect(newStorageKey('illustrations', 'png')).not.toBe(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('picture'), 'image/png');
    expect(await storage.exists(key)).toBe(true);
    // The API serves local files behind its own signed links: the directory signs nothing.
    expect(await storage.signedUrl(key, 60)).toBeNull();
    expect(await storage.get(key)).toEqual({
      bytes: Buffer.from('picture'),
      contentType: 'image/png',
    });
    expect(fileUrl(key)).toBe(`/api/files/${key}`);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
    // No temporary files are left behind.
    expect(await readdir(join(dir, 'illustrations'))).toEqual([]);
  });

  it('refuses keys that could leave the directory or are not storage keys', async () => {
    const storage = new LocalDirectoryStorage(dir);
    for (const bad of [
      '../etc/passwd',
      'illustrations/../../x.png',
      '/abs/aaaaaaaaaaaaaaaaaaaaaa.png',
      'illustrations/short.png',
      'a/aaaaaaaaaaaaaaaaaaaaaa.exe',
    ]) {
      expect(isStorageKey(bad)).toBe(false);
      await expect(storage.get(bad)).rejects.toThrow(/Not a storage key/);
    }
  });
});
