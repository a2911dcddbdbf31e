import {
  AGE_RANGES,
  ANIMALS,
  canDo,
  drawnPose,
  FRAMINGS,
  type PageScene,
  POSES,
  PROP_STATES,
  PROPS,
  type SceneFigure,
  SETTING_KINDS,
  VIEWPOINTS,
} from '@shop/contracts';
import sharp from 'sharp';
import type { IllustrationRequest } from '../types';
import { BUILDS, childDesign, drawChild } from './child';
import { completeLook } from './look';
import { drawObject } from './objects';
import { composeSvg } from './scene';

const page = (over: Partial<PageScene> = {}): PageScene => ({
  setting: 'meadow',
  timeOfDay: 'afternoon',
  weather: 'sunny',
  season: 'summer',
  framing: 'medium',
  viewpoint: 'level',
  figures: [
    { who: 'child', pose: 'stand', mood: 'happy' },
    { who: 'companion', pose: 'stand', toward: 'child' },
  ],
  action: 'x',
  ...over,
});

const request = (
  scene: PageScene,
  over: Partial<IllustrationRequest> = {},
): IllustrationRequest => ({
  storyId: '9d7c1c52-2f0b-4c7a-8d0e-5b8b7e1f3a20',
  title: 'T',
  childName: 'Mia',
  animal: 'fox',
  pageNumber: 2,
  scene,
  look: {},
  ...over,
});

const childGroup = (svg: string) => {
  const at = svg.indexOf('<g id="child">');
  expect(at).toBeGreaterThanOrEqual(0);
  return svg.slice(at);
};

/** How many pixels a drawing covers on a transparent ground. */
async function inked(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(200, 200)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 3; i < data.length; i += info.channels) if (data[i]! > 40) n++;
  return n;
}

