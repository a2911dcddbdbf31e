import {
  type Animal,
  BOOK,
  type ContributorType,
  type PromptType,
  type Pronoun,
  type StoryPart,
  themeLabel,
  withArticle,
} from '@shop/contracts';
import { ANIMAL_INFO } from '../content/animals';
import { Rng } from '../rng';
import { capitalise, countWords, fixArticles, sentences } from '../text';
import type { BookPage, SceneDescription } from '../types';

/** One finished contribution, in story order. */
export interface WeaveContribution {
  author: ContributorType;
  promptType: PromptType;
  text: string;
}

export interface WeaveRequest {
  title: string;
  childName: string;
  animal: string;
  theme: string;
  seed: number;
  contributions: readonly WeaveContribution[];
  /** How to refer to the child after the first mention on a page; 'they' when absent. */
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
}

const OPENINGS = [
  'Listen closely, because this is the story of {name} and {anAnimal}, and it is a story worth telling.',
  'Some adventures are planned, and some simply happen. This one happened to {name} and {anAnimal}.',
  'Every story begins with a single step, and this one began with {name} and {anAnimal}.',
  'Snuggle in and get cozy: here is the tale of {name} and {anAnimal}, told by two storytellers.',
];

/**
 * Short narration before a part, by the kind of part that follows: the first options for the
 * first part of that kind, the second for any later one (so the story moves on, never repeats).
 */
const BRIDGES: Readonly<Record<PromptType, readonly [readonly string[], readonly string[]]>> = {
  start: [
    [
      'And that was only the beginning.',
      'Then something wonderful happened.',
      'That was when the fun really started.',
    ],
    [
      'And that was only the beginning.',
      'Then something wonderful happened.',
      'That was when the fun really started.',
    ],
  ],
  middle: [
    [
      'But adventures are never quite that simple.',
      'Just then, things took a surprising turn.',
      'But not everything went to plan.',
    ],
    ['And then came the tricky part.', 'Now they had to think fast.', 'What could they do?'],
  ],
  custom: [
    [
      'Along the way, they learned a little something about {theme}.',
      'Somewhere in the middle of it all, there was a lesson about {theme}.',
    ],
    [
      'And there was more to learn about {theme}.',
      'There was still a little more to discover about {theme}.',
    ],
  ],
  end: [
    [
      'Little by little, the answer came into view.',
      'Now it was time to set things right.',
      'Then, at last, they knew just what to do.',
    ],
    [
      'Soon the adventure was nearly over.',
      'And as the day drew to a close, there was one last thing to tell.',
      'And so the story came to its end.',
    ],
  ],
};

/** What a story of each theme is about, in words that fit "a lesson about ...". */
const THEME_NOUNS: Readonly<Record<string, string>> = {
  kindness: 'kindness',
  courage: 'courage',
  friendship: 'friendship',
  patience: 'patience',
  honesty: 'honesty',
  teamwork: 'teamwork',
  diversity: 'celebrating differences',
  empathy: 'understanding how others feel',
  gratitude: 'being thankful',
  respect: 'respect',
  numbers: 'counting',
  alphabet: 'letters and words',
  colors: 'colours and shapes',
  animals: 'animals',
  nature: 'nature',
  science: 'how things work',
  geography: 'faraway places',
  history: 'long ago',
  music: 'music',
  art: 'making art',
  challenges: 'not giving up',
  curiosity: 'curiosity',
  persistence: 'never giving up',
  creativity: 'clever ideas',
  planning: 'planning ahead',
};

const CLOSINGS = [
  'And that is how {name} and the {animal} wrote a story together, one part at a time. The End.',
  '{name} yawned a happy yawn. It had been a very good day, and tomorrow would be another. The End.',
  'The {animal} {sleep}, and {name} smiled, already dreaming of the next adventure. The End.',
  'And whenever {name} tells this story again, the {animal} is always there to help. The End.',
];

