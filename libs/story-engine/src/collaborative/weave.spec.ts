import { BOOK, isPageScene } from '@shop/contracts';
import { countWords } from '../text';
import { collaborativeTitle, planCollaborativePrompts } from './prompts';
import { skeletonFor, tell, togetherSlots } from './skeleton';
import { weaveCollaborativeStory, type WeaveContribution } from './weave';

const cast = { childName: 'Mia', animal: 'fox' as const, theme: 'kindness' as const };

const contributions: WeaveContribution[] = [
  {
    author: 'parent',
    promptType: 'start',
    text: 'Mia found a fox   hiding behind the garden shed.',
  },
  { author: 'child', promptType: 'start', text: 'The fox had a tiny map with a big red X on it' },
  {
    author: 'parent',
    promptType: 'middle',
    text: 'But the river was too wide to cross. The fox felt scared.',
  },
  { author: 'child', promptType: 'middle', text: 'Mia built a bridge out of sticks and stones!' },
  { author: 'parent', promptType: 'middle', text: 'On the other side sat a sad little hedgehog.' },
  { author: 'child', promptType: 'middle', text: 'So Mia shared her sandwich with him.' },
  {
    author: 'parent',
    promptType: 'end',
    text: 'Together they dug where the X was and found seeds.',
  },
  { author: 'child', promptType: 'end', text: 'They planted them and a rainbow garden grew.' },
];

const weave = (c: readonly WeaveContribution[], seed = 42, pronoun?: 'she' | 'he' | 'they') =>
  weaveCollaborativeStory({ title: 'T', ...cast, seed, contributions: c, pronoun });

describe('weaveCollaborativeStory', () => {
  const woven = weave(contributions);
  const skeleton = skeletonFor('kindness');
  const ctx = togetherSlots('kindness', { ...cast, pronoun: 'they', seed: 42 });

  it('keeps every part in order, word for word, credited to its writer', () => {
    const authored = woven.parts.filter((p) => p.author !== 'narrator');
    expect(authored).toEqual(contributions.map((c) => ({ author: c.author, text: c.text.trim() })));
  });

  it('adds only the skeleton’s opening, closing and lead lines, each once', () => {
    const narration = woven.parts.filter((p) => p.author === 'narrator').map((p) => p.text);
    const allowed = [
      tell(skeleton.opening.text, ctx),
      ...skeleton.prompts.flatMap((p) => (p.lead ? [tell(p.lead, ctx)] : [])),
      tell(skeleton.closing.text, ctx),
    ];
    expect(narration).toEqual(allowed);
    expect(new Set(narration).size).toBe(narration.length);
    expect(woven.parts[0]!.text).toBe(tell(skeleton.opening.text, ctx));
    expect(woven.parts.at(-1)!.text).toBe(tell(skeleton.closing.text, ctx));
    expect(woven.content).not.toMatch(/[{}]/);
    expect(woven.content).toContain(woven.companionName);
  });

  it('puts each part on its own page, drawn as the skeleton’s scene for its prompt', () => {
    expect(woven.pages).toHaveLength(BOOK.storyPages);
    expect(woven.pages.map((p) => p.text).join('\n\n')).toBe(woven.content);
    expect(woven.pages.flatMap((p) => p.parts)).toEqual(woven.parts);
    contributions.forEach((c, i) => {
      const page = woven.pages[i + 1]!;
      expect(page.parts.at(-1)!.text).toBe(c.text.trim());
      expect(page.scene.setting).toBe(skeleton.prompts[i]!.scene.setting);
      expect(page.scene.action).toBe(tell(skeleton.prompts[i]!.scene.action, ctx));
    });
    for (const page of woven.pages) expect(isPageScene(page.scene)).toBe(true);
    expect(woven.wordCount).toBe(countWords(woven.content));
  });

  it('tells the opening and closing with the chosen pronoun', () => {
    const he = weave(contributions, 42, 'he');
    expect(he.parts.at(-1)!.text).toMatch(/\bhis boots\b/);
    expect(he.parts.filter((p) => p.author !== 'narrator')).toEqual(
      woven.parts.filter((p) => p.author !== 'narrator'),
    );
  });

  it('is deterministic for a seed', () => {
    expect(weave(contributions)).toEqual(woven);
  });

  it('places a part by the prompt it answers', () => {
    const late = weave([{ ...contributions[0]!, order: 7 }]);
    expect(late.pages.some((p) => p.parts.some((x) => x.text === tell('At last…', ctx)))).toBe(
      true,
    );
  });

  it('fills the spare spreads of a short story by splitting the longest part at a sentence', () => {
    const short = weave([
      {
        author: 'parent',
        promptType: 'start',
        text: 'One. Two. Three. Four. Five. Six. Seven. Eight.',
      },
      { author: 'child', promptType: 'start', text: 'A fox. A map. A river. A bridge.' },
    ]);
    expect(short.pages).toHaveLength(BOOK.storyPages);
    expect(short.pages.map((p) => p.text).join('\n\n')).toBe(short.content);
    const family = short.parts.filter((p) => p.author !== 'narrator').map((p) => p.text);
    expect(family.join(' ')).toBe(
      'One. Two. Three. Four. Five. Six. Seven. Eight. A fox. A map. A river. A bridge.',
    );
    for (let i = 1; i < short.pages.length; i++)
      expect(short.pages[i]!.scene).not.toEqual(short.pages[i - 1]!.scene);
  });

  it('shares pages when there are more parts than the book has', () => {
    const many = weave([...contributions, ...contributions]);
    expect(many.pages).toHaveLength(BOOK.storyPages);
    expect(many.parts.filter((p) => p.author !== 'narrator')).toHaveLength(16);
  });
});

describe('planCollaborativePrompts', () => {
  it('asks the skeleton’s questions in order, parent and child taking turns', () => {
    const plan = planCollaborativePrompts(cast, 7);
    const ctx = togetherSlots('kindness', { ...cast, pronoun: 'they', seed: 7 });
    expect(plan).toEqual(
      skeletonFor('kindness').prompts.map((p, i) => ({
        order: i + 1,
        promptType: p.type,
        targetContributor: p.who,
        promptText: tell(p.ask, ctx),
      })),
    );
    expect(plan[0]!.targetContributor).toBe('parent');
    expect(plan[1]!.targetContributor).toBe('child');
    for (const p of plan) expect(p.promptText).not.toMatch(/[{}]/);
    expect(plan.some((p) => p.promptText.includes(ctx.pet.name))).toBe(true);
  });

  it('titles the story from the skeleton, with the child', () => {
    expect(collaborativeTitle(cast, 3)).toBe('Mia and the Red Wagon');
  });
});
