import {
  BOOK,
  COLLABORATIVE_WORD_COUNT,
  type ContributorType,
  DEFAULT_PRONOUN,
  type Mood,
  type FlatScene,
  fromFlatScene,
  type Pose,
  type Pronoun,
  type PromptType,
  type SettingKind,
  type StoryPart,
  type StoryTheme,
  type TimeOfDay,
  type Weather,
} from '@shop/contracts';
import { THEME_MATERIAL } from '../plot/themes';
import { voicePage } from '../plot/voice';
import { Rng } from '../rng';
import { capitalise, capitaliseSentences, countWords, fixArticles, sentences } from '../text';
import type { BookPage } from '../types';

/** How close a woven story comes to the collaborative length (the parts permitting). */
export const WEAVE_TOLERANCE = 0.05;

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
  /** How the narration refers to the child after the first mention on a page; default 'they'. */
  pronoun?: Pronoun;
  /** Default COLLABORATIVE_WORD_COUNT. */
  wordCount?: number;
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

/**
 * Narration that carries the family's story on: after each part, what the child and the animal do
 * next with the thing that part brought in ({np}: "the tiny map"). Never a comment on the story.
 * Tokens as in the engine: {C} the child (name first on a page, then the pronoun), {P} the animal.
 */
const OPENINGS: readonly string[] = [
  'This is the story of {N} and {P}, and it begins exactly the way {N} and a grown-up wrote it.',
  'Once, on an ordinary day that was about to stop being ordinary, {N} and {P} were together.',
  'It started, as the best stories do, with {N}, {P} and something nobody expected.',
];

const FOLLOW: Readonly<Record<PromptType, readonly string[]>> = {
  start: [
    '{C} looked at {np} for a long time. "Do you know what this means?" {C} asked. {P} did not know, but {P} was ready to find out.',
    '{P} sniffed at {np} and then looked up at {Cobj}, as if to say: well, what are we waiting for?',
    '{C} took a deep breath. Nothing about {np} made sense yet, and that was exactly what made it exciting.',
    '"We should tell someone," said {C}. Then {C} looked at {P}, and {P} looked at {np}, and they decided to find out a little more first.',
    '{C} turned {np} over in {C\u2019s} mind, the way you turn a shell to see the pretty side. Where had it come from? What was it for?',
  ],
  middle: [
    'That made things harder, and {C} knew it. Still, {C} had come too far to stop now, and {P} pressed close for courage.',
    '{C} thought about {np} and about what to try next. "One step at a time," {C} told {P}. "That is how it works."',
    '"What now?" whispered {C}. {P} did not answer, but {P} started forward, and {C} followed.',
    'For a moment nobody moved. Then {C} remembered {np}, and an idea began to grow, small at first and then bigger.',
    'It was a puzzle, and {C} liked puzzles. {C} looked at {np} from one side and then the other, while {P} waited patiently.',
  ],
  custom: [
    '{C} thought about that for a while. It was the kind of thing that is easy to say and harder to do, and {C} wanted to do it.',
    '{P} nudged {C\u2019s} hand. It was {P}\u2019s way of saying: you already know what is right.',
    '{C} kept {np} in mind and carried on, a little wiser than before.',
  ],
  end: [
    'And just like that, everything that had seemed tangled came loose. {C} laughed out loud, and {P} did a happy little dance.',
    '{C} looked back at everything that had happened since the morning, from the very first surprise to {np}, and felt proud.',
    '"We did it," said {C}. {P} leaned against {Cobj}, warm and tired and pleased.',
    'The sky was turning gold now. It was time to head home, and {C} and {P} walked slowly, talking over every part of the day.',
  ],
};

