import type { CastMember, Para, PatternContext, PlotPage, PlotPattern } from '../types';
import { P, at, cap, isIndoor, page, solved, tools } from './common';
import { DEEPER } from './deeper';
import { fuller as earlyFuller } from './fuller';

/**
 * Plots for readers of eight to thirteen, each with more than one scene on a page, inner thoughts
 * and something at stake: a mystery with fair clues and a wrong suspect; a rivalry with a
 * misunderstanding that costs something; a choice between what the child wants and what someone
 * needs, with a team effort and a setback. Middle school gets longer sentences and harder words
 * (`v(upper, middle)`: both written whole, never swapped word by word).
 */

type Tools = ReturnType<typeof tools>;

const RIVALS: readonly CastMember[] = [
  { kind: 'girl', name: 'Nora', he: false },
  { kind: 'boy', name: 'Jasper', he: true },
  { kind: 'girl', name: 'Priya', he: false },
  { kind: 'boy', name: 'Felix', he: true },
];

/** Inner thoughts and talk for any beat of an older plot: about the problem, the helper, the object. */
const THOUGHTS: readonly [string, string][] = [
  [
    '{C} kept turning the problem over, the way you turn a stone to see what is underneath.',
    '{C} kept turning the problem over in {C\u2019s} mind, examining it from every angle, the way a jeweller examines a stone for the flaw that explains everything.',
  ],
  [
    '"What are we missing?" {C} asked. {P} did not answer at once, which meant {P} was thinking hard.',
    '"What are we missing?" {C} asked, more to {Cobj}self than to anyone, and {P}, recognising the tone, waited in considerate silence.',
  ],
  [
    '{C} thought about {H}, and how it must feel to need help and have to ask for it.',
    '{C} considered how difficult it must be for {H}, who was used to being the helpful one, to depend on someone else for a change.',
  ],
  [
    'Part of {C} wanted to give up and go home. The other part was thinking about {H}, and it was louder.',
    'Part of {C} wanted, quite reasonably, to abandon the whole business and go home; the other part, less reasonable but considerably more stubborn, kept thinking about {H} and refused.',
  ],
  [
    '"We are closer than we were an hour ago," said {P}. "That counts for something."',
    '"Objectively speaking, we are closer than we were an hour ago," said {P}, "and I think that deserves some recognition."',
  ],
  [
    '{C} remembered something {H} had said earlier, and it suddenly seemed important.',
    'A remark {H} had made earlier, which had seemed completely insignificant at the time, surfaced in {C\u2019s} memory and refused to go away.',
  ],
  [
    'It was strange, {C} thought, how a small problem could grow so large when it belonged to someone you cared about.',
    'It was peculiar, {C} reflected, how a problem that would seem trivial to a stranger could become enormous when it belonged to someone you genuinely cared about.',
  ],
  [
    '{P} gave {Cobj} a look that said: you know the answer to this problem already, you just have not noticed it yet.',
    '{P} gave {Cobj} a long, meaningful look, the particular look that meant the answer was already in front of them, waiting to be noticed.',
  ],
  [
    '"Do you ever feel like everyone else would know how to help {H}?" asked {C}. "All the time," said {P}. "I think everyone feels that."',
    '"Do you ever feel as though everyone else would know exactly how to help {H}?" asked {C}. "Constantly," said {P}. "I suspect it is a universal condition."',
  ],
  [
    '{C} made a list in a notebook: what they knew, what they guessed, and what they had no idea about. The third list was the longest.',
    '{C} organised everything in a notebook under three headings, facts, theories and complete mysteries, and was discouraged to notice that the third column was by far the longest.',
  ],
  [
    '{H} looked tired, and {C} noticed that {hs} was trying not to show it.',
    '{H} looked exhausted, and {C} noticed, with a sudden rush of sympathy, how carefully {hs} was trying to conceal it.',
  ],
  [
    '"If this were easy," said {P}, "someone would have done it already." {C} had to admit that was true.',
    '"If this were straightforward," {P} pointed out, "somebody would have solved it already." {C} found this observation both irritating and undeniably accurate.',
  ],
  [
    '{C} caught {P} yawning and laughed, and the laugh loosened something that had been tight since {H} first asked for help.',
    '{C} caught {P} in the middle of an enormous yawn and burst out laughing, and the laughter released a tension that had been accumulating ever since {H} first asked for help.',
  ],
  [
    'For a long moment {C} just stood there, thinking about {H} and about what kind of person {C} wanted to be.',
    'For a long moment {C} stood completely still, contemplating not just {H}\u2019s problem but the more uncomfortable question of what kind of person {C} intended to become.',
  ],
  [
    '"You are quiet," said {P}. "I am thinking about {O}," said {C}. "And about how it all fits together."',
    '"You have gone very quiet," observed {P}. "I am thinking about {O}," said {C}, "and trying to work out how all the separate pieces connect."',
  ],
  [
    '{C} felt the old, familiar worry: what if I get this wrong? But {C} had been wrong before, and it had not been the end of anything.',
    '{C} felt the familiar anxiety rising, the whisper that said failure was inevitable, but experience had taught {Cobj} that being wrong was rarely as catastrophic as it seemed.',
  ],
];

