import type { LegacyScene, PageScene } from '@shop/contracts';
import { bookInputOf, petNameOf } from './source';

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

describe('bookInputOf', () => {
  const scene = (framing: PageScene['framing']): PageScene => ({
    setting: 'garden',
    timeOfDay: 'morning',
    weather: 'sunny',
    season: 'summer',
    framing,
    viewpoint: 'level',
    figures: [{ who: 'child', pose: 'stand' }],
    action: 'Mia stands.',
  });
  const story = {
    title: 'Mia',
    childName: 'Mia',
    animal: 'fox',
    theme: 'kindness',
    ageRange: 'preschool',
    content: 'One.\n\nTwo.\n\nThree.',
    isCollaborative: false,
    parentContributions: [],
    childContributions: [],
  };

  it('knows which pages are drawn close up (their band keeps the faces)', () => {
    const input = bookInputOf({
      ...story,
      pages: [
        { text: 'One.', scene: scene('wide') },
        { text: 'Two.', scene: scene('close') },
        { text: 'Three.', scene: scene('medium') },
      ],
    });
    expect(input.closeUps).toEqual([false, true, false]);
  });

  it('leaves it unknown for a story without page scenes', () => {
    expect(bookInputOf({ ...story, pages: null }).closeUps).toBeUndefined();
  });
});
