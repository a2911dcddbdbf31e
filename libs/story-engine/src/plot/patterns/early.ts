import type { Para, PatternContext, PlotPage, PlotPattern } from '../types';
import { beats } from './beats';
import { P, at, cap, isIndoor, learning, page } from './common';
import { cannot, sleeps, solved } from './solve';

/**
 * Plots for early readers (5-7): a problem, tries that build, a turn the child earns with the
 * companion's help, a resolution that lives the theme, and a calm ending. Three shapes: three
 * tries; a trip with a setback on the way; a wrong first idea put right. Every page is written
 * more fully with its own beat's lines (talk about the problem, the next try, how it feels).
 */

type Beats = ReturnType<typeof beats>;

/** Lines that come with a try: the try named, and what the companion makes of it. */
const TRY_LEAD: readonly string[] = [
  '{P} stayed close to {H}. {C} tried first.',
  '"Let us try another way {goal}," said {P}, and {H} nodded.',
  '{P} looked at {Cobj} and nodded, because there was one more idea for {H}.',
];

export function tryPage(
  ctx: PatternContext,
  b: Beats,
  i: number,
  time: 'morning' | 'afternoon',
): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, time);
  const paras: Para[] = [P(TRY_LEAD[i % TRY_LEAD.length]!, 1), P(m.tries[i]!)];
  if (m.facts[i] && i < 2) paras.push(P(b.fact(m.facts[i]), 3));
  paras.push(...b.more('work', 2, 10));
  return page(
    s,
    'try',
    {
      pose: i === 0 ? 'search' : i === 1 ? 'look' : 'hold',
      mood: i === 2 ? 'worried' : 'curious',
      action: m.tries[i]!.split(/(?<=\.)\s/)[0]!,
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    paras,
  );
}

function openingPage(ctx: PatternContext, b: Beats, where = ctx.m.place): PlotPage {
  const { m } = ctx;
  const s = at(ctx, where, 'morning');
  const atPlace = where === m.place;
  // the companion's nature told with the arrival, so the place is named once
  const pal = `{P} the {A}, who was ${ctx.a.nature},`;
  const arrive = atPlace
    ? isIndoor(m.place)
      ? `On a ${m.season} day, {C} and ${pal} were spending the morning in {place}.`
      : `On a ${m.season} day, {C} and ${pal} set off for {place}.`
    : `On a ${m.season} day, {C} {was} eating breakfast when ${pal} came skidding into the kitchen with news from {place}.`;
  return page(
    s,
    'opening',
    {
      pose: 'walk',
      mood: 'happy',
      action: `{C} and {P} start the day at ${atPlace ? m.placeName : 'home'}.`,
    },
    [
      P(arrive),
      ...(atPlace ? b.more('opening', 1, 2) : [P(`"It is {H}," said {P}. "Come quickly!"`, 1)]),
    ],
  );
}

function problemPage(ctx: PatternContext, b: Beats): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, 'morning');
  return page(
    s,
    'want',
    {
      pose: 'listen',
      mood: 'worried',
      action: `{C} listens to ${m.helper.name}.`,
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    [
      P(m.problem),
      P(`{C} looked at {P}. {P} looked back. {P} and {N} wanted the same thing: {goal}.`),
      P(`"{P} and I will help you, {H}," said {C}. "We promise."`, 1),
      ...(m.helper.sound
        ? [P(`"${m.helper.sound}" said {H} to {P}, which meant thank you.`, 3)]
        : []),
      ...b.more('work', 2, 8),
    ],
  );
}

function harderPage(ctx: PatternContext, b: Beats): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, 'afternoon');
  return page(
    s,
    'harder',
    {
      pose: 'sit',
      mood: 'sad',
      action: `${m.tries[3]!.split(/(?<=\.)\s/)[0]!}`,
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    [
      P(m.tries[3]!),
      P(cannot(ctx), 1),
      P(`"Maybe {P} and I cannot help {H}," {C} said quietly. {C} wanted to stop.`),
      P(`"Maybe we can," said {P}, "if we think about {O} differently."`, 1),
      ...b.more('work', 2, 9),
    ],
  );
}

