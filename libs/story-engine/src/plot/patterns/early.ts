import type { Para, PatternContext, PlotPage, PlotPattern } from '../types';
import { P, at, isIndoor, learning, page, solved, tools } from './common';
import { fuller } from './fuller';

/**
 * Plots for early readers (5-7): a problem, tries that build, a turn the child earns with the
 * companion's help, a resolution that lives the theme, and a calm ending. Three shapes: three
 * tries; a trip with a setback on the way; a wrong first idea put right.
 */

type Tools = ReturnType<typeof tools>;
type Fuller = ReturnType<typeof fuller>;

/** What follows each try: who says what, how it feels, what the place is like. */
const AFTER_TRY: readonly (readonly string[])[] = [
  [
    '{H} watched closely, hoping. "Not yet," {hs} said softly.',
    '"That was not it," said {P}. "But now we know one thing that does not work."',
    '{C} frowned and thought hard about how {goal}.',
  ],
  [
    '"Oh dear," said {H}. "Is this too much trouble for you?" "No trouble at all," said {C}.',
    '{P} waited beside {Cobj}, because {P} was {nature}.',
    '{C} felt a little cross, and then a little less cross, because {P} was there.',
  ],
  [
    '{H} gave a small, tired sigh, and {C} heard it.',
    '"Third time lucky?" asked {P}. "Maybe," said {C}. "Or maybe we need a new idea."',
    '{C} sat on the ground for a moment with {P} and looked at everything again, slowly.',
  ],
];

export function tryPage(
  ctx: PatternContext,
  t: Tools,
  i: number,
  time: 'morning' | 'afternoon',
  f?: Fuller,
): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, time);
  const after = AFTER_TRY[i % AFTER_TRY.length]!;
  const paras: Para[] = [
    P(m.tries[i]!),
    P(after[0]!, 1),
    P(after[1]!, 2),
    ...t.detail(s, 3),
    P(after[2]!, 4),
  ];
  if (m.facts[i] && i < 2)
    paras.push(P(`${i === 0 ? '{H}' : '{P}'} said, "Did you know? ${m.facts[i]}"`, 5));
  if (f)
    paras.push(
      ...f.retry(2),
      ...f.talk(3),
      ...f.visit(ctx.crowd[i], 4),
      ...f.talk(5),
      ...f.talk(7),
      ...t.detail(s, 6),
      ...f.retry(9),
      ...f.talk(9),
      ...f.talk(11),
      ...f.talk(13),
    );
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

function openingPage(ctx: PatternContext, t: Tools, where = ctx.m.place): PlotPage {
  const { m } = ctx;
  const s = at(ctx, where, 'morning');
  const arrive =
    where === m.place
      ? isIndoor(m.place)
        ? `On a ${m.season} morning, {C} and {P} the {A} were spending the day in {place}.`
        : `On a ${m.season} morning, {C} and {P} the {A} set off for {place}.`
      : `On a ${m.season} morning, {C} {was} eating breakfast when {P} the {A} came skidding into the kitchen.`;
  return page(
    s,
    'opening',
    {
      pose: 'walk',
      mood: 'happy',
      action: `{C} and {P} start the day at ${where === m.place ? m.placeName : 'home'}.`,
    },
    [
      P(arrive),
      P(
        `{P} was ${ctx.a.nature}, and ${ctx.a.animal === 'turtle' ? 'never in a hurry' : 'always ready for something to happen'}.`,
        1,
      ),
      ...t.detail(s, 2),
      P(
        '"Something is going to happen today," said {P}. "I can just feel it." "You always say that," said {C}, laughing.',
        4,
      ),
    ],
  );
}

function problemPage(ctx: PatternContext, t: Tools, f?: Fuller): PlotPage {
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
      P(`{C} looked at {P}, and {P} looked back. They both wanted the same thing: {goal}.`),
      P(`"We will help you, {H}," said {C}. "We will not stop until we do."`, 1),
      ...(m.helper.sound ? [P(`"${m.helper.sound}" said {H}, which meant thank you.`, 3)] : []),
      ...t.detail(s, 4),
      ...(f
        ? [
            ...f.talk(5),
            ...f.visit(ctx.crowd[5], 6),
            ...f.talk(7),
            ...f.talk(10),
            ...f.talk(11),
            ...f.talk(12),
          ]
        : []),
    ],
  );
}