const v = (ctx: PatternContext, pair: readonly [string, string]) =>
  ctx.band === 'middle-school' ? pair[1] : pair[0];

/**
 * The beat's inner thoughts and talk, one at a time: the paired thoughts in the band's register,
 * then for upper elementary the early readers' talk and tries, for middle school the longer
 * reflections.
 */
function thoughts(ctx: PatternContext) {
  const pool = ctx.rng.shuffle(THOUGHTS);
  const deeper = ctx.rng.shuffle(DEEPER);
  const early = earlyFuller(ctx);
  let n = 0;
  let d = 0;
  let k = 0;
  return (pri: number): Para[] => {
    const pair = pool[n++];
    if (pair) return [P(v(ctx, pair), pri)];
    const turn = k++ % (ctx.band === 'middle-school' ? 4 : 5);
    if (ctx.band === 'middle-school' ? turn < 3 : turn < 2) {
      const line = deeper[d++];
      if (line) return [P(line, pri)];
    }
    const crowd = ctx.crowd[Math.floor(k / 3)];
    if (turn % 2 === 0) return early.talk(pri);
    if (turn === 3 || ctx.band === 'middle-school') return early.retry(pri);
    const visit = early.visit(crowd, pri);
    return visit.length ? visit : early.talk(pri);
  };
}

type Think = ReturnType<typeof thoughts>;

/** More of the same beat for longer books: thoughts, details and talk. */
function fuller(
  ctx: PatternContext,
  t: Tools,
  think: Think,
  s: ReturnType<typeof at>,
  from: number,
): Para[] {
  return [
    ...think(from),
    ...t.detail(s, from + 1),
    ...think(from + 2),
    ...think(from + 3),
    ...think(from + 4),
    ...think(from + 5),
    ...think(from + 6),
    ...think(from + 7),
    ...think(from + 8),
    ...think(from + 9),
    ...think(from + 10),
  ];
}

function openingPage(
  ctx: PatternContext,
  t: Tools,
  think: Think,
  lead: readonly [string, string],
): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, 'morning');
  return page(
    s,
    'opening',
    { pose: 'walk', mood: 'curious', action: `{C} and {P} arrive at ${m.placeName}.` },
    [
      P(
        v(ctx, [
          `It was a ${m.season} morning, and {C} and {P} the {A} were ${isIndoor(m.place) ? 'spending the day in' : 'on their way to'} {place}.`,
          `It was one of those ${m.season} mornings that seem to promise something, and {C} and {P} the {A} were ${isIndoor(m.place) ? 'spending it in' : 'making their way toward'} {place}.`,
        ]),
      ),
      P(v(ctx, lead)),
      P(
        v(ctx, [
          `{P} was ${ctx.a.nature}, and {C} had learned that this was useful more often than you would think.`,
          `{P} was ${ctx.a.nature}, a combination {C} had learned to value far more than the flashier qualities other companions possessed.`,
        ]),
        1,
      ),
      ...t.detail(s, 2),
      ...think(4),
    ],
  );
}

