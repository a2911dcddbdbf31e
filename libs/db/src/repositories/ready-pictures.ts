import { FULL_SET_PAGES } from '@shop/contracts';

/**
 * SQL: how many pages of the full set hold a current picture (the operator's, or an automatic one
 * of this version of the story). `storyId` and `revision` are SQL expressions (columns or params).
 */
export function readyPicturesSql(storyId: string, revision: string): string {
  return `(SELECT COUNT(DISTINCT "pageNumber")::int FROM story_illustrations
    WHERE "storyId" = ${storyId} AND "pageNumber" = ANY('{${FULL_SET_PAGES.join(',')}}'::int[])
      AND (source = 'operator' OR "storyRevision" = ${revision}))`;
}