function harderPage(ctx: PatternContext, t: Tools, f?: Fuller): PlotPage {
  const { m, a } = ctx;
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
      P(a.cannot, 1),
      P(`For a moment {C} wanted to stop. "Maybe we cannot do this," {C} said quietly.`),
      P(`"Maybe we can," said {P}, "if we do it differently."`, 2),
      ...t.detail(s, 3),
      ...(f
        ? [
            ...f.visit(ctx.crowd[3], 4),
            ...f.talk(5),
            ...f.talk(6),
            ...f.talk(9),
            ...f.talk(11),
            ...f.talk(12),
            ...f.talk(13),
            ...f.talk(14),
          ]
        : []),
    ],
  );
}

function turnPage(ctx: PatternContext, t: Tools, f?: Fuller): PlotPage {
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
      P('Then {C} stopped trying to be quick and thought about what really mattered.'),
      P(m.lived),
      P(`{P} saw it and said nothing, but {P}\u2019s eyes were shining.`, 1),
      ...t.detail(s, 3),
      ...(f
        ? [
            ...f.talk(4),
            ...f.visit(ctx.crowd[4], 5),
            ...f.talk(6),
            ...f.talk(9),
            ...f.talk(11),
            ...f.talk(12),
            ...f.talk(13),
            ...f.talk(14),
          ]
        : []),
    ],
  );
}

function resolvePage(ctx: PatternContext, t: Tools, f?: Fuller): PlotPage {
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
          ? `{C} felt warm all the way down to {C\u2019s} toes. That was what finding something out felt like from the inside.`
          : `{C} felt warm all the way down to {C\u2019s} toes. That was what {virtue} felt like from the inside.`,
        1,
      ),
      ...(m.facts[2]
        ? [P(`Before they left, {H} told them one more thing: ${m.facts[2]}`, 2)]
        : []),
      ...t.detail(s, 3),
      ...(f ? [...f.talk(4), ...f.talk(6), ...f.talk(8), ...f.talk(10)] : []),
    ],
  );
}

function endPages(ctx: PatternContext, t: Tools, f?: Fuller): PlotPage[] {
  const { m, a } = ctx;
  const s9 = at(ctx, isIndoor(m.place) ? m.place : m.place, 'evening');
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
        P(
          `When the light began to turn gold, it was time to go home. "Goodbye, {H}!" called {C}. "Come back soon!" called {H}.`,
        ),
        P(
          `On the way, {P} said, "Do you remember when ${m.tries[0]!.replace(/^\{C\}/, 'you')
            .split(/(?<=\.)\s/)[0]!
            .replace(/\.$/, '')}?" {N} laughed. "That feels like ages ago."`,
          2,
        ),
        ...t.detail(s9, 1),
        P(
          `{C} {was} tired in the good way, the way you are after a day that mattered to someone.`,
          3,
        ),
        ...(f ? [...f.talk(5), ...f.talk(7), ...f.talk(9)] : []),
      ],
    ),
    page(s10, 'settle', { pose: 'sleep', mood: 'sleepy', action: '{C} and {P} fall asleep.' }, [
      P(`That night, tucked up in bed, {C} thought about {H} and {O}.`),
      P(`"Goodnight, {P}," whispered {C}. "Thank you for helping." ${a.sleeps}`),
      ...t.detail(s10, 1),
      P(`{C} smiled in the dark, and soon {C} {was} fast asleep too.`, 2),
    ]),
  ];
}

const threeTries: PlotPattern = {
  id: 'early-three-tries',
  kind: 'a problem, three tries, a turn',
  titles: ['{N} and {O}', '{N} Helps {H}', 'A Day for {N} and {P}'],
  write(ctx) {
    const t = tools(ctx);
    const f = fuller(ctx);
    return [
      openingPage(ctx, t),
      problemPage(ctx, t, f),
      tryPage(ctx, t, 0, 'morning', f),
      tryPage(ctx, t, 1, 'afternoon', f),
      tryPage(ctx, t, 2, 'afternoon', f),
      harderPage(ctx, t, f),
      turnPage(ctx, t, f),
      resolvePage(ctx, t, f),
      ...endPages(ctx, t, f),
    ];
  },
};

