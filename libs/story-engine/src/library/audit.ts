import {
  HELPER_SPECIES,
  PRONOUNS,
  canDo,
  drawnPose,
  STORY_LENGTHS,
  bandLengths,
  type Animal,
  type PageScene,
  type Pronoun,
} from '@shop/contracts';
import { allowedAnimals, castStory } from './casting';
import { TOLERANCE } from './fit';
import { displayPath, StoryFileError } from './loader';
import { renderBook, type RenderedBook } from './render';
import { type LibraryStory } from './schema';
import { SPECIES, hasAbility, type Ability } from './species';

/**
 * Checks a parsed story the way a reader would find its faults: it is told with every pronoun and
 * every animal that may play it, and every telling is searched for unfilled slots, broken
 * agreement, wrong articles, a companion doing what its kind cannot, and the length fit at every
 * length of its band. Each problem is one line naming the file, the page and what is wrong.
 */

/** Verb forms that never follow the pronoun (a question's "did she have" is left alone). */
const MODAL =
  '[Dd]id|[Dd]oes|[Dd]o|[Ww]ould|[Cc]ould|[Ss]hould|[Ww]ill|[Cc]an|[Mm]ight|[Mm]ust|[Mm]ay|' +
  '[Dd]idn’t|[Dd]oesn’t|[Ww]on’t|[Cc]an’t|[Cc]ouldn’t|[Ww]ouldn’t|[Ss]houldn’t|[Ll]et|[Mm]ake|' +
  '[Hh]elp|[Ww]atch(?:ed)?|[Ss]aw|[Hh]eard|[Mm]ade|[Hh]elped';
const AGREEMENT: readonly RegExp[] = [
  /\b(?:they|They) (?:was|is|has|does|wasn’t|isn’t|hasn’t|doesn’t)\b/,
  new RegExp(
    `(?<!\\b(?:${MODAL}) )\\b(?:she|he|She|He) (?:are|have|do|aren’t|haven’t|don’t|weren’t)\\b`,
  ),
  // "as if he were", "wished she were": the subjunctive is right
  /(?<!\b(?:[Ii]f|[Ww]ish|[Ww]ished|[Tt]hough|[Ww]ho) )\b(?:she|he|She|He) were\b/,
  /\b(?:they|They)’s\b/,
  /\b(?:she|he|She|He) (?:themself|themselves)\b/,
];

