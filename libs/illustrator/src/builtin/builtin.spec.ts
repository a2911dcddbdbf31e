import type { FlatScene } from '@shop/contracts';
import sharp from 'sharp';
import { RenderPool } from '../render/pool';
import {
  PRINT_SIZE_PX,
  PRINT_WEB_SIZE_PX,
  SCREEN_SIZE_PX,
  type IllustrationRequest,
} from '../types';
import { BuiltinIllustrator } from './builtin-illustrator';
import { unmodelled } from './page';
import { bookLook, characterLayer, composeSvg } from './scene';

const scene = (over: Partial<FlatScene> = {}): FlatScene => ({
  setting: 'meadow',
  timeOfDay: 'afternoon',
  weather: 'sunny',
  season: 'summer',
  child: true,
  companion: true,
  cast: [],
  pose: 'stand',
  mood: 'happy',
  action: 'Mia and Sorrel set off',
  ...over,
});

const request = (over: Partial<IllustrationRequest> = {}): IllustrationRequest => ({
  storyId: '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11',
  title: 'Mia and the Moving Day',
  childName: 'Mia',
  animal: 'fox',
  petName: 'Sorrel',
  pageNumber: 0,
  scene: scene(),
  look: {},
  ...over,
});

describe('built-in illustrator', () => {
  it('draws the same companion and the same child on every page, cover and back cover included', () => {
    const pages = [-1, -2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const settings = ['forest', 'bedroom', 'beach', 'village-street', 'night-sky'] as const;
    const drawn = pages.map((pageNumber, i) =>
      composeSvg(
        request({
          pageNumber,
          scene: scene({
            setting: settings[i % settings.length]!,
            mood: (['happy', 'worried', 'sleepy'] as const)[i % 3]!,
            pose: (['walk', 'hold', 'sit', 'point'] as const)[i % 4]!,
          }),
        }),
        PRINT_SIZE_PX,
      ),
    );
    // The same drawing on every page; only its form light (gradient paints over the same colours) differs.
    for (const { svg, layers } of drawn) expect(unmodelled(svg)).toContain(layers.character);
    // The companion's layer is its fixed drawing; pages only place it (translate, scale, mirror).
    expect(new Set(drawn.map((d) => d.layers.character)).size).toBe(1);
    expect(drawn[0]!.layers.character).toBe(characterLayer('fox'));
    expect(characterLayer('fox')).not.toBe(characterLayer('owl'));
    // The child: the same look, colours and clothes on every page (only pose and face change).
    expect(new Set(drawn.map((d) => JSON.stringify(d.layers.childDesign))).size).toBe(1);
    expect(bookLook(request()).palette).toEqual(bookLook(request({ pageNumber: 5 })).palette);
    const palettes = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
        (s) => bookLook(request({ storyId: `story-${s}` })).palette.name,
      ),
    );
    expect(palettes.size).toBeGreaterThan(1);
  });

  it('composes the same SVG for the same story and page, and different pages differ', () => {
    expect(composeSvg(request(), 1000).svg).toBe(composeSvg(request(), 1000).svg);
    expect(composeSvg(request({ pageNumber: 1 }), 1000).svg).not.toBe(
      composeSvg(request({ pageNumber: 2 }), 1000).svg,
    );
    // Screen and print show the same picture: one drawing at two sizes.
    const at = (px: number) => composeSvg(request(), px).svg.replace(/^<svg[^>]*>/, '');
    expect(at(SCREEN_SIZE_PX)).toBe(at(PRINT_SIZE_PX));
  });

  describe('rendering', () => {
    const pool = new RenderPool(1);
    afterAll(() => pool.close());

    it('renders a print picture: a 2625 px PNG at 300 ppi and its larger web WebP, byte for byte the same each time', async () => {
      const illustrator = new BuiltinIllustrator(pool);
      const first = await illustrator.illustrate(request({ pageNumber: -1 }));
      const again = await illustrator.illustrate(request({ pageNumber: -1, size: 'print' }));
      expect(first.size).toBe('print');
      const png = await sharp(first.png).metadata();
      const webp = await sharp(first.webp).metadata();
      expect([png.format, png.width, png.height, png.density]).toEqual([
        'png',
        PRINT_SIZE_PX,
        PRINT_SIZE_PX,
        300,
      ]);
      expect([webp.format, webp.width, webp.height]).toEqual([
        'webp',
        PRINT_WEB_SIZE_PX,
        PRINT_WEB_SIZE_PX,
      ]);
      expect(first.width).toBe(PRINT_SIZE_PX);
      expect(first.webp.length).toBeLessThan(250_000);
      expect(first.png!.equals(again.png!)).toBe(true);
      expect(first.webp.equals(again.webp)).toBe(true);
    });

    it('renders a screen picture alone: its WebP at screen size, no PNG, no print picture', async () => {
      const illustrator = new BuiltinIllustrator(pool);
      const screen = await illustrator.illustrate(request({ pageNumber: 3, size: 'screen' }));
      expect(screen.size).toBe('screen');
      expect(screen.width).toBe(SCREEN_SIZE_PX);
      expect(screen.png).toBeUndefined();
      const webp = await sharp(screen.webp).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual([
        'webp',
        SCREEN_SIZE_PX,
        SCREEN_SIZE_PX,
      ]);
      expect(screen.webp.length).toBeLessThan(120_000);
    });
  });
});
