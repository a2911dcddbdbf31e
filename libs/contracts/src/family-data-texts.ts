/**
 * Texts of a family's own data controls: deleting a story and downloading every story. Texts and
 * helpers only (no zod): the home page's Previous Stories shows these controls.
 */
import type { StoryDeletion } from './family-data';

/** `GET /api/stories/export`: one zip of every story of the visitor. */
export const STORIES_EXPORT_PATH = '/api/stories/export';

export const FAMILY_DATA_TEXTS = {
  deleteButton: 'Delete',
  deleteConfirmTitle: 'Delete this story?',
  deleteConfirmText:
    'The story, its earlier versions, its pictures, its book files and any Create Together parts are deleted for good. This can’t be undone. If you ordered it as a book, it is kept for the order.',
  deleteConfirm: 'Delete story',
  deleteCancel: 'Keep it',
  deletedTitle: 'Story deleted',
  keptTitle: 'Story kept for your order',
  deleteErrorTitle: 'Could not delete the story',
  download: 'Download my stories',
  downloadHint:
    'One zip file with every story made in this browser: text, pictures and book files.',
} as const;

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a deletion did, as list items for the parent to read. */
export function deletionSummary(result: StoryDeletion): { deleted: string[]; kept: string | null } {
  const d = result.deleted;
  const deleted = [
    ...(d.story ? ['the story and its text'] : []),
    ...(d.versions ? [counted(d.versions, 'earlier version')] : []),
    ...(d.pictures ? [counted(d.pictures, 'picture')] : []),
    ...(d.bookFiles ? [counted(d.bookFiles, 'book file')] : []),
    ...(d.prompts ? [counted(d.prompts, 'Create Together prompt')] : []),
    ...(d.contributions ? [counted(d.contributions, 'Create Together part')] : []),
    ...(d.files ? [counted(d.files, 'stored file')] : []),
  ];
  const k = result.kept;
  if (!k) return { deleted, kept: null };
  const orders = k.orderNumbers.length ? ` (${k.orderNumbers.join(', ')})` : '';
  const when = /^\d{4}-\d{2}-\d{2}/.test(k.childDetailsRemovedAfter)
    ? `on ${new Date(k.childDetailsRemovedAfter).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })}`
    : k.childDetailsRemovedAfter;
  return {
    deleted,
    kept: `The story is kept for your order${orders}, so the book can be printed and delivered. Your child’s details are removed from it ${when}.`,
  };
}
