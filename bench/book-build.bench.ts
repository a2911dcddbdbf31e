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
 * Writes bench/results/book-build.json.
 */
import { bookInputOf, BookRenderPool, type BookImages } from '@shop/book';
import { BuiltinIllustrator, RenderPool } from '@shop/illustrator';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { composeStory } from '../libs/story-engine/src/compose';

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
        scene: {
          ...page.scene,
          characters: ['Mia', 'Sorrel the fox', ...page.scene.cast],
          setting: page.scene.setting.replace(/-/g, ' '),
        },
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
  mkdirSync(join(__dirname, 'results'), { recursive: true });
  writeFileSync(
    join(__dirname, 'results', 'book-build.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}

(process.argv.includes('--draw') ? draw() : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