function turnPage(ctx: PatternContext, b: Beats): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, 'afternoon');
  return page(
    s,
    'turn',
    {
      pose: 'stand',
      mood: 'brave',
      action: learning(ctx) ? '{C} works it out.' : `{C} chooses ${m.virtue}.`,
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    [
      ...b.more('turn', 0, 1),
      ...b.more('turn', 2, 9),
      P(m.lived),
      P(`{P} saw it. {P} said nothing. But {P}\u2019s eyes were shining at {H}.`, 1),
      ...b.more('work', 7, 3),
    ],
  );
}

function resolvePage(ctx: PatternContext, b: Beats): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, 'afternoon');
  return page(
    s,
    'resolve',
    {
      pose: 'point',
      mood: 'proud',
      action: '{P} the {A} helps in the way only a {A} can.',
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    [
      P(solved(ctx).gift),
      P(`"Look!" cried {C}. "${solved(ctx).found}"`),
      P(m.thanks),
      P(
        learning(ctx)
          ? `Finding out about {O} with {P} felt like a light coming on inside.`
          : `That was what {virtue} felt like from the inside, {C} thought, with {P} and {H} beside {Cobj}.`,
        1,
      ),
      ...(m.facts[2] ? [P(`Before they left, {H} told {P} one more thing: ${m.facts[2]}`, 2)] : []),
      ...b.more('resolve', 2, 11),
    ],
  );
}

function endPages(ctx: PatternContext, b: Beats): PlotPage[] {
  const { m } = ctx;
  const s9 = at(ctx, m.place, 'evening');
  const s10 = at(ctx, 'bedroom', 'night');
  return [
    page(
      s9,
      'settle',
      {
        pose: 'wave',
        mood: 'happy',
        action: `{C} and {P} say goodbye to ${m.helper.name}.`,
        cast: [m.helper],
      },
      [
        P(`Evening came. It was time for {N} and {P} to leave {place}.`),
        ...b.more('evening', 1, 10),
      ],
    ),
    page(s10, 'settle', { pose: 'sleep', mood: 'sleepy', action: '{C} and {P} fall asleep.' }, [
      P(
        b.say([
          'That night, tucked up in bed, {C} thought about {H} and {O}, and {P} thought about them too.',
          'That night, tucked up in bed, {C} went over the whole day with {P}, from the first news about {O} to the moment {H} finally smiled.',
        ]),
      ),
      P(`"Goodnight, {P}," whispered {C}. ${sleeps(ctx)}`),
      ...b.more('night', 1, 7),
    ]),
  ];
}

const threeTries: PlotPattern = {
  id: 'early-three-tries',
  kind: 'a problem, three tries, a turn',
  titles: ['{N} and {O}', '{N} Helps {H}', 'A Day for {N} and {P}'],
  write(ctx) {
    const b = beats(ctx);
    return [
      openingPage(ctx, b),
      problemPage(ctx, b),
      tryPage(ctx, b, 0, 'morning'),
      tryPage(ctx, b, 1, 'afternoon'),
      tryPage(ctx, b, 2, 'afternoon'),
      harderPage(ctx, b),
      turnPage(ctx, b),
      resolvePage(ctx, b),
      ...endPages(ctx, b),
    ];
  },
};

