/**
 * A family's own data: a parent deletes a story (`DELETE /api/stories/{id}`) and downloads every
 * story they made (`GET /api/stories/export`). Browser-safe: no Node imports.
 */
import { z } from 'zod';

/** What went when a story was deleted. */
export const storyDeletedCountsSchema = z.object({
  story: z.boolean(),
  versions: z.number().int().min(0),
  pictures: z.number().int().min(0),
  bookFiles: z.number().int().min(0),
  prompts: z.number().int().min(0),
  contributions: z.number().int().min(0),
  files: z.number().int().min(0),
});
export type StoryDeletedCounts = z.infer<typeof storyDeletedCountsSchema>;

/**
 * A story with an order is kept for the order; the child's details are removed after the order
 * is delivered or cancelled plus the retention period (an ISO date, or 'after delivery').
 */
export const storyKeptSchema = z.object({
  reason: z.literal('ordered'),
  orderNumbers: z.array(z.string()),
  childDetailsRemovedAfter: z.string(),
});
export type StoryKept = z.infer<typeof storyKeptSchema>;

/** `DELETE /api/stories/{id}` by the story's creator: what was deleted, what is kept and why. */
export const storyDeletionSchema = z.object({
  deleted: storyDeletedCountsSchema,
  kept: storyKeptSchema.nullable(),
});
export type StoryDeletion = z.infer<typeof storyDeletionSchema>;

/** `childDetailsRemovedAfter` while an order of the story is not delivered or cancelled yet. */
export const AFTER_DELIVERY = 'after delivery';

/** The file name of `GET /api/stories/export` on the given day. */
export function storyExportFileName(day: Date): string {
  return `storybook-stories-${day.toISOString().slice(0, 10)}.zip`;
}

/** What one retention run removes; the metric's `kind` label. */
export const RETENTION_KINDS = [
  'stories',
  'files',
  'contactMessages',
  'newsletterSubscribers',
  'orders',
  'myStoriesLinks',
  'familyAddresses',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export type RetentionRemoved = Record<RetentionKind, number>;

/** An order's number as the shop shows it to the family (`Order #1a2b3c4d`): its id's first eight characters. */
export function orderNumberOf(orderId: string): string {
  return orderId.slice(0, 8);
}
