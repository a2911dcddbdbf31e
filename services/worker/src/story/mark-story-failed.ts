import { StoryEntity } from '@shop/db';
import type { Repository } from 'typeorm';

/**
 * Records a story job's final failure where the parent sees it: only a story still queued or
 * generating is changed (a finished one stays as it is). `what` completes "We couldn't … this
 * story"; `collaborativeOnly` keeps the weaving job off regular stories.
 */
export async function markStoryFailed(
  stories: Repository<StoryEntity>,
  storyId: string,
  error: unknown,
  { what, collaborativeOnly = false }: { what: string; collaborativeOnly?: boolean },
): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await stories
    .createQueryBuilder()
    .update(StoryEntity)
    .set({
      generationStatus: 'failed',
      progress: 0,
      generationError: `We couldn't ${what} this story (${reason.slice(0, 200)}). Please try again.`,
    })
    .where(
      `id = :storyId${collaborativeOnly ? ' AND "isCollaborative"' : ''} AND "generationStatus" IN (:...open)`,
      { storyId, open: ['queued', 'generating'] },
    )
    .execute();
}