function problemPage(
  ctx: PatternContext,
  t: Tools,
  think: Think,
  framing: readonly [string, string],
): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, 'morning');
  return page(
    s,
    'want',
    {
      pose: 'listen',
      mood: 'worried',
      action: `{C} hears what is wrong from ${m.helper.name}.`,
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    [
      P(m.problem),
      P(v(ctx, framing)),
      P(
        v(ctx, [
          `"We will sort this out," {C} told {H}, and {C} meant it, even without knowing how yet.`,
          `"We will sort this out," {C} promised {H}, and meant it completely, despite having absolutely no idea how.`,
        ]),
        1,
      ),
      ...fuller(ctx, t, think, s, 2),
    ],
  );
}

function tryPage(
  ctx: PatternContext,
  t: Tools,
  think: Think,
  i: number,
  lead: readonly [string, string],
  time: 'morning' | 'afternoon',
  extra: Para[] = [],
): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, time);
  return page(
    s,
    'try',
    {
      pose: i === 0 ? 'search' : 'look',
      mood: 'curious',
      action: m.tries[i]!.split(/(?<=\.)\s/)[0]!,
      keyObject: m.object.prop,
      cast: [m.helper],
    },
    [
      P(v(ctx, lead)),
      P(m.tries[i]!),
      ...extra,
      ...(m.facts[i]
        ? [
            P(
              [
                `{H} said, "${m.facts[i]}" {C} filed the fact away. It might matter later.`,
                `"Here is something worth knowing," said {H}. "${m.facts[i]}" {C} remembered it.`,
                `{C} recalled something {H} had mentioned: ${m.facts[i]}`,
              ][i % 3]!,
              1,
            ),
          ]
        : []),
      ...fuller(ctx, t, think, s, 2),
    ],
  );
}

function endPages(
  ctx: PatternContext,
  t: Tools,
  think: Think,
  reflection: readonly [string, string],
  cast: CastMember[],
): PlotPage[] {
  const { m, a } = ctx;
  const s9 = at(ctx, m.place, 'evening');
  const s10 = at(ctx, 'bedroom', 'night');
  return [
    page(
      s9,
      'settle',
      { pose: 'walk', mood: 'calm', action: `{C} and {P} head home in the evening light.`, cast },
      [
        P(
          v(ctx, [
            'The light was turning gold when they finally said goodbye and started home.',
            'The light had turned the colour of honey by the time they finally said their goodbyes and started home.',
          ]),
        ),
        P(v(ctx, reflection)),
        ...t.detail(s9, 1),
        ...think(2),
        ...think(4),
      ],
    ),
    page(
      s10,
      'settle',
      { pose: 'sleep', mood: 'sleepy', action: '{C} lies awake thinking, then sleeps.' },
      [
        P(
          v(ctx, [
            'That night {C} lay awake for a while, going over the whole day from the beginning.',
            'That night {C} lay awake for some time, replaying the entire day from the beginning and noticing details that had passed unremarked in the moment.',
          ]),
        ),
        P(`"Goodnight, {P}," said {C}. ${a.sleeps}`),
        ...t.detail(s10, 1),
        P(
          v(ctx, [
            '{C} thought about {H}, and about {virtue}, and about how it is one thing to know a word and another thing to live it. Then {C} slept.',
            '{C} thought about {H}, and about {virtue}, and about the difference between understanding a word and actually living it, which turned out to be considerable. Then, finally, {C} slept.',
          ]),
        ),
      ],
    ),
  ];
}

