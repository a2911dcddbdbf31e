/**
 * TEMPORARY: a minimal BookFilesBuilder so print submission works end to end in this branch.
 * The book issue's real builder (layout, fonts, illustrations, checks, worker threads) replaces
 * it at merge: delete this file and provide BOOK_FILES_BUILDER from the book module instead.
 */
import type { Provider } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import {
  BOOK_FILES_BUILDER,
  type BookFiles,
  type BookFilesBuilder,
  type CoverDimensions,
} from '@shop/book';
import { CONFIG, type Config } from '@shop/config';
import { BOOK } from '@shop/contracts';
import { StoryEntity } from '@shop/db';
import { createStorage, type FileStorage, newStorageKey } from '@shop/storage';
import PDFDocument from 'pdfkit';
import type { Repository } from 'typeorm';

const PAGE_PT = 630;
const SAFE_PT = 45; // 0.125 in bleed + 0.5 in safety margin
const COVER: CoverDimensions = { widthPt: 1368, heightPt: 738 };

function pdf(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

class TemporaryBookFilesBuilder implements BookFilesBuilder {
  constructor(
    private readonly stories: Repository<StoryEntity>,
    private readonly storage: FileStorage,
  ) {}

  async ensureBuilt(storyId: string, cover: CoverDimensions = COVER): Promise<BookFiles> {
    const story = await this.stories.findOneByOrFail({ id: storyId });
    const paragraphs = story.content.split(/\n\s*\n/).filter((p) => p.trim());
    const perPage = Math.ceil(paragraphs.length / (BOOK.pages - 2)) || 1;
    const box = { width: PAGE_PT - 2 * SAFE_PT, height: PAGE_PT - 2 * SAFE_PT };
    const interior = await pdf((doc) => {
      for (let page = 0; page < BOOK.pages; page++) {
        doc.addPage({ size: [PAGE_PT, PAGE_PT], margin: SAFE_PT });
        if (page === 0)
          doc.fontSize(28).text(story.title, SAFE_PT, 200, { ...box, align: 'center' });
        else if (page === BOOK.pages - 1)
          doc.fontSize(24).text('The End', SAFE_PT, 280, { ...box, align: 'center' });
        else {
          const text = paragraphs.slice((page - 1) * perPage, page * perPage).join('\n\n');
          doc.fontSize(11).text(text, SAFE_PT, SAFE_PT, { ...box, ellipsis: true });
        }
      }
    }, story.title);
    const wrap = await pdf((doc) => {
      doc.addPage({ size: [cover.widthPt, cover.heightPt], margin: 0 });
      const front = cover.widthPt / 2 + 40;
      doc
        .fontSize(32)
        .text(story.title, front, cover.heightPt / 3, { width: cover.widthPt / 2 - 120 });
      doc.fontSize(18).text(`A story for ${story.childName}`, { width: cover.widthPt / 2 - 120 });
    }, story.title);
    const interiorKey = newStorageKey('books', 'pdf');
    const coverKey = newStorageKey('books', 'pdf');
    await this.storage.put(interiorKey, interior, 'application/pdf');
    await this.storage.put(coverKey, wrap, 'application/pdf');
    return {
      storyId,
      interiorKey,
      coverKey,
      interiorPageCount: BOOK.pages,
      coverWidthPt: cover.widthPt,
      coverHeightPt: cover.heightPt,
    };
  }
}

/** TEMPORARY (see the top of this file). */
export const temporaryBookFilesBuilderProvider: Provider = {
  provide: BOOK_FILES_BUILDER,
  inject: [CONFIG, getRepositoryToken(StoryEntity)],
  useFactory: (config: Config, stories: Repository<StoryEntity>) =>
    new TemporaryBookFilesBuilder(stories, createStorage(config)),
};