/** "a owl", "an fox": the article does not fit the next word's sound. */
const ARTICLE =
  /\b(?:a|A) (?!uni|use|usu|eu|one\b|once\b|u\b)[aeiouAEIOU]\w*|\b(?:an|An) (?!hour|honest|honou?r|heir)[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\w*/;

/** Verbs that show an ability when they follow the companion's name within a few words. */
const DEEDS: readonly (readonly [Ability, RegExp])[] = [
  ['fly', /^(?:flew|flies|flying|soared|swooped|flapped up|took off|took flight)\b/],
  ['swim', /^(?:swam|swims|swimming|dived|dove|paddled out|swam out)\b/],
  ['climb', /^(?:climbed|climbs|climbing|clambered up|scrambled up|shinned)\b/],
  ['dig', /^(?:dug|digs|digging|burrowed|scrabbled)\b/],
];

/** A companion pose that only some kinds can take. */
const POSE_ABILITY: Partial<Record<string, Ability>> = { fly: 'fly', swim: 'swim', climb: 'climb' };

interface Telling {
  animal: Animal;
  pronoun: Pronoun;
  book: RenderedBook;
  petName: string;
}

/** Every telling the tests and the report walk: each pronoun × each allowed animal, every passage in. */
function tellings(story: LibraryStory, childName = 'Mia'): Telling[] {
  const out: Telling[] = [];
  for (const animal of allowedAnimals(story))
    for (const pronoun of PRONOUNS) {
      const ctx = castStory(story, { childName, animal, pronoun, seed: 1 });
      out.push({ animal, pronoun, petName: ctx.pet.name, book: renderBook(story, ctx, Infinity) });
    }
  return out;
}

/**
 * Problems of one telling's pages, each as "page N: what", with the companion's name and kind
 * written back as slots so the same fault reads the same for every animal.
 */
function tellingProblems(story: LibraryStory, t: Telling): string[] {
  const out: string[] = [];
  const species = SPECIES[t.animal];
  const neutral = (text: string) =>
    text
      .split(t.petName)
      .join('{pet}')
      .replace(new RegExp(`\\b${species.kinds}\\b`, 'g'), '{pet.kinds}')
      .replace(new RegExp(`\\b${t.animal}\\b`, 'g'), '{pet.kind}');
  const at = (page: number, what: string) => `page ${page + 1}: ${neutral(what)}`;
  t.book.pages.forEach((p, i) => {
    for (const [field, text] of [
      ['text', p.text],
      ['scene.action', p.scene.action],
    ] as const) {
      if (/[{}]/.test(text))
        out.push(at(i, `${field}: a "{" or "}" left in "${around(text, text.search(/[{}]/))}"`));
      for (const re of AGREEMENT) {
        const m = re.exec(text);
        if (m) out.push(at(i, `${field}: agreement "${around(text, m.index)}"`));
      }
      const a = ARTICLE.exec(text);
      if (a) out.push(at(i, `${field}: article "${a[0]}"`));
      for (const deed of deedsOf(text, t.petName))
        if (!hasAbility(t.animal, deed.ability))
          out.push(
            at(
              i,
              `${field}: the companion does what only some kinds can (${deed.ability}): "${deed.words}"`,
            ),
          );
    }
    for (const w of sceneProblems(p.scene, t.animal)) out.push(at(i, `scene: ${w}`));
  });
  return out;
}

/** The deeds the text gives the companion: its name, then within three words a telling verb. */
function deedsOf(text: string, pet: string): { ability: Ability; words: string }[] {
  const out: { ability: Ability; words: string }[] = [];
  const name = new RegExp(`\\b${pet}(?:’s)?\\b`, 'g');
  for (let m = name.exec(text); m; m = name.exec(text)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    const words = after.split(/\s+/).filter(Boolean).slice(0, 4);
    for (let k = 0; k < words.length; k++) {
      if (/[.!?;:”]$/.test(words[k - 1] ?? '')) break;
      const rest = words.slice(k).join(' ').toLowerCase();
      for (const [ability, re] of DEEDS)
        if (re.test(rest))
          out.push({ ability, words: `${m[0]} ${words.slice(0, k + 1).join(' ')}` });
    }
  }
  return out;
}

/**
 * A companion posed as its kind cannot be, a child riding one that cannot carry a rider, or an
 * animal helper in a pose the illustrator cannot draw for its body (canDo: it would be drawn in
 * another, a bee asked to swim splashes).
 */
export function sceneProblems(scene: PageScene, animal: Animal): string[] {
  const out: string[] = [];
  for (const f of scene.figures) {
    if (f.kind && (HELPER_SPECIES as readonly string[]).includes(f.kind) && !canDo(f.kind, f.pose))
      out.push(
        `${f.who} (${f.kind}) cannot be drawn "${f.pose}": a ${f.kind} is drawn "${drawnPose(f.kind, f.pose)}"`,
      );
    if (f.who === 'companion') {
      if (f.pose === 'ride')
        out.push('the companion rides (ride is the child on a companion’s back)');
      const need = POSE_ABILITY[f.pose];
      if (need && !hasAbility(animal, need))
        out.push(`the companion's pose "${f.pose}" needs ${need}`);
    }
    if (f.who === 'child' && f.pose === 'ride' && !hasAbility(animal, 'ride'))
      out.push('the child rides the companion, which needs ride');
  }
  return out;
}

/** Consecutive pages that share setting, framing and poses: the same picture twice. */
export function samePictureProblems(story: LibraryStory): string[] {
  const out: string[] = [];
  const poses = (s: PageScene) =>
    s.figures
      .map((f) => `${f.who}:${f.pose}`)
      .sort()
      .join(',');
  for (let i = 1; i < story.pages.length; i++) {
    const a = story.pages[i - 1]!.scene;
    const b = story.pages[i]!.scene;
    if (a.setting === b.setting && a.framing === b.framing && poses(a) === poses(b))
      out.push(
        `${displayPath(story.file)}: page ${i + 1}: scene: same setting, framing and poses as page ${i} (move the camera, the place or the people)`,
      );
  }
  return out;
}

/** The band's lengths the story misses by more than TOLERANCE (the first two animals tried). */
export function lengthProblems(story: LibraryStory): string[] {
  const misses = new Map<number, number>();
  let range = { base: 0, full: 0 };
  for (const animal of allowedAnimals(story).slice(0, 2)) {
    const ctx = castStory(story, { childName: 'Mia', animal, pronoun: 'they', seed: 1 });
    for (const target of bandLengths(story.band)) {
      const book = renderBook(story, ctx, target, STORY_LENGTHS[story.band].max);
      range = book.range;
      if (Math.abs(book.wordCount / target - 1) > TOLERANCE) misses.set(target, book.wordCount);
    }
  }
  if (misses.size === 0) return [];
  const list = [...misses].map(([asked, got]) => `${asked} asked → ${got}`).join(', ');
  return [
    `${displayPath(story.file)}: length: ${list} (±${TOLERANCE * 100}% allowed; base ${range.base} words, with every passage ${range.full})`,
  ];
}

/**
 * A helper's name written out instead of its slot. Names come from the slot so that a child who
 * shares one ("Tess", "Max") never meets a second Tess: the slot then takes the helper's next
 * name, and a name written out would not follow.
 */
function writtenNameProblems(story: LibraryStory): string[] {
  const out: string[] = [];
  const sources: [string, string][] = [
    ['title', story.title],
    ...Object.entries(story.tricks).flatMap(([trick, tellings]) =>
      tellings.map(([ability, text]): [string, string] => [`trick ${trick} (${ability})`, text]),
    ),
    ...story.pages.flatMap((page, i): [string, string][] => [
      [`page ${i + 1}`, page.text],
      [`page ${i + 1}: scene`, page.scene.action ?? ''],
    ]),
  ];
  for (const [slot, helper] of Object.entries(story.helpers))
    for (const name of helper.names)
      for (const [where, text] of sources) {
        const outside = text.replace(/\{[^}]*\}/g, ' ');
        const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`(?<![\\w])${escaped}(?![\\w])`).test(outside))
          out.push(
            `${displayPath(story.file)}: ${where}: "${name}" is written out: write {${slot}} (a child who shares the name gets the helper's next one)`,
          );
      }
  return out;
}

