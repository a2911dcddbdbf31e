import { z } from 'zod';
import { FULL_SET_PAGES, type IllustrationSource } from './constants';
import { MESSAGES } from './messages';

/** The choices of the page picker, in book order, with their labels ("Page n+1"). */
export const ILLUSTRATION_PAGE_CHOICES: readonly { value: number | null; label: string }[] = [
  { value: null, label: 'Not assigned' },
  { value: -1, label: 'Cover' },
  ...Array.from({ length: 10 }, (_, i) => ({ value: i, label: `Page ${i + 1}` })),
  { value: -2, label: 'Back cover' },
];

/** Book order of a page: cover, pages 1-10, back cover, then pictures on no page. */
export function illustrationPageRank(pageNumber: number | null): number {
  const rank = FULL_SET_PAGES.indexOf(pageNumber as number);
  return rank === -1 ? FULL_SET_PAGES.length : rank;
}

export function illustrationPageLabel(pageNumber: number | null): string {
  return ILLUSTRATION_PAGE_CHOICES.find((c) => c.value === pageNumber)?.label ?? 'Not assigned';
}

const pageNumber = z
  .number({ error: 'Page must be -1 (cover), -2 (back cover), a page from 0 to 9, or null' })
  .int('Page must be -1 (cover), -2 (back cover), a page from 0 to 9, or null')
  .min(-2, 'Page must be -1 (cover), -2 (back cover), a page from 0 to 9, or null')
  .max(9, 'Page must be -1 (cover), -2 (back cover), a page from 0 to 9, or null');

/** Page text: optional; empty or blank is sent and stored as null. */
const pageContent = z
  .string()
  .max(4000, 'Page text must be at most 4000 characters')
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

export const uploadIllustrationSchema = z.object({
  imageData: z
    .string({ error: MESSAGES.illustration.imageRequired })
    .min(1, MESSAGES.illustration.imageRequired)
    .startsWith('data:', 'Send the image as a data URL (data:image/png;base64,...)'),
  pageNumber: pageNumber.nullish().transform((v) => v ?? null),
  pageContent,
});
export type UploadIllustrationInput = z.input<typeof uploadIllustrationSchema>;

export const assignIllustrationPageSchema = z.object({
  pageNumber: pageNumber.nullable(),
  pageContent: pageContent.optional(),
});
export type AssignIllustrationPageInput = z.input<typeof assignIllustrationPageSchema>;

export const illustrationSequenceSchema = z.object({
  sequenceOrder: z
    .number({ error: 'sequenceOrder must be a whole number' })
    .int('sequenceOrder must be a whole number')
    .min(0)
    .max(1_000_000),
});

export const generateIllustrationSchema = z.object({
  /** Which page to draw; default: the first page of the book still without a picture. */
  pageNumber: pageNumber.optional(),
});

export const bulkIllustrationSchema = z.union([
  z.object({
    storyIds: z
      .array(z.uuid('Each story id must be a UUID'))
      .min(1, 'Choose at least one story')
      .max(1000),
  }),
  z.object({ filter: z.literal('paid-without-full-set') }),
]);
export type BulkIllustrationInput = z.input<typeof bulkIllustrationSchema>;

export interface Illustration {
  id: string;
  storyId: string;
  /**
   * Print-resolution PNG (2625 px square for generated pictures); the screen copy while an
   * automatic picture has no print-size file yet (`printReady` false: the book build draws it).
   */
  imageUrl: string;
  printReady: boolean;
  /** 'auto': drawn without the operator, fills empty pages only; 'operator': never replaced. */
  source: IllustrationSource;
  /** Small WebP for screens. */
  previewUrl: string;
  pageNumber: number | null;
  pageContent: string | null;
  sequenceOrder: number;
  createdAt: string;
}

/** Answer of POST /api/admin/stories/{id}/illustrations: asynchronous, the picture is drawn by a job. */
export interface GenerateIllustrationResponse {
  success: boolean;
  message: string;
  /** Null until the picture is drawn: poll the story's illustrations (or the job) for it. */
  imageUrl: string | null;
  jobId: string;
  pageNumber: number;
  story: { title: string; animal: string; childName: string; theme: string };
}

/** `cancelling`: cancelled, pictures already being drawn still finishing. */
export type BulkRunState = 'queued' | 'running' | 'completed' | 'cancelling' | 'cancelled';

export interface BulkIllustrationRun {
  runId: string;
  state: BulkRunState;
  stories: number;
  /** Pictures planned; 0 while the run is still being planned. */
  total: number;
  done: number;
  failed: number;
}

export const BULK_POLL_INTERVAL_MS = 1500;

/** Toasts and empty state of the illustration manager, word for word as the product states them. */
export const ILLUSTRATION_TEXTS = {
  loadFailed: 'Failed to load illustrations',
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'Failed to upload illustration',
  uploaded: 'Illustration uploaded successfully',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update illustration',
  reorderFailed: 'Failed to reorder illustration',
  reordered: 'Illustration order updated',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete illustration',
  generationFailedTitle: 'Generation Failed',
  generationFailed: 'Failed to generate an illustration. Please try again.',
  empty: 'No custom illustrations yet...',
  imageRequired: MESSAGES.illustration.imageRequired,
  confirmDelete: MESSAGES.illustration.confirmDelete,
  /** Said with the delete confirmation when the picture is the only one of its page. */
  onlyPicture: (page: string) =>
    `This is the only picture of ${page}: the page will be left without a picture.`,
  /** Before giving a page that has a picture to another one (or drawing it again). */
  confirmReplace: (page: string) =>
    `${page} already has a picture. It will stay in the list, without a page. Continue?`,
  generateTarget: 'Page to draw',
  nextEmptyPage: 'Next page without a picture',
  generate: 'Generate AI Illustration',
  generating: 'Generating...',
  regenerate: 'Draw again',
  generated: 'Illustration generated',
  generatedFor: (page: string) => `A new picture is on ${page}.`,
  /** 409: no page named and every page already has a picture (the cover is never replaced unasked). */
  noEmptyPage: 'Every page already has a picture. Choose the page to draw again.',
} as const;