const setback: PlotPattern = {
  id: 'early-setback',
  kind: 'a trip with a setback',
  titles: ['{N} to the Rescue', 'The Day {H} Needed Help', '{N}, {P} and the Long Way Round'],
  write(ctx) {
    const b = beats(ctx);
    const { m, other } = ctx;
    const home = isIndoor(m.place) ? m.place : 'kitchen';
    const s2 = at(ctx, m.place, 'morning');
    const O = cap(other.name);
    const tripPage = page(
      s2,
      'want',
      {
        pose: 'walk',
        mood: 'brave',
        action: `{C} and {P} hurry to ${m.placeName}.`,
        keyObject: m.object.prop,
        cast: [m.helper],
      },
      [
        P(`{C} and {P} hurried all the way to {place}, where {H} was waiting.`),
        P(m.problem),
        P(`"Quick, then," said {C}. {P} and {N} made a plan right there: {goal}.`),
        P(`${O} was there too, and asked {P} why {H} looked so worried.`, 1),
        ...b.more('work', 2, 8),
      ],
    );
    const s6 = at(ctx, m.place, 'afternoon');
    const setbackPage = page(
      s6,
      'harder',
      {
        pose: 'look',
        mood: 'worried',
        action: 'Something goes wrong, and a neighbour helps.',
        keyObject: m.object.prop,
        cast: [other],
      },
      [
        P(`Then everything about {O} went wrong at once for {P}. ${cannot(ctx)}`),
        P(
          `{C} and {P} looked around {place} for help, and there was ${other.name}, who could ${other.can ?? 'help'}.`,
        ),
        P(
          `"Can you help {P} and me with {O}?" asked {C}. "For {H}, I will try," ${other.name} told {P}, and did.`,
          1,
        ),
        P(m.tries[3]!, 2),
        ...b.more('work', 2, 9),
      ],
    );
    return [
      openingPage(ctx, b, home),
      tripPage,
      tryPage(ctx, b, 0, 'morning'),
      tryPage(ctx, b, 1, 'afternoon'),
      setbackPage,
      tryPage(ctx, b, 2, 'afternoon'),
      turnPage(ctx, b),
      resolvePage(ctx, b),
      ...endPages(ctx, b),
    ];
  },
};

const wrongIdea: PlotPattern = {
  id: 'early-wrong-idea',
  kind: 'a wrong idea put right',
  titles: ['{N} Gets It Wrong, Then Right', '{N} Thinks Again', '{N}, {H} and the Second Idea'],
  write(ctx) {
    const b = beats(ctx);
    const { m } = ctx;
    const s3 = at(ctx, m.place, 'morning');
    const hasty = page(
      s3,
      'try',
      {
        pose: 'run',
        mood: 'excited',
        action: '{C} rushes in with a quick idea.',
        keyObject: m.object.prop,
        cast: [m.helper],
      },
      [
        P(
          `"I know exactly what to do about {O}!" {C} told {P}, before {H} had even finished. {C} rushed in without asking {H} or {P} a single question.`,
        ),
        P(m.tries[0]!),
        P(
          `{H} looked at {P} with a small, puzzled face. "That was not quite what I needed for {O}," {hs} told {P} gently.`,
        ),
        P(
          `Hot pink crept into {C\u2019s} cheeks, because {C} had been so sure about {O}, and {P} had seen it all.`,
          1,
        ),
        ...b.more('work', 2, 9),
      ],
    );
    const s4 = at(ctx, m.place, 'morning');
    const listen = page(
      s4,
      'turn',
      {
        pose: 'listen',
        mood: 'calm',
        action: `{C} listens to ${m.helper.name} properly this time.`,
        cast: [m.helper],
      },
      [
        P(
          `"Wait," said {P}. "Ask {H}." So this time {C} listened to {H}, and so did {P}, all the way to the end.`,
        ),
        P(
          `{H} explained everything about {O}, slowly, and {P} nodded along, because it was different from what {P} and {N} had thought.`,
        ),
        P(
          `"I am sorry I rushed at {O}, {H}," {C} said to {P} and {H}. "Show us?" {H} smiled. "Of course."`,
          1,
        ),
        ...b.more('work', 2, 9),
      ],
    );
    return [
      openingPage(ctx, b),
      problemPage(ctx, b),
      hasty,
      listen,
      tryPage(ctx, b, 1, 'afternoon'),
      tryPage(ctx, b, 2, 'afternoon'),
      turnPage(ctx, b),
      resolvePage(ctx, b),
      ...endPages(ctx, b),
    ];
  },
};

export const EARLY_PATTERNS: readonly PlotPattern[] = [threeTries, setback, wrongIdea];
