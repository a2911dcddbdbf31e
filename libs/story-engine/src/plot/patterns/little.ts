import type { CastMember, Para, PatternContext, PlotPage, PlotPattern } from '../types';
import { DAY_TIMES, P, R, at, cap, isIndoor, list, numberWord, page, says, tools } from './common';

/**
 * Plots for toddlers and preschoolers, carried the way picture books for them are: a cumulative
 * walk where each friend joins and the list is said again; a call-and-response search where every
 * "No!" is added to the list; a counting game along the search that counts back down at bedtime.
 * Preschool adds longer lines, three tries that build, and sums within ten.
 */

type Tools = ReturnType<typeof tools>;
const who = (c: CastMember) => c.name;
const The = (c: CastMember) => cap(c.name);
const bare = (c: CastMember) => c.name.replace(/^the /, '');

/** Opening at the place, in the morning: who, where, the companion's voice. */
function opening(ctx: PatternContext, t: Tools): PlotPage {
  const s = at(ctx, ctx.m.place, 'morning');
  const little = ctx.band === 'toddler';
  const arrive = isIndoor(ctx.m.place)
    ? `One ${ctx.m.season} morning, {C} and {P} the {A} were in {place}.`
    : `One ${ctx.m.season} morning, {C} and {P} the {A} went to {place}.`;
  return page(
    s,
    'opening',
    { pose: 'walk', mood: 'happy', action: '{C} and {P} arrive at {place}.' },
    [
      P(arrive),
      P(t.sound()),
      ...t.detail(s, 1),
      P(
        little
          ? '"Look, {P}!" said {C}. {P} {moves} round and round.'
          : '"What shall we do today, {P}?" asked {C}. {P} {moves} in a happy circle, ready for anything.',
        2,
      ),
      ...t.detail(s, 3),
    ],
  );
}

