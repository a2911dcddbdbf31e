import { setTimeout as sleep } from 'node:timers/promises';
import { threadId, workerData } from 'node:worker_threads';

export type EchoTask =
  { op: 'double'; value: number; ms?: number } | { op: 'throw'; message: string } | { op: 'exit' };

export interface EchoAnswer {
  value: number;
  threadId: number;
  workerData: unknown;
}

/** A test thread: doubles a number (after `ms`), throws, or stops its thread mid-task. */
export default async function echo(task: EchoTask): Promise<EchoAnswer> {
  if (task.op === 'throw') throw new RangeError(task.message);
  if (task.op === 'exit') process.exit(3);
  await sleep(task.ms ?? 0);
  return { value: task.value * 2, threadId, workerData };
}
