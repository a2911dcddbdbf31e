import { Inject, Injectable, Logger } from '@nestjs/common';
import { MY_STORIES_TEXTS } from '@shop/contracts';
import { type StoryExport, FamilyDataRepository, MyStoriesRepository } from '@shop/db';
import { FILE_STORAGE, type FileStorage, isStorageKey, previewKeyOf } from '@shop/storage';
import archiver, { type Archiver } from 'archiver';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { titleSlug } from '../book/book.controller';

/** A picture's name in the download: its place in the book. */
function pictureName(pageNumber: number | null, index: number): string {
  if (pageNumber === -1) return 'cover';
  if (pageNumber === -2) return 'back-cover';
  if (pageNumber === null) return `unplaced-${String(index + 1).padStart(2, '0')}`;
  return `page-${String(pageNumber + 1).padStart(2, '0')}`;
}

/** The story as text: title, dedication, then its pages (or its whole text). */
function storyText({ story }: StoryExport): string {
  const body = story.pages?.length ? story.pages.map((p) => p.text).join('\n\n') : story.content;
  return [story.title, story.dedication, body].filter((part) => part?.trim()).join('\n\n') + '\n';
}

/** Everything the shop keeps about the story, as the parent entered and the shop wrote it. */
function storyJson({ story }: StoryExport): string {
  return `${JSON.stringify(
    {
      id: story.id,
      title: story.title,
      childName: story.childName,
      pronoun: story.pronoun,
      childLook: story.childLook,
      animal: story.animal,
      companionName: story.companionName,
      theme: story.theme,
      ageRange: story.ageRange,
      dedication: story.dedication,
      isCollaborative: story.isCollaborative,
      parentContributions: story.parentContributions,
      childContributions: story.childContributions,
      wordCount: story.wordCount,
      content: story.content,
      pages: story.pages?.map((p) => ({ text: p.text, parts: p.parts })) ?? null,
      createdAt: story.createdAt.toISOString(),
      updatedAt: story.updatedAt.toISOString(),
    },
    null,
    2,
  )}\n`;
}

/**
 * The parent's own copy: every story of theirs in one zip, one folder per story with its text
 * (`story.txt`, `story.json`), its pictures (`pictures/cover.png`, `pictures/page-01.png`, ...)
 * and its book (`book.pdf`, `book-cover.pdf`) where built; and `my-email-addresses.json`, the
 * addresses this browser proved with a "my stories" link, if any. Streamed: one file in memory at a time.
 */
@Injectable()
export class StoryExportService {
  private readonly logger = new Logger(StoryExportService.name);

  constructor(
    private readonly familyData: FamilyDataRepository,
    private readonly myStories: MyStoriesRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async zip(visitorId: string): Promise<Readable> {
    const stories = await this.familyData.exportOwned(visitorId);
    const addresses = await this.myStories.addressesOf(visitorId);
    const archive = archiver('zip', { zlib: { level: 6 } });
    this.fill(archive, stories, addresses).catch((err: unknown) => {
      this.logger.error({ err }, 'Could not write the stories download');
      archive.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return archive;
  }

  private async fill(
    archive: Archiver,
    stories: StoryExport[],
    addresses: { email: string; provenAt: Date }[],
  ): Promise<void> {
    if (addresses.length) {
      // The e-mail addresses kept with this browser ("my stories on any device"), and why.
      const json = JSON.stringify(
        {
          about: MY_STORIES_TEXTS.exportNote,
          addresses: addresses.map((a) => ({ email: a.email, linkedAt: a.provenAt.toISOString() })),
        },
        null,
        2,
      );
      await this.add(archive, 'my-email-addresses.json', Buffer.from(`${json}\n`), false);
    }
    for (const [i, entry] of stories.entries()) {
      // Numbered, oldest first: two stories of the same title get folders of their own.
      const folder = `${String(i + 1).padStart(2, '0')}-${titleSlug(entry.story.title)}`;
      await this.add(archive, `${folder}/story.txt`, Buffer.from(storyText(entry)), false);
      await this.add(archive, `${folder}/story.json`, Buffer.from(storyJson(entry)), false);
      for (const [n, picture] of entry.pictures.entries()) {
        if (!isStorageKey(picture.imageData)) continue;
        // A picture drawn at screen size only has its web copy so far.
        const key = picture.printReady ? picture.imageData : previewKeyOf(picture.imageData);
        const file = await this.storage.get(key);
        if (!file) continue;
        const ext = key.slice(key.lastIndexOf('.'));
        const name = pictureName(picture.pageNumber, n);
        await this.add(archive, `${folder}/pictures/${name}${ext}`, file.bytes, true);
      }
      const print = entry.bookFiles.find((b) => b.variant === 'print');
      const preview = entry.bookFiles.find((b) => b.variant === 'preview');
      const interior = print?.interiorKey ?? preview?.interiorKey;
      for (const [name, key] of [
        ['book.pdf', interior],
        ['book-cover.pdf', print?.coverKey],
      ] as const) {
        const file = key ? await this.storage.get(key) : null;
        if (file) await this.add(archive, `${folder}/${name}`, file.bytes, true);
      }
    }
    await archive.finalize();
  }

  /** Adds one file and waits until the zip has taken it, so files are read one at a time. */
  private async add(archive: Archiver, name: string, bytes: Buffer, compressed: boolean) {
    const taken = once(archive, 'entry');
    // Pictures and PDFs are compressed already: stored as they are.
    archive.append(bytes, { name, store: compressed });
    await taken;
  }
}