const SETTING_WORDS: readonly [RegExp, string][] = [
  [/\b(space|planet|moon|rocket|stars?)\b/i, 'outer space'],
  [/\b(ocean|sea|underwater|waves?)\b/i, 'the ocean'],
  [/\b(beach|sand|shore)\b/i, 'a sandy beach'],
  [/\b(castle|palace|tower)\b/i, 'a castle'],
  [/\b(cave|tunnel)\b/i, 'a cave'],
  [/\b(mountain|hill|cliff)s?\b/i, 'the hills'],
  [/\b(snow|snowy|ice|icy|winter)\b/i, 'a snowy meadow'],
  [/\b(lake|pond|river|stream)\b/i, 'the lakeside'],
  [/\b(forest|woods|tree|trees)\b/i, 'the forest'],
  [/\b(garden|flowers?|park)\b/i, 'a garden'],
  [/\b(city|town|street|school)\b/i, 'a little town'],
  [/\b(house|home|bedroom|kitchen|bed)\b/i, 'home'],
];
const WEATHER_WORDS: readonly [RegExp, string][] = [
  [/\b(storm|thunder|lightning)\b/i, 'stormy'],
  [/\b(rain|rainy|puddles?)\b/i, 'rainy'],
  [/\b(snow|snowy|snowflakes?)\b/i, 'snowy'],
  [/\b(wind|windy|breeze)\b/i, 'windy'],
  [/\b(sun|sunny|sunshine)\b/i, 'sunny'],
];
const TIMES: SceneDescription['timeOfDay'][] = [
  'morning',
  'morning',
  'morning',
  'afternoon',
  'afternoon',
  'afternoon',
  'afternoon',
  'evening',
  'evening',
  'night',
];
const MOOD_BY_TYPE: Readonly<Record<PromptType, string>> = {
  start: 'cheerful',
  middle: 'determined',
  custom: 'warm',
  end: 'joyful',
};

interface Piece extends StoryPart {
  /** The kind of part this belongs to (narration takes the kind of what follows it). */
  kind: PromptType;
}

/** One paragraph of plain text in the writer's own words: only the spacing and the first capital are tidied. */
function tidy(text: string): string {
  return capitalise(text.replace(/\s+/g, ' ').trim());
}

