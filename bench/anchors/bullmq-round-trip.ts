/**
 * Anchor: the simplest honest BullMQ round trip, in a process of its own. A producer adds a job,
 * a no-op worker (its own connection, concurrency 1) completes it, and the producer sees the
 * completion through QueueEvents, one job at a time. Prints one JSON line: { p50Ms, p95Ms, jobs }.
 *
 *   npx tsx bench/anchors/bullmq-round-trip.ts [jobs]   (REDIS_URL, default 127.0.0.1:6379)
 */
import { Queue, QueueEvents, Worker } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const JOBS = Number(process.argv[2] ?? 300);
const WARMUP = 30;

async function main(): Promise<void> {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const connection = { host: url.hostname, port: Number(url.port || 6379) };
  const prefix = `anchor-${randomBytes(4).toString('hex')}`;
  const name = 'round-trip';
  const queue = new Queue(name, { connection, prefix });
  const events = new QueueEvents(name, { connection, prefix });
  const worker = new Worker(name, async () => null, { connection, prefix, concurrency: 1 });
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), worker.waitUntilReady()]);
  const times: number[] = [];
  for (let i = 0; i < WARMUP + JOBS; i++) {
    const started = performance.now();
    const job = await queue.add('noop', { i }, { removeOnComplete: false });
    await job.waitUntilFinished(events);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  await worker.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  console.log(JSON.stringify({ jobs: JOBS, p50Ms: at(50), p95Ms: at(95) }));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