/** More of the same beat when the story is still short of its length (used once each). */
const MORE: readonly string[] = [
  '"Tell me again," said {C}, "how it all started." And {P} listened while {C} told it, because the best parts are worth hearing twice.',
  '{C} noticed how quiet everything had gone, as if the whole world were waiting to see what {C} and {P} would do about {np}.',
  '{P} stopped to look at {np} very closely, nose almost touching it, and {C} waited, because {P} noticed things.',
  '{C} made a plan: first look, then think, then act. It was a good plan, and {P} seemed to agree.',
  '"Are you scared?" asked {C}. {P} thought about it. Maybe a little, but together they were braver than either of them alone.',
  'They walked on side by side. Every so often {C} glanced at {P}, and every time, {P} was already looking back.',
  '{C} remembered what Grandma always said when things got tricky: slow down, and look again. So {C} and {P} did.',
  '{P} found a spot to sit and think, and {C} sat too. From there they could see everything, including {np}.',
  '"I never thought today would turn out like this," said {C}. {P} gave a look that said: neither did I, and is it not wonderful?',
  '{C} held very still and listened. Somewhere close by, something was happening, and it had to do with {np}.',
  '{P} trotted a little way ahead and then came back, as if to check that {C} {was} still coming. Of course {C} {was}.',
  '{C} counted to three, the way you do before something brave. On three, {C} and {P} went forward together.',
  '"What would a real explorer do?" wondered {C}. {P} had no idea, but {P} was sure a real explorer would not give up, and neither would they.',
  '{C} thought about {np} again. It was funny how one thing could change a whole day.',
  'The longer they went on, the braver {C} felt. It was as if every step made the next one easier.',
  '{P} stretched, shook all over and looked ready for anything, which made {Cobj} feel ready too.',
  '{C} whispered a plan into {P}\u2019s ear. {P} listened very seriously and then nodded.',
  'For a while neither of them said a word. They did not need to. They both knew what came next.',
  '"Look," said {C}, pointing. {P} looked, and there it was again: {np}, just as they had left it.',
  '{C} wondered what the grown-ups at home would say when they heard about {np}. They would probably not believe a word of it.',
  '{P} sat down firmly, which was {P}\u2019s way of saying that this part needed thinking about. So {C} thought.',
  'A little shiver of excitement ran all the way from {C\u2019s} toes to the top of {C\u2019s} head.',
  '"Whatever happens," said {C}, "we stick together." {P} pressed close, which meant yes.',
  '{C} took one careful step, then another. {P} copied every step exactly, which made {Cobj} giggle.',
  'It was the kind of moment you remember for a long time afterwards: {C}, {P} and {np}, all at once.',
  '{P} made a small, happy sound, and {C} knew that {P} was enjoying every minute of this.',
];

const CLOSINGS: readonly string[] = [
  'That night, {C} fell asleep thinking about {np}, and {P} curled up close by. It had been the very best kind of day. The End.',
  'At bedtime, {C} told the whole story one more time, very softly, and {P} was asleep before the end. The End.',
  'And whenever {N} tells this story, {P} is always in it, right where {P} belongs. The End.',
];