function endsSentence(text: string): string {
  return /[.!?"'\u201d\u2019)]$/.test(text) ? text : `${text}.`;
}

/**
 * Weaves the writers' parts into one story: each contribution in order and in its author's own
 * words, joined by short narration (an opening, a bridge before each part, a closing), and laid out
 * on the book's pages with every part's author kept.
 */
export function weaveCollaborativeStory(req: WeaveRequest): WovenStory {
  const rng = new Rng(req.seed ^ 0xc011ab);
  const info = ANIMAL_INFO[req.animal as Animal] as (typeof ANIMAL_INFO)[Animal] | undefined;
  const animal = req.animal.toLowerCase();
  const vars = (t: string) =>
    fixArticles(
      t
        .replace(/\{anAnimal\}/g, withArticle(animal))
        .replace(/\{animal\}/g, animal)
        .replace(/\{name\}/g, req.childName)
        .replace(/\{theme\}/g, THEME_NOUNS[req.theme] ?? themeLabel(req.theme).toLowerCase())
        .replace(/\{sleep\}/g, info?.sleep ?? 'curled up for a rest'),
    );

  const contributions = req.contributions
    .map((c) => ({ ...c, text: tidy(c.text) }))
    .filter((c) => c.text.length > 0);
  const pieces: Piece[] = [];
  const firstKind = contributions[0]?.promptType ?? 'start';
  pieces.push({ author: 'narrator', kind: firstKind, text: vars(rng.pick(OPENINGS)) });
  const usedBridges = new Set<string>();
  const seenKinds = new Set<PromptType>();
  contributions.forEach((c, i) => {
    const later = seenKinds.has(c.promptType);
    seenKinds.add(c.promptType);
    if (i > 0) {
      const all = BRIDGES[c.promptType][later ? 1 : 0];
      const options = all.filter((b) => !usedBridges.has(b));
      let bridge = rng.pick(options.length ? options : all);
      usedBridges.add(bridge);
      // Now and then the animal does something true to it, so the narration has a little life.
      if (info && rng.chance(0.4)) bridge += ` The ${animal} ${rng.pick(info.habits)}.`;
      pieces.push({ author: 'narrator', kind: c.promptType, text: vars(bridge) });
    }
    pieces.push({ author: c.author, kind: c.promptType, text: endsSentence(c.text) });
  });
  pieces.push({ author: 'narrator', kind: 'end', text: capitalise(vars(rng.pick(CLOSINGS))) });

  // A very short story may have had a part split across two pages: the pages are the truth.
  const pages = layOutPages(pieces, req);
  const parts: StoryPart[] = pages.flatMap((p) => p.parts);
  const content = parts.map((p) => p.text).join('\n\n');
  return {
    title: req.title,
    content,
    wordCount: countWords(content),
    parts,
    pages,
    seed: req.seed,
    provider: 'builtin',
  };
}

/**
 * Exactly BOOK.storyPages pages: neighbouring short pieces share a page (the lightest pair first);
 * with too few pieces the longest splits at a sentence boundary, keeping its author.
 */
function layOutPages(pieces: readonly Piece[], req: WeaveRequest): WovenPage[] {
  let pages: Piece[][] = pieces.map((p) => [p]);
  const words = (page: Piece[]) => page.reduce((n, p) => n + countWords(p.text), 0);
  // A bridge introduces the part after it, so it prefers that part's page, never the one before.
  const mergeCost = (a: Piece[], b: Piece[], isLast: boolean) => {
    const w = words(a) + words(b);
    const aEnd = a[a.length - 1]!;
    const bStart = b[0]!;
    if (aEnd.author === 'narrator' && bStart.author !== 'narrator') return w * 0.5;
    if (aEnd.author !== 'narrator' && bStart.author === 'narrator' && !isLast) return w * 3;
    return w;
  };
  while (pages.length > BOOK.storyPages) {
    let best = 0;
    let bestWords = Infinity;
    for (let i = 0; i < pages.length - 1; i++) {
      const w = mergeCost(pages[i]!, pages[i + 1]!, i + 1 === pages.length - 1);
      if (w < bestWords) {
        best = i;
        bestWords = w;
      }
    }
    pages = [
      ...pages.slice(0, best),
      [...pages[best]!, ...pages[best + 1]!],
      ...pages.slice(best + 2),
    ];
  }
  while (pages.length < BOOK.storyPages) {
    // Split the longest single-piece page that has more than one sentence.
    let target = -1;
    let targetWords = 0;
    pages.forEach((page, i) => {
      if (page.length === 1 && sentences(page[0]!.text).length > 1 && words(page) > targetWords) {
        target = i;
        targetWords = words(page);
      }
    });
    if (target < 0) break;
    const piece = pages[target]![0]!;
    const all = sentences(piece.text);
    const half = Math.ceil(all.length / 2);
    const first: Piece = { ...piece, text: all.slice(0, half).join(' ') };
    const second: Piece = { ...piece, text: all.slice(half).join(' ') };
    pages = [...pages.slice(0, target), [first], [second], ...pages.slice(target + 1)];
  }

  let setting = 'a sunny meadow';
  return pages.map((page, i) => {
    const text = page.map((p) => p.text).join('\n\n');
    setting = SETTING_WORDS.find(([re]) => re.test(text))?.[1] ?? setting;
    const main = page.find((p) => p.author !== 'narrator') ?? page[0]!;
    const firstSentence = sentences(main.text)[0] ?? main.text;
    const scene: SceneDescription = {
      setting,
      timeOfDay:
        TIMES[Math.round((i * (TIMES.length - 1)) / Math.max(1, pages.length - 1))] ?? 'afternoon',
      weather: WEATHER_WORDS.find(([re]) => re.test(text))?.[1] ?? 'clear',
      characters: [req.childName, `the ${req.animal.toLowerCase()}`],
      action: firstSentence.length > 160 ? `${firstSentence.slice(0, 157)}...` : firstSentence,
      mood: i === pages.length - 1 ? 'peaceful' : MOOD_BY_TYPE[main.kind],
    };
    return { text, scene, parts: page.map(({ author, text: t }) => ({ author, text: t })) };
  });
}