const mystery: PlotPattern = {
  id: 'older-mystery',
  kind: 'a mystery with clues',
  titles: ['The Mystery of {O}', '{N} and the Case of {O}', 'What Happened to {O}?'],
  write(ctx) {
    const t = tools(ctx);
    const think = thoughts(ctx);
    const { m, a, other } = ctx;
    const suspect = other;
    const S = cap(suspect.name);
    const s5 = at(ctx, m.place, 'afternoon');
    const s7 = at(ctx, m.place, 'afternoon');
    const s8 = at(ctx, m.place, 'afternoon');
    return [
      openingPage(ctx, t, think, [
        '{C} had always wanted a real mystery, the kind in books, with clues and a twist.',
        '{C} had always wanted a genuine mystery, the sort that fills detective novels, with misleading clues and an unexpected twist at the end.',
      ]),
      problemPage(ctx, t, think, [
        'Something about it did not add up, and {C} felt the prickle that means a mystery has started.',
        'Something about the situation did not add up, and {C} felt the distinctive prickle of curiosity that signals the beginning of a proper investigation.',
      ]),
      tryPage(
        ctx,
        t,
        think,
        0,
        [
          'The first clue came sooner than expected.',
          'The first clue appeared considerably sooner than {C} had anticipated.',
        ],
        'morning',
      ),
      tryPage(
        ctx,
        t,
        think,
        1,
        [
          'Then came the second clue, and with it a suspect.',
          'The second clue arrived, and with it, unfortunately, a suspect.',
        ],
        'afternoon',
        [
          P(
            `${S} had been near {O} all morning, and ${suspect.name} ${suspect.does ?? 'was acting oddly'}. {C} watched ${suspect.name} closely and felt sure.`,
          ),
        ],
      ),
      page(
        s5,
        'harder',
        {
          pose: 'point',
          mood: 'worried',
          action: `{C} blames ${suspect.name}, then says sorry.`,
          cast: [suspect],
        },
        [
          P(
            v(ctx, [
              `"It was you, wasn't it?" {C} said to ${suspect.name}. ${S} looked shocked, then hurt, and walked away without a word.`,
              `"It was you, wasn't it?" {C} said to ${suspect.name}, far more sharply than intended. ${S} looked astonished, then deeply hurt, and walked away without a word.`,
            ]),
          ),
          P(
            v(ctx, [
              'Later, {C} found a fact that proved it could not have been ' +
                suspect.name +
                ' at all. {C} felt awful.',
              'An hour later, {C} discovered evidence that made it impossible for ' +
                suspect.name +
                ' to be responsible, and the realisation arrived like cold water.',
            ]),
          ),
          P(
            v(ctx, [
              `{C} went to find ${suspect.name} and said sorry properly. ${S} was quiet for a long time, and then said, "Thank you for coming back."`,
              `{C} went to find ${suspect.name} and apologised properly, without excuses. ${S} was silent for a long, uncomfortable moment before saying, "It takes courage to come back and say that."`,
            ]),
            1,
          ),
          ...fuller(ctx, t, think, s5, 2),
        ],
      ),
      tryPage(
        ctx,
        t,
        think,
        2,
        ['The third clue was the strangest.', 'The third clue was the most puzzling of all.'],
        'afternoon',
        [P(m.tries[3]!, 1), P(a.cannot, 2)],
      ),
      page(
        s7,
        'turn',
        {
          pose: 'look',
          mood: 'surprised',
          action: '{P} notices the detail that solves it.',
          keyObject: m.object.prop,
          cast: [m.helper],
        },
        [
          P('Then {P} noticed something nobody else had.'),
          P(solved(ctx).gift),
          P(
            v(ctx, [
              '{C} put the clues in a row, and all at once they made sense. "Of course," {C} whispered.',
              '{C} arranged the clues in order, and suddenly, the way a blurred photograph comes into focus, they made perfect sense. "Of course," {C} whispered.',
            ]),
          ),
          P(`"${solved(ctx).found}" said {C}.`, 1),
          ...fuller(ctx, t, think, s7, 2),
        ],
      ),
      page(
        s8,
        'resolve',
        {
          pose: 'give',
          mood: 'proud',
          action: `{C} shows ${m.virtue}.`,
          keyObject: m.object.prop,
          cast: [m.helper, suspect],
        },
        [
          P(m.lived),
          P(m.thanks),
          P(
            `${S} came back to see the end of it, and {C} made sure ${suspect.name} heard the whole story, including the part where {C} had been wrong.`,
            1,
          ),
          ...think(2),
          ...think(3),
        ],
      ),
      ...endPages(
        ctx,
        t,
        think,
        [
          'The mystery was solved, but the part {C} kept thinking about was the mistake, and the apology.',
          'The mystery itself was solved, yet the part {C} kept returning to was the mistake, and the apology, and how close {C} had come to not making it.',
        ],
        [suspect],
      ),
    ];
  },
};

