import { Job, type Queue } from 'bullmq';

/**
 * Lanes of the `illustration` queue, as BullMQ priorities (a lower number is taken first; jobs
 * without a priority, the operator's own requests, come before every lane):
 * - `first`: a ready story's `illustration.story` parent (cheap: it adds the story's pictures),
 *   and the older pictures each new story moves up (moveUpOlderPictures);
 * - `newStory`: the screen pictures of the story made last: a parent is looking at it;
 * - `storySets`: the sets of stories made before it, in the order they were moved there;
 * - `bulk`: the operator's bulk runs.
 * Within a lane, first in first out.
 */
export const PICTURE_LANES = {
  first: 1,
  newStory: 2,
  storySets: 5,
  bulk: 10,
} as const;

/**
 * Each new story's set moves this many of the oldest pictures of each older lane up to `first`:
 * however many stories keep arriving, older sets and bulk runs keep moving, and a new story waits
 * for at most these few pictures of theirs.
 */
export const PICTURES_MOVED_UP_PER_NEW_SET = 1;

const LANES = [
  PICTURE_LANES.first,
  PICTURE_LANES.newStory,
  PICTURE_LANES.storySets,
  PICTURE_LANES.bulk,
];

/** Where each lane starts among the queue's prioritized jobs (ordered by lane, then age). */
async function laneRanks(queue: Queue): Promise<Record<number, { start: number; count: number }>> {
  const counts = await queue.getCountsPerPriority(LANES);
  const out: Record<number, { start: number; count: number }> = {};
  let start = 0;
  for (const lane of LANES) {
    const count = counts[String(lane)] ?? 0;
    out[lane] = { start, count };
    start += count;
  }
  return out;
}

/** Moves a waiting job to a lane; a job taken meanwhile (or gone) stays where it is. */
async function moveTo(job: Job, priority: number): Promise<boolean> {
  try {
    if ((await job.getState()) !== 'prioritized') return false;
    await job.changePriority({ priority });
    return true;
  } catch {
    return false;
  }
}

/** When a waiting picture's story became ready: its set's parent job was added then. */
async function readyAtOf(queue: Queue, job: Job): Promise<number> {
  const parentId = job.parent?.id;
  if (!parentId) return job.timestamp;
  const parent = await Job.fromId(queue, parentId).catch(() => undefined);
  return parent?.timestamp ?? job.timestamp;
}

/**
 * Makes the given story, ready at `readyAt` (its set's parent job's timestamp), the newest: the
 * pictures of stories that became ready before it and still wait in the `newStory` lane move to
 * the back of `storySets`. A story that became ready after it keeps its lane, whichever set the
 * worker happens to start first when several arrive together. Call before adding the pictures.
 */
export async function makeWayForNewStory(
  queue: Queue,
  storyId: string,
  readyAt = Date.now(),
): Promise<number> {
  const { start, count } = (await laneRanks(queue))[PICTURE_LANES.newStory]!;
  if (!count) return 0;
  const waiting = await queue.getJobs(['prioritized'], start, start + count - 1, true);
  let moved = 0;
  for (const job of waiting) {
    if (job.priority !== PICTURE_LANES.newStory) continue;
    if ((job.data as { storyId?: string }).storyId === storyId) continue;
    if ((await readyAtOf(queue, job)) > readyAt) continue;
    if (await moveTo(job, PICTURE_LANES.storySets)) moved += 1;
  }
  return moved;
}

/**
 * With each new story's pictures: the oldest pictures of the older lanes
 * (PICTURES_MOVED_UP_PER_NEW_SET of each) move up to `first`, where nothing moves them down again.
 */
export async function moveUpOlderPictures(queue: Queue): Promise<number> {
  const ranks = await laneRanks(queue);
  let moved = 0;
  for (const lane of [PICTURE_LANES.storySets, PICTURE_LANES.bulk]) {
    const { start, count } = ranks[lane]!;
    const take = Math.min(count, PICTURES_MOVED_UP_PER_NEW_SET);
    if (!take) continue;
    const oldest = await queue.getJobs(['prioritized'], start, start + take - 1, true);
    for (const job of oldest) {
      if (job.priority === lane && (await moveTo(job, PICTURE_LANES.first))) moved += 1;
    }
  }
  return moved;
}
