import type { StoryRequest } from '../types';
import { sharedInTriples } from './report';

const story = (theme: string, animal: string, own: string[]) => ({
  req: {
    childName: 'Mia',
    theme,
    animal,
    ageRange: 'preschool',
    wordCount: 1000,
    seed: 1,
  } as StoryRequest,
  own,
  label: `${theme}/${animal}`,
});

describe('three stories a parent reads', () => {
  it('finds no shared sentence when every story tells its own', () => {
    const stories = [
      story('kindness', 'fox', ['a b c d e', 'f g h i j']),
      story('courage', 'fox', ['k l m n o']),
      story('kindness', 'owl', ['p q r s t']),
    ];
    expect(sharedInTriples(stories, 20)).toEqual({ n: 20, hit: 0, meanShare: 0 });
  });

  it('counts a triple in which one sentence recurs, and the share of it per story', () => {
    const stories = [
      story('kindness', 'fox', ['same line here now', 'f g h i j']),
      story('courage', 'fox', ['same line here now']),
      story('kindness', 'owl', ['p q r s t']),
    ];
    const r = sharedInTriples(stories, 10);
    expect(r).toMatchObject({ n: 10, hit: 10 });
    // per triple: 1/2 + 1/1 + 0, over three stories
    expect(r.meanShare).toBeCloseTo(0.5);
  });

  it('never puts two stories of the same inputs in one triple', () => {
    const stories = [
      story('kindness', 'fox', ['same line here now']),
      story('kindness', 'fox', ['same line here now']),
      story('courage', 'owl', ['k l m n o']),
    ];
    expect(sharedInTriples(stories, 10).n).toBe(0);
  });
});
