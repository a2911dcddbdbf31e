import type { LegacyScene, PageScene } from '@shop/contracts';
import { petNameOf } from './source';

describe('petNameOf', () => {
  it('reads the companion’s name from a legacy scene’s characters when the story has none', () => {
    const legacy: LegacyScene = {
      setting: 'a meadow',
      timeOfDay: 'dusk',
      weather: 'clear',
      characters: ['Mia', 'Sorrel the fox'],
      action: 'They walk.',
      mood: 'calm',
    };
    const page: PageScene = {
      setting: 'garden',
      timeOfDay: 'morning',
      weather: 'snowy',
      season: 'winter',
      framing: 'close',
      viewpoint: 'low',
      figures: [{ who: 'child', pose: 'crouch' }],
      action: 'Mia crouches.',
    };
    expect(
      petNameOf({
        animal: 'fox',
        companionName: null,
        pages: [
          { text: '', scene: page },
          { text: '', scene: legacy },
        ],
      }),
    ).toBe('Sorrel');
  });
});
