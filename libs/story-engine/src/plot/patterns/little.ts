import type { CastMember, Para, PatternContext, PlotPage, PlotPattern } from '../types';
import {
  DAY_TIMES,
  DIRECTIONS,
  P,
  R,
  at,
  cap,
  isIndoor,
  list,
  numberWord,
  page,
  tools,
} from './common';
import {
  The,
  bare,
  forHelper,
  hello,
  palSound,
  short,
  spoken,
  weatherLine,
  who,
} from './little-lines';

/**
 * Plots for toddlers and preschoolers, carried the way picture books for them are: a cumulative
 * walk where each friend joins and the list is said again; a call-and-response search where every
 * "No!" is added to the list; a counting search that finds one more thing at every place and gives
 * them away at dusk. Preschool adds longer lines and sums within ten; toddlers get no sums.
 *
 * Toddler lines are mostly under five words. A line of five words or more names the companion
 * with the theme's helper, object or place, so it belongs to one story; the refrain is said at
 * most once a page (about nine times a book); a round's little asides come from small pools,
 * each used once before any is used again.
 */

type Tools = ReturnType<typeof tools>;
/** A place looked in, and the paragraph that looks there. */
interface Looked {
  spot: string;
  para: Para;
}

const toddler = (ctx: PatternContext) => ctx.band === 'toddler';
/** The toddler line or the preschool one. */
const tp = (ctx: PatternContext, little: string, pre: string) => (toddler(ctx) ? little : pre);

/** A pool of lines, each used once (in the story's own order) before any comes again. */
function pool(ctx: PatternContext, lines: readonly string[]): () => string {
  let bag: string[] = [];
  return () => {
    if (!bag.length) bag = ctx.rng.shuffle(lines);
    return bag.pop()!;
  };
}

/** Neighbours with short names ("the duck"), so the lines that name them stay short. */
function neighbours(ctx: PatternContext, n: number): CastMember[] {
  // "the girl from next door" is "the girl" here: a toddler's line names her in two words
  return ctx.crowd
    .map((c) =>
      c.name.split(' ').length <= 2 ? c : { ...c, name: `the ${c.kind.replace(/-/g, ' ')}` },
    )
    .filter((c) => c.name.split(' ').length <= 2)
    .slice(0, n);
}

/** The plot's object is what the little ones' question looks for ("Where is the scarf?"). */
const seeksObject = (ctx: PatternContext) =>
  ctx.m.little.question.startsWith('Where') &&
  ctx.m.little.question.includes(ctx.m.object.noun) &&
  !ctx.m.little.question.includes('{H}');
/** The question looks for the helper ("Where is {H}?"). */
const seeksHelper = (ctx: PatternContext) => ctx.m.little.question.startsWith('Where is {H}');

/** The next place to look; when every place has been looked in, the next direction. */
function nextSpot(t: Tools): string | undefined {
  return t.spot() ?? t.direction();
}

/**
 * "Under the bench?", or for a longer place the question with the companion and what is looked
 * for in it ("Is the scarf under the roots of an oak, Rusty?"): the places are the same in every
 * story at that kind of place. A missing helper is not asked after in a basket: "Look in ..., Rusty!"
 */
const spotAsk = (spot: string, what = 'it') =>
  short(`${cap(spot)}?`, what === '{H}' ? `Look ${spot}, {P}!` : `Is ${what} ${spot}, {P}?`);

/** Asides when the helper is the one missing: the helper is called for, not beside them. */
const MISSING = {
  toddler: ['"{H}! {H}!" called {P}.', '"We will find {H}!" said {P}.', '{P} listened for {H}.'],
  preschool: [
    '"We will find you, {H}!" called {P} across {place}.',
    '{P} stopped to listen for {H}, very still.',
    '"{H} cannot be far," {P} told {N}.',
  ],
};

/** Small asides of a round: the companion, the helper, the place (each line the story's own). */
function asides(ctx: PatternContext): () => string {
  const lines = toddler(ctx)
    ? [
        '{P} looked ahead.',
        '"Hurry, hurry!" said {P}.',
        '{H} smiled at {P}.',
        '"Oh, {H}!" said {P}.',
        '{P} looked up. {P} looked down.',
        '{P} looked and sniffed.',
        '"This way, {H}!" said {P}.',
        '{P} looked all round {place}.',
        '"Shh! Listen, {H}!" said {P}.',
        '"Help is coming, {H}!" said {P}.',
        '{P} looked left. {P} looked right.',
        '"Poor {H}," said {P}.',
        '{P} stayed close to {H}.',
        '"Hmm," said {P}. "Look again!"',
        '"Nearly there, {H}!" said {P}.',
        '{H} hugged {P}.',
      ]
    : [
        '{P} went on ahead, nose up, eyes bright, looking for {H}.',
        '"Not far now, {H}," said {P}.',
        '{H} smiled at {P} and kept close.',
        '{P} {moves} all the way round {place} and looked and looked.',
        '"{P} and I will not give up, {H}," said {N}.',
        '{P} stopped to listen, and {H} stopped too.',
        '"This way, {H}!" called {P}.',
        '{N} took {H}\u2019s hand, and {P} led the way.',
        '"Are you tired, {P}?" asked {H}. "Not one bit, {H}!" said {P}.',
        '{P} gave a little hop, and {H} laughed for the first time that day.',
        '"You are a good friend, {P}," said {H} softly.',
        '{N}, {P} and {H} stopped for a breath in the middle of {place}.',
        '"Which way now, {P}?" asked {H}.',
      ];
  if (!seeksHelper(ctx)) return pool(ctx, lines);
  return pool(ctx, [
    ...lines.filter((l) => !l.includes('{H}')),
    ...MISSING[toddler(ctx) ? 'toddler' : 'preschool'],
  ]);
}

