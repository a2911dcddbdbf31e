import { BOOK, type StoryTheme } from '@shop/contracts';
import { BANDS, RICH_WORDS, type BandStyle } from './bands';
import { ANIMAL_INFO, BLUEPRINTS_BY_THEME, RETOLD, VOICES, type Blueprint } from './content';
import { numberWord } from './content/blueprint';
import {
  CALL_MEETINGS,
  COLOR_LINES,
  COLOR_THINGS,
  COUNT_LINES,
  CREATURES,
  LITTLE_MEETINGS,
  PLAIN_MEETINGS,
  RICH_MEETINGS,
} from './content/encounters';
import { EPISODES, RICH_EPISODES } from './content/episodes';
import {
  LITTLE_LINES,
  ECHO_LINES,
  FIND_LINES,
  FINDS,
  GAME_LINES,
  NARRATOR_LINES,
  RICH_MOMENTS,
  SIGHTS,
  SIGHT_LINES,
} from './content/extra';
import {
  BEDTIME_CLASHES,
  BEDTIME_SETS,
  HABIT_LINES,
  HELPERS,
  HOMEWARD_CLASHES,
  HOMEWARD_SETS,
  MOOD_LINES,
  OPEN_LINES,
  RICH_LINES,
  RICH_TALK,
  SETTINGS,
  TOGETHER_LINES,
  WEATHER_LINES,
  type Setting,
} from './content/world';
import { Rng, hash } from './rng';
import { capitalise, countWords, fixArticles, lowerFirst, render, sentences } from './text';
import {
  type BookPage,
  type ComposedStory,
  type SceneDescription,
  type StoryRequest,
} from './types';

/** How close the engine aims (the bar is ±5%; it aims well inside). */
const AIM = 0.025;
const PAGES = BOOK.storyPages;

