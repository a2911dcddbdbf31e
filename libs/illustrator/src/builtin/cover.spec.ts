import { ANIMALS, COVER_BANDS } from '@shop/contracts';
import {
  type Box,
  buildCover,
  coverLayout,
  BUILTIN_COVER,
  inspectPdf,
  inset,
  SAFETY_PT,
} from '@shop/book';
import sharp from 'sharp';
import type { IllustrationRequest } from '../types';
import { composeSvg } from './scene';

/** The drawn area of an SVG (its non-transparent pixels), in the picture's 1000-unit square. */
async function drawnBox(svg: string): Promise<Box> {
  const px = 500;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(px, px)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [px, px, -1, -1];
  for (let y = 0; y < px; y++)
    for (let x = 0; x < px; x++)
      if (data[(y * px + x) * info.channels + 3]! > 8) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  const k = 1000 / px;
  return { x: x0 * k, y: y0 * k, width: (x1 + 1 - x0) * k, height: (y1 + 1 - y0) * k };
}

const TITLES = [
  'Mia and the Moon',
  'Mia and the Lantern in the Woods',
  'Maximiliana and the Very Long Journey Over the Misty Mountains to Find the Lost Lantern',
];

describe('the cover', () => {
  it('keeps the child and the companion whole, between the title band and the name band of the real cover', async () => {
    const layout = coverLayout(BUILTIN_COVER);
    const safe = inset(layout.frontTrim, SAFETY_PT);
    for (const [i, animal] of ANIMALS.entries()) {
      const req: IllustrationRequest = {
        storyId: `cover-${animal}`,
        title: TITLES[i % TITLES.length]!,
        childName: i % 2 ? 'Mia' : 'Bartholomew',
        animal,
        pageNumber: -1,
        // The tallest hair styles, glasses: the largest figures.
        look: {
          hairStyle: (['afro', 'bun', 'pigtails', 'long-curly'] as const)[i % 4],
          glasses: i % 3 === 0,
        },
        scene: {
          setting: 'hill',
          timeOfDay: 'night',
          weather: 'rainy',
          season: 'winter',
          child: false,
          companion: true,
          cast: ['horse'],
          pose: 'sleep',
          mood: 'sad',
          action: '',
        },
      };
      const front = await sharp(Buffer.from(composeSvg(req, 600).svg))
        .png()
        .toBuffer();
      const pdf = await buildCover(
        {
          title: req.title,
          childName: req.childName,
          animal,
          theme: 'kindness',
          ageRange: 'early-elementary',
          scenes: [['Once.']],
        },
        null,
        { front },
      );
      const [page] = await inspectPdf(pdf);
      // Where the book painted the picture: picture units → points.
      const image = page!.images.find((b) => b.x + b.width > safe.x && b.x < safe.x + safe.width)!;
      const s = image.width / 1000;
      const onFront = page!.text.filter(
        (t) => t.x >= safe.x - 1 && t.x + t.width <= safe.x + safe.width + 1,
      );
      const lead = onFront.find((t) => t.str.startsWith('A special story for'))!;
      const titleTexts = onFront.filter((t) => t.y < lead.y);
      // The bands as cover.ts draws them: 18 pt below the title's last line; 14 pt above the lead-in.
      const titleBandBottom = Math.max(...titleTexts.map((t) => t.y + t.height)) + 18;
      const nameBandTop = lead.y - 14;

      const figures = await drawnBox(composeSvg(req, 600, { figuresOnly: true }).svg);
      const pt = {
        left: image.x + figures.x * s,
        right: image.x + (figures.x + figures.width) * s,
        top: image.y + figures.y * s,
        bottom: image.y + (figures.y + figures.height) * s,
      };
      const where = `${animal}: figures ${JSON.stringify(pt)}, title band to ${titleBandBottom}, name band from ${nameBandTop}`;
      expect([where, pt.top >= titleBandBottom]).toEqual([where, true]);
      expect([where, pt.bottom <= nameBandTop]).toEqual([where, true]);
      expect([where, pt.left >= safe.x && pt.right <= safe.x + safe.width]).toEqual([where, true]);
      // Big enough to read: the figures fill most of the space between the bands.
      expect(pt.bottom - pt.top).toBeGreaterThan(0.7 * (nameBandTop - titleBandBottom) - 60);
    }
  }, 60_000);

  it("keeps the child and the companion between the web cover's bands, for every animal", async () => {
    for (const [i, animal] of ANIMALS.entries()) {
      const req: IllustrationRequest = {
        storyId: `web-cover-${animal}`,
        title: TITLES[i % TITLES.length]!,
        childName: 'Mia',
        animal,
        pageNumber: -1,
        look: {
          hairStyle: (['afro', 'bun', 'pigtails', 'long-curly'] as const)[i % 4],
          glasses: i % 2 === 0,
        },
      };
      // The web cover shows the square picture whole: its units are fractions of the cover's side.
      const figures = await drawnBox(composeSvg(req, 600, { figuresOnly: true }).svg);
      const where = `${animal}: figures ${JSON.stringify(figures)}`;
      expect([where, figures.y >= COVER_BANDS.titleEnd * 1000]).toEqual([where, true]);
      expect([where, figures.y + figures.height <= COVER_BANDS.nameStart * 1000]).toEqual([
        where,
        true,
      ]);
    }
  }, 60_000);

  it('shows both characters on the cover, whatever the first page says, and no one else', () => {
    const { svg, layers } = composeSvg(
      {
        storyId: 's',
        title: 'T',
        childName: 'Mia',
        animal: 'owl',
        pageNumber: -1,
        look: {},
        scene: {
          setting: 'bedroom',
          timeOfDay: 'night',
          weather: 'rainy',
          season: 'winter',
          child: false,
          companion: false,
          cast: ['cow'],
          pose: 'sleep',
          keyObject: 'kite',
          mood: 'sad',
          action: '',
        },
      },
      200,
    );
    expect(svg).toContain('<g id="child">');
    expect(svg).toContain('<g id="character">');
    expect(svg).not.toContain('id="cast-');
    expect(svg).not.toContain('id="prop-');
    expect(layers.scene).toMatchObject({ timeOfDay: 'afternoon', weather: 'sunny', pose: 'wave' });
    expect(layers.setting).not.toBe('bedroom');
  });
});
