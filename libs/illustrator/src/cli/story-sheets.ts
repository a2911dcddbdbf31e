/**
 * Writes one contact sheet per age band (the library's first story of the band) to
 * docs/illustrations/story-<band>-<id>.png: every page's picture, as the shop renders it, with all
 * its words under it. With `--old <dir>` (a copy of an earlier `libs/illustrator/src`), each page
 * shows the earlier illustrator's picture (left, given the scene told the flat way it understood)
 * beside today's.
 *
 *   npx tsx libs/illustrator/src/cli/story-sheets.ts [--stories dir1,dir2] [--old dir] [outDir]
 *   npx tsx libs/illustrator/src/cli/story-sheets.ts --only id1,id2 [--stories …] outDir
 *
 * `--only` draws the sheets of the named stories instead (any band, any number), to look at one
 * book's pictures while writing it or changing the illustrator.
 */
import { type FlatScene, type PageScene, STORY_LENGTHS } from '@shop/contracts';
import { composeLibraryStory, readLibrary } from '@shop/story-engine';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { flatOf } from '../builtin/legacy';
import { composeSvg } from '../builtin/scene';
import { rasterise } from './raster';
import type { IllustrationRequest } from '../types';

type LibraryStory = ReturnType<typeof readLibrary>[number];

const TILE = 400;
const GAP = 14;
const LINE = 17;

type Compose = (req: IllustrationRequest, px: number) => { svg: string };

interface OldIllustrator {
  composeSvg: Compose;
  known: { poses: Set<string>; props: Set<string>; settings: Set<string> };
}

/** The earlier illustrator and the vocabulary it drew (anything newer falls back to its plain choice). */
async function loadOld(dir: string): Promise<OldIllustrator> {
  const scene = (await import(join(dir, 'builtin/scene'))) as { composeSvg: Compose };
  const child = (await import(join(dir, 'builtin/child'))) as { POSE_SPECS: object };
  const props = (await import(join(dir, 'builtin/props'))) as { PROP_DRAWINGS: object };
  const settings = (await import(join(dir, 'builtin/settings'))) as { SETTING_DRAWINGS: object };
  return {
    composeSvg: scene.composeSvg,
    known: {
      poses: new Set(Object.keys(child.POSE_SPECS)),
      props: new Set(Object.keys(props.PROP_DRAWINGS)),
      settings: new Set(Object.keys(settings.SETTING_DRAWINGS)),
    },
  };
}

function oldScene(scene: PageScene, known: OldIllustrator['known']): FlatScene {
  const flat = flatOf(scene);
  return {
    ...flat,
    setting: known.settings.has(flat.setting) ? flat.setting : 'meadow',
    pose: known.poses.has(flat.pose) ? flat.pose : 'stand',
    keyObject: flat.keyObject && known.props.has(flat.keyObject) ? flat.keyObject : undefined,
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page's words, wrapped to the caption's width. */
function wrap(text: string, width: number): string[] {
  const perLine = Math.floor(width / 8.8);
  const lines: string[] = [];
  for (const para of text.split(/\n+/)) {
    let line = '';
    for (const word of para.split(/\s+/)) {
      if ((line + ' ' + word).trim().length > perLine) {
        lines.push(line.trim());
        line = word;
      } else line += ' ' + word;
    }
    if (line.trim()) lines.push(line.trim());
  }
  return lines;
}

/** The caption under a page: its number and all its words. */
function caption(n: number, lines: string[], width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>` +
    `<text x="4" y="18" font-family="DejaVu Sans, sans-serif" font-size="14" font-weight="700" fill="#3a2b25">Page ${n}</text>` +
    lines
      .map(
        (l, i) =>
          `<text x="4" y="${38 + i * LINE}" font-family="DejaVu Serif, serif" font-size="14" fill="#3a2b25">${esc(l)}</text>`,
      )
      .join('') +
    `</svg>`
  );
}

async function storySheet(story: LibraryStory, old: OldIllustrator | undefined, file: string) {
  const pictures = old ? 2 : 1;
  const cellW = pictures * TILE + (pictures - 1) * 6;
  const cols = old ? 2 : 4;
  // The book as a parent asking for Mia and a fox (she) at the band's default length would get it.
  const book = composeLibraryStory(
    {
      childName: 'Mia',
      animal: 'fox',
      pronoun: 'she',
      theme: story.theme,
      ageRange: story.band,
      wordCount: STORY_LENGTHS[story.band].default,
      seed: 1,
    },
    story,
  );
  const rows = Math.ceil(book.pages.length / cols);
  const wrapped = book.pages.map((p) => wrap(p.text, cellW));
  // Every page's words in full: the captions are as tall as the longest page needs.
  const captionHeight = 44 + LINE * Math.max(...wrapped.map((l) => l.length));
  const cells: sharp.OverlayOptions[] = [];
  for (const [i, p] of book.pages.entries()) {
    const req: IllustrationRequest = {
      storyId: story.id,
      title: book.title,
      childName: 'Mia',
      animal: 'fox',
      petName: book.companionName,
      pageNumber: i,
      scene: p.scene,
      ageRange: story.band,
      look: {},
    };
    const left = GAP + (i % cols) * (cellW + GAP);
    const top = GAP + Math.floor(i / cols) * (TILE + captionHeight + GAP);
    const now = await rasterise(composeSvg(req, TILE).svg);
    if (old) {
      const before = await sharp(
        Buffer.from(old.composeSvg({ ...req, scene: oldScene(p.scene, old.known) }, TILE).svg),
      )
        .png()
        .toBuffer();
      cells.push({ input: before, left, top });
      cells.push({ input: now, left: left + TILE + 6, top });
    } else cells.push({ input: now, left, top });
    cells.push({
      input: Buffer.from(caption(i + 1, wrapped[i]!, cellW, captionHeight)),
      left,
      top: top + TILE,
    });
  }
  await sharp({
    create: {
      width: cols * cellW + (cols + 1) * GAP,
      height: rows * (TILE + captionHeight + GAP) + GAP,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(cells)
    .png({ palette: true, colours: 200, effort: 8 })
    .toFile(file);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const oldDir = valueOf('--old') && resolve(valueOf('--old')!);
  // More story folders to choose from (comma separated), besides the library's own.
  const more = (valueOf('--stories') ?? '').split(',').filter(Boolean);
  const only = (valueOf('--only') ?? '').split(',').filter(Boolean);
  const rest = args.filter(
    (a, i) => !a.startsWith('--') && !['--old', '--stories', '--only'].includes(args[i - 1] ?? ''),
  );
  const out = resolve(rest[0] ?? join(__dirname, '../../../../docs/illustrations'));
  mkdirSync(out, { recursive: true });
  const old = oldDir ? await loadOld(oldDir) : undefined;
  const library = [readLibrary(), ...more.map((d) => readLibrary(resolve(d)))].flat();
  if (only.length) {
    for (const id of only) {
      const story = library.find((s) => s.id === id);
      if (!story) throw new Error(`No story "${id}" in the library`);
      const file = join(out, `story-${story.band}-${story.id}.png`);
      await storySheet(story, old, file);
      console.log(`Wrote ${file}`);
    }
    return;
  }
  // The library's first story of a band may change: earlier sheets go, so none is left stale.
  for (const f of readdirSync(out)) if (/^story-.+\.png$/.test(f)) rmSync(join(out, f));
  const seen = new Set<string>();
  for (const story of library) {
    if (seen.has(story.band)) continue;
    seen.add(story.band);
    const file = join(out, `story-${story.band}-${story.id}.png`);
    await storySheet(story, old, file);
    console.log(`Wrote ${file}`);
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