const PAGE_MOODS = [
  'cheerful',
  'worried',
  'determined',
  'determined',
  'determined',
  'hopeful',
  'joyful',
  'warm',
  'peaceful',
  'sleepy',
] as const;
const PAGE_TIMES: SceneDescription['timeOfDay'][] = [
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
/** Share of the story's length on each page (sums to 1): most of it where the plot happens. */
const PAGE_WEIGHTS = [0.08, 0.115, 0.115, 0.115, 0.12, 0.115, 0.115, 0.105, 0.06, 0.06];

interface Unit {
  text: string;
  words: number;
  /** Core plot lines stay; fillers may be added or removed to meet the length. */
  core: boolean;
  /** A refrain or echo: may repeat, never joined. */
  fixed?: boolean;
  /** Position inside the page: lower comes first. */
  order: number;
  /** What sort of line it is (the plot, a meeting, an episode ...). */
  kind?: string;
}

interface Candidate {
  text: string;
  kind: string;
  order: number;
  /** Pages (0-based) where this line fits. */
  pages: readonly number[];
}

export function blueprintsFor(theme: StoryTheme): readonly Blueprint[] {
  return BLUEPRINTS_BY_THEME.get(theme) ?? [];
}

/** Pure and deterministic: the same request (with its seed) always gives the same story. */
export function composeStory(req: StoryRequest): ComposedStory {
  const name = req.childName.trim();
  const rng = new Rng(
    hash(`${name}|${req.animal}|${req.theme}|${req.ageRange}|${req.wordCount}`, req.seed),
  );
  const band = BANDS[req.ageRange];
  const info = ANIMAL_INFO[req.animal];
  const blueprints = blueprintsFor(req.theme);
  if (blueprints.length === 0) throw new Error(`no blueprints for theme ${req.theme}`);
  // consecutive seeds ("another version") always give another plot
  const turn = Math.abs(Math.floor(req.seed)) + hash(`${req.animal}|${req.ageRange}`);
  const bp = blueprints[turn % blueprints.length]!;
  const voice = VOICES.get(req.theme);
  const setting = SETTINGS[rng.pick(bp.settings)] as Setting;
  const helper = rng.pick(HELPERS.filter((h) => h.name !== name));
  const pal = rng.pick(info.names.filter((n) => n !== name && n !== helper.name));
  const weather = rng.pick(setting.weathers);

  const vars: Record<string, string> = {
    name,
    pal,
    animal: info.species,
    spot: setting.spot,
    helper: helper.intro,
    helperName: helper.name,
    home: info.home,
    food: info.food,
    hand: info.hand,
    hands: info.hands,
    sound: info.sound,
    move: rng.pick(info.move),
    gift: rng.pick(info.gifts),
    habit: rng.pick(info.habits),
    sleep: info.sleep,
    ...(bp.vars?.(rng) ?? {}),
  };
  vars.limit = render(info.limit, vars, rng);
  const proper = new Set<string>([
    ...name.split(/\s+/),
    pal,
    ...helper.name.split(/\s+/),
    'I',
    'Orville',
    'Wilbur',
    'Mount',
    'Africa',
    'Antarctica',
    'Asia',
    'Australia',
    'Europe',
    'North',
    'South',
    'Pacific',
    'Sahara',
    'Arctic',
    'Egypt',
    'Giza',
    'Nile',
    'Amazon',
    'China',
    'ONE',
  ]);
  const richOnly = band.richWords ? richWordsFn(rng) : (s: string) => s;
  const vary = variationFn(
    rng,
    {
      pair: new RegExp(`\\b${escapeRe(name)} and ${escapeRe(pal)}\\b`, 'g'),
      swapped: `${pal} and ${name}`,
    },
    band.split,
  );
  const rich = (s: string) => richOnly(vary(s));
  const used = new Set<string>();
  const fill = (t: string) => render(t, vars, rng);

  /** Turns a rendered template into finished sentences for this band. */
  const finish = (text: string): string[] => {
    const out: string[] = [];
    for (let s of sentences(text)) {
      s = capitalise(fixArticles(rich(s)));
      if (band.split && !/["\u201c]/.test(s)) out.push(...splitCompound(s));
      else out.push(s);
    }
    return out;
  };
  const unitsOf = (text: string, core: boolean, order: number, kind = 'core'): Unit[] =>
    finish(text).map((t) => ({ text: t, words: countWords(t), core, order, kind }));

  // ---- the plot: one core beat per page (pages 1, 9 and 10 are framing) ----
  const pages: Unit[][] = Array.from({ length: PAGES }, () => []);
  const opening = fill(
    rng.pick([
      '[Once upon a time|Not so long ago], there was a child named {name}, and {name}\u2019s best friend was a {animal} called {pal}.',
      'This is a story about {name} and a {animal} named {pal}, who were the very best of friends.',
      'In a cozy house near {spot} lived a child named {name}. Close by, in {home}, lived a {animal} called {pal}.',
      'Everyone who knew {name} also knew {pal}, because a child and a {animal} who are best friends are hard to miss.',
      '{name} had a best friend, and the best friend was a {animal}. The {animal}’s name was {pal}.',
      '{name} and {pal} did everything together. {pal} was a {animal}, and {pal} was {name}\u2019s best friend.',
    ]),
  );
  pages[0]!.push(...unitsOf(opening, true, 0));
  pages[0]!.push(
    ...unitsOf(
      fill(
        rng.pick([
          'They set off together for {spot}.',
          'Off they went to {spot}, the two of them together.',
          'Then the two friends headed for {spot}.',
          'Together, {name} and {pal} made their way to {spot}.',
        ]),
      ),
      true,
      5,
    ),
  );
  // each beat told one way or the other (the same events in other words)
  const retold = RETOLD.get(bp.id);
  const first = [bp.problem, ...bp.tries, bp.turn, bp.resolve, bp.after];
  const second = retold && [
    retold.problem,
    ...retold.tries,
    retold.turn,
    retold.resolve,
    retold.after,
  ];
  const beats = first.map((b, i) => (second && rng.chance(0.5) ? second[i]! : b));
  beats.forEach((beat, i) => pages[i + 1]!.push(...unitsOf(fill(beat), true, 3)));
  if (band.twist && voice && rng.chance(0.5))
    pages[4]!.push(...unitsOf(fill(rng.pick(voice.twist)), true, 4, 'twist'));
  const ending = fill(
    rng.pick([
      'Soon {name} was fast asleep, dreaming of {spot} and of {pal}, safe and warm.',
      'And with {pal} dreaming nearby, {name} drifted off to sleep. Goodnight, {name}.',
      'The stars kept watch, and {name} slept peacefully until morning.',
      'Outside, the night was soft and dark, and inside, {name} was already dreaming.',
      'And that is where we will leave them: {name} asleep, {pal} close by, and the whole world quiet.',
      'Goodnight, {pal}. Goodnight, {name}. Sleep tight until the morning comes.',
    ]),
  );
  pages[9]!.push(...unitsOf(fill('{pal} {sleep}.'), true, 3.095));
  pages[9]!.push(...unitsOf(ending, true, 9));
  for (const p of pages) for (const u of p) used.add(norm(u.text));

  // ---- candidates for the rest, page by page ----
  const cands: Candidate[] = [];
  let habitTurn = 0;
  const nextHabit = (t: string) =>
    t.replace('{habit}', () => info.habits[(habitTurn++ + 1) % info.habits.length]!);
  const add = (
    kind: string,
    templates: readonly string[],
    order: number,
    pagesFor: readonly number[],
    opts: { n?: number; sequence?: boolean } = {},
  ) => {
    const list = opts.sequence ? templates : rng.shuffle(templates);
    list.slice(0, opts.n ?? list.length).forEach((t, i) =>
      cands.push({
        text: t,
        kind,
        order: opts.sequence ? order + i / 100 : order,
        pages: pagesFor,
      }),
    );
  };
  const MIDDLE = [1, 2, 3, 4, 5, 6, 7];
  // a snowy day has no strawberries, bees or butterflies in it
  const inSeason = (t: string) => setting.key !== 'snow' || !SUMMER_ONLY.test(t);
  add(
    'open',
    OPEN_LINES.filter((l) => !/best friend/.test(l)),
    1,
    [0],
    { n: 6 },
  );
  add('curious', MOOD_LINES.curious ?? [], 2, [0], { n: 2 });
  add('sight', setting.sights, 2, [1, 2, 3, 4, 5, 6], { n: 3 });
  add('weather', WEATHER_LINES[weather] ?? [], 2, [0, 1, 2, 3, 4], { n: 2 });
  add('mood', MOOD_LINES.worried ?? [], 4, [1], { n: 2 });
  add('mood', MOOD_LINES.determined ?? [], 4, [2, 3, 4], { n: 2 });
  add('mood', MOOD_LINES.hopeful ?? [], 4, [5], { n: 2 });
  add('mood', MOOD_LINES.joyful ?? [], 4, [6, 7], { n: 2 });
  add('together', TOGETHER_LINES, 6, [2, 3, 4, 5, 6], { n: 10 });
  add('game', GAME_LINES, 6, [2, 3, 7], { n: 4 });
  const helped = usesHelper(bp);
  add(
    'home',
    mixSequence(rng, HOMEWARD_SETS, HOMEWARD_CLASHES, 9).filter(
      (l) => !l.includes('{helperName}') || helped,
    ),
    3,
    [8],
    { sequence: true },
  );
  add('bed', mixSequence(rng, BEDTIME_SETS, BEDTIME_CLASHES, 9), 3, [9], { sequence: true });
  add('peace', MOOD_LINES.peaceful ?? [], 2, [8], { n: 1 });
  if (voice) add('feel', voice.feel, 6, [7, 8], { n: 1 });
  // the animal's own habits, each used once
  rng
    .shuffle(info.habits.filter((h) => h !== vars.habit))
    .slice(0, 4)
    .forEach((h, i) => {
      const t = HABIT_LINES[i % HABIT_LINES.length] ?? '{pal} {habit}.';
      cands.push({
        text: t.replace(/\{habit2?\}/, h),
        kind: 'habit',
        order: 6,
        pages: [2, 3, 4, 6, 7],
      });
    });
  // little finds and sights, each noun used once
  const finds = rng.shuffle(FINDS);
  rng.shuffle(FIND_LINES).forEach((t, i) => {
    cands.push({
      text: t.replace('{find}', finds[i % finds.length]!),
      kind: 'find',
      order: 6,
      pages: [2, 3, 4, 6, 7],
    });
  });
  const sights = rng.shuffle(SIGHTS);
  rng.shuffle(SIGHT_LINES).forEach((t, i) => {
    cands.push({
      text: t.replace('{sight}', sights[i]!),
      kind: 'spot',
      order: 6,
      pages: [1, 2, 3, 4, 5, 6],
    });
  });
  // true facts: the theme's own, and the animal's
  const allFacts = voice?.facts ?? [];
  const themeFacts = rng.shuffle(allFacts).slice(0, Math.ceil(allFacts.length * 0.6));
  const animalFacts = rng.shuffle(info.facts).slice(0, req.theme === 'animals' ? 4 : 2);
  [...themeFacts, ...animalFacts].forEach((f) => {
    const intro = rng.pick(['Did you know? ', '', 'Here is something true. ', '']);
    cands.push({ text: intro + f, kind: 'fact', order: 6, pages: [2, 3, 4, 5, 6, 7] });
  });
  // meetings with real creatures that live where the story happens, each creature once
  const meetings = [
    ...(band.rich ? RICH_MEETINGS : band.split ? LITTLE_MEETINGS : PLAIN_MEETINGS),
    ...(band.split ? CALL_MEETINGS : []),
  ];
  const creatures = rng.shuffle(
    CREATURES.filter((c) => c.places.includes(setting.key) && c.one !== info.species),
  );
  const patterns = rng.shuffle([...meetings, ...meetings]);
  for (const c of creatures) {
    const k = patterns.findIndex((t) => c.says !== '' || !t.includes('{says}'));
    if (k < 0) break;
    const [t] = patterns.splice(k, 1);
    cands.push({
      text: t!
        .replaceAll('{c}', c.one)
        .replaceAll('{many}', c.many)
        .replaceAll('{says}', c.says)
        .replaceAll('{did}', c.did)
        .replaceAll('{does}', c.does)
        .replaceAll('{at}', c.at),
      kind: 'meet',
      order: 6,
      pages: MIDDLE,
    });
  }
  // colours and counting for the youngest: true colours, counts that add up
  if (band.split) {
    const colorLines = rng.shuffle(COLOR_LINES);
    rng
      .shuffle(COLOR_THINGS.filter(([, thing]) => inSeason(thing)))
      .slice(0, 12)
      .forEach(([color, thing], i) => {
        cands.push({
          text: colorLines[i % colorLines.length]!.replaceAll('{color}', color)
            .replaceAll('{Color}', capitalise(color))
            .replaceAll('{thing}', thing)
            .replaceAll('{Thing}', capitalise(thing)),
          kind: 'color',
          order: 6,
          pages: MIDDLE,
        });
      });
    const countLines = rng.shuffle(COUNT_LINES);
    creatures
      .filter((c) => c.many !== c.one)
      .slice(0, 3)
      .forEach((c, i) => {
        const n = 2 + rng.int(4);
        const seq = Array.from({ length: n }, (_, k) => numberWord(k + 1)).join(', ');
        cands.push({
          text: countLines[i % countLines.length]!.replaceAll('{many}', c.many)
            .replaceAll('{seq}', seq)
            .replaceAll('{N}', capitalise(numberWord(n))),
          kind: 'count',
          order: 6,
          pages: MIDDLE,
        });
      });
  }
  add('episode', EPISODES.filter(inSeason), 6, [2, 3, 4, 6, 7]);
  if (band.split) add('little', LITTLE_LINES.filter(inSeason), 6, [1, 2, 3, 4, 5, 6, 7], { n: 40 });
  if (!band.split) add('episode', RICH_EPISODES.filter(inSeason), 6, [2, 3, 4, 6, 7]);
  if (band.narrator) add('narrator', NARRATOR_LINES, 7, [2, 3, 4, 5], { n: 4 });
  if (band.rich) {
    const rs = sights.slice().reverse();
    // a few of the generic moments in any one story, so two versions rarely meet in them
    rng
      .shuffle(RICH_MOMENTS)
      .slice(0, 3)
      .forEach((t, i) => {
        cands.push({
          text: t
            .replace('{sight}', rs[i % rs.length]!)
            .replace('{find}', finds[(i + 7) % finds.length]!),
          kind: 'rich',
          order: 6,
          pages: MIDDLE,
        });
      });
    add('richdesc', RICH_LINES, 2, [0, 1, 2, 3, 4, 5, 6, 7, 8], { n: 6 });
  }
  // dialogue for older readers
  const talk = rng.shuffle([...(voice?.talk ?? []), ...RICH_TALK]).map(nextHabit);
  let talkBudget = 0;
  for (let p = 2; p <= 8 && talk.length > 0; p++) {
    talkBudget += band.talk;
    while (talkBudget >= 1 || (talkBudget > 0 && rng.chance(talkBudget))) {
      const t = talk.pop();
      if (!t) break;
      const lines = unitsOf(fill(t), true, 5, 'talk');
      for (const u of lines) used.add(norm(u.text));
      pages[p]!.push(...lines);
      talkBudget -= 1;
    }
    if (talkBudget < 0) talkBudget = 0;
  }
  // toddler and preschool refrains (the same words each time, on purpose)
  if (band.refrainPages > 0) {
    const refrain = finish(
      fill(
        rng.pick([
          info.refrain,
          info.refrain,
          '{name} and {pal}, side by side!',
          'Here we come! Here we go!',
          'What a day, hooray, hooray!',
        ]),
      ),
    );
    const step = (PAGES - 1) / band.refrainPages;
    for (let k = 0; k < band.refrainPages; k++) {
      const p = Math.min(PAGES - 2, Math.round(k * step));
      if (pages[p]!.some((u) => u.fixed && u.order === 8)) continue;
      for (const t of refrain)
        pages[p]!.push({ text: t, words: countWords(t), core: true, fixed: true, order: 8 });
    }
  }
  if (band.chorus) {
    const [oh, tryLine, done] = rng.pick([
      ['Oh no! Oh no!', 'Did it work? No, not yet!', 'Did it work? Yes, it did! Hooray!'],
      ['Uh-oh!', 'Will it work? Not this time!', 'Will it work? Yes! Yes! Yes!'],
      ['Oh dear, oh dear!', 'Try, try, try again!', 'It worked! Hip, hip, hooray!'],
    ] as const);
    const chorus: [number, string][] = [
      [1, oh],
      [2, tryLine],
      [3, tryLine],
      [4, tryLine],
      [6, done],
    ];
    for (const [p, line] of chorus) {
      for (const t of finish(line))
        pages[p]!.push({ text: t, words: countWords(t), core: true, fixed: true, order: 3.5 });
    }
  }
  if (band.echoes > 0) {
    const echoes = rng.shuffle(ECHO_LINES);
    for (
      let p = 1, k = 0;
      p < PAGES - 1 && k < echoes.length;
      k++, p = 1 + Math.floor(k / band.echoes)
    ) {
      const lines = finish(fill(echoes[k]!));
      if (lines.some((t) => used.has(norm(t)))) continue;
      for (const t of lines) used.add(norm(t));
      const order = [2.5, 5.5, 7.5][k % band.echoes] ?? 2.5;
      for (const t of lines)
        pages[p]!.push({ text: t, words: countWords(t), core: false, fixed: true, order });
    }
  }

  // ---- fill each page to its share of the length, then fine-tune ----
  const target = req.wordCount;
  const pageTarget = PAGE_WEIGHTS.map((w) => w * target);
  const render1 = (text: string, order: number, kind: string): Unit[] => {
    const all = unitsOf(fill(text), false, order, kind);
    const keys: string[] = [];
    for (const u of all) {
      if (u.words > band.maxFillerSentence) return [];
      const k = norm(u.text);
      if (used.has(k)) return [];
      keys.push(k);
    }
    for (const k of keys) used.add(k);
    return all;
  };
  const pool = cands.map((c) => new Entry(c.text, c.order, c.kind, c.pages, render1));
  const words = (p: Unit[]) => p.reduce((n, u) => n + u.words, 0);
  const taken = new Set<number>();
  /** Page by page, one line of each kind in turn, so the kinds interleave. */
  const fillPages = (scale: number) => {
    for (let p = 0; p < PAGES; p++) {
      const goal = pageTarget[p]! * scale;
      let have = words(pages[p]!);
      const byKind = new Map<string, number[]>();
      pool.forEach((c, i) => {
        if (taken.has(i) || !c.pages.includes(p)) return;
        const list = byKind.get(c.kind);
        if (list) list.push(i);
        else byKind.set(c.kind, [i]);
      });
      // whole little episodes read better than single lines: they get two turns in each round
      const kinds = rng.shuffle([
        ...byKind.keys(),
        ...(byKind.has('episode') && !band.split ? ['episode'] : []),
      ]);
      let added = true;
      while (added && have < goal - 4) {
        added = false;
        for (const k of kinds) {
          const i = byKind
            .get(k)!
            .find(
              (j) =>
                !taken.has(j) &&
                have + pool[j]!.estimate - 4 <= goal + 6 &&
                have + pool[j]!.w <= goal + 6,
            );
          if (i === undefined) continue;
          pages[p]!.push(...pool[i]!.units);
          taken.add(i);
          have += pool[i]!.w;
          added = true;
          if (have >= goal - 4) break;
        }
      }
    }
  };
  fillPages(1);
  // render, then adjust until the length is inside the aim
  let out = renderPages(pages, band, rng.next(), proper);
  let scale = 1;
  for (let round = 0; round < 10; round++) {
    const gap = target - out.total;
    if (Math.abs(gap) <= target * AIM) break;
    if (gap > 0) {
      const before = out.total;
      scale *= target / Math.max(1, out.total);
      if (round > 2) scale *= 1.05;
      fillPages(scale);
      out = renderPages(pages, band, rng.next(), proper);
      if (out.total === before) {
        // every page is as full as its lines allow: add whatever fits, anywhere it fits
        let remaining = gap;
        pool.forEach((c, i) => {
          if (
            taken.has(i) ||
            remaining <= target * AIM * 0.5 ||
            c.estimate - 4 > remaining + target * AIM * 0.8 ||
            c.w > remaining + target * AIM * 0.8
          )
            return;
          const p = c.pages[rng.int(c.pages.length)]!;
          pages[p]!.push(...c.units);
          taken.add(i);
          remaining -= c.w;
        });
        if (remaining === gap) break;
        out = renderPages(pages, band, rng.next(), proper);
      }
      continue;
    }
    let excess = -gap;
    for (let p = PAGES - 1; p >= 0 && excess > target * AIM * 0.5; p--) {
      const pg = pages[p]!;
      for (let j = pg.length - 1; j >= 0 && excess > target * AIM * 0.5; j--) {
        const u = pg[j]!;
        if (u.core || u.fixed || u.words > excess + target * AIM * 0.8) continue;
        pg.splice(j, 1);
        excess -= u.words;
      }
    }
    out = renderPages(pages, band, rng.next(), proper);
  }

  const title = capitalise(render(rng.pick(bp.titles), { ...vars, name: name }, rng)).replace(
    /\b([a-z])/g,
    (m, c: string, off: number, s: string) =>
      SMALL_TITLE_WORDS.has(wordAt(s, off)) ? m : c.toUpperCase(),
  );
  const palLabel = `${pal} the ${info.species}`;
  const bookPages: BookPage[] = out.texts.map((text, i) => ({
    text,
    scene: sceneFor(i, text, {
      setting,
      weather,
      name,
      palLabel,
      helperName: helper.name,
      helperScene: helper.scene,
      beatAction: i >= 1 && i <= 7 ? firstSentence(pages[i]!.find((u) => u.core)?.text ?? '') : '',
      spot: setting.spot,
    }),
  }));
  const content = out.texts.join('\n\n');
  return {
    title,
    content,
    wordCount: countWords(content),
    pages: bookPages,
    seed: req.seed,
    provider: 'builtin',
    blueprintId: bp.id,
  };
}

/** A filler line, rendered only when the filling first looks at it. */
class Entry {
  private u: Unit[] | undefined;
  private weight = -1;
  /** About how many words, without rendering (first option of each choice). */
  readonly estimate: number;
  constructor(
    private readonly text: string,
    private readonly order: number,
    readonly kind: string,
    readonly pages: readonly number[],
    private readonly renderer: (text: string, order: number, kind: string) => Unit[],
  ) {
    this.estimate = countWords(text.replace(/\[([^\]|]*)\|[^\]]*\]/g, '$1'));
  }
  get units(): Unit[] {
    if (this.u === undefined) this.u = this.renderer(this.text, this.order, this.kind);
    return this.u;
  }
  get w(): number {
    if (this.weight < 0) {
      const units = this.units;
      this.weight = units.length === 0 ? Infinity : units.reduce((n, x) => n + x.words, 0);
    }
    return this.weight;
  }
}

const SMALL_TITLE_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'of',
  'to',
  'in',
  'on',
  'for',
  'by',
  'at',
  'or',
]);
function wordAt(s: string, off: number): string {
  return /^[a-z]+/.exec(s.slice(off))?.[0] ?? '';
}

