/**
 * Writes one contact sheet per setting kind to docs/illustrations/<kind>.png: eight small pictures
 * of the setting in different light, weather and season, with different poses, objects and cast
 * (over all sheets every pose, object, helper species and person appears), plus cover.png (covers
 * of several animals and looks).
 *
 *   npx tsx libs/illustrator/src/cli/contact-sheets.ts [outDir]
 */
import {
  ANIMALS,
  HELPER_SPECIES,
  MOODS,
  type FlatScene,
  PEOPLE,
  POSES,
  PROPS,
  SEASONS,
  SETTING_KINDS,
  TIMES_OF_DAY,
  WEATHERS,
  type CastKind,
} from '@shop/contracts';
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { composeSvg } from '../builtin/scene';
import { rasterise } from './raster';
import { COVER_PAGE, type IllustrationRequest } from '../types';

const TILE = 240;
const GAP = 6;
const COLS = 4;
const PER_SHEET = 8;

const CAST: CastKind[] = [...HELPER_SPECIES, ...PEOPLE];
const LOOKS: IllustrationRequest['look'][] = [
  { skinTone: 'brown', hairColor: 'black', hairStyle: 'afro' },
  { skinTone: 'very-light', hairColor: 'red', hairStyle: 'pigtails', glasses: true },
  { skinTone: 'medium', hairColor: 'dark-brown', hairStyle: 'short-curly' },
  { skinTone: 'light', hairColor: 'black', hairStyle: 'bun' },
  { skinTone: 'deep', hairColor: 'black', hairStyle: 'braids' },
  { skinTone: 'tan', hairColor: 'light-brown', hairStyle: 'ponytail', glasses: true },
];

/** The i-th picture of the whole set: cycles every list so that each entry shows up. */
function sample(kindIndex: number, j: number): IllustrationRequest {
  const i = kindIndex * PER_SHEET + j;
  const setting = SETTING_KINDS[kindIndex]!;
  const scene: FlatScene = {
    setting,
    timeOfDay: TIMES_OF_DAY[(j + kindIndex) % TIMES_OF_DAY.length]!,
    weather: WEATHERS[(Math.floor(j / 2) + kindIndex) % WEATHERS.length]!,
    season: SEASONS[(j + Math.floor(j / 4) + kindIndex) % SEASONS.length]!,
    child: true,
    companion: j % 7 !== 6,
    cast:
      j % 2
        ? [CAST[(i >> 1) % CAST.length]!]
        : j % 4 === 2
          ? [CAST[(i * 5 + 3) % CAST.length]!, CAST[(i * 7 + 11) % CAST.length]!]
          : [],
    pose: POSES[i % POSES.length]!,
    ...(j % 4 !== 3 ? { keyObject: PROPS[(i * 3) % PROPS.length]! } : {}),
    mood: MOODS[i % MOODS.length]!,
    action: '',
  };
  const book = Math.floor(i / 12);
  return {
    storyId: `sheet-${book}`,
    title: 'Contact sheet',
    childName: 'Mia',
    animal: ANIMALS[book % ANIMALS.length]!,
    petName: 'Pip',
    pageNumber: i % 10,
    scene,
    look: LOOKS[book % LOOKS.length]!,
  };
}

async function sheet(requests: IllustrationRequest[], file: string): Promise<void> {
  const tiles = await Promise.all(requests.map((req) => rasterise(composeSvg(req, TILE).svg)));
  const rows = Math.ceil(tiles.length / COLS);
  await sharp({
    create: {
      width: COLS * TILE + (COLS + 1) * GAP,
      height: rows * TILE + (rows + 1) * GAP,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      tiles.map((input, n) => ({
        input,
        left: GAP + (n % COLS) * (TILE + GAP),
        top: GAP + Math.floor(n / COLS) * (TILE + GAP),
      })),
    )
    .png({ palette: true, colours: 160, effort: 8 })
    .toFile(file);
}

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? join(__dirname, '../../../../docs/illustrations'));
  mkdirSync(out, { recursive: true });
  for (const [k, kind] of SETTING_KINDS.entries()) {
    await sheet(
      Array.from({ length: PER_SHEET }, (_, j) => sample(k, j)),
      join(out, `${kind}.png`),
    );
  }
  const covers = Array.from({ length: 8 }, (_, n): IllustrationRequest => ({
    ...sample(n * 3, n),
    storyId: `cover-${n}`,
    animal: ANIMALS[(n * 5) % ANIMALS.length]!,
    look: LOOKS[n % LOOKS.length]!,
    pageNumber: COVER_PAGE,
  }));
  await sheet(covers, join(out, 'cover.png'));
  console.log(`Wrote ${SETTING_KINDS.length + 1} contact sheets to ${out}`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
