import { BuiltinIllustrator, RenderPool } from '@shop/illustrator';
import { ANIMALS } from '@shop/contracts';
import { readFileSync } from 'node:fs';
const st = () => { const t = readFileSync('/proc/self/status', 'utf8'); return [/VmRSS:\s+(\d+)/.exec(t)![1], /VmHWM:\s+(\d+)/.exec(t)![1]].map((x) => Math.round(Number(x) / 1024)); };
async function main() {
  const pool = new RenderPool(1);
  const ill = new BuiltinIllustrator(pool);
  const t = Date.now();
  for (let b = 0; b < 15; b++) {
    await Promise.all([0, 1, 2, 3].map((k) => ill.illustrate({ storyId: `s${b}`, title: 't', childName: 'Mia', animal: ANIMALS[(b + k) % 14]!, pageNumber: k, scene: { setting: 'a forest', timeOfDay: 'morning', weather: 'rainy', characters: ['Mia'], action: '', mood: 'happy' } })));
  }
  console.log(process.env.MALLOC_ARENA_MAX ?? '-', 'rss/hwm MB', st(), 'ms', Date.now() - t);
  await pool.close();
}
main();