/** Things that belong to the warm months: kept out of a snowy day's story. */
const SUMMER_ONLY =
  /strawberr|bumblebee|\bbees?\b|butterfl|caterpillar|sunflower|dandelion|lemonade|popp(?:y|ies)|buttercup|daisies|daisy|clover|swim|splash|puddle|flowers?\b|snail|slug|frog|\bants?\b|lily|ladybug|blossom|violet|marigold|bluebell|bloom|grass|lawn|sunbath|picnic/i;

/**
 * One routine drawn line by line from several written in time order: each line keeps its place
 * in the evening (its share of the way through its own set), and lines that clash (two sunsets,
 * two baths) never meet.
 */
function mixSequence(
  rng: Rng,
  sets: readonly (readonly string[])[],
  clashes: readonly RegExp[],
  n: number,
): string[] {
  const lines = sets.flatMap((set) =>
    set.map((text, i) => ({ text, at: i / Math.max(1, set.length - 1) })),
  );
  const taken = new Set<number>();
  const kept: { text: string; at: number }[] = [];
  for (const line of rng.shuffle(lines)) {
    const groups = clashes.flatMap((re, g) => (re.test(line.text) ? [g] : []));
    if (groups.some((g) => taken.has(g))) continue;
    for (const g of groups) taken.add(g);
    kept.push(line);
  }
  return kept
    .slice(0, n)
    .sort((a, b) => a.at - b.at)
    .map((l) => l.text);
}