/** Settings a part may name, in the scene vocabulary. */
const SETTING_WORDS: readonly [RegExp, SettingKind][] = [
  [/\b(space|planet|moon|rocket|stars?)\b/i, 'night-sky'],
  [/\b(ocean|sea|underwater|waves?|beach|sand|shore)\b/i, 'beach'],
  [/\b(castle|palace|tower|mountain|cliff)s?\b/i, 'mountain'],
  [/\b(hill)s?\b/i, 'hill'],
  [/\b(snow|snowy|ice|icy)\b/i, 'snowy-field'],
  [/\b(lake|pond)\b/i, 'pond'],
  [/\b(river|stream)\b/i, 'river'],
  [/\b(forest|woods|cave)\b/i, 'forest'],
  [/\b(garden|flowers?|shed)\b/i, 'garden'],
  [/\b(park)\b/i, 'park'],
  [/\b(city|town|street)\b/i, 'village-street'],
  [/\b(school|classroom)\b/i, 'classroom'],
  [/\b(kitchen)\b/i, 'kitchen'],
  [/\b(bedroom|bed)\b/i, 'bedroom'],
  [/\b(house|home)\b/i, 'living-room'],
];
const WEATHER_WORDS: readonly [RegExp, Weather][] = [
  [/\b(rain|rainy|puddles?|storm)\b/i, 'rainy'],
  [/\b(snow|snowy|snowflakes?)\b/i, 'snowy'],
  [/\b(wind|windy|breeze)\b/i, 'windy'],
  [/\b(fog|foggy|mist)\b/i, 'foggy'],
  [/\b(cloud|cloudy)\b/i, 'cloudy'],
];
const TIMES: readonly TimeOfDay[] = [
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
const MOOD_BY_TYPE: Readonly<Record<PromptType, Mood>> = {
  start: 'excited',
  middle: 'brave',
  custom: 'calm',
  end: 'happy',
};
const POSE_BY_TYPE: Readonly<Record<PromptType, Pose>> = {
  start: 'look',
  middle: 'walk',
  custom: 'listen',
  end: 'hug',
};

/** Words that end a noun phrase: small words and common verbs. */
const STOP =
  /^(with|and|or|but|on|in|at|to|of|for|from|by|into|under|over|behind|was|were|is|are|had|has|felt|sat|ran|went|came|found|made|got|saw|grew|said|looked|too|very|so|that|who|which|it|they|she|he|out|up|down|off|away|back|there|here|all)$/;

/**
 * The first thing a part brought in ("a tiny map with a big red X" → "the tiny map"), for the
 * narration after it; not the animal itself, and never more than three words.
 */
function thingOf(text: string, animal: string): string | undefined {
  const tokens = text.split(/[^A-Za-z\u2019']+/);
  for (let i = 0; i < tokens.length; i++) {
    if (!/^(a|an|the|some)$/i.test(tokens[i]!)) continue;
    const words: string[] = [];
    for (const w of tokens.slice(i + 1, i + 5)) {
      if (!/^[a-z]+$/.test(w) || STOP.test(w) || /(ed|ing|ly)$/.test(w) || words.length === 3)
        break;
      words.push(w);
    }
    const head = words[words.length - 1];
    if (
      !head ||
      head.length < 3 ||
      head === animal ||
      /^(way|time|day|end|lot|bit|same|other|one|first|last|next|little|big)$/.test(head)
    )
      continue;
    return `the ${words.join(' ')}`;
  }
  return undefined;
}

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
 * Weaves the writers' parts into one story of the collaborative length: each contribution in order
 * and in its author's own words, and narration between them that carries their story on (what the
 * child and the animal do next with what the part brought in), laid out on the book's pages with
 * every part's author kept. The narration grows or shrinks to bring the story within
 * WEAVE_TOLERANCE of COLLABORATIVE_WORD_COUNT; parts that alone exceed it keep only an opening and
 * a closing.
 */
export function weaveCollaborativeStory(req: WeaveRequest): WovenStory {
  const rng = new Rng(req.seed ^ 0xc011ab);
  const animal = req.animal.toLowerCase();
  const target = req.wordCount ?? COLLABORATIVE_WORD_COUNT;
  const contributions = req.contributions
    .map((c) => ({ ...c, text: tidy(c.text) }))
    .filter((c) => c.text.length > 0);
  const voice = (t: string, np: string) =>
    capitaliseSentences(
      fixArticles(
        voicePage([t.replace(/\{np\}/g, np)], {
          name: req.childName.trim(),
          pronoun: req.pronoun ?? DEFAULT_PRONOUN,
          vars: { P: `the ${animal}` },
        }).texts[0]!,
      ),
    );

  // narration slots: the opening, one after each part (before the next), the closing
  const follow = new Map<PromptType, string[]>(
    Object.entries(FOLLOW).map(([k, v]) => [k as PromptType, rng.shuffle(v)]),
  );
  const more = rng.shuffle(MORE);
  let np = 'the day';
  type Slot = { kind: PromptType; lines: string[]; np: string };
  const slots: Slot[] = [];
  const sequence: (Slot | (typeof contributions)[number])[] = [];
  const opening: Slot = {
    kind: contributions[0]?.promptType ?? 'start',
    lines: [rng.pick(OPENINGS)],
    np,
  };
  sequence.push(opening);
  for (const c of contributions) {
    sequence.push(c);
    np = thingOf(c.text, animal) ?? np;
    const slot: Slot = { kind: c.promptType, lines: [], np };
    slots.push(slot);
    sequence.push(slot);
  }
  const closing: Slot = { kind: 'end', lines: [rng.pick(CLOSINGS)], np };
  sequence.push(closing);

  const partWords = contributions.reduce((n, c) => n + countWords(c.text), 0);
  const wordsNow = () =>
    partWords +
    [opening, ...slots, closing].reduce(
      (n, s) => n + s.lines.reduce((m, l) => m + countWords(voice(l, s.np)), 0),
      0,
    );
  // fill the slots round by round: first each part's own follow-up, then more of the same beat
  const aim = target * (1 - WEAVE_TOLERANCE / 2);
  let progress = true;
  for (let round = 0; progress && wordsNow() < aim; round++) {
    progress = false;
    for (const slot of slots) {
      if (wordsNow() >= aim) break;
      const pool = follow.get(slot.kind)!;
      const line = round < 2 ? pool.shift() : undefined;
      const next =
        line ??
        more.shift() ??
        pool.shift() ??
        follow.get('middle')!.shift() ??
        follow.get('start')!.shift() ??
        follow.get('custom')!.shift();
      if (!next) continue;
      if (wordsNow() + countWords(voice(next, slot.np)) > target * (1 + WEAVE_TOLERANCE / 2))
        continue;
      slot.lines.push(next);
      progress = true;
    }
  }

  const pieces: Piece[] = [];
  for (const item of sequence) {
    if ('author' in item)
      pieces.push({ author: item.author, kind: item.promptType, text: endsSentence(item.text) });
    else
      for (const l of item.lines)
        pieces.push({ author: 'narrator', kind: item.kind, text: voice(l, item.np) });
  }

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
    // the narration splits first, so a writer's part stays in one piece where it can
    const score = (page: Piece[]) => words(page) * (page[0]!.author === 'narrator' ? 4 : 1);
    pages.forEach((page, i) => {
      if (page.length === 1 && sentences(page[0]!.text).length > 1 && score(page) > targetWords) {
        target = i;
        targetWords = score(page);
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

  const m = THEME_MATERIAL.get(req.theme as StoryTheme);
  let setting: SettingKind = m?.place ?? 'meadow';
  return pages.map((page, i) => {
    const text = page.map((p) => p.text).join('\n\n');
    const said = page
      .filter((p) => p.author !== 'narrator')
      .map((p) => p.text)
      .join(' ');
    setting = SETTING_WORDS.find(([re]) => re.test(said))?.[1] ?? setting;
    const main = page.find((p) => p.author !== 'narrator') ?? page[0]!;
    const firstSentence = sentences(main.text)[0] ?? main.text;
    const last = i === pages.length - 1;
    const scene: FlatScene = {
      setting: last ? 'bedroom' : setting,
      timeOfDay: last
        ? 'night'
        : (TIMES[Math.round((i * (TIMES.length - 2)) / Math.max(1, pages.length - 2))] ??
          'afternoon'),
      weather: WEATHER_WORDS.find(([re]) => re.test(said))?.[1] ?? 'sunny',
      season: m?.season ?? 'summer',
      child: true,
      companion: true,
      cast: [],
      pose: last ? 'sleep' : POSE_BY_TYPE[main.kind],
      mood: last ? 'sleepy' : MOOD_BY_TYPE[main.kind],
      action: firstSentence.length > 160 ? `${firstSentence.slice(0, 157)}...` : firstSentence,
    };
    return {
      text,
      scene: fromFlatScene(scene),
      parts: page.map(({ author, text: t }) => ({ author, text: t })),
    };
  });
}
