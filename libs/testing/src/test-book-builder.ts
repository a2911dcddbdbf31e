import type { BookFiles, BookFilesBuilder, CoverDimensions } from '@shop/book';
import { type FileStorage, newStorageKey } from '@shop/storage';
import PDFDocument from 'pdfkit';

/** Built-in wrap cover of an 8.5 x 8.5 in casewrap book at 24 pages (19.0 x 10.25 in). */
const TEST_COVER_SIZE: CoverDimensions = { widthPt: 1368, heightPt: 738 };

function render(pages: number, widthPt: number, heightPt: number, label: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, info: { Title: label } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let i = 1; i <= pages; i++) {
      doc.addPage({ size: [widthPt, heightPt], margin: 36 });
      doc.fontSize(18).text(`${label} ${i}`, 72, 72);
    }
    doc.end();
  });
}

export interface TestBookOptions {
  pages: number;
  pageSizePt: number;
}

export interface TestBookBuilder extends BookFilesBuilder {
  /** Calls so far, with the cover size asked for. */
  calls: { storyId: string; cover?: CoverDimensions }[];
  /** What the next books look like (change it to build a wrong book). */
  options: TestBookOptions;
}

/**
 * A stand-in for the real book builder in tests of print submission: real, minimal PDFs (24
 * pages of 630 x 630 pt and one cover page of the size asked for) written to the storage.
 * `pages` / `pageSizePt` make a wrong book, to see the print service reject it.
 */
export function createTestBookBuilder(
  storage: FileStorage,
  { pages = 24, pageSizePt = 630 }: Partial<TestBookOptions> = {},
): TestBookBuilder {
  const calls: TestBookBuilder['calls'] = [];
  const options: TestBookOptions = { pages, pageSizePt };
  return {
    calls,
    options,
    async ensureBuilt(storyId: string, cover?: CoverDimensions): Promise<BookFiles> {
      calls.push({ storyId, cover });
      const { pages, pageSizePt } = options;
      const size = cover ?? TEST_COVER_SIZE;
      const interiorKey = newStorageKey('books', 'pdf');
      const coverKey = newStorageKey('books', 'pdf');
      await storage.put(
        interiorKey,
        await render(pages, pageSizePt, pageSizePt, 'Page'),
        'application/pdf',
      );
      await storage.put(
        coverKey,
        await render(1, size.widthPt, size.heightPt, 'Cover'),
        'application/pdf',
      );
      return {
        storyId,
        interiorKey,
        coverKey,
        interiorPageCount: pages,
        coverWidthPt: size.widthPt,
        coverHeightPt: size.heightPt,
      };
    },
  };
}
