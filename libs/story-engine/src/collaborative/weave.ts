import {
  type Animal,
  BOOK,
  type ContributorType,
  DEFAULT_PRONOUN,
  FRAMINGS,
  type PageScene,
  type Pronoun,
  type PromptType,
  type StoryPart,
  type StoryTheme,
} from '@shop/contracts';
import { countWords } from '../text';
import type { BookPage } from '../types';
import { type Skeleton, skeletonFor, tell, togetherSlots } from './skeleton';

/** One finished contribution, in story order. */
export interface WeaveContribution {
  author: ContributorType;
  promptType: PromptType;
  text: string;
  /** The order of the prompt it answers (1 = the skeleton's first prompt); default its place. */
  order?: number;
}

export interface WeaveRequest {
  title: string;
  childName: string;
  animal: Animal;
  theme: StoryTheme;
  seed: number;
  contributions: readonly WeaveContribution[];
  /** How the skeleton's opening and closing refer to the child; default 'they'. */
  pronoun?: Pronoun;
}

/** A page of the book that remembers who wrote each of its parts. */
export interface WovenPage extends BookPage {
  parts: StoryPart[];
}

export interface WovenStory {
  title: string;
  /** Paragraphs separated by a blank line: every part, in order. */
  content: string;
  wordCount: number;
  /** Every part in order with its author; joined by blank lines they equal `content`. */
  parts: StoryPart[];
  /** BOOK.storyPages pages (fewer only for a very short story); their texts joined equal `content`. */
  pages: WovenPage[];
  seed: number;
  provider: 'builtin';
  /** The companion's name in the skeleton's pages and prompts. */
  companionName: string;
}

interface Draft {
  parts: StoryPart[];
  scene: PageScene;
}

/**
 * The family's book: the theme skeleton's opening page, then each contribution on its own page
 * in the family's own words (only trimmed), credited to its writer and drawn as the skeleton's
 * scene for the prompt it answers, after that prompt's short lead line when it has one; then the
 * skeleton's closing page. Nothing else is added. More parts than pages share pages; fewer fill
 * the spare spreads by splitting the longest part at a sentence.
 */
export function weaveCollaborativeStory(req: WeaveRequest): WovenStory {
  const skeleton = skeletonFor(req.theme);
  const ctx = togetherSlots(req.theme, {
    childName: req.childName,
    animal: req.animal,
    pronoun: req.pronoun ?? DEFAULT_PRONOUN,
    seed: req.seed,
  });
  const scene = (s: PageScene): PageScene => ({
    ...s,
    figures: s.figures.map((f) => ({ ...f })),
    ...(s.object ? { object: { ...s.object } } : {}),
    action: tell(s.action, ctx),
  });
  const narrator = (t: string): StoryPart => ({ author: 'narrator', text: tell(t, ctx) });

  const family = req.contributions
    .map((c, i) => ({ ...c, text: c.text.trim(), at: (c.order ?? i + 1) - 1 }))
    .filter((c) => c.text.length > 0);
  const drafts: Draft[] = [
    { parts: [narrator(skeleton.opening.text)], scene: scene(skeleton.opening.scene) },
  ];
  const leadsUsed = new Set<string>();
  for (const c of family) {
    const prompt = promptAt(skeleton, c.at);
    const parts: StoryPart[] = [];
    // a lead line appears once in a book, however the parts fall
    if (prompt.lead && skeleton.prompts[c.at] === prompt && !leadsUsed.has(prompt.lead)) {
      leadsUsed.add(prompt.lead);
      parts.push(narrator(prompt.lead));
    }
    parts.push({ author: c.author, text: c.text });
    drafts.push({ parts, scene: scene(prompt.scene) });
  }
  drafts.push({ parts: [narrator(skeleton.closing.text)], scene: scene(skeleton.closing.scene) });

  const pages = layOutPages(drafts).map((d) => ({
    text: d.parts.map((p) => p.text).join('\n\n'),
    scene: d.scene,
    parts: d.parts,
  }));
  const parts = pages.flatMap((p) => p.parts);
  const content = parts.map((p) => p.text).join('\n\n');
  return {
    title: req.title,
    content,
    wordCount: countWords(content),
    parts,
    pages,
    seed: req.seed,
    provider: 'builtin',
    companionName: ctx.pet.name,
  };
}

/** The skeleton's prompt a part answers; a part beyond the plan takes the last prompt's page. */
function promptAt(skeleton: Skeleton, at: number) {
  return skeleton.prompts[Math.min(Math.max(at, 0), skeleton.prompts.length - 1)]!;
}

const words = (d: Draft) => d.parts.reduce((n, p) => n + countWords(p.text), 0);

/** Where a text may break between sentences, as [end of the first, start of the second]. */
function sentenceBreaks(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/(?<=[.!?]["\u201d']?)\s+(?=["\u201c\p{Lu}\p{N}])/gu))
    out.push([m.index, m.index + m[0].length]);
  return out;
}

/**
 * Exactly BOOK.storyPages pages where the parts allow: the family's neighbouring pages share a
 * page (the lightest pair first) when there are too many; with too few, the longest family part
 * splits at the sentence break nearest its middle, keeping its author.
 */
function layOutPages(drafts: readonly Draft[]): Draft[] {
  let pages = [...drafts];
  while (pages.length > BOOK.storyPages) {
    let best = 1;
    for (let i = 1; i < pages.length - 2; i++)
      if (words(pages[i]!) + words(pages[i + 1]!) < words(pages[best]!) + words(pages[best + 1]!))
        best = i;
    const merged = {
      parts: [...pages[best]!.parts, ...pages[best + 1]!.parts],
      scene: pages[best]!.scene,
    };
    pages = [...pages.slice(0, best), merged, ...pages.slice(best + 2)];
  }
  while (pages.length < BOOK.storyPages) {
    let target = -1;
    for (let i = 1; i < pages.length - 1; i++) {
      const last = pages[i]!.parts.at(-1)!;
      if (last.author === 'narrator' || sentenceBreaks(last.text).length === 0) continue;
      if (target < 0 || words(pages[i]!) > words(pages[target]!)) target = i;
    }
    if (target < 0) break;
    const page = pages[target]!;
    const part = page.parts.at(-1)!;
    const middle = part.text.length / 2;
    const [end, start] = sentenceBreaks(part.text).reduce((a, b) =>
      Math.abs(b[0] - middle) < Math.abs(a[0] - middle) ? b : a,
    );
    const first: Draft = {
      parts: [...page.parts.slice(0, -1), { author: part.author, text: part.text.slice(0, end) }],
      scene: page.scene,
    };
    const second: Draft = {
      parts: [{ author: part.author, text: part.text.slice(start) }],
      scene: page.scene,
    };
    pages = [...pages.slice(0, target), first, second, ...pages.slice(target + 1)];
  }
  // a part told over two spreads is drawn from another distance each time
  const out: Draft[] = [];
  pages.forEach((page, i) => {
    const prev = out[i - 1]?.scene;
    if (!prev || pages[i - 1]!.scene !== page.scene) return void out.push(page);
    const framing = FRAMINGS.find((f) => f !== prev.framing && f !== page.scene.framing)!;
    out.push({ ...page, scene: { ...page.scene, framing } });
  });
  return out;
}
