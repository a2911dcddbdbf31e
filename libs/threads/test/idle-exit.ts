import { ThreadPool } from '@shop/threads';
import type { EchoAnswer, EchoTask } from './echo-thread';

// Runs a task and leaves the pool open: the process must still end by itself.
const pool = new ThreadPool<EchoTask, EchoAnswer>({
  dir: __dirname,
  name: 'echo-thread',
  threads: 1,
  label: 'echo',
});
void pool.run({ op: 'double', value: 21 }).then((a) => process.stdout.write(`answer ${a.value}\n`));