const rivalry: PlotPattern = {
  id: 'older-rivalry',
  kind: 'a rivalry and a misunderstanding',
  titles: ['{N} and the Rival', 'Two Ways to Help {H}', 'The Wrong Idea About {N}'],
  write(ctx) {
    const t = tools(ctx);
    const think = thoughts(ctx);
    const { m, a } = ctx;
    const r = ctx.rng.pick(RIVALS.filter((x) => x.name !== m.helper.name));
    const rs = r.he ? 'he' : 'she';
    const s4 = at(ctx, m.place, 'morning');
    const s5 = at(ctx, m.place, 'afternoon');
    const s7 = at(ctx, m.place, 'afternoon');
    const s8 = at(ctx, m.place, 'afternoon');
    return [
      openingPage(ctx, t, think, [
        `${r.name} was there too. ${r.name} was good at everything and made sure everyone knew it.`,
        `${r.name} was there as well, unfortunately. ${r.name} was good at almost everything and had a talent for making sure everyone noticed.`,
      ]),
      problemPage(ctx, t, think, [
        `Both {C} and ${r.name} wanted to be the one to help, and they glared at each other.`,
        `Both {C} and ${r.name} immediately wanted to be the one who solved it, and they regarded each other with undisguised suspicion.`,
      ]),
      tryPage(
        ctx,
        t,
        think,
        0,
        [
          `{C} went one way and ${r.name} went the other.`,
          `{C} went one way and ${r.name}, pointedly, went the other.`,
        ],
        'morning',
      ),
      page(
        s4,
        'harder',
        {
          pose: 'stand',
          mood: 'sad',
          action: `${r.name} blames {C} for something {C} did not do.`,
          cast: [r, m.helper],
        },
        [
          P(
            v(ctx, [
              `Then ${r.name}'s work was spoiled, and ${rs} turned on {C}. "You did that on purpose!" {C} had not, but {H} looked at {Cobj} with doubt.`,
              `Then ${r.name}'s careful work was ruined, and ${rs} turned on {C} furiously. "You did that deliberately!" {C} had done nothing of the kind, but {H} glanced at {Cobj} with an uncertainty that stung worse than the accusation.`,
            ]),
          ),
          P(
            v(ctx, [
              '{C} wanted to shout back. Instead {C} said, "I did not. But I am sorry it happened."',
              '{C} wanted very badly to shout back. Instead, with enormous effort, {C} said, "I did not do it. But I am genuinely sorry it happened."',
            ]),
          ),
          P(
            v(ctx, [
              `It cost {C} something: {H} asked ${r.name} to take charge, and {C} had to watch from the side.`,
              `The misunderstanding had a price: {H} asked ${r.name} to take charge, and {C} had to stand aside and watch, which was a particular kind of painful.`,
            ]),
            1,
          ),
          ...fuller(ctx, t, think, s4, 2),
        ],
      ),
      tryPage(
        ctx,
        t,
        think,
        1,
        [
          `${r.name} tried first, ${rs === 'he' ? 'his' : 'her'} way.`,
          `${r.name} attempted it first, entirely ${rs === 'he' ? 'his' : 'her'} own way.`,
        ],
        'afternoon',
      ),
      page(
        s5,
        'harder',
        {
          pose: 'look',
          mood: 'worried',
          action: 'Nothing works, for either of them.',
          keyObject: m.object.prop,
          cast: [r],
        },
        [
          P(m.tries[2]!),
          P(m.tries[3]!),
          P(a.cannot, 1),
          P(
            v(ctx, [
              `${r.name} sat down hard. "I cannot do it alone," ${rs} admitted. It was the first time {C} had heard ${r.name} say that.`,
              `${r.name} sat down abruptly. "I cannot do this alone," ${rs} admitted, and {C} realised it was the first time anyone had heard ${r.name} confess to needing anything.`,
            ]),
          ),
          ...fuller(ctx, t, think, s5, 2),
        ],
      ),
      page(
        s7,
        'turn',
        {
          pose: 'give',
          mood: 'brave',
          action: `{C} offers to work with ${r.name}.`,
          cast: [r, m.helper],
        },
        [
          P(
            v(ctx, [
              `{C} could have walked away. Instead {C} sat down next to ${r.name}. "Together?" {C} asked. ${r.name} nodded.`,
              `{C} could have walked away, and part of {Cobj} wanted to. Instead {C} sat down beside ${r.name}. "Together?" {C} suggested. After a pause, ${r.name} nodded.`,
            ]),
          ),
          P(m.lived),
          P(solved(ctx).gift, 1),
          ...fuller(ctx, t, think, s7, 2),
        ],
      ),
      page(
        s8,
        'resolve',
        {
          pose: 'hug',
          mood: 'proud',
          action: 'The problem is solved, together.',
          keyObject: m.object.prop,
          cast: [r, m.helper],
        },
        [
          P(`"${solved(ctx).found}" cried ${r.name} and {C} at exactly the same moment.`),
          P(m.thanks),
          P(
            v(ctx, [
              `${r.name} turned to {Cobj}. "I was wrong about you," ${rs} said. "And I am sorry about earlier."`,
              `${r.name} turned to {Cobj}. "I was wrong about you," ${rs} said, "and I blamed you for something you didn't do. I am sorry."`,
            ]),
            1,
          ),
          ...think(2),
        ],
      ),
      ...endPages(
        ctx,
        t,
        think,
        [
          `{C} had not been the hero of the day, and that still stung a little. But ${r.name} walked part of the way home with them.`,
          `{C} had not been the hero of the day, and a small, honest part of {Cobj} still minded. But ${r.name} walked most of the way home with them, talking, and that seemed worth more.`,
        ],
        [r],
      ),
    ];
  },
};

