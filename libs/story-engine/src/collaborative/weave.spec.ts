import { BOOK, COLLABORATIVE_WORD_COUNT } from '@shop/contracts';
import { countWords } from '../text';
import { collaborativeTitle, planCollaborativePrompts } from './prompts';
import { WEAVE_TOLERANCE, weaveCollaborativeStory, type WeaveContribution } from './weave';

const cast = { childName: 'Mia', animal: 'fox', theme: 'kindness' };

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
    text: 'But the river was too wide to cross, and the fox felt scared.',
  },
  { author: 'child', promptType: 'middle', text: 'Mia built a bridge out of sticks and stones!' },
  {
    author: 'parent',
    promptType: 'custom',
    text: 'On the other side sat a sad little hedgehog, so Mia shared her sandwich.',
  },
  {
    author: 'parent',
    promptType: 'end',
    text: 'Together they dug where the X was and found a box of seeds.',
  },
  {
    author: 'child',
    promptType: 'end',
    text: 'They planted them and a rainbow garden grew. Everyone was happy.',
  },
];

describe('weaveCollaborativeStory', () => {
  const woven = weaveCollaborativeStory({ title: 'T', ...cast, seed: 42, contributions });

  it('keeps every part in order, in its author’s own words', () => {
    const authored = woven.parts.filter((p) => p.author !== 'narrator');
    expect(authored.map((p) => p.author)).toEqual(contributions.map((c) => c.author));
    expect(authored[0]!.text).toBe('Mia found a fox hiding behind the garden shed.');
    // A missing full stop is the only thing added to a writer's words.
    expect(authored[1]!.text).toBe('The fox had a tiny map with a big red X on it.');
    authored.slice(2).forEach((p, i) => expect(p.text).toBe(contributions[i + 2]!.text));
  });

  it('is the collaborative length, the narration carrying the family\u2019s story on', () => {
    expect(Math.abs(woven.wordCount - COLLABORATIVE_WORD_COUNT)).toBeLessThanOrEqual(
      COLLABORATIVE_WORD_COUNT * WEAVE_TOLERANCE,
    );
    expect(woven.parts[0]!.author).toBe('narrator');
    expect(woven.parts.at(-1)!.author).toBe('narrator');
    expect(woven.parts.at(-1)!.text).toMatch(/The End\.$/);
    // the narration picks up what the parts brought in, and never comments on the story
    expect(woven.content).toMatch(/the tiny map|the garden shed|the river/);
    const narration = woven.parts
      .filter((p) => p.author === 'narrator')
      .map((p) => p.text)
      .join(' ');
    expect(narration).toMatch(/the tiny map|the garden shed|the river/);
    expect(narration).not.toMatch(/the (fox hiding|tiny map with|river was)/);
    expect(woven.content).not.toMatch(
      /lesson about|Somewhere in the middle of it all|this is a story/i,
    );
    expect(woven.content).toContain('Mia');
  });

  it('refers to the child by the chosen pronoun after the first mention on a page', () => {
    const she = weaveCollaborativeStory({
      title: 'T',
      ...cast,
      seed: 42,
      contributions,
      pronoun: 'she',
    });
    const narration = she.parts
      .filter((p) => p.author === 'narrator')
      .map((p) => p.text)
      .join(' ');
    expect(narration).toMatch(/\b[Ss]he\b/);
    expect(narration).not.toMatch(/\b(she|he) were\b/);
  });

  it('keeps every part verbatim and only an opening and closing when the parts alone are long', () => {
    const long = contributions.map((c) => ({
      ...c,
      text: `${c.text} ${'The fox ran on and on. '.repeat(30)}`.trim(),
    }));
    const w = weaveCollaborativeStory({ title: 'T', ...cast, seed: 1, contributions: long });
    // a long part may run over a page break; its words stay exactly as written
    const flat = w.content.replace(/\s+/g, ' ');
    for (const c of long) expect(flat).toContain(c.text.replace(/\s+/g, ' '));
    expect(w.parts.filter((p) => p.author === 'narrator')).toHaveLength(2);
  });

  it('lays the story out on the book’s pages, each remembering its authors', () => {
    expect(woven.pages).toHaveLength(BOOK.storyPages);
    expect(woven.pages.map((p) => p.text).join('\n\n')).toBe(woven.content);
    expect(woven.pages.flatMap((p) => p.parts)).toEqual(woven.parts);
    for (const page of woven.pages) {
      expect(page.text).toBe(page.parts.map((p) => p.text).join('\n\n'));
      expect(page.scene.figures.map((f) => f.who)).toEqual(
        expect.arrayContaining(['child', 'companion']),
      );
    }
    expect(woven.wordCount).toBe(countWords(woven.content));
  });

  it('is deterministic for a seed', () => {
    expect(weaveCollaborativeStory({ title: 'T', ...cast, seed: 42, contributions })).toEqual(
      woven,
    );
  });

  it('still fills the book’s pages when the parts are few', () => {
    const short = weaveCollaborativeStory({
      title: 'T',
      ...cast,
      seed: 1,
      contributions: contributions.slice(0, 2),
    });
    expect(short.pages.length).toBeGreaterThan(0);
    expect(short.pages.map((p) => p.text).join('\n\n')).toBe(short.content);
    expect(short.pages.flatMap((p) => p.parts.map((x) => x.text)).join(' ')).toContain('tiny map');
  });
});

describe('planCollaborativePrompts', () => {
  it('asks each writer for a start, middle and end, plus a theme part for either, in order', () => {
    const plan = planCollaborativePrompts(cast, 7);
    expect(plan.map((p) => [p.order, p.promptType, p.targetContributor])).toEqual([
      [1, 'start', 'parent'],
      [2, 'start', 'child'],
      [3, 'middle', 'parent'],
      [4, 'middle', 'child'],
      [5, 'custom', 'both'],
      [6, 'end', 'parent'],
      [7, 'end', 'child'],
    ]);
    expect(plan[4]!.promptText).toMatch(/kindness/);
    for (const p of plan) expect(p.promptText).not.toMatch(/[{}]/);
  });

  it('titles the story with the child and the animal', () => {
    expect(collaborativeTitle(cast, 3)).toMatch(/Mia/);
    expect(collaborativeTitle(cast, 3)).toMatch(/Fox/);
  });
});
