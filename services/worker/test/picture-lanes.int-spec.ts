import type { INestApplicationContext } from '@nestjs/common';
import { FULL_SET_PAGES, type Story } from '@shop/contracts';
import {
  defaultJobOptions,
  jobIds,
  JobProducer,
  makeWayForNewStory,
  moveUpOlderPictures,
  PICTURE_LANES,
  PICTURES_MOVED_UP_PER_NEW_SET,
} from '@shop/queue';
import { waitFor } from '@shop/testing';
import { Job, type Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';

// A loaded machine (CI, a busy laptop) draws slowly: the lanes are judged by the jobs' own times,
// so the clock only bounds how long the test may take.
jest.setTimeout(360_000);

/** How many other stories' pictures wait when a parent's new story becomes ready. */
const BACKLOG = 3000;

/**
 * A parent never waits behind a backlog: a new story's screen pictures are taken before the
 * pictures of other stories and bulk runs already queued, and those still move (no starvation).
 * Real BullMQ on Redis, the real worker drawing with the built-in illustrator, Postgres.
 */
describe('picture lanes (real worker, BullMQ, Postgres, Redis)', () => {
  let h: Harness;
  let db: DataSource;
  let queue: Queue;
  let worker: INestApplicationContext | undefined;
  const storageDir = mkdtempSync(join(tmpdir(), 'picture-lanes-'));

  async function startWorker(queues: string, extra: Record<string, string> = {}) {
    await worker?.close();
    worker = await h.startWorker({ WORKER_QUEUES: queues, ...extra } as never);
  }

  async function newStory(parent: Visitor, animal: string): Promise<Story> {
    const res = await parent.post('/api/stories/generate', { ...VALID_STORY, animal });
    expect(res.statusCode).toBe(202);
    const story = await waitForFinalStory(parent, (res.json() as Story).id);
    expect(story.generationStatus).toBe('ready');
    return story;
  }

  /** A picture job of another story in the given lane (the operator's redraw: real work). */
  const backlogJob = (storyId: string, n: number, priority: number) => ({
    name: 'illustration.generate',
    data: { storyId, pageNumber: n % 10, source: 'operator' as const, size: 'screen' as const },
    opts: {
      ...defaultJobOptions(1, 1000),
      priority,
      jobId: jobIds.illustrationGenerate(`backlog${n}`, storyId, n % 10),
    },
  });

  beforeAll(async () => {
    h = await startHarness({ worker: false, config: { STORAGE_DIR: storageDir } });
    db = h.api.get(DataSource);
    queue = h.api.get(JobProducer).queue('illustration');
  });
  afterAll(async () => {
    await worker?.close();
    await h?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it("moves other stories out of the new story's lane and the oldest waiting pictures up", async () => {
    const mine = randomUUID();
    const other = randomUUID();
    const add = (storyId: string, n: number, priority: number) =>
      queue.add('illustration.generate', backlogJob(storyId, n, priority).data, {
        ...backlogJob(storyId, n, priority).opts,
        jobId: `lanes-${storyId}-${n}`,
      });
    const bulk = [await add(other, 0, PICTURE_LANES.bulk), await add(other, 1, PICTURE_LANES.bulk)];
    const sets = [
      await add(other, 2, PICTURE_LANES.storySets),
      await add(other, 3, PICTURE_LANES.storySets),
    ];
    const previousNew = [
      await add(other, 4, PICTURE_LANES.newStory),
      await add(other, 5, PICTURE_LANES.newStory),
    ];
    const myOwn = await add(mine, 6, PICTURE_LANES.newStory);

    expect(await makeWayForNewStory(queue, mine)).toBe(2);
    const priority = async (job: Job) => (await Job.fromId(queue, job.id!))!.priority;
    for (const job of previousNew) expect(await priority(job)).toBe(PICTURE_LANES.storySets);
    expect(await priority(myOwn)).toBe(PICTURE_LANES.newStory);

    // The oldest of each older lane moves up to `first`; the demoted set is behind the others.
    expect(await moveUpOlderPictures(queue)).toBe(2 * PICTURES_MOVED_UP_PER_NEW_SET);
    expect(await priority(bulk[0]!)).toBe(PICTURE_LANES.first);
    expect(await priority(bulk[1]!)).toBe(PICTURE_LANES.bulk);
    expect(await priority(sets[0]!)).toBe(PICTURE_LANES.first);
    expect(await priority(sets[1]!)).toBe(PICTURE_LANES.storySets);
    const order = (await queue.getJobs(['prioritized'], 0, -1, true)).map((j) => j.id);
    expect(order).toEqual(
      [sets[0], bulk[0], myOwn, sets[1], ...previousNew, bulk[1]].map((j) => j!.id),
    );
    // A later new story's arrival never moves the moved-up pictures back down.
    expect(await makeWayForNewStory(queue, randomUUID())).toBe(1);
    expect(await priority(bulk[0]!)).toBe(PICTURE_LANES.first);
    await queue.obliterate({ force: true });
  });

  it(`takes a new story's screen pictures before ${BACKLOG} queued pictures of other stories`, async () => {
    // Story text only: the stories' picture flows wait in their queue like a backlog does.
    await startWorker('story');
    const parent = h.visitor();
    const others = [
      await newStory(parent, 'bear'),
      await newStory(parent, 'owl'),
      await newStory(parent, 'rabbit'),
    ];
    // Thousands of other stories' pictures: sets moved back, bulk runs.
    const lanes = [PICTURE_LANES.storySets, PICTURE_LANES.bulk];
    for (let start = 0; start < BACKLOG; start += 500) {
      await queue.addBulk(
        Array.from({ length: 500 }, (_, i) =>
          backlogJob(others[(start + i) % 3]!.id, start + i, lanes[(start + i) % 2]!),
        ),
      );
    }
    const story = await newStory(parent, 'fox');

    // One worker takes the queue from here.
    await startWorker('story,illustration');
    await waitFor(
      async () => {
        const s = (await parent.get(`/api/stories/${story.id}`)).json() as Story;
        return s.illustrations?.complete ? s : undefined;
      },
      { timeoutMs: 240_000, what: "the new story's pictures" },
    );
    await worker!.close();
    worker = undefined;
    // The lanes decide which picture the worker takes next, not how long a picture takes: so the
    // backlog is counted by when the worker took it (the jobs' own times, kept once done), not by
    // when the test saw the set complete, nor by when the new set's last picture was finished
    // (while it is drawn, slowly on a loaded machine, the other slots rightly take the backlog).
    // And from when the new set was queued: until its parent job adds its pictures, there is
    // nothing of the new story to take.
    const done = await queue.getJobs(['completed', 'failed'], 0, -1, true);
    const picturesOf = (ids: string[], source: string) =>
      done.filter((j) => {
        const d = j.data as { storyId?: string; source?: string };
        return (
          j.name === 'illustration.generate' && ids.includes(d.storyId!) && d.source === source
        );
      });
    const set = picturesOf([story.id], 'auto');
    expect(set).toHaveLength(FULL_SET_PAGES.length);
    const queuedAt = Math.min(...set.map((j) => j.timestamp));
    const lastTaken = Math.max(...set.map((j) => j.processedOn!));
    const backlogTaken = picturesOf(
      others.map((s) => s.id),
      'operator',
    ).filter((j) => j.processedOn! < lastTaken);
    const takenBefore = backlogTaken.filter((j) => j.processedOn! >= queuedAt).length;
    // At most the pictures moved up by the four new sets, and one per worker slot
    // (WORKER_CONCURRENCY, default 4) taken while the set was being added; first in, first out
    // it would have been all of them.
    expect(takenBefore).toBeLessThanOrEqual(4 * 2 * PICTURES_MOVED_UP_PER_NEW_SET + 4);
    // Its whole set, and the other stories' own sets (cover, pages, back cover) too.
    const mine = (await db.query(
      `SELECT count(*)::int AS n FROM story_illustrations WHERE "storyId" = $1 AND "source" = 'auto'`,
      [story.id],
    )) as { n: number }[];
    expect(mine[0]!.n).toBe(FULL_SET_PAGES.length);
    // The backlog was there all along: nearly all of it still waited when the new set's last
    // picture was taken.
    expect(backlogTaken.length).toBeLessThan(50);
  });
});
