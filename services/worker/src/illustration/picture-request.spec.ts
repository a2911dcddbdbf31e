import type { LegacyScene, PageScene } from '@shop/contracts';
import type { StoryEntity } from '@shop/db';
import { petNameOf, pictureRequestFor } from './picture-request';

const story = (ageRange: string) =>
  ({
    id: 's1',
    title: 'T',
    childName: 'Mia',
    animal: 'fox',
    ageRange,
    companionName: 'Sorrel',
    childLook: null,
    pages: [{ text: 'Hello', scene: undefined }],
  }) as unknown as StoryEntity;

describe('pictureRequestFor', () => {
  it("draws the child at the story's age band", () => {
    expect(pictureRequestFor(story('middle-school'), null, 0).ageRange).toBe('middle-school');
    expect(pictureRequestFor(story('toddler'), null, -1).ageRange).toBe('toddler');
  });

  it('leaves an unknown band to the default', () => {
    expect(pictureRequestFor(story('grown-up'), null, 0).ageRange).toBeUndefined();
  });
});

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
