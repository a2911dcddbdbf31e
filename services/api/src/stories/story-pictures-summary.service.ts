import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FULL_SET_PAGES, type StoryIllustrationsSummary } from '@shop/contracts';
import type { StoryEntity } from '@shop/db';
import { JobProducer, jobIds } from '@shop/queue';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';

/** The picture flow is queued a moment after the story is marked ready: count it as coming. */
const FLOW_GRACE_MS = 30_000;

/**
 * How far a ready story's pictures are: pages of the full set holding a current picture (the
 * operator's, or an automatic one of this version of the story), and whether more are coming
 * (its picture flow is queued or running), so the browser knows to keep asking.
 */
@Injectable()
export class StoryPicturesSummaryService {
  private readonly logger = new Logger(StoryPicturesSummaryService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobProducer,
  ) {}

  async of(story: StoryEntity): Promise<StoryIllustrationsSummary | undefined> {
    if (story.generationStatus !== 'ready') return undefined;
    const [row] = (await this.dataSource.query(
      `SELECT COUNT(DISTINCT "pageNumber")::int AS ready FROM story_illustrations
        WHERE "storyId" = $1 AND "pageNumber" = ANY($2::int[])
          AND (source = 'operator' OR "storyRevision" = $3)`,
      [story.id, FULL_SET_PAGES, story.revision],
    )) as { ready: number }[];
    const ready = row?.ready ?? 0;
    const total = FULL_SET_PAGES.length;
    const complete = ready >= total;
    return { ready, total, complete, drawing: !complete && (await this.flowPending(story)) };
  }

  /** Its picture jobs are queued or running, and a worker draws pictures. */
  private async flowPending(story: StoryEntity): Promise<boolean> {
    try {
      const queue = this.jobs.queue('illustration');
      const job = await Job.fromId(queue, jobIds.storyPictures(story.id, story.revision));
      if (!job) return Date.now() - story.updatedAt.getTime() < FLOW_GRACE_MS;
      const state = await job.getState();
      if (state === 'completed' || state === 'failed' || state === 'unknown') return false;
      return (await queue.getWorkersCount()) > 0;
    } catch (err) {
      this.logger.warn({ err, storyId: story.id }, 'Could not read the picture flow');
      return false;
    }
  }
}