/** The problem, the question, the want: on the opening page, after the arrival. */
function want(ctx: PatternContext, t: Tools, ask: string): PlotPage {
  const s = at(ctx, ctx.m.place, 'morning');
  const { m } = ctx;
  const first = opening(ctx, t);
  const w = page(
    s,
    'want',
    {
      pose: 'look',
      mood: 'worried',
      action: `{C} hears the problem: ${m.little.question}`,
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    [
      P(m.little.problem),
      R(ask),
      P(
        ctx.band === 'toddler'
          ? '"We can help {H}!" said {C}. {P} nodded.'
          : '"We can help, {H}," said {C}. "{P} and I are good at helping." {P} stood up tall.',
        1,
      ),
      ...(m.helper.sound ? [P(`"${m.helper.sound}" said {H}. "Thank you!"`, 2)] : []),
      P(
        `"${m.little.question}" {C} asked {P}. {P} did not know either, but {P} was ready to find out.`,
        3,
      ),
      ...t.detail(s, 4),
      R(`"${m.little.question}" asked {C} again. "We will find out, {H}."`, 5),
    ],
  );
  return {
    ...w,
    paras: [...first.paras.map((p) => ({ ...p, pri: p.pri === 0 ? 0 : p.pri + 2 })), ...w.paras],
  };
}

/** The turn (the companion's nature) and the resolution (the theme lived). */
function turnAndResolve(
  ctx: PatternContext,
  t: Tools,
  cast: CastMember[],
  before: Para[] = [],
): PlotPage[] {
  const { m, a } = ctx;
  const s7 = at(ctx, m.place, 'afternoon');
  const s8 = at(ctx, m.place, 'afternoon');
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
        P(
          ctx.band === 'toddler' ? 'Then {P} had an idea.' : 'Then {P} did what only a {A} can do.',
        ),
        P(a.finds),
        P(`"Look!" said {C}. "${m.little.found}"`),
        P(t.sound(), 1),
        ...t.detail(s7, 3),
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
        P(m.thanks, ctx.band === 'toddler' ? 2 : 0),
        P(
          ctx.band === 'toddler'
            ? '{P} did a happy hop. {C} did a happy hop too.'
            : '{C} felt warm and glad all the way through, and {P} could not stop dancing about.',
          1,
        ),
        ...cast.map((c, i) => t.naming(P(`${says(c, 'Hooray for {N}!')}`, 2 + i), [c])),
        P(
          `"Hooray for {P} too!" said {C}. ${cap(ctx.a.animal === 'turtle' ? '{P} gave a slow, proud nod.' : '{P} did a proud little dance.')}`,
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
): PlotPage[] {
  const { m, a } = ctx;
  const s9 = at(ctx, m.place, 'evening');
  const s10 = at(ctx, 'bedroom', 'night');
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
        R(`"Goodbye, ${m.helper.name}!" called {C}.`),
        ...friends.flatMap((f, i) => {
          const left = friends.slice(i + 1);
          return [
            t.naming(
              P(
                `${says(f, 'Goodbye!')} And off went ${who(f)}, home for the night.`,
                i < 2 ? 1 : 3,
              ),
              [f],
            ),
            ...(left.length > 0
              ? [
                  t.naming(
                    R(`Now there were {C} and {P}, ${list(left.map(who))}.`, i < 2 ? 2 : 4),
                    friends,
                  ),
                ]
              : []),
          ];
        }),
        R('Now there were just {C} and {P}, going home together.', 2),
        ...t.detail(s9, 2),
      ],
    ),
    page(s10, 'settle', { pose: 'sleep', mood: 'sleepy', action: '{C} and {P} fall asleep.' }, [
      P('Back at home, {C} climbed into bed with {P}.'),
      P(
        `"Tell me again about ${m.helper.name}," whispered {P}, and {C} told the whole day again, very softly.`,
        3,
      ),
      P(`"${m.little.question}" {C} said sleepily. "${m.little.found}"`, 4),
      P(`Goodnight, ${m.helper.name}.`, 1),
      ...friends.map((f, i) => t.naming(R(`Goodnight, ${bare(f)}.`, i < 3 ? 1 : 2), [f])),
      P(a.sleeps),
      ...t.detail(s10, 2),
      P(
        ctx.band === 'toddler'
          ? '{C} closed {C\u2019s} eyes. Shh. Goodnight, {N}.'
          : '{C} thought about the whole day, and smiled, and closed {C\u2019s} eyes. Goodnight, {N}. Goodnight, {P}.',
      ),
    ]),
  ];
}

/** A round of looking, when a plot's own rounds run out: the whole group looks in one more place. */
function lookRound(
  ctx: PatternContext,
  t: Tools,
  base: number,
  group: readonly CastMember[],
): Para[] {
  const spot = t.spot() ?? t.direction();
  if (!spot) return [];
  const q = ctx.m.little.question;
  const voiced = group.filter((c) => c.sound && /^[A-Z]/.test(c.sound));
  const from = voiced.length ? (t.spotsUsed() * 2) % voiced.length : 0;
  const sounds = [...voiced.slice(from), ...voiced.slice(0, from)].slice(0, 2);
  return [
    P(
      `${group.length ? 'Everyone' : '{C} and {P}'} looked ${spot}. "${q}" asked {C}. Not ${spot}!`,
      base,
    ),
    ...(sounds.length
      ? [
          t.naming(
            P(
              sounds.map((c) => `"${c.sound}" said ${who(c)}.`).join(' ') +
                ` Nobody was giving up on ${ctx.m.helper.name}.`,
              base + 1,
            ),
            sounds,
          ),
        ]
      : [P(`{P} looked ${spot} one more time, just in case.`, base + 1)]),
    R(`"${q}" "Not ${spot}!"`, base + 2),
  ];
}

