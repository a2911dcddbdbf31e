import { z } from 'zod';
import { ILLUSTRATION_SOURCES } from './constants';
import type {
  BulkIllustrationRun,
  BulkRunState,
  GenerateIllustrationResponse,
  Illustration,
} from './illustrations';
import { adminOrderSchema } from './orders';
import type { PrintStatusResponse } from './print';
import type { StoryVersion } from './story-panel-texts';

/*
 * Schemas of API answers whose types are written as interfaces elsewhere (some of those files
 * stay zod-free for the browser). Each is typed as its interface, so a field added to one and
 * not the other does not compile; the API's OpenAPI document describes the answers with them.
 */

export const illustrationSchema: z.ZodType<Illustration> = /* @__PURE__ */ z.object({
  id: z.string(),
  storyId: z.string(),
  imageUrl: z.string(),
  printReady: z.boolean(),
  source: z.enum(ILLUSTRATION_SOURCES),
  previewUrl: z.string(),
  pageNumber: z.number().int().nullable(),
  pageContent: z.string().nullable(),
  sequenceOrder: z.number().int(),
  createdAt: z.string(),
});

export const generateIllustrationResponseSchema: z.ZodType<GenerateIllustrationResponse> =
  /* @__PURE__ */ z.object({
    success: z.boolean(),
    message: z.string(),
    imageUrl: z.string().nullable(),
    jobId: z.string(),
    pageNumber: z.number().int(),
    story: z.object({
      title: z.string(),
      animal: z.string(),
      childName: z.string(),
      theme: z.string(),
    }),
  });

const BULK_RUN_STATES = [
  'queued',
  'running',
  'completed',
  'cancelling',
  'cancelled',
] as const satisfies readonly BulkRunState[];

export const bulkIllustrationRunSchema: z.ZodType<BulkIllustrationRun> = /* @__PURE__ */ z.object({
  runId: z.string(),
  state: z.enum(BULK_RUN_STATES),
  stories: z.number().int(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});

export const storyVersionSchema: z.ZodType<StoryVersion> = /* @__PURE__ */ z.object({
  revision: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
  writtenAt: z.string(),
  opening: z.string(),
});

export const printStatusResponseSchema: z.ZodType<PrintStatusResponse> = /* @__PURE__ */ z.object({
  status: z.string().nullable(),
  label: z.string(),
  order: adminOrderSchema,
});