/** A few whole words either side of a place in a text. */
function around(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 30), at).replace(/^\S*\s/, '');
  const after = text.slice(at, at + 40).replace(/\s\S*$/, '');
  return `${before}${after}`.replace(/\s+/g, ' ');
}

/** Every problem of a story (empty when it is fit to publish). */
export function auditStory(story: LibraryStory): string[] {
  try {
    // one line per problem, with the animals and pronouns whose tellings show it
    const found = new Map<string, { animals: Set<Animal>; pronouns: Set<Pronoun> }>();
    for (const t of tellings(story))
      for (const p of tellingProblems(story, t)) {
        const seen = found.get(p) ?? { animals: new Set(), pronouns: new Set() };
        seen.animals.add(t.animal);
        seen.pronouns.add(t.pronoun);
        found.set(p, seen);
      }
    const name = displayPath(story.file);
    const out = [...found].map(
      ([p, who]) =>
        `${name}: ${p} (${[...who.animals].join(', ')}; ${[...who.pronouns].join('/')})`,
    );
    return [
      ...out,
      ...writtenNameProblems(story),
      ...samePictureProblems(story),
      ...lengthProblems(story),
    ];
  } catch (e) {
    if (e instanceof StoryFileError) return [...e.problems];
    throw e;
  }
}
