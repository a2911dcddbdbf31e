/**
 * Building a book's print files.
 *
 *   npx tsx bench/book-build.bench.ts
 *
 * A 2000-word story (the longest) with 12 print-size pictures (2625 x 2625 PNG from the built-in
 * illustrator: cover, back cover and the 10 story pages), built as the worker builds it: in a
 * layout thread (BookRenderPool), the 24-page interior then the wrap cover, each checked after
 * building (page count, sizes, bleed boxes, fonts embedded). BENCH_RUNS builds (default 7, after
 * one warm-up); prints median / min / max ms for the interior, the cover and both, the calling
 * thread's longest event-loop stall meanwhile, the process's peak resident memory (VmHWM, threads
 * included) and the file sizes. Target: both files in <= 2 s.
 * The anchor: raw pdfkit in a plain node process of its own (no tsx, no layout thread, no fitting),
 * laying out the same text and the same pictures with the same fonts: a 24-page interior (title
 * page with the cover picture, each story page's picture and its paragraphs, closing pages) and a
 * wrap cover with the front and back pictures; the same runs after one warm-up, its own peak
 * resident memory over the runs.
 * Writes bench/results/book-build.json with writeBenchResult.
 */
import { bookInputOf, BookRenderPool, type BookImages } from '@shop/book';
import { BuiltinIllustrator, RenderPool } from '@shop/illustrator';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { composeStory } from '../libs/story-engine/src/library/compose';
import { FONT_FILES } from '../libs/book/src/fonts';
import { writeBenchResult } from './support/summary';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 2000;

const round = (n: number, d = 0) => Math.round(n * 10 ** d) / 10 ** d;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Resets the peak (Linux: writing 5 to clear_refs), so it covers the builds, not the drawing. */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

function peakRssMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024, 1);
}

const PAGES = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -2];
const PICTURE_DIR = join(__dirname, '..', 'node_modules', '.cache', 'book-bench-pictures');
const pictureFile = (page: number) => join(PICTURE_DIR, `page${page}.png`);