/** Who watches a neighbour at its work: the companion with the helper, unless the helper is lost. */
const watchers = (ctx: PatternContext) => (seeksHelper(ctx) ? '{N} and {P}' : '{P} and {H}');

/** The helper's part in a round (or, when the helper is the one missing, the child's). */
function reactions(ctx: PatternContext): () => string {
  if (seeksHelper(ctx))
    return pool(ctx, [
      '"Oh, {H}!" said {P}.',
      '"Where can {H} be, {P}?"',
      '{N} and {P} called for {H}.',
      '"{H}!" called {P}.',
      '"We miss {H}," {N} told {P}.',
    ]);
  return pool(
    ctx,
    toddler(ctx)
      ? [
          '{H} sighed.',
          '"Oh dear, {P}," said {H}.',
          '{H} looked too.',
          '"Keep going, {P}!" said {H}.',
          '{H} patted {P}.',
          '"Good looking, {P}!" said {H}.',
        ]
      : [
          '{H} sighed a little sigh, and {P} came closer.',
          '"Oh dear, oh dear, {P}," said {H}.',
          '{H} looked there too, just to be sure {P} had not missed it.',
          '"Keep going, {P}, you are doing so well," said {H}.',
          '{H} held {N}\u2019s hand, and {P} came close.',
          '"{P}, what a good looker you are," said {H}.',
        ],
  );
}

/** Opening at the place, in the morning: who, where, the companion's voice. */
function opening(ctx: PatternContext): Para[] {
  const arrive = isIndoor(ctx.m.place)
    ? `One ${ctx.m.season} morning, {N} and {P} the {A} were in {place}.`
    : `One ${ctx.m.season} morning, {N} and {P} the {A} went to {place}.`;
  return [
    P(arrive),
    P(palSound(ctx, '{place}'), 3),
    P(
      tp(
        ctx,
        '"Look, {P}!" said {N}. {P} {moves} all around {place}.',
        '"What a day for {place}, {P}!" said {N}. {P} {moves} all around {place}, ready for anything.',
      ),
      4,
    ),
    P(weatherLine(ctx, isIndoor(ctx.m.place)), 5),
  ];
}

