import { composeStory } from '../libs/story-engine/src/compose';
import { buildInteriorWithPlan, bookInputOf } from '../libs/book/src';
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
async function main() {
  const s = composeStory({ childName: 'Mia', animal: 'fox', theme: 'kindness', ageRange: 'toddler', wordCount: 1000, seed: 11 });
  const input = bookInputOf({ ...s, childName: 'Mia', animal: 'fox', theme: 'kindness', ageRange: 'toddler', isCollaborative: false, parentContributions: [], childContributions: [] });
  input.scenes[2] = Array.from({ length: 10 }, (_, i) => `Paragraph ${i + 1} tells how Mia and the fox walked along the river bank, counting stones and singing a song about the moon.`);
  const img = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#69c' } }).png().toBuffer();
  const { pdf, plan } = await buildInteriorWithPlan(input, { 2: img, 3: img, [-1]: img });
  console.log(plan.typeSize);
  writeFileSync('scratch/combined.pdf', pdf);
}
main();
