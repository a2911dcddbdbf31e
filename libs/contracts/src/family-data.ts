import { z } from 'zod';

/**
 * `DELETE /api/stories/{id}` by the story's creator: what went and what stays. An ordered story
 * stays for its order (it is printed from it); the child's details go once every order of it is
 * delivered or cancelled and the retention period after that has passed.
 */
export const storyDeletionSchema = z.object({
  deleted: z.object({
    story: z.boolean(),
    versions: z.number().int(),
    pictures: z.number().int(),
    bookFiles: z.number().int(),
    prompts: z.number().int(),
    contributions: z.number().int(),
    /** Files removed from file storage (pictures' print and web copies, book PDFs). */
    files: z.number().int(),
  }),
  kept: z
    .object({
      reason: z.literal('ordered'),
      orderNumbers: z.array(z.string()),
      /** An ISO date, or 'after delivery' while an order is still open. */
      childDetailsRemovedAfter: z.string(),
    })
    .nullable(),
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
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export type RetentionRemoved = Record<RetentionKind, number>;

/** An order's number as the shop shows it to the family (`Order #1a2b3c4d`): its id's first eight characters. */
export function orderNumberOf(orderId: string): string {
  return orderId.slice(0, 8);
}
