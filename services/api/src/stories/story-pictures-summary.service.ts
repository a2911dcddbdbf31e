import { Injectable, Logger } from '@nestjs/common';
import { FULL_SET_PAGES, type StoryIllustrationsSummary } from '@shop/contracts';
import { IllustrationRepository, type StoryEntity } from '@shop/db';
import { JobProducer, jobIds } from '@shop/queue';

/** The picture flow is queued a moment after the story is marked ready: count it as coming. */
const FLOW_GRACE_MS = 30_000;
/** How long "a worker draws pictures" is taken as known (asking Redis lists all its clients). */
const WORKERS_KNOWN_MS = 2_000;

/** The count a story list makes in its own query lives with the set's owner (libs/db). */

/**
 * How far a ready story's pictures are: pages of the full set holding a current picture, and
 * whether more are coming (its picture flow is queued or running), so the browser knows to keep
 * asking.
 */
@Injectable()
export class StoryPicturesSummaryService {
  private readonly logger = new Logger(StoryPicturesSummaryService.name);
  private workers?: { at: number; drawing: Promise<boolean> };

  constructor(
    private readonly illustrations: IllustrationRepository,
    private readonly jobs: JobProducer,
  ) {}

  async of(story: StoryEntity): Promise<StoryIllustrationsSummary | undefined> {
    if (story.generationStatus !== 'ready') return undefined;
    return this.summary(
      story,
      await this.illustrations.currentPictureCount(story.id, story.revision),
    );
  }

  /** The summary of a ready story whose current pictures (readyPicturesSql) are already counted. */
  async summary(story: StoryEntity, ready: number): Promise<StoryIllustrationsSummary> {
    const total = FULL_SET_PAGES.length;
    const complete = ready >= total;
    return { ready, total, complete, drawing: !complete && (await this.flowPending(story)) };
  }

  /** Its picture jobs are queued or running, and a worker draws pictures. */
  private async flowPending(story: StoryEntity): Promise<boolean> {
    try {
      const state = await this.jobs
        .queue('illustration')
        .getJobState(jobIds.storyPictures(story.id, story.revision));
      if (state === 'unknown') return Date.now() - story.updatedAt.getTime() < FLOW_GRACE_MS;
      if (state === 'completed' || state === 'failed') return false;
      return await this.workersDrawing();
    } catch (err) {
      this.logger.warn({ err, storyId: story.id }, 'Could not read the picture flow');
      return false;
    }
  }

  private workersDrawing(): Promise<boolean> {
    const now = Date.now();
    if (!this.workers || now - this.workers.at >= WORKERS_KNOWN_MS) {
      const drawing = this.jobs
        .queue('illustration')
        .getWorkersCount()
        .then((n) => n > 0);
      // A failed answer is not kept: the next read asks again.
      drawing.catch(() => {
        if (this.workers?.drawing === drawing) this.workers = undefined;
      });
      this.workers = { at: now, drawing };
    }
    return this.workers.drawing;
  }
}
