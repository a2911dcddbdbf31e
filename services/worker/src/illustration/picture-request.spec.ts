import type { StoryEntity } from '@shop/db';
import { pictureRequestFor } from './picture-request';

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
