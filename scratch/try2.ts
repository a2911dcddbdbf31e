import { splitParagraphs } from '@shop/contracts';
import { composeStory } from '../libs/story-engine/src/compose';
import { buildInteriorWithPlan, buildCover } from '../libs/book/src';
import sharp from 'sharp';
async function main() {
  const age = (process.argv[2] ?? 'toddler') as 'toddler';
  const s = composeStory({ childName: 'Mia', animal: 'fox', theme: 'kindness', ageRange: age, wordCount: 2000, seed: 7 });
  const img = await sharp({ create: { width: 2625, height: 2625, channels: 3, background: '#88aacc' } }).png().toBuffer();
  const images: Record<number, Buffer> = {};
  for (const p of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -2]) images[p] = img;
  const input = { title: s.title, childName: 'Mia', animal: 'fox', petName: 'Saffron', theme: 'kindness', ageRange: age, scenes: s.pages.map((p) => splitParagraphs(p.text)) };
  for (let i = 0; i < 4; i++) {
    let t = performance.now();
    const { plan } = await buildInteriorWithPlan(input, images);
    const a = performance.now() - t; t = performance.now();
    await buildCover(input, null, { front: images[-1], back: images[-2] });
    console.log('interior', a.toFixed(0), 'cover', (performance.now() - t).toFixed(0), 'size', plan.typeSize);
  }
}
main();