/** Four pages of rounds (up to four rounds a page, the later ones for longer books). */
function rounds(
  ctx: PatternContext,
  t: Tools,
  round: (i: number, base: number, s: ReturnType<typeof at>) => Para[],
  opts: (k: number) => Parameters<typeof page>[2],
  perPage = 6,
): PlotPage[] {
  const out: PlotPage[] = [];
  let i = 0;
  for (let k = 0; k < 6; k++) {
    const s = at(ctx, ctx.m.place, DAY_TIMES[k + 1]!);
    const paras: Para[] = [];
    for (let j = 0; j < perPage; j++) paras.push(...round(i++, [0, 2, 3, 4, 5, 6][j]!, s));
    paras.push(...t.detail(s, 4));
    out.push(page(s, 'try', opts(k), paras));
  }
  return out;
}

const cumulative: PlotPattern = {
  id: 'little-along-came',
  kind: 'cumulative tale',
  titles: ['{N} and Friends Help {H}', 'Who Will Help {H}?', 'Along Came Everyone'],
  write(ctx) {
    const t = tools(ctx);
    const { m } = ctx;
    const friends = ctx.crowd.slice(0, 20);
    const little = ctx.band === 'toddler';
    const joined: CastMember[] = [];
    const tries = rounds(
      ctx,
      t,
      (i, base) => {
        const c = friends[i];
        if (!c) return lookRound(ctx, t, base, joined);
        joined.push(c);
        const out: Para[] = [
          t.meet(
            c,
            P(`Along came ${who(c)}. ${says(c, little ? 'Hello!' : 'Hello, you two!')}`, base),
          ),
          P(
            `"Can you help ${m.helper.name}?" asked {C}. "I can ${c.can ?? 'help'}," said ${who(c)}. "I will come too!"`,
            base,
          ),
        ];
        if (c.does)
          out.push(t.naming(P(`{P} stopped to watch ${who(c)}, who ${c.does}.`, base + 2), [c]));
        if (joined.length > 1)
          out.push(
            t.naming(
              R(`So along they went: {C} and {P}, ${list(joined.map(who))}.`, base + 1),
              joined,
            ),
          );
        out.push(
          P(
            `{C} told ${who(c)} all about ${m.helper.name}. ${The(c)} listened and said, "${little ? 'Let us go!' : 'Then we had better hurry.'}"`,
            base + 3,
          ),
        );
        out.push(R(`Who will help ${m.helper.name}? We will!`, base + 4));
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
        `They all tried. ${little ? 'Oh no! It did not work.' : 'They tried and tried, but it did not work, not yet.'}`,
      ),
      ...friends
        .slice(0, 8)
        .map((c, i) =>
          t.naming(P(`${The(c)} tried to ${c.can ?? 'help'}. Not yet!`, i < 3 ? 1 : 3), [c]),
        ),
      P('"What now?" said {C}. {P} sat down to think.', 2),
    );
    return [
      want(ctx, t, `Who will help ${m.helper.name}? Who?`),
      ...tries.slice(0, 5),
      ...turnAndResolve(ctx, t, joined.slice(0, 8), tries[5]!.paras),
      ...settle(
        ctx,
        t,
        joined,
        `The sky went pink. It was time to go home, and all the friends went home too.`,
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
    const askers = ctx.crowd;
    const nots: string[] = [];
    const looked: Para[] = [];
    const tries = rounds(
      ctx,
      t,
      (i, base) => {
        const c = askers[i % Math.max(1, askers.length)];
        const out: Para[] = [];
        if (i >= askers.length + (search ? 30 : 0)) return lookRound(ctx, t, base, askers);
        const spot = search ? t.spot() : undefined;
        if (spot) {
          nots.push(spot);
          out.push(R(`"${q}" called {C}.`, base));
          const look = P(`Is it ${spot}? {C} looked ${spot}. {P} looked too. No!`, base);
          looked.push(look);
          out.push(look);
          if (c)
            out.push(t.meet(c, P(`${The(c)} was ${spot}. ${says(c, `Not ${spot}!`)}`, base + 1)));
          if (nots.length > 1)
            out.push({
              ...R(`${nots.map((n) => `Not ${n}.`).join(' ')}`, base + 2),
              needs: [...looked],
            });
          if (c?.does)
            out.push(
              t.naming(
                P(`${The(c)} ${c.does}, and {P} watched, and then they went on looking.`, base + 3),
                [c],
              ),
            );
          if (c)
            out.push(
              t.naming(
                P(
                  `"Have you seen it?" {C} asked ${who(c)}. "${c.sound && /^[A-Z]/.test(c.sound) ? c.sound + ' ' : ''}Keep looking!" said ${who(c)}.`,
                  base + 4,
                ),
                [c],
              ),
            );
        } else if (c) {
          out.push(R(`"${q}" asked {C}.`, base));
          const ask = P(
            `{C} asked ${who(c)}. ${says(c, search ? 'Not here! Keep looking!' : 'Not me!')}`,
            base,
          );
          out.push(t.meet(c, ask));
          if (!search) looked.push(ask);
          if (c.does)
            out.push(t.naming(P(`${The(c)} just ${c.does}, and {P} sighed.`, base + 1), [c]));
          if (!search) nots.push(bare(c));
          if (!search && nots.length > 1)
            out.push({
              ...R(`${nots.map((n) => `Not the ${n}.`).join(' ')}`, base + 2),
              needs: [...looked],
            });
          out.push(
            t.naming(
              P(
                `${The(c)} would have helped if ${who(c)} could. "Ask again," said ${who(c)}. "Somebody knows."`,
                base + 3,
              ),
              [c],
            ),
          );
        }
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
        ctx.band === 'toddler'
          ? `{C} sat down. "${q}" {C} said, very small.`
          : `{C} sat down on the ground. "${q}" {C} whispered. It seemed there was nowhere left to look and nobody left to ask.`,
      ),
      P(
        ctx.band === 'toddler'
          ? '{P} sat down too, close to {Cobj}.'
          : '{P} leaned against {C\u2019s} arm, warm and patient.',
        1,
      ),
    );
    return [
      want(ctx, t, `"${q}" asked {C}.`),
      ...tries.slice(0, 5),
      ...turnAndResolve(ctx, t, askers.slice(0, 6), tries[5]!.paras),
      ...settle(
        ctx,
        t,
        askers.slice(0, Math.min(6, askers.length)),
        'Soon the sky went pink and gold. Time to go home!',
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
    const pre = ctx.band !== 'toddler';
    const numbers = (upTo: number) =>
      cap(Array.from({ length: upTo }, (_, i) => numberWord(i + 1)).join(', ')) +
      ` ${upTo === 1 ? one : noun}!`;
    let k = 0;
    const helpers: CastMember[] = [];
    const tries = rounds(
      ctx,
      t,
      (i, base) => {
        if (k >= 10 || i >= 10) return lookRound(ctx, t, base, helpers);
        const was = k;
        const add = pre && k >= 2 && k <= 7 && i % 3 === 2 ? 2 : 1;
        k = Math.min(10, k + add);
        const spot = t.spot() ?? 'right by {P}\u2019s feet';
        const what = k - was === 1 ? `one ${one}` : `${numberWord(k - was)} ${noun}`;
        const c = ctx.crowd[i % Math.max(1, ctx.crowd.length)];
        // every number is told: a counting book never skips one
        const out: Para[] = [P(`Look, ${spot}! ${cap(what)}. That makes ${numberWord(k)}!`, 0)];
        if (pre && was > 0)
          out.push(
            P(
              `${cap(numberWord(was))} ${was === 1 ? one : noun} and ${numberWord(k - was)} more make ${numberWord(k)} ${noun}.`,
              0,
            ),
          );
        out.push(R(numbers(k), base + 1));
        if (c)
          out.push(
            t.meet(
              c,
              P(
                `${says(c, `${cap(numberWord(k))}!`)} ${cap(who(c))} counted along with {P}.`,
                base + 2,
              ),
            ),
          );
        const them = k - was === 1 ? 'it' : 'them';
        out.push(
          P(
            `{P} sniffed the new ${k - was === 1 ? one : noun} and ${k === 10 ? 'gave a happy wiggle' : 'looked for more'}. ${was === 0 ? `{C} tucked ${them} safe in a pocket.` : `{C} tucked ${them} in with the other ${was === 1 ? one : noun}.`}`,
            base + 3,
          ),
        );
        out.push(R(`How many ${noun} now? ${cap(numberWord(k))}!`, base + 4));
        out.push(
          P(
            `{C} held up ${numberWord(k)} ${k === 1 ? 'finger' : 'fingers'}, one for each ${one}, and {P} looked at every one.`,
            base + 5,
          ),
        );
        if (c && !helpers.includes(c)) helpers.push(c);
        if (helpers.length > 1)
          out.push(
            t.naming(
              R(`And along came the counters: {C} and {P}, ${list(helpers.map(who))}.`, base + 5),
              helpers,
            ),
          );
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
        `{C\u2019s} hands were full of ${noun}. But {C} still had a question: "${m.little.question}"`,
      ),
      P(`{P} looked one way. {C} looked the other way.`, 1),
    );
    const s9 = at(ctx, m.place, 'evening');
    const s10 = at(ctx, 'bedroom', 'night');
    return [
      want(ctx, t, `"Let us count ${noun} on the way," said {C}. "One, two, three!"`),
      ...tries.slice(0, 5),
      ...turnAndResolve(ctx, t, ctx.crowd.slice(0, 8), tries[5]!.paras),
      page(
        s9,
        'settle',
        {
          pose: 'give',
          mood: 'happy',
          action: `{C} shares the ${noun} on the way home.`,
          keyObject: m.count.prop,
          cast: ctx.crowd.slice(0, 2),
        },
        [
          P(`Time to go home. {C} carried the ${noun}, and {P} ${ctx.a.moves} alongside.`),
          R(`"Goodbye, ${m.helper.name}!" called {C}.`),
          ...((): Para[] => {
            // given away one by one, each count following the one before
            const out: Para[] = [];
            let prev: Para | undefined;
            helpers.slice(0, 9).forEach((c, i) => {
              const give = t.naming(
                P(
                  `{C} gave one ${one} to ${who(c)}. ${says(c, 'Thank you!')} ${cap(numberWord(9 - i))} ${9 - i === 1 ? one : noun} left.`,
                  i < 2 ? 1 : 3,
                ),
                [c],
                prev ? [prev] : [],
              );
              out.push(give);
              if (pre)
                out.push({
                  ...R(
                    `${cap(numberWord(10 - i))} take away one makes ${numberWord(9 - i)}.`,
                    i < 2 ? 1 : 3,
                  ),
                  needs: [give],
                });
              prev = give;
            });
            return out;
          })(),
          ...t.detail(s9, 2),
        ],
      ),
      page(
        s10,
        'settle',
        {
          pose: 'sleep',
          mood: 'sleepy',
          action: `{C} and {P} fall asleep.`,
          keyObject: m.count.prop,
        },
        [
          P(
            `Back at home, {C} put one ${one} on the windowsill, where {P} could see it from the bed.`,
          ),
          P(`"One ${one} for us," said {C}, "and the rest for our friends."`, 1),
          ...helpers
            .slice(0, 9)
            .map((c, i) => t.naming(R(`Goodnight, ${bare(c)}.`, i < 3 ? 1 : 2), [c])),
          P(ctx.a.sleeps),
          ...t.detail(s10, 2),
          P('Goodnight, {N}. Goodnight, {P}.'),
        ],
      ),
    ];
  },
};

export const LITTLE_PATTERNS: readonly PlotPattern[] = [cumulative, callAndResponse, counting];
