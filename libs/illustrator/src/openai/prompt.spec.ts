import { illustrationPrompt } from './prompt';

describe('the image model prompt for a page scene', () => {
  it('tells the camera, who acts toward whom, and the object in its state', () => {
    const prompt = illustrationPrompt({
      storyId: 's',
      title: 'T',
      childName: 'Mia',
      animal: 'fox',
      petName: 'Sorrel',
      pageNumber: 3,
      look: {},
      ageRange: 'middle-school',
      scene: {
        setting: 'hill',
        timeOfDay: 'evening',
        weather: 'windy',
        season: 'autumn',
        framing: 'close',
        viewpoint: 'low',
        figures: [
          { who: 'child', pose: 'hug', mood: 'sad', toward: 'companion' },
          { who: 'companion', pose: 'hug', toward: 'child' },
        ],
        object: { prop: 'kite', state: 'torn' },
        action: 'Mia hugs Sorrel beside the torn kite.',
      },
    });
    expect(prompt).toContain('a close-up');
    expect(prompt).toContain('from low down');
    expect(prompt).toContain('Mia hugs toward Sorrel, sad');
    expect(prompt).toContain('The kite is torn');
    expect(prompt).toContain('about twelve');
  });
});
