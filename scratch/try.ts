import { splitParagraphs } from '@shop/contracts';
import { composeStory } from '../libs/story-engine/src/compose';
import { buildInteriorWithPlan, buildCover, checkBookPdf } from '../libs/book/src';
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';

async function main() {
  const age = (process.argv[2] ?? 'toddler') as 'toddler';
  const words = Number(process.argv[3] ?? 2000);
  const s = composeStory({ childName: 'Mia', animal: 'fox', theme: 'kindness', ageRange: age, wordCount: words, seed: 7 });
  const img = async (c: string) => sharp({ create: { width: 2625, height: 2625, channels: 3, background: c } }).png().toBuffer();
  const images: Record<number, Buffer> = {};
  for (const p of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -2]) images[p] = await img(p % 2 ? '#88aacc' : '#cc9966');
  delete images[5];
  const input = { title: s.title, childName: 'Mia', animal: 'fox', petName: 'Saffron', theme: 'kindness', ageRange: age, scenes: s.pages.map((p) => splitParagraphs(p.text)) };
  let t = Date.now();
  const { pdf, plan } = await buildInteriorWithPlan(input, images, { preview: true });
  console.log('interior', Date.now() - t, 'ms', pdf.length, 'bytes; size', plan.typeSize, 'pages', plan.pages.map((p) => p.kind).join(','));
  writeFileSync('scratch/interior.pdf', pdf);
  t = Date.now();
  const cover = await buildCover(input, null, { front: images[-1], back: images[-2] });
  console.log('cover', Date.now() - t, 'ms');
  writeFileSync('scratch/cover.pdf', cover);
  t = Date.now();
  const r = await checkBookPdf(pdf, { pageCount: 24, pageSize: { widthPt: 630, heightPt: 630 }, bleedPt: 9, textAreas: [{ x: 45, y: 45, width: 540, height: 540 }] });
  console.log('check', Date.now() - t, 'ms', r.problems, r.fonts);
  console.log(r.pages?.slice(3, 6).map((p) => p.images));
}
main().catch((e) => { console.error(e); process.exit(1); });