/** Draws the pictures in a process of its own, so its memory is not counted as the build's. */
function drawPicturesApart(): void {
  if (PAGES.every((p) => existsSync(pictureFile(p)))) return;
  const run = spawnSync(process.execPath, [...process.execArgv, __filename, '--draw'], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('drawing the pictures failed');
}

async function pictures(story: ReturnType<typeof composeStory>): Promise<BookImages> {
  const pool = new RenderPool(1);
  const illustrator = new BuiltinIllustrator(pool);
  const images: BookImages = {};
  try {
    for (const pageNumber of PAGES) {
      const page = story.pages[Math.max(0, pageNumber)]!;
      const { png, width } = await illustrator.illustrate({
        storyId: 'bench-book',
        title: story.title,
        childName: 'Mia',
        animal: 'fox',
        petName: 'Sorrel',
        pageNumber,
        scene: page.scene,
        pageText: pageNumber >= 0 ? page.text : story.title,
        look: {},
      });
      if (width !== 2625) throw new Error(`expected print-size pictures, got ${width} px`);
      images[pageNumber] = png;
    }
  } finally {
    await pool.close();
  }
  return images;
}

function benchStory() {
  return composeStory({
    childName: 'Mia',
    animal: 'fox',
    theme: 'kindness',
    ageRange: 'early-elementary',
    wordCount: 2000,
    seed: 3,
  });
}

async function draw() {
  const images = await pictures(benchStory());
  mkdirSync(PICTURE_DIR, { recursive: true });
  for (const p of PAGES) writeFileSync(pictureFile(p), images[p]!);
}

/**
 * The anchor, run by plain node: raw pdfkit lays out the text and pictures of the JSON file
 * argv[1] as a 24-page interior and a wrap cover, RUNS times after a warm-up, and prints the
 * median ms of both files and its peak resident memory over the runs as one JSON line.
 */
const PDFKIT_ANCHOR = `
const PDFDocument = require('pdfkit');
const { readFileSync, writeFileSync } = require('node:fs');
const job = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const images = Object.fromEntries(Object.entries(job.images).map(([k, f]) => [k, readFileSync(f)]));
const fonts = Object.fromEntries(Object.entries(job.fonts).map(([k, f]) => [k, readFileSync(f)]));
function pdf(size, draw) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, font: null });
    for (const [name, bytes] of Object.entries(fonts)) doc.registerFont(name, bytes);
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
const S = 630, M = 45, W = S - 2 * M;
function textPage(doc, paragraphs) {
  doc.addPage({ size: [S, S], margin: 0 });
  doc.font('body').fontSize(15).fillColor('#222');
  doc.text(paragraphs.join('\\n\\n'), M, M, { width: W, height: W, lineGap: 6 });
}
function picturePage(doc, bytes) {
  doc.addPage({ size: [S, S], margin: 0 });
  doc.image(bytes, 0, 0, { cover: [S, S], align: 'center', valign: 'center' });
}
async function build() {
  const interior = await pdf([S, S], (doc) => {
    picturePage(doc, images[-1]);
    doc.font('title').fontSize(40).fillColor('#fff').text(job.title, M, M, { width: W, align: 'center' });
    textPage(doc, ['For ' + job.childName]);
    job.scenes.forEach((paragraphs, i) => {
      picturePage(doc, images[i]);
      textPage(doc, paragraphs);
    });
    for (let n = 2 + 2 * job.scenes.length; n < 24; n++) textPage(doc, ['The End']);
  });
  const cover = await pdf([1368, 738], (doc) => {
    doc.addPage({ size: [1368, 738], margin: 0 });
    doc.image(images[-2], 63, 63, { cover: [612, 612] });
    doc.image(images[-1], 693, 63, { cover: [612, 612] });
    doc.font('title').fontSize(40).text(job.title, 693 + 36, 99, { width: 540, align: 'center' });
  });
  return { interior, cover };
}
(async () => {
  await build();
  writeFileSync('/proc/self/clear_refs', '5');
  const ms = [];
  let last;
  for (let i = 0; i < job.runs; i++) {
    const t = performance.now();
    last = await build();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const hwm = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
  console.log(JSON.stringify({ medianMs: ms[Math.floor(ms.length / 2)], peakRssMb: hwm / 1024,
    interiorMb: last.interior.length / 1048576, coverMb: last.cover.length / 1048576 }));
})().catch((err) => { console.error(err); process.exit(1); });
`;

/** Runs the pdfkit anchor over the same text and pictures, as a process of its own. */
function pdfkitAnchor(story: ReturnType<typeof composeStory>, scenes: string[][]) {
  const dir = mkdtempSync(join(tmpdir(), 'book-anchor-'));
  try {
    const jobFile = join(dir, 'job.json');
    writeFileSync(
      jobFile,
      JSON.stringify({
        title: story.title,
        childName: 'Mia',
        scenes,
        runs: RUNS,
        images: Object.fromEntries(PAGES.map((p) => [p, pictureFile(p)])),
        fonts: Object.fromEntries(
          Object.entries(FONT_FILES).map(([name, file]) => [name, require.resolve(file)]),
        ),
      }),
    );
    const run = spawnSync(process.execPath, ['-e', PDFKIT_ANCHOR, jobFile], {
      cwd: join(__dirname, '..'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`the pdfkit anchor stopped with ${run.status}`);
    const r = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      medianMs: number;
      peakRssMb: number;
      interiorMb: number;
      coverMb: number;
    };
    return {
      medianMs: round(r.medianMs),
      peakRssMb: round(r.peakRssMb, 1),
      interiorMb: round(r.interiorMb, 1),
      coverMb: round(r.coverMb, 1),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const story = benchStory();
  const input = bookInputOf({
    ...story,
    childName: 'Mia',
    animal: 'fox',
    theme: 'kindness',
    ageRange: 'early-elementary',
    isCollaborative: false,
    parentContributions: [],
    childContributions: [],
  });
  console.log(`12 print-size pictures (2625 px) from the built-in illustrator...`);
  drawPicturesApart();
  const images: BookImages = Object.fromEntries(
    PAGES.map((p) => [p, readFileSync(pictureFile(p))]),
  ) as BookImages;
  const pictureMb = Object.values(images).reduce((n, b) => n + b!.length, 0) / 1024 / 1024;
  console.log(`pictures: ${round(pictureMb, 1)} MB of PNG`);

  const pool = new BookRenderPool(1);
  const interiorImages = Object.fromEntries(
    Object.entries(images).filter(([k]) => Number(k) >= -1),
  ) as BookImages;
  const build = async () => {
    const t0 = performance.now();
    const interior = await pool.run({
      op: 'interior',
      variant: 'print',
      input,
      images: interiorImages,
    });
    const t1 = performance.now();
    const cover = await pool.run({
      op: 'cover',
      input,
      dims: null,
      images: { front: images[-1], back: images[-2] },
      interiorPictures: Object.keys(interiorImages).filter((k) => Number(k) >= 0).length,
    });
    const t2 = performance.now();
    return { interiorMs: t1 - t0, coverMs: t2 - t1, totalMs: t2 - t0, interior, cover };
  };

  await build(); // warm-up: thread start, module and font loading
  const peakReset = resetPeakRss();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await build());
  loop.disable();
  await pool.close();

  const last = runs.at(-1)!;
  const totals = runs.map((r) => r.totalMs);
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: round(totalmem() / 1e9, 1) },
    runs: RUNS,
    story: {
      words: story.wordCount,
      ageRange: 'early-elementary',
      pictures: 12,
      pictureMb: round(pictureMb, 1),
    },
    interiorMs: {
      median: round(median(runs.map((r) => r.interiorMs))),
      min: round(Math.min(...runs.map((r) => r.interiorMs))),
      max: round(Math.max(...runs.map((r) => r.interiorMs))),
    },
    coverMs: {
      median: round(median(runs.map((r) => r.coverMs))),
      min: round(Math.min(...runs.map((r) => r.coverMs))),
      max: round(Math.max(...runs.map((r) => r.coverMs))),
    },
    totalMs: {
      median: round(median(totals)),
      min: round(Math.min(...totals)),
      max: round(Math.max(...totals)),
    },
    targetMs: TARGET_MS,
    pass: median(totals) <= TARGET_MS,
    longestEventLoopStallMs: round(loop.max / 1e6, 1),
    peakRssMb: peakRssMb(),
    /** Whether the peak covers the builds only (else the whole run, pictures included). */
    peakCoversBuildsOnly: peakReset,
    files: {
      interiorMb: round(last.interior.pdf.length / 1024 / 1024, 1),
      interiorPages: last.interior.pageCount,
      typeSize: last.interior.typeSize,
      coverMb: round(last.cover.pdf.length / 1024 / 1024, 1),
      coverPt: [last.cover.widthPt, last.cover.heightPt],
    },
  };
  console.log(
    [
      `book build, ${RUNS} runs (median / min / max ms):`,
      `  interior (24 pages, 11 pictures): ${result.interiorMs.median} / ${result.interiorMs.min} / ${result.interiorMs.max}`,
      `  wrap cover (2 pictures):          ${result.coverMs.median} / ${result.coverMs.min} / ${result.coverMs.max}`,
      `  both:                             ${result.totalMs.median} / ${result.totalMs.min} / ${result.totalMs.max}  (target <= ${TARGET_MS} ms) → ${result.pass ? 'PASS' : 'OVER TARGET'}`,
      `  longest event-loop stall of the calling thread: ${result.longestEventLoopStallMs} ms`,
      `  peak resident memory (process, threads included${peakReset ? ', during the builds' : ''}): ${result.peakRssMb} MB`,
      `  files: interior ${result.files.interiorMb} MB (${result.files.interiorPages} pages, ${result.files.typeSize} pt type), cover ${result.files.coverMb} MB (${result.files.coverPt.join(' x ')} pt)`,
    ].join('\n'),
  );
  console.log('Anchor: raw pdfkit, the same text and pictures, in a process of its own…');
  const anchor = pdfkitAnchor(story, input.scenes);
  console.log(
    `  both files: ${anchor.medianMs} ms median, peak ${anchor.peakRssMb} MB (interior ${anchor.interiorMb} MB, cover ${anchor.coverMb} MB)`,
  );
  const anchorName = 'raw pdfkit, 24 pages + cover';
  writeBenchResult(
    'book-build',
    [
      {
        what: 'book build, interior + cover (median)',
        shop: result.totalMs.median,
        unit: 'ms',
        anchor: { name: anchorName, value: anchor.medianMs },
        higherIsBetter: false,
        bar: `<= ${TARGET_MS}`,
        pass: result.pass,
      },
      {
        what: 'book build, peak RSS during the builds',
        shop: result.peakRssMb,
        unit: 'MB',
        anchor: { name: anchorName, value: anchor.peakRssMb },
        higherIsBetter: false,
      },
    ],
    { ...result, pdfkitAnchor: anchor },
  );
}

(process.argv.includes('--draw') ? draw() : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