describe('a page drawn from its scene', () => {
  it('draws the child in every pose as its own figure, at every age band', () => {
    const c = childDesign(completeLook({}, 's', 'girl'), {
      shirt: '#3a86ff',
      trousers: '#5b4a7a',
      dress: false,
    });
    for (const band of AGE_RANGES) {
      const seen = new Map<string, string>();
      for (const pose of POSES) {
        const svg = drawChild(c, pose, 'happy', '', BUILDS[band]).svg;
        expect(seen.get(svg)).toBeUndefined();
        seen.set(svg, pose);
      }
    }
  });

  it('draws the child older band by band: a smaller head on longer legs', () => {
    const c = childDesign(completeLook({}, 's'), { shirt: '#000', trousers: '#111', dress: false });
    const shapes = AGE_RANGES.map((band) => {
      const d = drawChild(c, 'stand', 'happy', '', BUILDS[band]);
      return { height: -d.top, head: BUILDS[band].headR / -d.top };
    });
    for (let i = 1; i < shapes.length; i++) {
      expect(shapes[i]!.height).toBeGreaterThan(shapes[i - 1]!.height);
      expect(shapes[i]!.head).toBeLessThan(shapes[i - 1]!.head);
    }
    // A toddler is mostly head; a thirteen-year-old about a seventh of its height is head.
    expect(shapes[0]!.head).toBeGreaterThan(0.22);
    expect(shapes[4]!.head).toBeLessThan(0.14);
    // The same look on every page, the clothes of the age: a hoodie only for the oldest.
    const svgOf = (band: (typeof AGE_RANGES)[number]) =>
      composeSvg(request(page(), { ageRange: band }), 200).svg;
    expect(svgOf('middle-school')).not.toEqual(svgOf('toddler'));
  });

  it('draws every pose of every page figure distinctly in the picture', () => {
    const seen = new Map<string, string>();
    for (const pose of POSES) {
      const svg = childGroup(
        composeSvg(request(page({ figures: [{ who: 'child', pose }] })), 200, {
          figuresOnly: true,
        }).svg,
      );
      expect(svg).toContain(`class="pose-${pose}"`);
      expect(seen.get(svg)).toBeUndefined();
      seen.set(svg, pose);
    }
  });

  it('draws every object in every state distinctly, and a lost one tiny and far', async () => {
    for (const prop of PROPS) {
      const seen = new Map<string, string>();
      for (const state of PROP_STATES) {
        const { svg } = composeSvg(
          request(page({ figures: [{ who: 'child', pose: 'look' }], object: { prop, state } })),
          200,
          { figuresOnly: true },
        );
        const object = svg.slice(svg.indexOf(`<g id="prop-${prop}"`));
        expect(object).toContain(`class="state-${state}"`);
        expect(seen.get(svg)).toBeUndefined();
        seen.set(svg, state);
      }
    }
    for (const prop of ['kite', 'scarf', 'sled', 'mitten'] as const) {
      const only = (state: 'whole' | 'lost') =>
        composeSvg(request(page({ figures: [], object: { prop, state } })), 200, {
          figuresOnly: true,
        }).svg;
      expect(await inked(only('lost'))).toBeLessThan((await inked(only('whole'))) / 8);
    }
  });

  it('puts a held object in its holder’s hand and never in the child’s hand when it is lost', () => {
    const held = composeSvg(
      request(
        page({
          figures: [{ who: 'child', pose: 'hold' }],
          object: { prop: 'scarf', state: 'found', holder: 'child' },
        }),
      ),
      200,
      { figuresOnly: true },
    ).svg;
    expect(childGroup(held)).toContain('id="prop-scarf"');
    const lost = composeSvg(
      request(
        page({
          figures: [{ who: 'child', pose: 'search' }],
          object: { prop: 'scarf', state: 'lost', holder: 'child' },
        }),
      ),
      200,
      { figuresOnly: true },
    ).svg;
    expect(childGroup(lost).split('</g></g></g>')[0]).not.toContain('id="prop-scarf"');
  });

  it('moves the camera: wide is small figures in a big place, close is heads and hands', () => {
    const scale = (framing: (typeof FRAMINGS)[number]) =>
      composeSvg(request(page({ framing })), 200).layers.figures!.find((f) => f.who === 'child')!.s;
    expect(scale('wide')).toBeLessThan(scale('medium'));
    expect(scale('medium')).toBeLessThan(scale('close'));
    // Close up, the feet are out of the picture.
    const close = composeSvg(request(page({ framing: 'close' })), 200).layers.figures!;
    expect(close.find((f) => f.who === 'child')!.y).toBeGreaterThan(1000);
    const svgs = new Set(
      FRAMINGS.map((framing) => composeSvg(request(page({ framing })), 200).svg),
    );
    expect(svgs.size).toBe(FRAMINGS.length);
  });

  it('keeps a crouching or sitting child whole in a close-up (the camera is set by the child standing)', () => {
    const at = (pose: 'stand' | 'crouch' | 'sit') =>
      composeSvg(
        request(page({ framing: 'close', figures: [{ who: 'child', pose, mood: 'happy' }] })),
        200,
      ).layers.figures!.find((f) => f.who === 'child')!;
    expect(at('crouch').s).toBeCloseTo(at('stand').s, 5);
    expect(at('sit').s).toBeCloseTo(at('stand').s, 5);
  });

  it('draws a girl or boy of the story as the child is drawn: the same build, the pose, a look of their own', () => {
    const scene = (pose: 'sit' | 'laugh') =>
      page({
        figures: [
          { who: 'child', pose: 'stand', mood: 'happy', toward: 'kofi' },
          { who: 'kofi', kind: 'boy', pose, mood: 'happy', toward: 'child' },
        ],
      });
    const sitting = composeSvg(request(scene('sit')), 200);
    const kofi = sitting.svg.slice(sitting.svg.indexOf('<g id="figure-kofi">'));
    expect(kofi).toContain('id="cast-boy"');
    expect(kofi).toContain('class="pose-sit"');
    // Standing, as tall as the child (the child's build, not a small grown-up); sitting, lower.
    const height = (pose: 'sit' | 'laugh', who: string) => {
      const f = composeSvg(request(scene(pose)), 200).layers.figures!.find((g) => g.who === who)!;
      return f.h * f.s;
    };
    expect(height('laugh', 'kofi') / height('laugh', 'child')).toBeGreaterThan(0.9);
    expect(height('laugh', 'kofi') / height('laugh', 'child')).toBeLessThanOrEqual(1);
    expect(height('sit', 'kofi')).toBeLessThan(height('laugh', 'kofi') * 0.85);
  });

  it('moves the horizon with the eye: low looks up (a low horizon), high looks down', () => {
    for (const setting of SETTING_KINDS) {
      const horizon = (viewpoint: (typeof VIEWPOINTS)[number]) =>
        composeSvg(request(page({ setting, viewpoint })), 200).layers.horizon!;
      expect(horizon('low')).toBeGreaterThan(horizon('level'));
      expect(horizon('level')).toBeGreaterThan(horizon('high'));
    }
  });

  it('draws every setting on its own, the new ones too', () => {
    const seen = new Set<string>();
    for (const setting of SETTING_KINDS) {
      const { svg } = composeSvg(request(page({ setting })), 200);
      expect(svg).toContain(`id="setting-${setting}"`);
      seen.add(svg);
    }
    expect(seen.size).toBe(SETTING_KINDS.length);
  });

  it('places figures by what they do: a hug touches, a gift goes to whom the child faces, never a row', () => {
    const at = (scene: PageScene) => composeSvg(request(scene), 200).layers.figures!;
    const hug = at(
      page({
        figures: [
          { who: 'child', pose: 'hug', toward: 'companion' },
          { who: 'companion', pose: 'hug', toward: 'child' },
        ],
      }),
    );
    const [c, p] = [hug.find((f) => f.who === 'child')!, hug.find((f) => f.who === 'companion')!];
    expect(Math.abs(c.x - p.x)).toBeLessThan(c.hw * c.s + p.hw * p.s);
    expect(c.faceRight).toBe(p.x > c.x);
    expect(p.faceRight).toBe(c.x > p.x);

    const give = at(
      page({
        figures: [
          { who: 'child', pose: 'give', toward: 'gran' },
          { who: 'gran', kind: 'grandmother', pose: 'reach', toward: 'child' },
          { who: 'companion', pose: 'look', toward: 'child' },
        ],
        object: { prop: 'flower', state: 'whole', holder: 'child' },
      }),
    );
    const child = give.find((f) => f.who === 'child')!;
    const gran = give.find((f) => f.who === 'gran')!;
    expect(child.faceRight).toBe(gran.x > child.x);
    expect(gran.faceRight).toBe(child.x > gran.x);
    // Three figures: not all on one line.
    expect(new Set(give.map((f) => Math.round(f.y))).size).toBeGreaterThan(1);
  });

  it('has each animal do only what its body can: a fox asked to fly jumps, an owl flies', () => {
    expect(canDo('owl', 'fly')).toBe(true);
    expect(canDo('dragon', 'fly')).toBe(true);
    expect(drawnPose('fox', 'fly')).toBe('jump');
    expect(drawnPose('penguin', 'slide')).toBe('slide');
    expect(drawnPose('turtle', 'climb')).toBe('reach');
    for (const animal of ANIMALS)
      for (const pose of POSES) {
        const figures: SceneFigure[] = [{ who: 'companion', pose }];
        const { svg } = composeSvg(request(page({ figures }), { animal }), 200, {
          figuresOnly: true,
        });
        expect(svg).toContain(`class="pose-${pose}"`);
        expect(svg).toContain('<g id="character">');
      }
  });

  it('turns, pans and colours the same place differently from book to book', () => {
    const svgs = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map(
        (storyId) => composeSvg(request(page({ setting: 'bedroom' }), { storyId }), 200).svg,
      ),
    );
    expect(svgs.size).toBe(6);
    const cameras = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map(
        (storyId) =>
          /id="camera" transform="([^"]+)"/.exec(
            composeSvg(request(page({ setting: 'bedroom' }), { storyId }), 200).svg,
          )![1],
      ),
    );
    expect(cameras.size).toBeGreaterThan(3);
  });

  it('shows another part of the place on each page of a book, never the same view twice', () => {
    const camera = (pageNumber: number, framing: (typeof FRAMINGS)[number] = 'wide') =>
      /id="camera" transform="([^"]+)"/.exec(
        composeSvg(request(page({ setting: 'village-street', framing }), { pageNumber }), 200).svg,
      )![1];
    for (const framing of FRAMINGS) {
      const views = Array.from({ length: 12 }, (_, i) => camera(i, framing));
      expect(new Set(views).size).toBe(12);
    }
    // Consecutive pages turned the same way pan apart by more than a jitter (25 of 1000 units).
    const shift = (n: number) => Number(/translate\(([-\d.]+)/.exec(camera(n)!)![1]);
    const backdrop = (n: number) =>
      composeSvg(request(page({ setting: 'village-street' }), { pageNumber: n }), 200).svg;
    for (let n = 0; n < 11; n++) {
      const turned = (m: number) => backdrop(m).includes('scale(-1 1)');
      if (turned(n) === turned(n + 1))
        expect(Math.abs(shift(n) - shift(n + 1))).toBeGreaterThan(25);
    }
  });

  it('keeps every face in a close-up of three: the group steps back and huddles in', () => {
    const scene = page({
      framing: 'close',
      figures: [
        { who: 'child', pose: 'give', mood: 'happy', toward: 'leo' },
        { who: 'leo', kind: 'boy', pose: 'look', mood: 'surprised', toward: 'child' },
        { who: 'companion', pose: 'look', toward: 'leo' },
      ],
    });
    for (const pageNumber of [0, 1]) {
      const figures = composeSvg(request(scene, { pageNumber }), 200).layers.figures!;
      expect(figures).toHaveLength(3);
      for (const f of figures) {
        expect(f.x - f.hw * f.s * 0.6).toBeGreaterThan(0);
        expect(f.x + f.hw * f.s * 0.6).toBeLessThan(1000);
      }
    }
  });

  it('draws the place in a softer line than the people in it', () => {
    const svg = composeSvg(request(page({ setting: 'village-street' })), 200).svg;
    const backdrop = svg.slice(svg.indexOf('<g id="camera"'), svg.indexOf('<g id="ladybird"'));
    expect(backdrop).toContain('stroke="#6e5a4e"');
    expect(backdrop.includes('stroke="#3a2b25"')).toBe(false);
    expect(childGroup(svg)).toContain('stroke="#3a2b25"');
  });

  it('keeps a child lying down whole, head included, even close up', () => {
    for (const ageRange of AGE_RANGES)
      for (const framing of FRAMINGS)
        for (const pose of ['lie', 'sleep'] as const) {
          const scene = page({
            framing,
            figures: [
              { who: 'child', pose, mood: 'happy' },
              { who: 'companion', pose: 'sit', toward: 'child' },
            ],
          });
          const child = composeSvg(request(scene, { ageRange }), 200).layers.figures!.find(
            (f) => f.who === 'child',
          )!;
          const design = childDesign(completeLook({}, 'x', 'girl'), {
            shirt: '#ef476f',
            trousers: '#3a5a8c',
            dress: false,
          });
          const tall = -drawChild(design, 'stand', 'happy', '', BUILDS[ageRange]).top;
          // The head lies to the left of the feet by the child's standing height.
          expect([ageRange, framing, pose, child.x - tall * child.s >= 0]).toEqual([
            ageRange,
            framing,
            pose,
            true,
          ]);
        }
  });

  it('never dresses a grown-up in the child’s shirt colour', () => {
    const scene = page({
      figures: [
        { who: 'child', pose: 'stand', mood: 'happy', toward: 'reed' },
        { who: 'reed', kind: 'man', pose: 'stand', toward: 'child' },
      ],
    });
    let alike = 0;
    for (const storyId of 'abcdefghijklmnopqrstuvwxyz'.split('')) {
      const svg = composeSvg(request(scene, { storyId }), 200, { figuresOnly: true }).svg;
      const man = svg.slice(svg.indexOf('<g id="figure-reed"'));
      const child = childGroup(svg);
      // The man's own top is bright blue: the books whose child wears it too.
      if (!child.includes('fill="#3a86ff"')) continue;
      alike++;
      expect(man.split('<g id="child">')[0]).not.toContain('fill="#3a86ff"');
    }
    expect(alike).toBeGreaterThan(0);
  });

  it('keeps the key object states drawn apart in the object alone', () => {
    // States that change the drawing itself (the rest are placement: lost, hidden, whole).
    for (const prop of PROPS) {
      const drawn = new Set(
        PROP_STATES.filter((s) => !['whole', 'lost', 'hidden'].includes(s)).map((state) =>
          drawObject(prop, state, 'k').replace(/class="state-[a-z]+"/, ''),
        ),
      );
      expect(drawn.size).toBe(PROP_STATES.length - 3);
    }
  });

  it('renders pictures librsvg accepts, at screen size, in every framing and viewpoint', async () => {
    for (const framing of FRAMINGS)
      for (const viewpoint of VIEWPOINTS) {
        const { svg } = composeSvg(
          request(
            page({
              framing,
              viewpoint,
              object: { prop: 'lantern', state: 'unlit', holder: 'child' },
              figures: [
                { who: 'child', pose: 'hold', toward: 'companion' },
                { who: 'companion', pose: 'sit', toward: 'child' },
              ],
            }),
          ),
          300,
        );
        const meta = await sharp(Buffer.from(svg)).png().toBuffer();
        expect(meta.length).toBeGreaterThan(5000);
      }
  });

  it('draws each companion true to its size beside the child: an elephant towers over a turtle', () => {
    const height = (animal: string) => {
      const f = composeSvg(request(page(), { animal }), 200).layers.figures!.find(
        (p) => p.who === 'companion',
      )!;
      return f.h * f.s;
    };
    const child = composeSvg(request(page()), 200).layers.figures!.find((p) => p.who === 'child')!;
    expect(height('elephant')).toBeGreaterThan(child.h * child.s);
    expect(height('turtle')).toBeLessThan(child.h * child.s * 0.6);
    expect(height('giraffe')).toBeGreaterThan(height('fox'));
  });
});
