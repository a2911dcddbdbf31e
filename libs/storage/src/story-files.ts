import { type FileStorage, isStorageKey } from './storage';

/** The web copy of a picture sits beside its print file under the same random name. */
export function previewKeyOf(key: string): string {
  return key.replace(/\.png$/, '.webp');
}

/** What removing a story's files took from storage. */
export interface RemovedFiles {
  /** Pictures whose files went (print and web copy each). */
  pictures: number;
  /** Stored objects removed: two per picture, one per book PDF. */
  objects: number;
}

/**
 * Removes the files a removed story's rows named, once those rows are gone: each picture's print
 * and web copies (unless a picture row still names the key: a copy may share it) and the book
 * PDFs. Removing a missing file is not an error, so a second run finds nothing left to do.
 */
export async function removeStoryFiles(
  storage: FileStorage,
  files: { pictureKeys: readonly string[]; bookKeys: readonly string[] },
  keysInUse: (keys: string[]) => Promise<Set<string>>,
): Promise<RemovedFiles> {
  const pictures = [...new Set(files.pictureKeys)].filter(isStorageKey);
  const inUse = await keysInUse(pictures);
  const removed = { pictures: 0, objects: 0 };
  for (const key of pictures.filter((k) => !inUse.has(k))) {
    const copies = [...new Set([key, previewKeyOf(key)])];
    await Promise.all(copies.map((k) => storage.delete(k)));
    removed.pictures += 1;
    removed.objects += copies.length;
  }
  for (const key of new Set(files.bookKeys.filter(isStorageKey))) {
    await storage.delete(key);
    removed.objects += 1;
  }
  return removed;
}
