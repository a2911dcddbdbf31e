import {
  ANIMALS,
  HELPER_SPECIES,
  type FlatScene,
  PEOPLE,
  POSES,
  PROPS,
  SEASONS,
  SETTING_KINDS,
  SETTINGS,
  TIMES_OF_DAY,
  WEATHERS,
} from '@shop/contracts';
import sharp from 'sharp';
import type { IllustrationRequest } from '../types';
import { HELPER_DRAWINGS, PERSON_DRAWINGS } from './cast';
import { ANIMAL_DESIGNS, DESIGNED_ANIMALS } from './characters';
import { POSE_SPECS } from './child';
import { PROP_DRAWINGS } from './props';
import { composeSvg } from './scene';
import { SETTING_DRAWINGS } from './settings';

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

const request = (
  s: Partial<FlatScene> = {},
  over: Partial<IllustrationRequest> = {},
): IllustrationRequest => ({
  storyId: '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11',
  title: 'Mia and the Moving Day',
  childName: 'Mia',
  animal: 'fox',
  petName: 'Sorrel',
  pageNumber: 3,
  scene: scene(s),
  look: {},
  ...over,
});

/** Rasterises small: librsvg accepts the drawing, and it is not blank. */
async function distinctColours(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(120, 120)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels * 3)
    colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return colours.size;
}

/** Every entry has a drawing of its own: no two entries share one, no default stands in. */
function expectOwnDrawings(entries: readonly string[], drawn: (e: string) => string) {
  const seen = new Map<string, string>();
  for (const e of entries) {
    const svg = drawn(e);
    expect(svg.length).toBeGreaterThan(200);
    expect(seen.get(svg)).toBeUndefined();
    seen.set(svg, e);
  }
}