const choice: PlotPattern = {
  id: 'older-choice',
  kind: 'a choice with a consequence, and a team effort',
  titles: ['The Choice {N} Made', '{N} Misses the Race', 'What {N} Gave Up'],
  write(ctx) {
    const t = tools(ctx);
    const think = thoughts(ctx);
    const { m, a } = ctx;
    const team = ctx.crowd.slice(0, 3);
    const teamNames = team.map((c) => c.name);
    const s3 = at(ctx, m.place, 'morning');
    const s5 = at(ctx, m.place, 'afternoon');
    const s6 = at(ctx, m.place, 'afternoon');
    const s7 = at(ctx, m.place, 'afternoon');
    const s8 = at(ctx, m.place, 'afternoon');
    return [
      openingPage(ctx, t, think, [
        'Today was the day of the big race at the fair, and {C} had practised all summer.',
        'Today was the day of the great race at the fair, the one {C} had been training for all season, and {C} could think of nothing else.',
      ]),
      problemPage(ctx, t, think, [
        'The race started at three. If {C} stayed to help, {C} would miss it.',
        'The race began at three o\u2019clock. If {C} stayed to help, there was no possible way to be at the starting line in time.',
      ]),
      page(
        s3,
        'want',
        {
          pose: 'stand',
          mood: 'worried',
          action: '{C} decides to stay and help.',
          cast: [m.helper],
        },
        [
          P(
            v(ctx, [
              '{C} stood still for a long moment. The race mattered. But {H} mattered more.',
              '{C} stood motionless for what felt like a very long time, weighing the race against {H}. The race mattered enormously. But {H}, it turned out, mattered more.',
            ]),
          ),
          P(
            v(ctx, [
              '"I will stay," said {C}. Saying it out loud made it real, and a little painful.',
              '"I will stay," {C} said. Saying it aloud made the decision real, and the disappointment arrived at the same moment, sharp and unmistakable.',
            ]),
          ),
          P(`"Are you sure?" asked {P}. "No," said {C}. "But I am staying."`, 1),
          ...fuller(ctx, t, think, s3, 2),
        ],
      ),
      tryPage(
        ctx,
        t,
        think,
        0,
        [
          `{C} gathered a team: {P}, ${teamNames.join(', ') || 'and anyone else who would come'}.`,
          `{C} assembled a team: {P}, ${teamNames.join(', ') || 'and anyone else willing to help'}, each with a different skill.`,
        ],
        'afternoon',
      ),
      page(
        s5,
        'harder',
        {
          pose: 'look',
          mood: 'sad',
          action: 'The team effort falls apart.',
          keyObject: m.object.prop,
          cast: team,
        },
        [
          P(m.tries[1]!),
          P(
            v(ctx, [
              'Everyone started talking at once and nobody listened. The plan fell to pieces.',
              'Everyone began talking simultaneously, nobody listened to anybody, and the plan collapsed into an argument about whose fault it was.',
            ]),
          ),
          P(
            v(ctx, [
              'Far away, a whistle blew. The race had started without {Cobj}.',
              'Somewhere in the distance a whistle blew, thin and clear, and {C} knew without looking that the race had started without {Cobj}.',
            ]),
          ),
          ...fuller(ctx, t, think, s5, 2),
        ],
      ),
      page(
        s6,
        'harder',
        {
          pose: 'build',
          mood: 'brave',
          action: '{C} gets the team working together again.',
          keyObject: m.object.prop,
          cast: team,
        },
        [
          P(
            v(ctx, [
              '"Stop," said {C}. "One at a time. What can each of us do best?" And one by one, they said.',
              '"Wait," said {C}, loudly enough to be heard. "One at a time. What can each of us do best?" One by one, a little embarrassed, they answered.',
            ]),
          ),
          ...team.map((c, i) =>
            P(
              `${cap(c.name)} could ${c.can ?? 'help'}, so that became ${['the first', 'the second', 'the third'][i]} job.`,
              i === 0 ? 0 : 1,
            ),
          ),
          P(m.tries[2]!),
          P(m.tries[3]!, 1),
          P(a.cannot, 2),
          ...fuller(ctx, t, think, s6, 3),
        ],
      ),
      page(
        s7,
        'turn',
        {
          pose: 'point',
          mood: 'excited',
          action: '{P} the {A} finds the way.',
          keyObject: m.object.prop,
          cast: [m.helper, ...team.slice(0, 1)],
        },
        [P(m.lived), P(solved(ctx).gift), ...fuller(ctx, t, think, s7, 1)],
      ),
      page(
        s8,
        'resolve',
        {
          pose: 'hold',
          mood: 'proud',
          action: 'The team solves it together.',
          keyObject: m.object.prop,
          cast: [m.helper, ...team.slice(0, 2)],
        },
        [
          P(`"${solved(ctx).found}" called {C}, and the whole team cheered.`),
          P(m.thanks),
          P(
            v(ctx, [
              'Someone came by from the fair and said who had won the race. It was not {N}. {C} found that {C} did not mind as much as expected.',
              'A neighbour passing on the way back from the fair mentioned who had won the race. It was not {N}, obviously, and {C} {was} surprised to discover how little it hurt.',
            ]),
            1,
          ),
          ...think(2),
        ],
      ),
      ...endPages(
        ctx,
        t,
        think,
        [
          'There would be another race next year. There might not have been another chance to help {H}.',
          'There would be another race next year; there might never have been another chance to help {H}. {C} understood, now, that some choices only come once.',
        ],
        team.slice(0, 2),
      ),
    ];
  },
};

export const OLDER_PATTERNS: readonly PlotPattern[] = [mystery, rivalry, choice];
