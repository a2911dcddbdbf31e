import { ANIMALS } from '@shop/contracts';
import sharp from 'sharp';
import { RenderPool } from '../render/pool';
import {
  PREVIEW_SIZE_PX,
  PRINT_SIZE_PX,
  type IllustrationRequest,
  type SceneDescription,
} from '../types';
import { BuiltinIllustrator } from './builtin-illustrator';
import { ANIMAL_DESIGNS, DESIGNED_ANIMALS } from './characters';
import { bookLook, characterLayer, composeSvg, SETTING_KINDS, settingKind } from './scene';

const scene = (over: Partial<SceneDescription> = {}): SceneDescription => ({
  setting: 'a wide green meadow full of wildflowers',
  timeOfDay: 'afternoon',
  weather: 'sunny',
  characters: ['Mia', 'Sorrel the fox'],
  action: 'Mia and Sorrel set off',
  mood: 'cheerful',
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
  ...over,
});

/** Rasterises at a small size: enough to prove librsvg accepts the drawing. */
async function rasterSmall(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(200, 200)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe('built-in illustrator', () => {
  it('has one design for each of the 14 animals of the spec', () => {
    expect([...DESIGNED_ANIMALS].sort()).toEqual([...ANIMALS].sort());
    expect(Object.keys(ANIMAL_DESIGNS).sort()).toEqual([...ANIMALS].sort());
  });

  it.each(ANIMALS)('renders the %s', async (animal) => {
    const { svg } = composeSvg(request({ animal, petName: undefined }), 200);
    const { info, data } = await rasterSmall(svg);
    expect([info.width, info.height]).toEqual([200, 200]);
    // Not a blank canvas: many distinct colours.
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += info.channels * 7)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    expect(colours.size).toBeGreaterThan(20);
  });

  const SETTINGS: Record<string, string> = {
    meadow: 'a wide green meadow full of wildflowers',
    forest: 'a quiet forest with tall trees and ferns',
    beach: 'a sandy beach with gentle waves',
    pond: 'a still green pond with lily pads and reeds',
    garden: 'a busy garden with vegetable beds and a wooden gate',
    hill: 'a grassy hilltop with a view of the valley',
    snow: 'a snowy hillside with pine trees',
    village: 'a small village square with shops and a fountain',
    library: 'a cozy old library with tall shelves and reading nooks',
    farm: 'a friendly farm with a red barn and fields',
    river: 'a sparkling river with smooth stones and willow trees',
    park: 'a green town park with a playground and big trees',
    path: 'the path home from the garden at sunset',
    bedroom: 'Mia’s cozy bedroom at night',
  };

  it('knows every setting the story engine writes, and draws each one in every light and weather', async () => {
    expect(Object.keys(SETTINGS).sort()).toEqual([...SETTING_KINDS].sort());
    const times = ['morning', 'afternoon', 'evening', 'night'];
    const weathers = ['sunny', 'breezy', 'misty', 'rainy', 'snowy', 'soft white clouds'];
    let i = 0;
    for (const [kind, setting] of Object.entries(SETTINGS)) {
      expect(settingKind(setting)).toBe(kind);
      const { svg, layers } = composeSvg(
        request({ scene: scene({ setting, timeOfDay: times[i % 4]!, weather: weathers[i % 6]! }) }),
        200,
      );
      expect(layers.setting).toBe(kind);
      const { info } = await rasterSmall(svg);
      expect(info.width).toBe(200);
      i++;
    }
    expect(settingKind('somewhere nobody has heard of')).toBe('meadow');
    expect(settingKind('a nice seaside town')).toBe('beach');
    expect(settingKind('the way home through the village')).toBe('path');
  });

  it('draws the same character on every page, cover and back cover included', () => {
    const pages = [-1, -2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const settings = Object.values(SETTINGS);
    const layers = pages.map((pageNumber, i) => {
      const { svg, layers: l } = composeSvg(
        request({
          pageNumber,
          scene: scene({
            setting: settings[i % settings.length]!,
            mood: ['happy', 'worried', 'sleepy'][i % 3]!,
          }),
        }),
        PRINT_SIZE_PX,
      );
      expect(svg).toContain(l.character);
      return l.character;
    });
    expect(new Set(layers).size).toBe(1);
    // The layer is the animal's fixed drawing; pages only place it (translate, scale, mirror).
    expect(layers[0]).toBe(characterLayer('fox'));
    expect(characterLayer('fox')).not.toBe(characterLayer('owl'));
  });

  it('keeps the child and the palette the same through the book, and follows the order details', () => {
    const a = composeSvg(request({ pageNumber: 0 }), 1000).layers.child;
    const b = composeSvg(
      request({ pageNumber: 7, scene: scene({ setting: 'a sandy beach' }) }),
      1000,
    ).layers.child;
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(bookLook(request()).palette).toEqual(bookLook(request({ pageNumber: 5 })).palette);
    const darker = bookLook(request({ child: { race: 'black', gender: 'girl' } })).child;
    expect(['#8d5a3b', '#6b3f26', '#a0694a']).toContain(darker.skin);
    expect(['long', 'bob', 'curly']).toContain(darker.hairStyle);
    const palettes = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
        (s) => bookLook(request({ storyId: `story-${s}` })).palette.name,
      ),
    );
    expect(palettes.size).toBeGreaterThan(1);
  });

  it('leaves the child out of scenes without them, and draws supporting characters', () => {
    const { layers, svg } = composeSvg(
      request({ scene: scene({ characters: ['Sorrel the fox', 'Mossy, a mole'] }) }),
      1000,
    );
    expect(layers.child).toBeNull();
    expect(svg).toContain('id="helper-0"');
  });

  it('composes the same SVG for the same story and page, and different pages differ', () => {
    expect(composeSvg(request(), 1000).svg).toBe(composeSvg(request(), 1000).svg);
    expect(composeSvg(request({ pageNumber: 1 }), 1000).svg).not.toBe(
      composeSvg(request({ pageNumber: 2 }), 1000).svg,
    );
  });

  describe('at print size', () => {
    const pool = new RenderPool(1);
    afterAll(() => pool.close());

    it('renders a 2625 px PNG and a small WebP, byte for byte the same each time', async () => {
      const illustrator = new BuiltinIllustrator(pool);
      const first = await illustrator.illustrate(request({ pageNumber: -1 }));
      const again = await illustrator.illustrate(request({ pageNumber: -1 }));
      const png = await sharp(first.png).metadata();
      const webp = await sharp(first.webp).metadata();
      expect([png.format, png.width, png.height]).toEqual(['png', PRINT_SIZE_PX, PRINT_SIZE_PX]);
      expect([webp.format, webp.width, webp.height]).toEqual([
        'webp',
        PREVIEW_SIZE_PX,
        PREVIEW_SIZE_PX,
      ]);
      expect(first.webp.length).toBeLessThan(120_000);
      expect(first.png.equals(again.png)).toBe(true);
      expect(first.webp.equals(again.webp)).toBe(true);
    });
  });
});
