import sharp from 'sharp';
import type { CoverDimensions } from './book-files';
import { assertBookPdf, type BookPdfReport } from './check';
import { buildCover } from './cover';
import { BUILTIN_COVER, coverLayout, INTERIOR_PAGES, PAGE_PT } from './geometry';
import { buildInteriorWithPlan } from './interior';
import type { BookImages, BookInput, BookVariant, CoverImages } from './types';

/** A book file to build: plain data, so it can be handed to a worker thread. */
export type BookTask =
  | { op: 'interior'; variant: BookVariant; input: BookInput; images: BookImages }
  | {
      op: 'cover';
      input: BookInput;
      dims: CoverDimensions | null;
      images: CoverImages;
      /** Pictures on the interior's story pages (the back cover counts them). */
      interiorPictures: number;
    };

export interface BookTaskResult {
  pdf: Uint8Array;
  pageCount: number;
  widthPt: number;
  heightPt: number;
  /** The story's type size (interior only). */
  typeSize?: number;
  fonts: string[];
}

/**
 * Web copy of a picture: a full page drawn 560 CSS px wide at two device pixels per CSS pixel
 * (the preview's largest size) needs 1120 px; a phone's 3x screen about as many.
 */
const PREVIEW_PICTURE_PX = 1280;

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * pdfkit embeds PNG and JPEG. Print pictures pass through untouched (the PNG's compressed data
 * goes into the PDF as it is); anything else, and every preview picture, is converted.
 */
async function prepare(bytes: Uint8Array, variant: BookVariant): Promise<Uint8Array> {
  if (variant === 'print') {
    if (isPng(bytes) || isJpeg(bytes)) return bytes;
    return sharp(bytes).removeAlpha().png({ compressionLevel: 3 }).toBuffer();
  }
  return sharp(bytes)
    .resize(PREVIEW_PICTURE_PX, PREVIEW_PICTURE_PX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: false })
    .toBuffer();
}

async function prepareAll<T extends object>(images: T, variant: BookVariant): Promise<T> {
  const out: Record<string, Uint8Array> = {};
  await Promise.all(
    Object.entries(images as Record<string, Uint8Array | undefined>).map(async ([k, v]) => {
      if (v) out[k] = await prepare(v, variant);
    }),
  );
  return out as T;
}

function summary(report: BookPdfReport, pdf: Uint8Array): Omit<BookTaskResult, 'typeSize'> {
  return {
    pdf,
    pageCount: report.pageCount,
    widthPt: report.pageSizes[0]!.width,
    heightPt: report.pageSizes[0]!.height,
    fonts: report.fonts.map((f) => f.name),
  };
}

/** Builds one file and checks it (page count, page sizes, bleed boxes, fonts embedded). */
export async function runBookTask(task: BookTask): Promise<BookTaskResult> {
  if (task.op === 'interior') {
    const images = await prepareAll(task.images, task.variant);
    const { pdf, plan } = await buildInteriorWithPlan(task.input, images, {
      preview: task.variant === 'preview',
    });
    const report = await assertBookPdf(
      pdf,
      {
        pageCount: INTERIOR_PAGES,
        pageSize: { widthPt: PAGE_PT, heightPt: PAGE_PT },
        bleedPt: (PAGE_PT - 612) / 2,
        inspect: false,
      },
      'interior',
    );
    return { ...summary(report, pdf), typeSize: plan.typeSize };
  }
  const images = await prepareAll(task.images, 'print');
  const size = task.dims ?? BUILTIN_COVER;
  coverLayout(size);
  const pdf = await buildCover(task.input, task.dims, images, task.interiorPictures);
  const report = await assertBookPdf(
    pdf,
    { pageCount: 1, pageSize: size, inspect: false },
    'cover',
  );
  return summary(report, pdf);
}
