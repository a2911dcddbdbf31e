import {
  DEFAULT_PRONOUN,
  SETTINGS,
  type AgeRange,
  type PageScene,
  type Pronoun,
} from '@shop/contracts';
import { sentences } from '../text';
import type { ComposedStory, StoryRequest } from '../types';

/**
 * The measures a parent notices, per story: words that contradict their page's place and time, known glitch patterns, how often the child is named. Pure
 * functions over the finished text and its page scenes, so an LLM's story is checked the same way.
 */

/** Known bad patterns: each one quoted from a story a parent read, and the class it belongs to. */
export const GLITCHES: readonly {
  name: string;
  re: RegExp;
  /** Only for a child called by this pronoun (other pronouns make the words right). */
  onlyFor?: readonly Pronoun[];
}[] = [
  { name: 'word swap "this really day"', re: /\bthis really day\b/i },
  { name: 'word swap "a so good"', re: /\ba so \w+ \w+/i },
  { name: 'word swap "with no plan at all that"', re: /\bwith no plan at all that\b/i },
  { name: '"strolled the duckling back"', re: /\bstrolled the \w+ back\b/i },
  {
    name: '"there was" with a plural',
    re: /\bthere was (two|three|four|five|six|seven|eight|nine|ten|many|\d+) /i,
  },
  { name: '"tilted a head"', re: /\b(tilted|shook|nodded|turned|lifted) a head\b/i },
  {
    // the companion has no pronoun, so its own body part is told without repeating its name;
    // the name as the subject of a verb a word or two before it: a name said again further on
    // in a long sentence ("the leaf that had been on Mia\u2019s head") is only a name
    name: 'a name owning its own body in one clause ("Bumble shook Bumble\u2019s head")',
    re: /\b(\p{Lu}\p{Ll}+) \p{Ll}+(?: \p{Ll}+)? \1['\u2019]s (head|paws?|nose|tail|ears|eyes)\b/u,
  },
  {
    // a child called "they" has "their" tummy
    name: 'a plural possessive on one body ("a small knot in their belly")',
    re: /\bin their (belly|tummy|chest)\b/i,
    onlyFor: ['she', 'he'],
  },
  {
    name: 'two animals\u2019 sounds together ("Moo! Baa!")',
    // two different ones: one animal may say its own twice ("Quack! Quack!")
    re: /\b(Moo|Baa|Quack|Woof|Oink|Neigh|Cluck)! (?!\1!)(Moo|Baa|Quack|Woof|Oink|Neigh|Cluck)!/,
  },
  // after a lower-case letter: a word in capitals ("IT\u2019S") is written so on purpose
  { name: 'a capital after an apostrophe ("Mia\u2019S")', re: /\p{Ll}['\u2019]S\b/u },
  {
    // after the quote it tells, or ending the sentence; "Mia said she would ask" reports speech
    name: 'a pronoun after its speech verb ("asked she")',
    re: /["\u201d]\s*(said|asked|called|whispered|cried) (she|he)\b|\b(said|asked|called|whispered|cried) (she|he)[.!?]/,
  },
  {
    // after a verb that takes the child as its object, or a preposition: "her", "him", "them";
    // a word after a determiner is a noun ("the help she needed"), and a clause may follow "for"
    // ("for she was tired"), so a verb after the pronoun clears it
    name: 'a subject pronoun as an object ("followed she", "looked at he")',
    re: new RegExp(
      `(?<!\\b(?:the|a|an|any|some|more|no|of|his|her|their|its|my|your|our|every|each|this|that|what)\\s)\\b(?:${[
        'follow(?:ed)?',
        'hurr(?:y|ied)',
        'help(?:ed)?',
        'thank(?:ed)?',
        'hug(?:ged)?',
        'watch(?:ed)?',
        'nudge[sd]?',
        'pull(?:ed)?',
        'push(?:ed)?',
        'let',
        'made',
        'make',
        'pointed',
        'cost',
        'blame[sd]?',
        'turned on',
        'show(?:ed)?',
        'gave',
        'give',
        'told',
        'tell',
        'join(?:ed)?',
        'carr(?:y|ied)',
        'lift(?:ed)?',
        'remind(?:ed)?',
        'invited?',
        'taught',
        'teach',
        'guided?',
        'tug(?:ged)?',
        'lick(?:ed)?',
        'greet(?:ed)?',
        'warn(?:ed)?',
        'at',
        'to',
        'for',
        'with',
        'without',
        'beside',
        'behind',
        'toward',
        'towards',
        'near',
        'about',
        'into',
        'onto',
        'from',
        'of',
        'between',
        'against',
      ].join(
        '|',
      )}) (?:she|he|they)\\b(?! (?:was|were|is|are|had|has|did|could|would|said|asked|knew|thought|felt|wanted|saw|went)\\b)`,
    ),
  },
  { name: 'a slot left unfilled', re: /[{}[\]]|\bundefined\b|\bNaN\b/ },
];

/**
 * Words said twice on purpose ("Swirl, swirl" has a comma; these may not), and twice by grammar
 * ("she had had enough", "so that that was").
 */
const REPEATABLE = new Set([
  'had',
  'that',
  'night',
  'go',
  'beep',
  'la',
  'very',
  'far',
  'round',
  'on',
  'no',
  'thump',
  'boom',
  'bump',
  'swirl',
  'splash',
  'pull',
  'pedal',
  'hop',
  'knock',
  'tap',
  'clap',
  'buzz',
  'ha',
  'ooh',
  'tick',
  'whoosh',
  'again',
  'up',
  'down',
  'look',
  'trot',
  'step',
]);

/** What each animal says, to catch a sound given to the wrong animal. */
const SOUNDS: Readonly<Record<string, string>> = {
  duck: 'Quack!',
  frog: 'Ribbit!',
  otter: 'Squeak!',
  robin: 'Tweet-tweet!',
  squirrel: 'Chitter!',
  mouse: 'Squeak!',
  hedgehog: 'Snuffle!',
  badger: 'Grunt!',
  bee: 'Buzz!',
  magpie: 'Chack-chack!',
  crow: 'Caw!',
  beaver: 'Slap!',
  mole: 'Sniff!',
  hen: 'Cluck!',
  goat: 'Maa!',
  sheep: 'Baa!',
  cow: 'Moo!',
  horse: 'Neigh!',
  donkey: 'Hee-haw!',
  dog: 'Woof!',
  cat: 'Miaow!',
};

/** The same bad classes, checked with context: a counting line needs what it counts. */
function contextGlitches(story: ComposedStory): string[] {
  const out: string[] = [];
  const paras = story.content.split(/\n\n/);
  paras.forEach((para, i) => {
    // what is counted may be told in the paragraph before, or after ("counted them. Six plates")
    if (
      /\bcounted them\b/i.test(para) &&
      !/\b\w+s\b/i.test(`${paras[i - 1] ?? ''} ${para.replace(/\bcounted them\b/gi, '')}`)
    )
      out.push(`"counted them" with nothing to count: "${para.slice(0, 60)}"`);
    // a paragraph may go on from one that trails off ("Inside the box was\u2026" / "two cookies!",
    // "In a glass box, on red cloth," / "the castle key.")
    const goesOn = /[\u2026:\u2014,]["\u201d]?$/u.test(paras[i - 1]?.trim() ?? '');
    sentences(para).forEach((s, k) => {
      // after its opening quote, bracket or currency sign; a line trailing on from "…" ("…eight,
      // nine") and a lone quote mark are no sentence start
      if (!/[\p{L}\p{N}]/u.test(s) || /^["\u201c\u2018(]?\u2026/u.test(s)) return;
      if (k === 0 && goesOn) return;
      if (!/^["\u201c\u2018(]?\p{Sc}?[\p{Lu}\p{N}]/u.test(s))
        out.push(`sentence starts lower-case: "${s.slice(0, 50)}"`);
    });
    // a sound belongs to the animal that says it: '"Moo!" said the sheep' is wrong
    for (const m of para.matchAll(/"([A-Z][\w-]*!)[^"]*" said the (\w+)/g)) {
      const sound = SOUNDS[m[2]!];
      if (sound && !sound.startsWith(m[1]!.replace(/!$/, '')))
        out.push(`"${m[1]}" said by the ${m[2]}`);
    }
  });
  // "Mia\u2019S" is wrong; "O\u2019Clock" and "O\u2019Brien" are right
  if (/\p{Ll}['\u2019]\p{Lu}/u.test(story.title)) out.push(`title casing: "${story.title}"`);
  for (const m of story.content.matchAll(/\b(\p{L}+) \1\b/giu)) {
    // a word spelled out letter by letter ("_ I L L LANE") is no doubled word
    if (/^\p{Lu}$/u.test(m[1]!)) continue;
    if (!REPEATABLE.has(m[1]!.toLowerCase())) out.push(`doubled word "${m[0]}"`);
  }
  return out;
}

/** The glitches of a story told of a child called by `pronoun`. */
export function glitchesOf(story: ComposedStory, pronoun: Pronoun = DEFAULT_PRONOUN): string[] {
  const hits: string[] = [];
  for (const g of GLITCHES) {
    if (g.onlyFor && !g.onlyFor.includes(pronoun)) continue;
    const m = g.re.exec(story.content) ?? g.re.exec(story.title);
    if (m) hits.push(`${g.name}: "${m[0]}"`);
  }
  return [...hits, ...contextGlitches(story)];
}

/**
 * Words that contradict their page: words that need a place or time the page does not have (sun at night, stars by day, snow in summer,
 * sand away from the beach, pine on the beach, a walk home on a morning page).
 */
const LEXICON: readonly { re: RegExp; ok: (s: PageScene) => boolean; why: string }[] = [
  // the sun shining on the page, not the word for it ("the sunshine song", "into the sunshine"
  // above the fog)
  {
    re: /\b((?:sunlight|sunshine) (?:streamed|poured|fell|spilled|sparkled)|in the (?:warm |bright )?(?:sunlight|sunshine)|the sun (?:shone|was shining|streamed|sparkled|blazed))\b/i,
    ok: (s) => s.weather === 'sunny' && s.timeOfDay !== 'night',
    why: 'sunshine',
  },
  {
    re: /\b(stars (?:were|came) out|moonlight|the moon (?:rose|shone))\b/i,
    ok: (s) => s.timeOfDay === 'night' || s.timeOfDay === 'evening',
    why: 'stars or moon',
  },
  {
    // snow falling from the sky, not snow that fell off a fence
    re: /\bsnow(?:flakes)? (?:fell|was falling|drifted)(?! (?:off|from)\b)|\bsnow was falling\b/i,
    ok: (s) => s.weather === 'snowy',
    why: 'falling snow',
  },
  {
    re: /\b(it was raining|rain (?:fell|pattered|drummed))\b/i,
    ok: (s) => s.weather === 'rainy',
    why: 'rain',
  },
  {
    re: /\b(the waves|rock pools?)\b/i,
    ok: (s) => s.setting === 'beach' || s.setting === 'harbor',
    why: 'beach',
  },
  // a desert is sand, a river has its sandy shore and a playground its sandpit
  {
    re: /\bthe sand\b/i,
    ok: (s) => ['beach', 'harbor', 'river', 'desert', 'playground'].includes(s.setting),
    why: 'sand',
  },
  {
    re: /\bsmell(?:ed)? of pine\b|\bpine needles\b/i,
    ok: (s) => ['forest', 'campsite', 'mountain', 'hill'].includes(s.setting),
    why: 'pine',
  },
  {
    re: /\b(sat on the bank|the river ?bank)\b/i,
    ok: (s) => ['river', 'pond'].includes(s.setting),
    why: 'river bank',
  },
  {
    // the evening's light on the page; "a sunset" is only a word for one
    re: /\b(as the afternoon grew late|in the evening light|the light was turning gold|at sunset|the sun was setting)\b/i,
    ok: (s) => s.timeOfDay === 'evening',
    why: 'evening light',
  },
  // the page's own morning; "the cake she baked that morning" looks back from later in the day
  {
    re: /\bone \w+ morning\b/i,
    ok: (s) => s.timeOfDay === 'morning',
    why: 'morning',
  },
  {
    re: /\b(fallen leaves|golden leaves|acorns)\b/i,
    ok: (s) => s.season === 'autumn',
    why: 'autumn leaves',
  },
  { re: /\bblossom\b/i, ok: (s) => s.season === 'spring', why: 'blossom' },
  // a bed; anyone may be fast asleep anywhere (a hedgehog in winter, a pet on a cushion)
  {
    re: /\b(tucked up in bed|climbed into bed)\b/i,
    ok: (s) => s.timeOfDay === 'night' && s.setting === 'bedroom',
    why: 'bed',
  },
];

export function settingConflicts(story: ComposedStory): string[] {
  const out: string[] = [];
  const pal = story.companionName ?? '';
  story.pages.forEach((p, i) => {
    const sc = p.scene;
    // narration only, and the companion's name is not a word about the place ("Sunset" the fox)
    const narration = p.text
      .replace(/"[^"]*"/g, ' ')
      .split(pal || '\u0000')
      .join('P');
    for (const w of LEXICON) {
      const m = w.re.exec(narration);
      if (m && !w.ok(sc))
        out.push(
          `page ${i + 1}: ${w.why} ("${m[0]}") on a ${sc.setting}/${sc.timeOfDay}/${sc.weather}/${sc.season} page`,
        );
    }
    if (SETTINGS[sc.setting].indoor && /\b(a breeze|the wind (?:blew|tugged))\b/i.test(narration))
      out.push(`page ${i + 1}: wind indoors`);
  });
  return out;
}

/** The child's name per 100 words. */
export function namePer100(req: StoryRequest, story: ComposedStory): number {
  const name = req.childName.trim();
  const n = story.content.split(name).length - 1;
  return (n / Math.max(1, story.wordCount)) * 100;
}

/**
 * Flesch-Kincaid grades a band's story may have. Taken from the library, the shop's own stories
 * written for each band, at every length and casting (the library acceptance test keeps it so):
 * told stories with dialogue grade lower than the band's school year, so a school year's bar
 * refused most of them. What the bars still refuse is a story written for another band: dense
 * prose for the youngest, a picture-book text for the oldest.
 */
export const GRADE_BARS: Readonly<Record<AgeRange, { min?: number; max: number }>> = {
  toddler: { max: 4.5 },
  preschool: { max: 4.5 },
  'early-elementary': { min: 1, max: 5 },
  'upper-elementary': { min: 1.5, max: 6 },
  'middle-school': { min: 1.5, max: 7 },
};