const setback: PlotPattern = {
  id: 'early-setback',
  kind: 'a trip with a setback',
  titles: ['{N} to the Rescue', 'The Day {H} Needed Help', '{N}, {P} and the Long Way Round'],
  write(ctx) {
    const t = tools(ctx);
    const f = fuller(ctx);
    const { m, other } = ctx;
    const home = isIndoor(m.place) ? m.place : 'kitchen';
    const s2 = at(ctx, m.place, 'morning');
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
        P(m.problem),
        P(
          `"Then there is no time to lose," said {C}. {C} and {P} made a plan right there: {goal}.`,
        ),
        P(
          `${other.name.charAt(0).toUpperCase() + other.name.slice(1)} was there too, and came to see what the fuss was about.`,
          1,
        ),
        ...t.detail(s2, 2),
        ...f.talk(3),
        ...f.talk(6),
        ...f.talk(9),
        ...f.talk(11),
        ...f.talk(13),
        ...f.talk(15),
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
        P(`Then everything went wrong at once. ${ctx.a.cannot}`),
        P(
          `{C} looked around for help, and there was ${other.name}, who could ${other.can ?? 'help'}.`,
        ),
        P(
          `"Can you help us?" asked {C}. "I can try," said ${other.name}. And ${other.name} did.`,
          1,
        ),
        P(m.tries[3]!, 2),
        ...t.detail(s6, 3),
        ...f.talk(4),
        ...f.retry(6),
        ...f.talk(7),
        ...f.talk(9),
        ...f.talk(11),
        ...f.talk(13),
        ...f.talk(15),
      ],
    );
    return [
      openingPage(ctx, t, home),
      tripPage,
      tryPage(ctx, t, 0, 'morning', f),
      tryPage(ctx, t, 1, 'afternoon', f),
      setbackPage,
      tryPage(ctx, t, 2, 'afternoon', f),
      turnPage(ctx, t, f),
      resolvePage(ctx, t, f),
      ...endPages(ctx, t, f),
    ];
  },
};

const wrongIdea: PlotPattern = {
  id: 'early-wrong-idea',
  kind: 'a wrong idea put right',
  titles: ['{N} Gets It Wrong, Then Right', '{N} Thinks Again', '{N}, {H} and the Second Idea'],
  write(ctx) {
    const t = tools(ctx);
    const f = fuller(ctx);
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
          `"I know exactly what to do!" said {C}, before {H} had even finished. {C} rushed straight in without asking a single question.`,
        ),
        P(m.tries[0]!),
        P(
          `{H} looked at {Cobj} with a small, puzzled face. "That was not quite what I needed," {hs} said gently.`,
        ),
        P(`Hot pink crept into {C\u2019s} cheeks. {C} had been so sure.`, 1),
        ...t.detail(s3, 2),
        ...f.talk(3),
        ...f.visit(ctx.crowd[1], 4),
        ...f.talk(6),
        ...f.talk(8),
        ...f.retry(9),
        ...f.talk(11),
        ...f.talk(12),
        ...f.talk(14),
        ...f.talk(15),
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
          `"Wait," said {P}. "Let us ask {H} what would really help." So this time {C} listened, all the way to the end.`,
        ),
        P(
          `{H} explained everything, slowly, and {C} nodded. It was different from what {C} had thought.`,
        ),
        P(`"I am sorry I rushed," said {C}. "Will you show me?" {H} smiled. "Of course."`, 1),
        ...t.detail(s4, 2),
        ...f.talk(3),
        ...f.talk(5),
        ...f.visit(ctx.crowd[0], 6),
        ...f.talk(8),
        ...f.talk(10),
        ...f.talk(11),
        ...f.talk(12),
        ...f.talk(14),
        ...f.talk(15),
      ],
    );
    return [
      openingPage(ctx, t),
      problemPage(ctx, t, f),
      hasty,
      listen,
      tryPage(ctx, t, 1, 'afternoon', f),
      tryPage(ctx, t, 2, 'afternoon', f),
      turnPage(ctx, t, f),
      resolvePage(ctx, t, f),
      ...endPages(ctx, t, f),
    ]
      .map((p, i, all) => (all.length === 9 && i === 5 ? [p, harderPage(ctx, t, f)] : [p]))
      .flat();
  },
};

export const EARLY_PATTERNS: readonly PlotPattern[] = [threeTries, setback, wrongIdea];
