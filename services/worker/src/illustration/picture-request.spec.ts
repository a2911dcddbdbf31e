import { fromFlatScene, type FlatScene, type LegacyScene, type PageScene } from '@shop/contracts';
import { drawableScene, petNameOf } from './picture-request';

const page: PageScene = {
  setting: 'garden',
  timeOfDay: 'morning',
  weather: 'snowy',
  season: 'winter',
  framing: 'close',
  viewpoint: 'low',
  figures: [
    { who: 'mouse', kind: 'mouse', pose: 'sit', mood: 'sad' },
    { who: 'child', pose: 'crouch', mood: 'worried', toward: 'mouse' },
  ],
  object: { prop: 'mitten', state: 'whole', holder: 'child' },
  action: 'A tiny mouse sits shivering under the hedge.',
};

describe('drawableScene', () => {
  it('reads a page scene as the flat scene the illustrator draws: the child’s pose, the helpers’ kinds', () => {
    expect(drawableScene(page)).toEqual({
      setting: 'garden',
      timeOfDay: 'morning',
      weather: 'snowy',
      season: 'winter',
      child: true,
      companion: false,
      cast: ['mouse'],
      pose: 'crouch',
      mood: 'worried',
      keyObject: 'mitten',
      action: 'A tiny mouse sits shivering under the hedge.',
    });
  });

  it('keeps a legacy scene, and a fragment-engine scene read back comes out as it was', () => {
    const legacy: LegacyScene = {
      setting: 'a meadow',
      timeOfDay: 'dusk',
      weather: 'clear',
      characters: ['Mia', 'Sorrel the fox'],
      action: 'They walk.',
      mood: 'calm',
    };
    expect(drawableScene(legacy)).toBe(legacy);
    const flat: FlatScene = {
      setting: 'forest',
      timeOfDay: 'evening',
      weather: 'cloudy',
      season: 'autumn',
      child: true,
      companion: true,
      cast: ['badger'],
      pose: 'carry',
      keyObject: 'lantern',
      mood: 'brave',
      action: 'Mia carries the lantern.',
    };
    expect(drawableScene(fromFlatScene(flat))).toEqual(flat);
    expect(
      petNameOf({
        animal: 'fox',
        companionName: null,
        pages: [
          { text: '', scene: legacy },
          { text: '', scene: page },
        ],
      }),
    ).toBe('Sorrel');
  });
});