describe('the drawing library covers the whole scene vocabulary', () => {
  it('has a backdrop of its own for every setting kind, indoor ones through a window', () => {
    expect(Object.keys(SETTING_DRAWINGS).sort()).toEqual([...SETTING_KINDS].sort());
    for (const kind of SETTING_KINDS) {
      expect(SETTING_DRAWINGS[kind].indoor).toBe(SETTINGS[kind].indoor);
      const { svg, layers } = composeSvg(request({ setting: kind }), 200);
      expect(layers.setting).toBe(kind);
      expect(svg).toContain(`id="setting-${kind}"`);
      if (SETTINGS[kind].indoor) expect(svg).toMatch(/id="win-[a-z]+"/);
    }
    expectOwnDrawings(
      SETTING_KINDS,
      (k) => composeSvg(request({ setting: k as FlatScene['setting'] }), 200).svg,
    );
  });

  it('draws every setting in every time of day, weather and season (and each one renders)', async () => {
    let i = 0;
    for (const setting of SETTING_KINDS) {
      const draw = (s: Partial<FlatScene>) => composeSvg(request({ setting, ...s }), 200).svg;
      for (const timeOfDay of TIMES_OF_DAY)
        for (const weather of WEATHERS)
          for (const season of SEASONS)
            expect(draw({ timeOfDay, weather, season })).toContain(`id="setting-${setting}"`);
      // Each light, each weather and each season shows: no two give the same picture. (The snowy
      // field lies under snow whatever the season.)
      for (const weather of WEATHERS)
        expect(new Set(TIMES_OF_DAY.map((timeOfDay) => draw({ timeOfDay, weather }))).size).toBe(4);
      for (const timeOfDay of TIMES_OF_DAY)
        expect(new Set(WEATHERS.map((weather) => draw({ timeOfDay, weather }))).size).toBe(6);
      if (setting !== 'snowy-field')
        expect(new Set(SEASONS.map((season) => draw({ season, weather: 'sunny' }))).size).toBe(4);
      // Rasterise a handful per setting (every time and weather over the settings).
      for (const timeOfDay of TIMES_OF_DAY) {
        const weather = WEATHERS[i++ % WEATHERS.length]!;
        const svg = draw({ timeOfDay, weather, season: SEASONS[i % 4]! });
        expect(await distinctColours(svg)).toBeGreaterThan(12);
      }
    }
  }, 120_000);

  it('has its own drawing for every object, drawn when it is the key object, in every pose', async () => {
    expect(Object.keys(PROP_DRAWINGS).sort()).toEqual([...PROPS].sort());
    expectOwnDrawings(PROPS, (p) => PROP_DRAWINGS[p as (typeof PROPS)[number]].draw());
    for (const [i, keyObject] of PROPS.entries()) {
      const pose = POSES[i % POSES.length]!;
      const { svg } = composeSvg(request({ keyObject, pose }), 200);
      expect(svg).toContain(`id="prop-${keyObject}"`);
      expect(await distinctColours(svg)).toBeGreaterThan(12);
    }
    // A key object the pose cannot hold still shows, beside the child.
    for (const pose of POSES)
      expect(composeSvg(request({ keyObject: 'lantern', pose }), 200).svg).toContain(
        'id="prop-lantern"',
      );
  }, 60_000);

  it('draws every helper species as its own animal and every person as a person', async () => {
    expect(Object.keys(HELPER_DRAWINGS).sort()).toEqual([...HELPER_SPECIES].sort());
    expect(Object.keys(PERSON_DRAWINGS).sort()).toEqual([...PEOPLE].sort());
    expectOwnDrawings([...HELPER_SPECIES, ...PEOPLE], (k) =>
      (
        (HELPER_DRAWINGS as Record<string, { draw: (s: string) => string }>)[k] ??
        (PERSON_DRAWINGS as Record<string, { draw: (s: string) => string }>)[k]!
      ).draw('#c68a5c'),
    );
    for (const kind of [...HELPER_SPECIES, ...PEOPLE]) {
      const { svg } = composeSvg(request({ cast: [kind] }), 200);
      expect(svg).toContain(`id="cast-${kind}"`);
      expect(await distinctColours(svg)).toBeGreaterThan(12);
    }
  }, 60_000);

  it('draws the child in every pose, each pose its own figure', () => {
    expect(Object.keys(POSE_SPECS).sort()).toEqual([...POSES].sort());
    expectOwnDrawings(POSES, (pose) => {
      const svg = composeSvg(request({ pose: pose as FlatScene['pose'] }), 200).svg;
      return svg.slice(
        svg.indexOf('<g id="child">'),
        svg.indexOf('</g>', svg.indexOf('<g id="child">') + 400),
      );
    });
    for (const pose of POSES)
      expect(composeSvg(request({ pose }), 200).svg).toContain('<g id="child">');
  });

  it('has one design for each of the 14 companion animals', async () => {
    expect([...DESIGNED_ANIMALS].sort()).toEqual([...ANIMALS].sort());
    expect(Object.keys(ANIMAL_DESIGNS).sort()).toEqual([...ANIMALS].sort());
    for (const animal of ANIMALS) {
      const { svg } = composeSvg(request({}, { animal }), 200);
      expect(await distinctColours(svg)).toBeGreaterThan(12);
    }
  });

  it('leaves out whoever the page sends away', () => {
    const noChild = composeSvg(request({ child: false }), 200).svg;
    expect(noChild).not.toContain('<g id="child">');
    expect(noChild).toContain('<g id="character">');
    const noPet = composeSvg(request({ companion: false }), 200).svg;
    expect(noPet).not.toContain('<g id="character">');
    expect(noPet).toContain('<g id="child">');
  });

  it('has no see-through disc over the scene: nothing large and half transparent but light and weather', () => {
    for (const [i, setting] of SETTING_KINDS.entries()) {
      for (const pageNumber of [-1, -2, i % 10]) {
        const { svg } = composeSvg(
          request(
            {
              setting,
              weather: WEATHERS[i % 6]!,
              timeOfDay: TIMES_OF_DAY[i % 4]!,
              keyObject: PROPS[i]!,
            },
            { pageNumber },
          ),
          200,
        );
        expect(svg).not.toMatch(/ opacity="/);
        for (const m of svg.matchAll(/<circle [^>]*r="([\d.]+)"[^>]*fill-opacity="0?\.\d+"/g))
          expect(Number(m[1])).toBeLessThanOrEqual(70);
        for (const m of svg.matchAll(
          /<ellipse [^>]*rx="([\d.]+)" ry="([\d.]+)"[^>]*fill-opacity="0?\.\d+"/g,
        ))
          expect(Math.min(Number(m[1]), Number(m[2]))).toBeLessThanOrEqual(60);
      }
    }
  });

  it('varies the composition through a story: twelve pages in twelve different arrangements', () => {
    const placements = new Set<string>();
    for (let page = 0; page < 10; page++) {
      const { svg } = composeSvg(
        request(
          {
            pose: POSES[page * 2]!,
            mood: (['happy', 'calm', 'excited', 'curious', 'sleepy'] as const)[page % 5],
          },
          { pageNumber: page },
        ),
        200,
      );
      const at = /<g id="child"><g transform="([^"]+)"/.exec(svg)?.[1];
      expect(at).toBeDefined();
      placements.add(at!);
    }
    expect(placements.size).toBe(10);
  });
});
