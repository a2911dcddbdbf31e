import {
  AGE_RANGES,
  ANIMALS,
  canDo,
  drawnPose,
  FRAMINGS,
  HELPER_SPECIES,
  MOODS,
  PEOPLE,
  POSES,
  PROP_STATES,
  PROPS,
  SETTING_KINDS,
  VIEWPOINTS,
} from '@shop/contracts';
import sharp from 'sharp';
import { readLibrary } from '@shop/story-engine';
import { drawObject } from './objects';
import { composeSvg } from './scene';

/** Every scene the story library's authors wrote, as the illustrator reads them. */
const library = readLibrary();
const pages = library.flatMap((story) =>
  story.pages.map((p, i) => ({ story, n: i + 1, scene: p.scene })),
);
const where = (p: (typeof pages)[number]) => `${p.story.id} page ${p.n}`;

describe('the story library, drawn', () => {
  it('has stories to draw (the toddler example at least)', () => {
    expect(library.map((s) => s.id)).toContain('kindness-red-mitten');
  });

  it('writes every scene in the drawing vocabulary', () => {
    for (const p of pages) {
      const s = p.scene;
      const at = where(p);
      expect([at, SETTING_KINDS.includes(s.setting)]).toEqual([at, true]);
      expect([at, FRAMINGS.includes(s.framing)]).toEqual([at, true]);
      expect([at, VIEWPOINTS.includes(s.viewpoint)]).toEqual([at, true]);
      expect([at, AGE_RANGES.includes(p.story.band)]).toEqual([at, true]);
      for (const f of s.figures) {
        expect([at, f.who, POSES.includes(f.pose)]).toEqual([at, f.who, true]);
        if (f.mood) expect([at, f.who, MOODS.includes(f.mood)]).toEqual([at, f.who, true]);
        if (f.who !== 'child' && f.who !== 'companion')
          expect([at, f.who, [...HELPER_SPECIES, ...PEOPLE].includes(f.kind!)]).toEqual([
            at,
            f.who,
            true,
          ]);
        if (f.toward && f.toward !== 'object')
          expect([at, f.who, s.figures.some((g) => g.who === f.toward)]).toEqual([at, f.who, true]);
      }
      if (s.object) {
        expect([at, PROPS.includes(s.object.prop)]).toEqual([at, true]);
        expect([at, PROP_STATES.includes(s.object.state)]).toEqual([at, true]);
      }
    }
  });

  it('never repeats setting, framing and poses on two pages running', () => {
    for (const story of library)
      for (let i = 1; i < story.pages.length; i++) {
        const [a, b] = [story.pages[i - 1]!.scene, story.pages[i]!.scene];
        const poses = (s: typeof a) =>
          s.figures
            .map((f) => `${f.who}:${f.pose}`)
            .sort()
            .join();
        const same = a.setting === b.setting && a.framing === b.framing && poses(a) === poses(b);
        expect([`${story.id} pages ${i}-${i + 1}`, same]).toEqual([
          `${story.id} pages ${i}-${i + 1}`,
          false,
        ]);
      }
  });

  it('has a drawing of its own for every object state the stories use', () => {
    const used = new Set(
      pages.flatMap((p) =>
        p.scene.object ? [`${p.scene.object.prop} ${p.scene.object.state}`] : [],
      ),
    );
    for (const pair of used) {
      const [prop, state] = pair.split(' ') as [
        (typeof PROPS)[number],
        (typeof PROP_STATES)[number],
      ];
      const drawn = drawObject(prop, state, 'k');
      expect(drawn).toContain(`class="state-${state}"`);
      // Whole, lost and hidden are told by where the object goes; every other state draws itself.
      if (!['whole', 'lost', 'hidden'].includes(state))
        expect([pair, drawn.replace(/state-[a-z]+/, '')]).not.toEqual([
          pair,
          drawObject(prop, 'whole', 'k').replace(/state-[a-z]+/, ''),
        ]);
    }
  });

  it('draws every helper in the pose the story gives it, its own body doing it', () => {
    for (const p of pages)
      for (const f of p.scene.figures)
        if (f.kind && (HELPER_SPECIES as readonly string[]).includes(f.kind))
          expect([where(p), f.who, f.pose, canDo(f.kind, f.pose)]).toEqual([
            where(p),
            f.who,
            f.pose,
            true,
          ]);
  });

  it('draws every companion pose the stories use for every animal (its kind’s nearest when it cannot)', () => {
    const poses = new Set(
      pages.flatMap((p) => p.scene.figures.filter((f) => f.who === 'companion').map((f) => f.pose)),
    );
    for (const pose of poses) {
      const doers = ANIMALS.filter((a) => canDo(a, pose));
      expect([pose, doers.length]).not.toEqual([pose, 0]);
      for (const animal of ANIMALS) expect(POSES).toContain(drawnPose(animal, pose));
    }
  });

  // Every page of the whole library, rasterised small: about 10 ms a page.
  it('renders every page of every story, everyone in the picture', async () => {
    for (const p of pages) {
      const { svg, layers } = composeSvg(
        {
          storyId: p.story.id,
          title: p.story.title,
          childName: 'Mia',
          animal: ANIMALS[p.n % ANIMALS.length]!,
          pageNumber: p.n - 1,
          scene: p.scene,
          ageRange: p.story.band,
          look: {},
        },
        160,
      );
      expect(layers.page).toEqual(p.scene);
      // Everyone at least three quarters inside the picture: no face or body cut in half.
      for (const f of layers.figures!) {
        const half = f.hw * f.s;
        const inside = Math.min(f.x + half, 1000) - Math.max(f.x - half, 0);
        expect([where(p), f.who, inside >= 1.5 * half]).toEqual([where(p), f.who, true]);
      }
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      expect([where(p), png.length > 3000]).toEqual([where(p), true]);
    }
  }, 300_000);
});
