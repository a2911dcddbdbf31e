import { type JobName, jobsOfQueue, type QueueName } from '@shop/queue';

/** Every job of every served queue has exactly one handler, and no handler serves another queue's job. */
export function checkHandlers(queues: readonly QueueName[], handled: readonly JobName[]): string[] {
  const problems: string[] = [];
  const expected = new Set(queues.flatMap((q) => jobsOfQueue(q)));
  for (const name of expected) {
    const count = handled.filter((h) => h === name).length;
    if (count === 0) problems.push(`no handler for job "${name}"`);
    if (count > 1) problems.push(`${count} handlers for job "${name}"`);
  }
  for (const name of new Set(handled)) {
    if (!expected.has(name))
      problems.push(`handler for job "${name}" whose queue this worker does not serve`);
  }
  return problems;
}
