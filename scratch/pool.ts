import { composeStory } from '../libs/story-engine/src/compose';
import { BookRenderPool, bookInputOf } from '../libs/book/src';
import sharp from 'sharp';
async function main() {
  const s = composeStory({ childName: 'Mia', animal: 'fox', theme: 'kindness', ageRange: 'preschool', wordCount: 1200, seed: 7 });
  const input = bookInputOf({ ...s, childName: 'Mia', animal: 'fox', theme: 'kindness', ageRange: 'preschool', isCollaborative: false, parentContributions: [], childContributions: [] });
  const webp = await sharp({ create: { width: 768, height: 768, channels: 3, background: '#88aacc' } }).webp().toBuffer();
  const pool = new BookRenderPool(1);
  let t = Date.now();
  const r = await pool.run({ op: 'interior', variant: 'preview', input, images: { 0: webp, [-1]: webp } });
  console.log('preview', Date.now() - t, r.pageCount, r.widthPt, r.typeSize, r.pdf.length, r.fonts);
  t = Date.now();
  const c = await pool.run({ op: 'cover', input, dims: { widthPt: 1400, heightPt: 760 }, images: {} });
  console.log('cover', Date.now() - t, c.widthPt, c.heightPt);
  await pool.close();
}
main();
