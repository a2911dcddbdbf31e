import {
  ANIMALS,
  HELPER_SPECIES,
  MOODS,
  PEOPLE,
  POSES,
  PROPS,
  SEASONS,
  SETTING_KINDS,
  TIMES_OF_DAY,
  WEATHERS,
  type Animal,
  type FlatScene,
  type LegacyScene,
} from '@shop/contracts';
// pages the retired sentence-level engine wrote (early-elementary, every theme, two animals each):
// stored stories still carry these flat scenes
import FLAT_PAGES from './fixtures/flat-scenes.json';
import { legacyToPageScene, pageSceneOf } from './legacy';
import { composeSvg } from './scene';

const ctx = { childName: 'Mia', animal: 'fox', petName: 'Sorrel' };
const legacy = (over: Partial<LegacyScene>): LegacyScene => ({
  setting: 'a wide green meadow full of wildflowers',
  timeOfDay: 'afternoon',
  weather: 'sunny',
  characters: ['Mia', 'Sorrel the fox'],
  action: 'Mia and Sorrel set off',
  mood: 'cheerful',
  ...over,
});

describe('stories written before the scene vocabulary', () => {
  it('maps free-text settings to the nearest setting kind', () => {
    const cases: [string, string][] = [
      ['a wide green meadow full of wildflowers', 'meadow'],
      ['a quiet forest with tall trees and ferns', 'forest'],
      ['a sandy beach with gentle waves', 'beach'],
      ['a still green pond with lily pads and reeds', 'pond'],
      ['a busy garden with vegetable beds and a wooden gate', 'garden'],
      ['a grassy hilltop with a view of the valley', 'hill'],
      ['a snowy hillside with pine trees', 'snowy-field'],
      ['a small village square with shops and a fountain', 'village-street'],
      ['a cozy old library with tall shelves and reading nooks', 'library'],
      ['a friendly farm with a red barn and fields', 'farm'],
      ['a sparkling river with smooth stones and willow trees', 'river'],
      ['a green town park with a playground and big trees', 'playground'],
      ['Mia’s cozy bedroom at night', 'bedroom'],
      ['the warm kitchen', 'kitchen'],
      ['a campsite by the lake', 'campsite'],
      ['the little harbour with fishing boats', 'harbor'],
      ['the top of a tall mountain', 'mountain'],
      ['under the starry sky', 'night-sky'],
      ['somewhere nobody has heard of', 'meadow'],
    ];
    for (const [setting, kind] of cases)
      expect([setting, legacyToPageScene(legacy({ setting }), ctx).setting]).toEqual([
        setting,
        kind,
      ]);
  });

  it('maps the rest: light, weather, who is there, the pose, the object, the mood', () => {
    const scene = legacyToPageScene(
      legacy({
        timeOfDay: 'at sunset',
        weather: 'a light drizzle',
        characters: ['Sorrel the fox', 'Mossy, a mole', 'Grandma Rosa', 'Someone unknown'],
        action: 'Sorrel gives the old lantern to Mossy while the autumn leaves fall',
        mood: 'worried but hopeful',
      }),
      ctx,
    );
    expect(scene).toEqual({
      setting: 'meadow',
      timeOfDay: 'evening',
      weather: 'rainy',
      season: 'autumn',
      child: false,
      companion: true,
      cast: ['mole', 'grandmother'],
      pose: 'give',
      keyObject: 'lantern',
      mood: 'worried',
      action: 'Sorrel gives the old lantern to Mossy while the autumn leaves fall',
    });
    expect(legacyToPageScene(legacy({ characters: [] }), ctx)).toMatchObject({
      child: true,
      companion: true,
      cast: [],
    });
    expect(
      legacyToPageScene(legacy({ action: 'Mia flies the kite high above the hill' }), ctx)
        .keyObject,
    ).toBe('kite');
    expect(
      legacyToPageScene(
        legacy({ setting: 'bedroom', timeOfDay: 'night', action: 'Mia drifts off' }),
        ctx,
      ).pose,
    ).toBe('sleep');
  });

  it('maps every page the old engine wrote to a drawable scene, and draws it', () => {
    const seen = new Set<string>();
    const pages = FLAT_PAGES as unknown as { animal: Animal; scene: FlatScene }[];
    expect(pages.length).toBeGreaterThan(100);
    for (const [i, page] of pages.entries()) {
      const { animal } = page;
      expect(ANIMALS).toContain(animal);
      const scene = pageSceneOf(page.scene, { childName: 'Mia', animal });
      expect(SETTING_KINDS).toContain(scene.setting);
      expect(TIMES_OF_DAY).toContain(scene.timeOfDay);
      expect(WEATHERS).toContain(scene.weather);
      expect(SEASONS).toContain(scene.season);
      expect(POSES).toContain(scene.pose);
      expect(MOODS).toContain(scene.mood);
      if (scene.keyObject) expect(PROPS).toContain(scene.keyObject);
      for (const c of scene.cast) expect([...HELPER_SPECIES, ...PEOPLE]).toContain(c);
      seen.add(scene.setting);
      const { svg } = composeSvg(
        {
          storyId: `old-${i}`,
          title: 'An Old Story',
          childName: 'Mia',
          animal,
          pageNumber: 0,
          scene: page.scene,
          look: {},
        },
        200,
      );
      expect(svg).toContain(`id="setting-${scene.setting}"`);
    }
    // The old plots' places land on several kinds, not all on the meadow.
    expect(seen.size).toBeGreaterThan(4);
  });

  it('keeps a page scene to the vocabulary: anything outside it becomes the plain choice', () => {
    const odd = {
      setting: 'forest',
      timeOfDay: 'noon',
      weather: 'hail',
      season: 'monsoon',
      child: true,
      companion: true,
      cast: ['deer', 'dragon', 'grandfather'],
      pose: 'levitate',
      keyObject: 'sword',
      mood: 'grumpy',
      action: 'x',
    } as never;
    expect(pageSceneOf(odd, ctx)).toEqual({
      setting: 'forest',
      timeOfDay: 'afternoon',
      weather: 'sunny',
      season: 'summer',
      child: true,
      companion: true,
      cast: ['deer', 'grandfather'],
      pose: 'stand',
      mood: 'happy',
      action: 'x',
    });
  });
});

describe('legacy words that read two ways', () => {
  it('takes "the path home" outdoors and soft white clouds as a fine day', () => {
    const ctx2 = { childName: 'Mia', animal: 'owl' };
    const base = {
      timeOfDay: 'evening',
      characters: [],
      action: 'They walk home',
      mood: 'peaceful',
    };
    expect(
      legacyToPageScene(
        {
          ...base,
          setting: 'the path home from the village square at sunset',
          weather: 'soft white clouds',
        },
        ctx2,
      ),
    ).toMatchObject({ setting: 'village-street', weather: 'sunny', pose: 'walk', mood: 'calm' });
    expect(
      legacyToPageScene({ ...base, setting: 'a meadow', weather: 'grey and overcast' }, ctx2)
        .weather,
    ).toBe('cloudy');
  });
});