/** The problem, the question, the want: on the opening page, after the arrival. */
function want(ctx: PatternContext, refrain: Para): PlotPage {
  const s = at(ctx, ctx.m.place, 'morning');
  const { m } = ctx;
  const q = m.little.question;
  const voice = m.helper.sound
    ? /^[A-Z]/.test(m.helper.sound)
      ? `"${m.helper.sound} Thank you, {P}!" said {H}.`
      : `{H} gave ${m.helper.sound} for {P}.`
    : '"Thank you, {P}!" said {H}.';
  return page(
    s,
    'want',
    {
      pose: 'look',
      mood: 'worried',
      action: `{C} hears the problem: ${q}`,
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    [
      ...opening(ctx),
      P(m.little.problem),
      { ...refrain, pri: 0 },
      P(
        tp(
          ctx,
          '"{P} and I can help, {H}!" said {N}.',
          '"We can help, {H}," said {N} and {P}. "{P} and I are good helpers, {H}."',
        ),
        1,
      ),
      P(voice, 2),
      P(
        tp(
          ctx,
          `"${q}" {N} asked {P}. {P} did not know. "Let us find out for {H}, {P}!"`,
          `"${q}" {N} asked {P}. {P} did not know. "Let us find out for {H}," said {P}, and {P} stood up tall.`,
        ),
        3,
      ),
    ],
  );
}

/** The turn (the companion's nature) and the resolution (the theme lived). */
function turnAndResolve(
  ctx: PatternContext,
  t: Tools,
  cast: CastMember[],
  refrain: Para,
  before: Para[] = [],
): PlotPage[] {
  const { m, a } = ctx;
  const s7 = at(ctx, m.place, 'afternoon');
  const s8 = at(ctx, m.place, 'afternoon');
  const cheer = cast.slice(0, 8);
  return [
    page(
      s7,
      'turn',
      {
        pose: 'point',
        mood: 'surprised',
        action: '{P} the {A} finds the answer.',
        keyObject: m.object.prop,
        cast: cast.slice(0, 2),
      },
      [
        ...before,
        P(tp(ctx, '{P} had an idea!', 'Then {P} did what only a {A} can do to help {H}.')),
        P(forHelper(a.finds, seeksObject(ctx) ? 'To find {O},' : 'To help {H},')),
        P(`"There, {P}!" said {N}. "${m.little.found}"`),
        P(palSound(ctx), 1),
        { ...refrain, pri: 1 },
      ],
    ),
    page(
      s8,
      'resolve',
      {
        pose: 'give',
        mood: 'proud',
        action: `{C} helps ${m.helper.name}.`,
        keyObject: m.object.prop,
        cast: [m.helper, ...cast.slice(0, 2)],
      },
      [
        P(m.little.lived),
        P(`"Thank you, {N}! Thank you, {P}!" said {H}.`),
        P(
          tp(
            ctx,
            '{P} gave {H} a happy hug. So did {N}!',
            '{N} felt warm and glad all the way through, and {P} danced round and round {H}.',
          ),
          1,
        ),
        P(
          tp(
            ctx,
            '"I knew you could do it, {P}," said {H}.',
            '"I knew you could do it, {P}," said {H}, "from the moment you came to {place}."',
          ),
          1,
        ),
        ...cheer.map((c, i) => {
          const s = spoken(c);
          return t.naming(
            P(
              s ? `"${s}" said ${who(c)}. "Hooray for {P}!"` : `"Hooray!" cheered ${who(c)}.`,
              2 + (i >> 1),
            ),
            [c],
          );
        }),
        ...cheer
          .slice(0, 4)
          .map((c, i) => t.naming(P(`{H} thanked ${who(c)} and {P}.`, 3 + (i >> 1)), [c])),
        P(
          tp(
            ctx,
            '"Hooray for {P}!" said {H}. {P} bowed.',
            '"And hooray for {P} too!" said {H}. {P} gave a proud little bow in the middle of {place}.',
          ),
          3,
        ),
      ],
    ),
  ];
}

/** Waving goodbye, then home, a goodnight list and sleep. */
function settle(
  ctx: PatternContext,
  t: Tools,
  friends: CastMember[],
  homeward: string,
  places: readonly Looked[] = [],
): PlotPage[] {
  const { m, a } = ctx;
  const s9 = at(ctx, m.place, 'evening');
  const s10 = at(ctx, 'bedroom', 'night');
  const going = friends.slice(0, 8);
  const bye: Para[] = [];
  going.forEach((f, i) => {
    const left = going.slice(i + 1);
    const off = t.naming(
      P(
        `${spoken(f) ? `"${spoken(f)}" said ${who(f)}. ` : ''}"Bye, {P}!" Off went ${who(f)}.`,
        i < 2 ? 1 : 3,
      ),
      [f],
      bye.length ? [bye[bye.length - 1]!] : [],
    );
    bye.push(off);
    if (left.length)
      bye.push(
        t.naming(
          P(`Now {N} and {P} stood with ${list(['{H}', ...left.map(who)])}.`, i < 2 ? 2 : 4),
          left,
          [off],
        ),
      );
  });
  return [
    page(
      s9,
      'settle',
      {
        pose: 'wave',
        mood: 'happy',
        action: `{C} and {P} wave goodbye at ${m.placeName}.`,
        cast: friends.slice(0, 3),
      },
      [
        P(homeward),
        P(
          tp(
            ctx,
            '"Come back soon, {P}!" called {H}.',
            '"Come back soon, {P}, and bring {N} too!" called {H}.',
          ),
          1,
        ),
        P(`"Goodbye, {H}!" called {N} and {P}.`),
        P(
          tp(ctx, '{H} waved and waved at {P}.', '{H} waved and waved until {P} was out of sight.'),
          1,
        ),
        ...bye,
        P(
          tp(
            ctx,
            'Now there were just {N} and {P}, going home from {place}.',
            'Now there were just {N} and {P}, walking home from {place} side by side.',
          ),
          2,
        ),
      ],
    ),
    page(s10, 'settle', { pose: 'sleep', mood: 'sleepy', action: '{C} and {P} fall asleep.' }, [
      P('Back at home, {N} climbed into bed with {P}, still thinking of {H}.'),
      P(
        tp(
          ctx,
          '"Tell me about {H} again," said {P}. So {N} did.',
          '"Tell me again about {H}," whispered {P}, and {N} told the whole day again, very softly.',
        ),
        3,
      ),
      P(`"${m.little.question}" asked {P} with a big yawn. "We found out!" {N} smiled.`, 4),
      ...friends
        .slice(0, 8)
        .map((f, i) =>
          t.naming(
            P(
              i === 0
                ? `"${The(f)}?" asked {P}. "${The(f)} helped too!"`
                : `"And ${who(f)}?" "${The(f)} too!"`,
              i < 3 ? 2 : 3,
            ),
            [f],
          ),
        ),
      // the search told again in bed, place by place (only places the story looked in)
      ...places.slice(0, 8).map((n, j) => ({
        ...P(
          `${short(`"${cap(n.spot)}?"`, `"${cap(n.spot)}?" asked {P}.`)} "Not there!"`,
          j < 3 ? 3 : 4,
        ),
        needs: [n.para],
      })),
      P('Goodnight, {H}.', 1),
      ...friends
        .slice(0, 6)
        .filter((f) => bare(f).split(' ').length <= 2)
        .map((f, i) => t.naming(R(`Goodnight, ${bare(f)}.`, i < 3 ? 1 : 2), [f])),
      P(forHelper(a.sleeps, 'Tired from helping {H},')),
      P(
        tp(
          ctx,
          '{N} closed {C\u2019s} eyes. Shh. Goodnight, {N}.',
          '{N} thought about {H} and the whole day with {P}, and smiled, and closed {C\u2019s} eyes. Goodnight, {N}. Goodnight, {P}.',
        ),
      ),
    ]),
  ];
}

/** Five try pages of rounds (four rounds a page, the later ones for longer books). */
function rounds(
  ctx: PatternContext,
  round: (i: number, base: number, firstOnPage: boolean, cast: CastMember[]) => Para[],
  opts: (k: number) => Parameters<typeof page>[2],
  perPage = 6,
): PlotPage[] {
  const out: PlotPage[] = [];
  let i = 0;
  for (let k = 0; k < 6; k++) {
    const s = at(ctx, ctx.m.place, DAY_TIMES[k + 1]!);
    const paras: Para[] = [];
    // who the page's rounds meet is who its picture shows
    const cast: CastMember[] = [];
    for (let j = 0; j < perPage; j++)
      paras.push(...round(i++, [0, 2, 3, 4, 5, 6][j]!, j === 0, cast));
    out.push(page(s, 'try', { ...opts(k), cast: [...new Set(cast)].slice(0, 6) }, paras));
  }
  return out;
}

/** One place searched: the question, the look, a neighbour there, the "No!" (call and response). */
function searchRound(
  ctx: PatternContext,
  t: Tools,
  base: number,
  c: CastMember | undefined,
  nots: Looked[],
  aside: () => string,
  react: () => string = aside,
): Para[] {
  const spot = nextSpot(t);
  if (!spot) return [];
  const helperLost = seeksHelper(ctx);
  const what = helperLost ? '{H}' : seeksObject(ctx) ? '{o}' : '';
  const say = searchPools(ctx, t, what);
  const look = P(
    `${spotAsk(spot, helperLost ? '{H}' : seeksObject(ctx) ? 'the {o}' : 'it')} ${say.look()} ${say.no()}`,
    base,
  );
  const out: Para[] = [look];
  out.push(P(say.also(), base + 1));
  if (c)
    out.push(
      t.meet(
        c,
        P(
          `${short(`There was ${who(c)}.`, `There was ${who(c)}, by {P}.`)} ${hello(c)} "Not here, {P}!"`,
          base + 1,
        ),
      ),
    );
  nots.push({ spot, para: look });
  if (nots.length > 1) {
    const last = nots.slice(-3).map((n) => n.spot);
    // the last places to look are the same in every story: said of what is looked for
    const anywhere = last.every((sp) => (DIRECTIONS as readonly string[]).includes(sp));
    const line = !anywhere
      ? `"${cap(last.map((sp) => `not ${sp}`).join(', '))}!" said {P}.`
      : what
        ? `"No ${what} ${list(last)}!" said {P}.`
        : `"${cap(last.map((sp) => `not ${sp}`).join(', '))}!" said {P} to {H}.`;
    out.push({ ...R(line, base + 2), needs: nots.slice(-3).map((n) => n.para) });
  }
  out.push(P(aside(), base + 3), P(react(), base + 5));
  if (c)
    out.push(
      t.naming(
        P(
          tp(
            ctx,
            `"Can you help {H}?" {P} asked ${who(c)}.`,
            `"Have you seen anything that could help {H}?" {P} asked ${who(c)}.`,
          ),
          base + 2,
        ),
        [c],
      ),
    );
  if (c)
    out.push(
      P(
        tp(
          ctx,
          `"Keep looking, {P}!"`,
          `"Keep looking, {P}, because somebody clever will find it for {H}," said ${who(c)}.`,
        ),
        base + 4,
      ),
    );
  // the longest books look a little longer: one more small aside a place
  out.push(P(aside(), base + 7));
  if (c?.does)
    out.push(
      t.naming(
        P(`${watchers(ctx)} watched as ${who(c)} ${c.does}.`, toddler(ctx) ? base + 6 : base + 4),
        [c],
      ),
    );
  return out;
}

const searchSays = new WeakMap<Tools, Record<'look' | 'no' | 'also', () => string>>();
/** The search's own words, varied: who looks, the "No!", who looks as well. */
function searchPools(ctx: PatternContext, t: Tools, what: string) {
  const known = searchSays.get(t);
  if (known) return known;
  const say = {
    // A search names what it looks for in most of its short lines, so a young listener keeps
    // hold of the question while the places change.
    look: pool(
      ctx,
      what && what !== '{H}'
        ? toddler(ctx)
          ? [
              '{P} looked.',
              `{P} peeked for the ${what}.`,
              '{P} looked and looked.',
              `Look, look for the ${what}!`,
              `{P} had a look for the ${what}.`,
            ]
          : [
              `{P} looked high and low for the ${what}.`,
              `{P} peeked behind and underneath for the ${what}.`,
              `{P} looked and looked for the ${what}, this way and that.`,
              `"Look, look for the ${what}!" called {P}.`,
              `{P} had a good long look for the ${what}.`,
            ]
        : [
            '{P} looked.',
            '{P} peeked.',
            '{P} looked and looked.',
            'Look, look!',
            '{P} had a look.',
          ],
    ),
    no: pool(
      ctx,
      what
        ? [`No ${what}!`, `No ${what} there.`, `Not there! No ${what}.`, `No ${what} here!`]
        : ['No!', 'Not there!', 'No, no!'],
    ),
    also: pool(
      ctx,
      what === '{H}' || toddler(ctx)
        ? [
            '{N} looked too. No luck!',
            'Everyone looked. No!',
            '{N} peeked too.',
            'Not there either!',
            '{N} looked. No luck!',
          ]
        : [
            '{N} looked too, and so did {H}. No luck at all!',
            'Everyone looked twice for {H}, and {P} looked three times. Not there!',
            '"Not here, {H}," said {N}, and {P} looked again.',
            'No luck, not this time, but {P} and {H} did not give up.',
          ],
    ),
  };
  searchSays.set(t, say);
  return say;
}

const cumulative: PlotPattern = {
  id: 'little-along-came',
  kind: 'cumulative tale',
  titles: ['{N} and Friends Help {H}', 'Who Will Help {H}?', 'Along Came Everyone'],
  write(ctx) {
    const t = tools(ctx);
    const friends = neighbours(ctx, 8);
    const joined: CastMember[] = [];
    const refrain = R('Who will help {H}? "We will!"');
    const aside = asides(ctx);
    const react = reactions(ctx);
    const effort = pool(ctx, [
      '"Stretch!"',
      '"Hup!"',
      '"Heave, ho!"',
      '"Puff, puff!"',
      '"Wobble!"',
      '"Hop!"',
    ]);
    const result = pool(ctx, ['Not yet!', '"Almost!"', '"Oh dear!"', '"So close!"', 'Not quite!']);
    const nots: Looked[] = [];
    const tries = rounds(
      ctx,
      (i, base, first, cast) => {
        const out: Para[] = first ? [{ ...refrain, pri: base + 1 }] : [];
        const c = friends[i];
        if (c) cast.push(c);
        if (!c) {
          // everyone met: each friend tries its own way, and it is not enough yet
          const f = joined[i - friends.length];
          if (f) cast.push(f);
          if (f)
            return [
              ...out,
              t.naming(
                P(
                  tp(
                    ctx,
                    `${The(f)} tried. ${effort()} ${result()}`,
                    `${The(f)} tried hard for {H} and {P}. ${effort()} ${result()}`,
                  ),
                  Math.max(1, base),
                ),
                [f],
              ),
              t.naming(P(`{P} patted ${who(f)}. "Good try!"`, base + 1), [f]),
              t.naming(P(`"Thanks, ${bare(f)}!" said {N}.`, base + 2), [f]),
              P(aside(), base + 3),
            ];
          return [...out, ...searchRound(ctx, t, base, undefined, nots, aside, react)];
        }
        joined.push(c);
        const can = c.can ?? 'help';
        out.push(
          t.meet(c, P(`Along came ${who(c)}. ${hello(c)}`, base)),
          P(
            tp(
              ctx,
              `"Help {H}?" asked {P}. ${short(`"Yes! I can ${can}!"`, `"Yes! I can ${can} for {H}, {P}!"`)}`,
              `"Can you help {H}, please?" asked {N} and {P}. "I can ${can} for {H}," ${who(c)} told {P}.`,
            ),
            base,
          ),
        );
        out.push(
          t.naming(P(`"Hello, ${bare(c)}!" said {P}.`, base + 1), [c]),
          t.naming(P(`{H} clapped. "Thank you, ${bare(c)}!"`, base + 3), [c]),
        );
        if (joined.length > 1 && joined.length <= 6)
          out.push(
            t.naming(R(`Off to {H} went {N} and {P}, ${list(joined.map(who))}!`, base + 1), joined),
          );
        out.push(P(aside(), base + 2));
        if (c.does)
          out.push(
            t.naming(
              P(`{P} and {H} watched as ${who(c)} ${c.does}.`, toddler(ctx) ? base + 5 : base + 3),
              [c],
            ),
          );
        out.push(
          t.naming(
            P(
              tp(
                ctx,
                `${The(c)} came too. ${aside()}`,
                `"Then we had better hurry to {H}," ${who(c)} told {P}, and off they went across {place}.`,
              ),
              base + 4,
            ),
            [c],
          ),
        );
        return out;
      },
      (k) => ({
        pose: 'walk',
        mood: 'excited',
        action: `{C}, {P} and their friends walk on together.`,
        cast: friends.slice(k * 2, k * 2 + 2),
      }),
    );
    // the last try page ends with everyone trying at once
    const last = tries[4]!;
    last.beat = 'harder';
    last.paras.push(
      P(
        tp(
          ctx,
          'They all tried to help {H}, even {P}. Oh no! {P} looked sad.',
          'They all tried and tried to help {H}, even {P}, but it did not work, not yet. {P} looked at {N}.',
        ),
      ),
      P('{N} looked at {P}. "What now?" {P} sat down to think about {H}.', 2),
    );
    return [
      want(ctx, refrain),
      ...tries.slice(0, 5),
      ...turnAndResolve(ctx, t, joined.slice(0, 8), refrain, tries[5]!.paras),
      ...settle(
        ctx,
        t,
        joined,
        tp(
          ctx,
          '{P} saw the sky go pink over {place}. Time for home, {P}!',
          '{P} saw the sky go pink over {place}. Time for home, {P}! Everyone went home too.',
        ),
        nots,
      ),
    ];
  },
};

const callAndResponse: PlotPattern = {
  id: 'little-where-is-it',
  kind: 'call and response',
  titles: ['{question}', '{N} Asks and Asks', '{N} and the Big Question'],
  write(ctx) {
    const t = tools(ctx);
    const { m } = ctx;
    const q = m.little.question;
    const search = q.startsWith('Where');
    const askers = neighbours(ctx, 10);
    const refrain = R(q.includes('{N}') ? `"${q}" asked {P}.` : `"${q}" called {N} and {P}.`);
    const aside = asides(ctx);
    const react = reactions(ctx);
    const nots: Looked[] = [];
    const asked: CastMember[] = [];
    const tries = rounds(
      ctx,
      (i, base, first, cast) => {
        const c = askers[i];
        if (c) cast.push(c);
        const out: Para[] = first ? [{ ...refrain, pri: base }] : [];
        if (search || !c) return [...out, ...searchRound(ctx, t, base, c, nots, aside, react)];
        out.push(
          t.meet(
            c,
            P(
              tp(
                ctx,
                `{N} asked ${who(c)}. ${hello(c)} "Not me, {P}!"`,
                `{N} and {P} asked ${who(c)} about {H}. ${hello(c)} "Not me!"`,
              ),
              base,
            ),
          ),
        );
        asked.push(c);
        if (asked.length > 1)
          out.push(
            t.naming(
              R(`"Not ${asked.slice(-3).map(who).join(', not ')}!" said {P}.`, base + 2),
              asked.slice(-3),
            ),
          );
        out.push(P(aside(), base + 1));
        if (c.does)
          out.push(
            t.naming(
              P(`{P} and {H} watched as ${who(c)} ${c.does}.`, toddler(ctx) ? base + 5 : base + 3),
              [c],
            ),
          );
        out.push(
          t.naming(
            P(
              tp(
                ctx,
                `"Ask again, {P}!" said ${who(c)}.`,
                `${The(c)} would have helped {P} find {H} if ${who(c)} could. "Ask again, {P}," said ${who(c)}. "Somebody knows."`,
              ),
              base + 4,
            ),
            [c],
          ),
        );
        return out;
      },
      (k) => ({
        pose: 'search',
        mood: 'curious',
        action: `{C} and {P} look and ask: ${q}`,
        cast: askers.slice(k, k + 1),
        keyObject: m.object.prop,
      }),
    );
    tries[4]!.beat = 'harder';
    tries[4]!.paras.push(
      P(
        tp(
          ctx,
          `{N} and {P} sat down by {H}. "${q}" {N} asked {P}, very small.`,
          `{N} and {P} sat down in the middle of {place}. "${q}" {N} whispered to {P}. Nowhere left to look!`,
        ),
      ),
      P(
        tp(
          ctx,
          '{P} sat down too, close to {N} and {H}.',
          '{P} leaned against {N}, warm and patient, and {H} sat down with them.',
        ),
        1,
      ),
    );
    const met = askers.slice(0, 6);
    return [
      want(ctx, refrain),
      ...tries.slice(0, 5),
      ...turnAndResolve(ctx, t, met, refrain, tries[5]!.paras),
      ...settle(
        ctx,
        t,
        met,
        tp(
          ctx,
          '{P} saw the sky go pink and gold over {place}. Time for home, {P}!',
          'Soon {P} saw the sky go pink and gold over {place}. Time for home, {P}!',
        ),
        nots,
      ),
    ];
  },
};

const counting: PlotPattern = {
  id: 'little-counting',
  kind: 'counting up and down',
  titles: ['Count with {N}', 'One, Two, Three, {N}!', '{N} Counts to Ten'],
  write(ctx) {
    const t = tools(ctx);
    const { m } = ctx;
    const { noun, one } = m.count;
    const pre = !toddler(ctx);
    const chant = (upTo: number) =>
      cap(Array.from({ length: upTo }, (_, i) => numberWord(i + 1)).join(', ')) +
      ` ${upTo === 1 ? one : noun}!`;
    let k = 0;
    const crowd = neighbours(ctx, 16);
    const found: string[] = [];
    const helpers: CastMember[] = [];
    const refrain = R(`How many ${noun}? Let us count!`);
    const aside = asides(ctx);
    const react = reactions(ctx);
    const nots: Looked[] = [];
    // the helper holds what is found, unless the helper is the one missing
    const keep = pool(
      ctx,
      seeksHelper(ctx)
        ? [`In went the ${one}. Plop!`, `{P} sniffed the ${one}.`, `"Good find, {P}!" said {N}.`]
        : [
            `In went the ${one}. Plop!`,
            '{P} carried it to {H}.',
            '{H} held it for {P}.',
            `{P} sniffed the ${one}.`,
            `In went the ${one}. Plop!`,
            '"Good find, {P}!" said {H}.',
          ],
    );
    const tries = rounds(
      ctx,
      (i, base, first, cast) => {
        const c = crowd[i];
        if (c) cast.push(c);
        const out: Para[] = first && k < 10 ? [{ ...refrain, pri: base + 1 }] : [];
        if (k >= 10) return [...out, ...searchRound(ctx, t, base, c, nots, aside, react)];
        const spot = nextSpot(t);
        if (!spot) return out;
        found.push(spot);
        const was = k;
        const add = pre && k >= 2 && k <= 7 && i % 3 === 2 ? 2 : 1;
        k = Math.min(10, k + add);
        const what = k - was === 1 ? `one ${one}` : `${numberWord(k - was)} ${noun}`;
        // every number is told: a counting book never skips one (the chant after it names them)
        const seek = seeksObject(ctx) ? ` No {o}.` : '';
        const sum = !was
          ? ''
          : pre
            ? ` ${cap(numberWord(was))} and ${numberWord(k - was)} more? "${cap(numberWord(k))}!" counted {P}.`
            : ` So that makes ${numberWord(k)}.`;
        out.push(
          P(
            `${short(`${cap(spot)}?`, `Any ${noun} ${spot}, {P}?`)} {P} looked.${seek} But look! ${cap(what)}!${sum}`,
            0,
          ),
        );
        out.push(R(`{N} and {P} counted: "${chant(k)}"`, base + 1));
        if (c) {
          out.push(
            t.meet(
              c,
              P(
                `Along came ${who(c)}. ${spoken(c) ? `"${spoken(c)}" ` : ''}"${cap(numberWord(k))}!" ${The(c)} counted too.`,
                base + 2,
              ),
            ),
          );
          if (!helpers.includes(c)) helpers.push(c);
        }
        out.push(
          P(k === 10 ? `"Ten ${noun} for {H}!" said {P}.` : keep(), base + 3),
          P(react(), base + 5),
        );
        out.push(
          P(
            `${cap(numberWord(k))} ${k === 1 ? one : noun} for {P}, ${numberWord(k)} ${k === 1 ? 'finger' : 'fingers'}! ${aside()}`,
            base + 4,
          ),
        );
        if (c) out.push(t.naming(P(`"Can I count too, {P}?" asked ${who(c)}.`, base + 5), [c]));
        if (c?.does)
          out.push(t.naming(P(`${watchers(ctx)} watched as ${who(c)} ${c.does}.`, base + 6), [c]));
        return out;
      },
      () => ({
        pose: 'point',
        mood: 'excited',
        action: `{C} counts ${noun} with {P}.`,
        keyObject: m.count.prop,
      }),
    );
    tries[4]!.beat = 'harder';
    tries[4]!.paras.push(
      P(
        `{N} and {P} had a basket full of ${noun}. But {P} still had a question for {H}: "${m.little.question}"`,
      ),
      P(`{P} looked one way. {N} looked the other.`, 1),
    );
    return [
      want(ctx, refrain),
      ...tries.slice(0, 5),
      ...turnAndResolve(ctx, t, crowd.slice(0, 8), refrain, tries[5]!.paras),
      ...countHome(ctx, t, helpers.slice(0, 9), found, chant(10)),
    ];
  },
};

/** What the little ones tell the night sky from the bedroom window, weather by weather. */
const NIGHT_SKY: Readonly<Record<string, string>> = {
  sunny: 'the moon',
  windy: 'the moon',
  cloudy: 'the clouds',
  rainy: 'the rain',
  snowy: 'the falling snow',
  foggy: 'the night',
};

/**
 * The counting plot's last two pages: home at dusk with the ten things counted, given away one by
 * one (each count following the one before), then bed: the places counted again in order, the
 * count told to the night sky, and a countdown to sleep.
 */
function countHome(
  ctx: PatternContext,
  t: Tools,
  givers: readonly CastMember[],
  found: readonly string[],
  allTen: string,
): PlotPage[] {
  const { m } = ctx;
  const { noun, one } = m.count;
  const pre = !toddler(ctx);
  // each paragraph told only after the one before it
  const chain = (paras: Para[]): Para[] =>
    paras.reduce<Para[]>((out, p) => {
      const prev = out[out.length - 1];
      return [...out, prev ? { ...p, needs: [...(p.needs ?? []), prev] } : p];
    }, []);
  const asked = P(
    tp(
      ctx,
      `"How many ${noun}, {P}?" asked {H}.`,
      `"How many ${noun} did you find in the end, {P}?" asked {H}.`,
    ),
    1,
  );
  const counted = { ...R(`{P} and {N} counted for {H}: "${allTen}"`, 1), needs: [asked] };
  // given away one by one, each count following the one before
  const gifts = chain(
    givers.map((c, i) =>
      t.naming(
        P(
          `One for ${who(c)}. ${spoken(c) ? `"${spoken(c)}" ` : ''}${pre ? `${cap(numberWord(10 - i))} take away one? ` : ''}${cap(numberWord(9 - i))} ${9 - i === 1 ? one : noun} left!`,
          i < 2 ? 1 : 3,
        ),
        [c],
      ),
    ),
  );
  const left = 10 - gifts.length;
  const kept = gifts.length
    ? [
        {
          ...P(
            left === 1
              ? `{P} carried the last ${one} home for {N}.`
              : `{N} and {P} took the last ${numberWord(left)} ${noun} home.`,
            3,
          ),
          needs: [gifts[gifts.length - 1]!],
        },
      ]
    : [];
  const sky = NIGHT_SKY[ctx.weather] ?? 'the night';
  const told = P(`At the window, {N} told ${sky} all about {P} and the ${noun}.`, 2);
  // the day counted again in bed, place by place and number by number: call and response
  const recall = chain([
    P(
      `"Where was the first ${one}, {P}?" asked {N}. ${short(`"${cap(found[0] ?? 'here')}!"`, `"${cap(found[0] ?? 'here')}!" said {P}.`)}`,
      2,
    ),
    ...found
      .slice(1, 10)
      .map((spot, j) =>
        P(
          `"And ${numberWord(j + 2)}?" ${short(`"${cap(spot)}!"`, `"${cap(spot)}!" said {P}.`)}`,
          j < 4 ? 2 : 3,
        ),
      ),
  ]);
  // counting down to sleep, the companion sleepier at every number
  const down = chain([
    P('"Now count down, {P}!"', 2),
    P('"Ten, nine, eight." {P} yawned.', 2),
    P('"Seven, six, five." {P} snuggled down.', 3),
    P('"Four, three, two." {P} lay very still.', 3),
    P('"One," whispered {N}.', 3),
  ]);
  return [
    page(
      at(ctx, m.place, 'evening'),
      'settle',
      {
        pose: 'give',
        mood: 'happy',
        action: `{C} shares the ${noun} on the way home.`,
        keyObject: m.count.prop,
        cast: givers.slice(0, 2),
      },
      [
        P(`Time to go home. {N} carried the basket of ${noun}, and {P} ${ctx.a.moves} alongside.`),
        asked,
        counted,
        { ...P(`"Ten ${noun}! Clever {P}!" said {H}.`, 2), needs: [counted] },
        P(`"Goodbye, {H}!" called {N} and {P}.`),
        ...gifts,
        ...kept,
        P(
          tp(
            ctx,
            '{P} yawned all the way home from {place}.',
            'All the way home from {place}, {P} yawned and yawned.',
          ),
          2,
        ),
      ],
    ),
    page(
      at(ctx, 'bedroom', 'night'),
      'settle',
      {
        pose: 'sleep',
        mood: 'sleepy',
        action: `{C} and {P} fall asleep.`,
        keyObject: m.count.prop,
      },
      [
        P(`Back at home, {N} put one ${one} on the windowsill, where {P} could see it.`),
        P(`"That ${one} is for you, {P}," said {N}.`, 1),
        told,
        { ...P(`"Ten ${noun}!" {P} told ${sky} too.`, 3), needs: [told] },
        ...recall,
        ...givers
          .slice(0, 6)
          .map((c, i) => t.naming(R(`Goodnight, ${bare(c)}.`, i < 3 ? 1 : 2), [c])),
        ...down,
        P(forHelper(ctx.a.sleeps, `Tired from counting ${noun},`)),
        P(`{P} dreamed of counting ${noun} with {N}.`, 2),
        P('Goodnight, {N}. Goodnight, {P}.'),
      ],
    ),
  ];
}

export const LITTLE_PATTERNS: readonly PlotPattern[] = [cumulative, callAndResponse, counting];
