import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createStorage, newStorageKey, previewKeyOf, removeStoryFiles } from './index';

describe("removing a story's files", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'story-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const stored = async () =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)))
      .sort();

  it("removes each picture's print and web copies and the book PDFs, but not a key still in use", async () => {
    const storage = createStorage({ STORAGE_DRIVER: 'local', STORAGE_DIR: dir });
    const [mine, shared] = [newStorageKey('uploads', 'png'), newStorageKey('uploads', 'png')];
    const book = newStorageKey('books', 'pdf');
    for (const key of [mine, shared]) {
      await storage.put(key, Buffer.from('png'), 'image/png');
      await storage.put(previewKeyOf(key), Buffer.from('webp'), 'image/webp');
    }
    await storage.put(book, Buffer.from('%PDF'), 'application/pdf');

    const removed = await removeStoryFiles(
      storage,
      // A key named twice and a legacy data URL: each file is removed once, the URL left alone.
      { pictureKeys: [mine, mine, shared, 'data:image/png;base64,AA'], bookKeys: [book] },
      async (keys) => new Set(keys.filter((k) => k === shared)),
    );
    expect(removed).toEqual({ pictures: 1, objects: 3 });
    expect(await stored()).toEqual([shared, previewKeyOf(shared)].sort());

    // Again: nothing left to remove is not an error.
    await expect(
      removeStoryFiles(storage, { pictureKeys: [mine], bookKeys: [book] }, async () => new Set()),
    ).resolves.toEqual({ pictures: 1, objects: 3 });
  });
});