function usesHelper(bp: Blueprint): boolean {
  return [bp.problem, ...bp.tries, bp.turn, bp.resolve, bp.after].some((t) =>
    t.includes('{helper'),
  );
}

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function firstSentence(s: string): string {
  return s.replace(/["\u201c\u201d]/g, '').trim();
}

/** Words and phrases that can stand for each other anywhere; each occurrence picks one. */
const VARIANTS: readonly (readonly string[])[] = [
  ['smiled', 'grinned'],
  ['laughed', 'giggled'],
  ['quietly', 'softly'],
  ['gently', 'tenderly'],
  ['walked', 'strolled'],
  ['began', 'started'],
  ['wonderful', 'lovely'],
  ['nearby', 'close by'],
  ['whispered', 'murmured'],
  ['picked up', 'lifted'],
  ['big', 'large'],
  ['ran', 'dashed'],
  ['everyone', 'everybody'],
  ['nobody', 'no one'],
  ['someone', 'somebody'],
  ['maybe', 'perhaps'],
  ['whole', 'entire'],
  ['lots of', 'plenty of'],
  ['sunshine', 'sunlight'],
  ['tummy', 'belly'],
  ['loved', 'adored'],
  ['idea', 'plan'],
  ['jumped', 'leaped'],
  ['shiny', 'glossy'],
  ['really', 'truly'],
  ['friends', 'pals'],
  ['cozy', 'snug'],
  ['hug', 'cuddle'],
  ['glad', 'pleased'],
  ['silly', 'goofy'],
  ['clever', 'smart'],
  ['stared', 'gazed'],
  ['peeked', 'peeped'],
  ['sparkled', 'glittered'],
  ['huge', 'enormous'],
  ['each other', 'one another'],
  ['right away', 'straight away'],
  ['supper', 'dinner'],
  ['happily', 'cheerfully'],
  ['smile', 'grin'],
  ['path', 'trail'],
];

/** Words that change only in front of certain words (regex source, options). */
const CONTEXT_VARIANTS: readonly (readonly [string, readonly string[]])[] = [
  [
    'looked(?= (?:at|up|down|around|under|behind|into|through|over)\\b)',
    ['looked', 'peered', 'glanced'],
  ],
  ['wanted(?= to\\b)', ['wanted', 'wished', 'longed']],
  [
    'very(?= (?!top|best|first|last|end|same|next|own|moment|middle|edge)[a-z]+(?:ly)?\\b)',
    ['very', 'really', 'so'],
  ],
  ['found(?! out)', ['found', 'discovered']],
  ['tiny(?= [a-z])', ['tiny', 'little']],
  ['stopped(?= to\\b)', ['stopped', 'paused']],
  ['at last', ['at last', 'finally']],
  ['a moment', ['a moment', 'a second']],
  ['grumpy', ['grumpy', 'cross']],
  ['climbed', ['climbed', 'scrambled']],
  ['delicious', ['delicious', 'tasty']],
];

/** Spoken forms; each story either contracts them all or none. */
const CONTRACTIONS = new Map<string, string>([
  ['did not', 'didn\u2019t'],
  ['do not', 'don\u2019t'],
  ['does not', 'doesn\u2019t'],
  ['could not', 'couldn\u2019t'],
  ['was not', 'wasn\u2019t'],
  ['is not', 'isn\u2019t'],
  ['will not', 'won\u2019t'],
  ['would not', 'wouldn\u2019t'],
  ['cannot', 'can\u2019t'],
  ['it is', 'it\u2019s'],
  ['that is', 'that\u2019s'],
  ['there is', 'there\u2019s'],
  ['i am', 'I\u2019m'],
  ['we will', 'we\u2019ll'],
]);
const CONTRACTIONS_RE = new RegExp(`\\b(?:${[...CONTRACTIONS.keys()].join('|')})\\b`, 'gi');

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function variationFn(
  rng: Rng,
  names?: { pair: RegExp; swapped: string },
  little = false,
): (s: string) => string {
  // each occurrence picks its own word, as a writer varies them: "smiled" here, "grinned" there
  const groupOf = new Map<string, readonly string[]>();
  for (const group of VARIANTS) for (const w of group) groupOf.set(w, group);
  const re = new RegExp(
    `\\b(${[...groupOf.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`,
    'g',
  );
  // little listeners keep the plain forms: contractions and longer openers raise the grade
  const contract = rng.chance(0.5) && !little;
  const then = little ? 'Then' : rng.pick(['Then', 'Next,', 'After that,']);
  const context = CONTEXT_VARIANTS.map(
    ([src, opts]) => [new RegExp(`\\b${src}`, 'g'), opts] as const,
  );
  return (s) => {
    let out = s.replace(re, (w) => rng.pick(groupOf.get(w) ?? [w]));
    for (const [cre, opts] of context) out = out.replace(cre, () => rng.pick(opts));
    if (contract) {
      out = out.replace(CONTRACTIONS_RE, (m) => {
        const c = CONTRACTIONS.get(m.toLowerCase()) ?? m;
        return m.charAt(0) === m.charAt(0).toUpperCase()
          ? c.charAt(0).toUpperCase() + c.slice(1)
          : c;
      });
    }
    if (then !== 'Then')
      out = out.replace(/^Then (?=(?:they|the|a|an|[\p{Lu}][\p{L}]+) )/u, `${then} `);
    if (names && rng.chance(0.5)) out = out.replace(names.pair, names.swapped);
    // '"Hello," said Mia.' or '"Hello," Mia said.'
    if (rng.chance(0.5))
      out = out.replace(/(["\u201d]) said ([\p{Lu}][\p{L}'\u2019-]*)\./gu, '$1 $2 said.');
    return out;
  };
}

function richWordsFn(rng: Rng): (s: string) => string {
  const alt = new RegExp(RICH_WORDS.map(([re]) => re.source).join('|'), 'g');
  const table = new Map<string, readonly string[]>();
  for (const [re, words] of RICH_WORDS) table.set(re.source.replace(/\\b/g, ''), words);
  return (s) =>
    s.replace(alt, (w) => {
      const opts = table.get(w);
      return opts ? rng.pick(opts) : w;
    });
}

/** The second half of a compound can stand alone only when it starts with a subject. */
const SUBJECT =
  /^(?:and |but |so )(?:[\p{Lu}][\p{L}'\u2019-]*|it|they|we|you|there|the|a|an|this|that|everyone|everybody|nobody|someone|everything|nothing|each|every)\b/u;

/** ", and" / ", but" / ", so" compounds become two short sentences (outside quotes). */
function splitCompound(s: string): string[] {
  const parts = s.split(/, (?=(?:and|but|so) )/);
  if (parts.length === 1) return [s];
  const out: string[] = [];
  let cur = parts[0]!;
  for (let i = 1; i < parts.length; i++) {
    const next = parts[i]!;
    if (countWords(cur) >= 3 && countWords(next) >= 4 && SUBJECT.test(next)) {
      out.push(`${cur}.`);
      cur = capitalise(next.replace(/^and /, ''));
    } else cur = `${cur}, ${next}`;
  }
  out.push(cur);
  return out;
}

interface Rendered {
  texts: string[];
  total: number;
}

/** Orders each page's lines, joins some sentences for older bands, and splits long pages. */
function renderPages(
  pages: Unit[][],
  band: BandStyle,
  seed: number,
  proper: ReadonlySet<string>,
): Rendered {
  const rng = new Rng(Math.floor(seed * 0xffffffff));
  const texts: string[] = [];
  let total = 0;
  for (const page of pages) {
    const units = page
      .map((u, i) => ({ u, i }))
      .sort((a, b) => a.u.order - b.u.order || a.i - b.i)
      .map((x) => x.u);
    const sents: string[] = [];
    const counts: number[] = [];
    let prevWords = 0;
    let prevJoined = false;
    for (const u of units) {
      const last = sents[sents.length - 1];
      if (
        last !== undefined &&
        band.joinChance > 0 &&
        !u.fixed &&
        !prevJoined &&
        joinable(last) &&
        joinable(u.text) &&
        !/^(But|And|Or|So|Yet|Because|Then)\b/.test(u.text) &&
        prevWords + u.words + 1 <= band.joinMax &&
        rng.chance(band.joinChance)
      ) {
        const glue = rng.chance(0.75) ? ', and ' : '; ';
        sents[sents.length - 1] = last.slice(0, -1) + glue + lowerFirst(u.text, proper);
        prevWords += u.words + (glue === ', and ' ? 1 : 0);
        counts[counts.length - 1] = prevWords;
        prevJoined = true;
      } else {
        sents.push(u.text);
        counts.push(u.words);
        prevWords = u.words;
        prevJoined = false;
      }
    }
    // paragraphs: a long page becomes two
    const pageWords = counts.reduce((n, c) => n + c, 0);
    total += pageWords;
    let text: string;
    if (pageWords > 110 && sents.length > 3) {
      let acc = 0;
      let quotes = 0;
      let cut = 0;
      for (let i = 0; i < sents.length; i++) {
        acc += counts[i]!;
        quotes += (sents[i]!.match(/"/g) ?? []).length;
        if (acc >= pageWords / 2 && i + 1 < sents.length && quotes % 2 === 0) {
          cut = Math.max(1, Math.min(sents.length - 1, i + 1));
          break;
        }
      }
      text =
        cut > 0
          ? `${sents.slice(0, cut).join(' ')}\n\n${sents.slice(cut).join(' ')}`
          : sents.join(' ');
    } else text = sents.join(' ');
    texts.push(text);
  }
  return { texts, total };
}

function joinable(s: string): boolean {
  return (
    s.endsWith('.') &&
    !/["\u201c\u201d?!;:]/.test(s) &&
    !/^(Did you know|Here is something)/.test(s)
  );
}

function sceneFor(
  i: number,
  text: string,
  c: {
    setting: Setting;
    weather: string;
    name: string;
    palLabel: string;
    helperName: string;
    helperScene: string;
    beatAction: string;
    spot: string;
  },
): SceneDescription {
  const characters = [c.name, c.palLabel];
  if (text.includes(c.helperName) && i < 9) characters.push(c.helperScene);
  const setting =
    i === 9
      ? `${c.name}\u2019s cozy bedroom at night`
      : i === 8
        ? `the path home from ${c.spot} at sunset`
        : c.setting.scene;
  const action =
    i === 0
      ? `${c.name} and ${c.palLabel} set off for ${c.spot}`
      : i === 8
        ? `${c.name} and ${c.palLabel} walk home as the sun sets`
        : i === 9
          ? `${c.name} falls asleep, with ${c.palLabel} curled up nearby`
          : c.beatAction;
  return {
    setting,
    timeOfDay: PAGE_TIMES[i] ?? 'afternoon',
    weather: i === 9 ? 'clear and calm' : c.weather,
    characters,
    action,
    mood: PAGE_MOODS[i] ?? 'calm',
  };
}
