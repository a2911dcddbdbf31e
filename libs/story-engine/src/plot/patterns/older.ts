import type { CastMember, Para, PatternContext, PlotPage, PlotPattern } from '../types';
import { type BeatPool, beats } from './beats';
import { P, at, cap, isIndoor, page } from './common';
import { cannot, sleeps, solved } from './solve';

/**
 * Plots for readers of eight to thirteen, each with more than one scene on a page, inner thoughts
 * and something at stake: a mystery with fair clues and a wrong suspect; a rivalry with a
 * misunderstanding that costs something; a choice between what the child wants and what someone
 * needs, with a team effort and a setback. Middle school gets longer sentences and harder words
 * (`v(upper, middle)`: both written whole, never swapped word by word).
 */

const RIVALS: readonly CastMember[] = [
  { kind: 'girl', name: 'Nora', he: false },
  { kind: 'boy', name: 'Jasper', he: true },
  { kind: 'girl', name: 'Priya', he: false },
  { kind: 'boy', name: 'Felix', he: true },
];

/** What the child had planned for the day in the choice plot: the event, and what kind it is. */
const PLANS: readonly (readonly [string, string])[] = [
  ['the birthday party at Sam\u2019s house', 'party'],
  ['the puppet show in town', 'puppet show'],
  ['the chess match at school', 'chess match'],
  ['the boat trip with Aunt Bea', 'boat trip'],
  ['the film at the little cinema', 'film'],
];

const v = (ctx: PatternContext, pair: readonly [string, string]) =>
  ctx.band === 'middle-school' ? pair[1] : pair[0];

type Think = ReturnType<typeof beats>;

/** More of the same beat for longer books: talk, tries and thoughts about this problem. */
function fuller(think: Think, from: number, pool: BeatPool = 'work'): Para[] {
  return think.more(pool, from, 10);
}

function openingPage(ctx: PatternContext, think: Think, lead: readonly [string, string]): PlotPage {
  const { m } = ctx;
  const s = at(ctx, m.place, 'morning');
  return page(
    s,
    'opening',
    { pose: 'walk', mood: 'curious', action: `{C} and {P} arrive at ${m.placeName}.` },
    [
      // the companion's nature told with the arrival, so the place is named once
      P(
        v(ctx, [
          `It was a ${m.season} morning, and {C} and {P} the {A}, who was ${ctx.a.nature}, were ${isIndoor(m.place) ? 'spending the day in' : 'on their way to'} {place}.`,
          `It was one of those ${m.season} mornings that seem to promise something, and {C} and {P} the {A}, who was ${ctx.a.nature}, were ${isIndoor(m.place) ? 'spending it in' : 'making their way toward'} {place}.`,
        ]),
      ),
      P(v(ctx, lead)),
      ...think.more('opening', 3),
    ],
  );
}

function problemPage(
  ctx: PatternContext,
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
          `"{P} and I will sort this out," {C} told {H}, and meant it, even without knowing how yet.`,
          `"{P} and I will sort this out," {C} promised {H}, and meant it completely, despite having absolutely no idea how.`,
        ]),
        1,
      ),
      ...fuller(think, 2),
    ],
  );
}

function tryPage(
  ctx: PatternContext,
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
      ...(m.facts[i] ? [P(think.fact(m.facts[i]), 1)] : []),
      ...fuller(think, 2),
    ],
  );
}

function endPages(
  ctx: PatternContext,
  think: Think,
  reflection: readonly [string, string],
  cast: CastMember[],
): PlotPage[] {
  const { m } = ctx;
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
            'It was evening when {N} and {P} finally said goodbye to {H} and left {place}.',
            'Evening had arrived by the time {N} and {P} finally said goodbye to {H} and set off from {place}.',
          ]),
        ),
        P(v(ctx, reflection)),
        ...think.more('evening', 2, 8),
      ],
    ),
    page(
      s10,
      'settle',
      { pose: 'sleep', mood: 'sleepy', action: '{C} lies awake thinking, then sleeps.' },
      [
        P(
          v(ctx, [
            'That night {C} lay awake for a while with {P}, going over the whole day with {H} from the beginning.',
            'That night {C} lay awake for some time beside {P}, replaying the entire day at {place} and noticing details about {O} that had passed unremarked in the moment.',
          ]),
        ),
        P(`"Goodnight, {P}," said {C}. ${sleeps(ctx)}`),
        P(
          v(ctx, [
            '{C} thought about {H}, and about {virtue}, and {P} snored softly. Knowing a word like {virtue} was not the same as living it, {C} thought, with {P} and {H} in mind. Then {C} slept.',
            '{C} thought about {H}, and about {virtue}, while {P} breathed slowly nearby. Understanding a word like {virtue} and actually living it, as {N} and {P} had done for {H}, had turned out to be very different things. Then, finally, {C} slept.',
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
    const think = beats(ctx);
    const { m, other } = ctx;
    const suspect = other;
    const S = cap(suspect.name);
    const s5 = at(ctx, m.place, 'afternoon');
    const s7 = at(ctx, m.place, 'afternoon');
    const s8 = at(ctx, m.place, 'afternoon');
    return [
      openingPage(ctx, think, [
        '{N} and {P} had always wanted a real mystery at {place}, the kind in books, with clues and a twist.',
        '{N} and {P} had always wanted a genuine mystery at {place}, the sort that fills detective novels, with misleading clues and an unexpected twist.',
      ]),
      problemPage(ctx, think, [
        'Nothing about {O} added up for {P}. "How did this really begin?" {P} asked {H}, and nobody could answer.',
        'Something about {O} did not add up, and when {P} asked {H} exactly how the trouble had begun, nobody could answer, which is how proper investigations start.',
      ]),
      tryPage(
        ctx,
        think,
        0,
        [
          'The first clue about {O} came sooner than {P} expected.',
          'The first clue about {O} appeared considerably sooner than {P} had anticipated.',
        ],
        'morning',
      ),
      tryPage(
        ctx,
        think,
        1,
        [
          'Then {P} found the second clue near {O}, and with it a suspect.',
          '{P} found the second clue near {O}, and with it, unfortunately, a suspect.',
        ],
        'afternoon',
        [
          P(
            `${S} had been near {O} all morning, {P} noticed, and ${suspect.name} ${suspect.does ?? 'was acting oddly'}. {C} watched ${suspect.name} closely and felt sure about {O}, though {P} was not so sure.`,
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
              `"It was you, wasn't it?" {C} said to ${suspect.name}, right in front of {H} and {P}. ${S} looked shocked, then hurt, and walked away from {place} without a word to {P}.`,
              `"It was you, wasn't it?" {C} said to ${suspect.name}, in front of {H} and {P}, far more sharply than intended. ${S} looked astonished, then deeply hurt, and walked away from {place} without a word to anyone, not even {P}.`,
            ]),
          ),
          P(
            v(ctx, [
              'Later, {P} found a mark beside {O} that proved it could not have been ' +
                suspect.name +
                ' at all. {C} felt awful.',
              'An hour later, {P} discovered evidence beside {O} that made it impossible for ' +
                suspect.name +
                ' to be responsible, and the realisation arrived like cold water.',
            ]),
          ),
          P(
            v(ctx, [
              `{C} went with {P} to find ${suspect.name} and said sorry properly for what {C} had said near {O}. "Thanks," ${suspect.name} said at last, looking at {P} and {O}.`,
              `{C} went with {P} to find ${suspect.name} and apologised properly for the accusation about {O}, without excuses. There was a long, uncomfortable silence at {place} before ${suspect.name} told {P} and {Cobj} that it takes courage to come back and say that.`,
            ]),
            1,
          ),
          ...fuller(think, 2),
        ],
      ),
      tryPage(
        ctx,
        think,
        2,
        [
          '{P} found the third clue about {O}, the strangest yet.',
          'The third clue, which {P} found beside {O}, was the most puzzling of all.',
        ],
        'afternoon',
        [P(m.tries[3]!, 1), P(cannot(ctx), 2)],
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
          P('Then {P} noticed something about {O} that nobody else had.'),
          ...fuller(think, 2, 'turn'),
          P(
            v(ctx, [
              '{N} and {P} put the clues about {O} in a row, and all at once they made sense. "Of course," {C} whispered.',
              '{N} and {P} arranged the clues about {O} in order, and suddenly, the way a blurred photograph comes into focus, they made perfect sense. "Of course," {C} whispered.',
            ]),
          ),
          P(solved(ctx).gift),
          P(`"${solved(ctx).found}" {C} told {P} and {H}.`, 1),
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
            `${S} came back to {place} to see the end of it, and {N} and {P} made sure ${suspect.name} heard the whole story of {O}, including the part where {C} had been wrong.`,
            1,
          ),
          ...think.more('resolve', 2, 9),
        ],
      ),
      ...endPages(
        ctx,
        think,
        [
          'The mystery of {O} was solved, but the part {N} and {P} kept talking about was the mistake, and the apology.',
          'The mystery of {O} was solved, yet the part {C} kept returning to with {P} was the mistake, and the apology, and how close {C} had come to not making it.',
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
    const think = beats(ctx);
    const { m } = ctx;
    const r = ctx.rng.pick(RIVALS.filter((x) => x.name !== m.helper.name));
    const rs = r.he ? 'he' : 'she';
    const inOrAt = isIndoor(m.place) ? 'in' : 'at';
    const s4 = at(ctx, m.place, 'morning');
    const s5 = at(ctx, m.place, 'afternoon');
    const s7 = at(ctx, m.place, 'afternoon');
    const s8 = at(ctx, m.place, 'afternoon');
    return [
      openingPage(ctx, think, [
        `${r.name} was ${inOrAt} {place} too, and {P} groaned, because ${r.name} was good at everything and made sure {P} and everyone else knew it.`,
        `${r.name} was ${inOrAt} {place} as well, which made {P} groan quietly, because ${r.name} was good at almost everything there and had a talent for making sure {P} and everyone else noticed.`,
      ]),
      problemPage(ctx, think, [
        `Both {N} and ${r.name} wanted to be the one to help {H}, and {P} watched them glare at each other.`,
        `Both {N} and ${r.name} immediately wanted to be the one who solved it for {H}, and {P} watched them regard each other with undisguised suspicion.`,
      ]),
      tryPage(
        ctx,
        think,
        0,
        [
          `{C} and {P} went one way around {place}, and ${r.name} went the other.`,
          `{C} and {P} searched one side of {place}, and ${r.name}, pointedly, took the other.`,
        ],
        'morning',
      ),
      page(
        s4,
        'harder',
        {
          pose: 'stand',
          mood: 'sad',
          action: `${r.name} blames {Cobj} for something {C} did not do.`,
          cast: [r, m.helper],
        },
        [
          P(
            v(ctx, [
              `Then ${r.name}'s work on {O} was spoiled, and ${rs} turned on {Cobj} while {P} stared. "You did that!" It was not true, but {H} looked at {P} and {Cobj} with doubt.`,
              `Then ${r.name}'s careful work on {O} was ruined, and ${rs} turned on {Cobj} furiously while {P} stared. "You did that deliberately!" It was completely untrue, but {H} glanced at {P} and {Cobj} with an uncertainty that stung worse than the accusation.`,
            ]),
          ),
          P(
            v(ctx, [
              '{C} wanted to shout. Instead {C} looked at {P}, took a breath and told {H} the truth: {C} had not touched it, but was sorry it had happened.',
              '{C} wanted to shout. Instead, with enormous effort and {P} pressed close, {C} told {H} calmly that it had not been deliberate, and that {C} {was} genuinely sorry it had happened.',
            ]),
          ),
          P(
            v(ctx, [
              `It cost {Cobj} something: {H} asked ${r.name} to take charge of {O}, and {N} and {P} had to watch from the side.`,
              `The misunderstanding had a price: {H} asked ${r.name} to take charge of {O}, and {N} and {P} had to stand aside and watch, which was a particular kind of painful.`,
            ]),
            1,
          ),
          ...fuller(think, 2),
        ],
      ),
      tryPage(
        ctx,
        think,
        1,
        [
          `${r.name} tried {O} first, ${rs === 'he' ? 'his' : 'her'} way, while {P} watched.`,
          `${r.name} attempted {O} first, entirely ${rs === 'he' ? 'his' : 'her'} own way, while {P} watched with interest.`,
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
          P(cannot(ctx), 1),
          P(
            v(ctx, [
              `${r.name} sat down hard. "I cannot fix {O} alone," ${rs} told {P}, and it was the first time {P} had ever heard ${r.name} say that.`,
              `${r.name} sat down abruptly. "I cannot manage {O} alone," ${rs} admitted to {P}, and {C} realised it was the first time anyone there had heard ${r.name} confess to needing anything.`,
            ]),
          ),
          ...fuller(think, 2),
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
              `{C} could have walked away from {place} with {P}. Instead {C} sat down next to ${r.name} by {O}, and {P} came too. "Together?" {C} asked. ${r.name} nodded.`,
              `{C} could have walked away from {place} with {P}, and part of {Cobj} wanted to. Instead {C} sat down beside ${r.name} and suggested they try {O} together, with {P}, and after a pause ${r.name} nodded.`,
            ]),
          ),
          ...fuller(think, 2, 'turn'),
          P(m.lived),
          P(solved(ctx).gift, 1),
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
          P(
            `"${solved(ctx).found}" cried ${r.name} and {N} at exactly the same moment, while {P} bounced around {H}.`,
          ),
          P(m.thanks),
          P(
            v(ctx, [
              `${r.name} turned to {Cobj}. "I was wrong about you and about {O}, and {P} knew it all along," ${rs} said. "Sorry."`,
              `${r.name} turned to {Cobj}. "I was wrong about you, and I blamed you for what happened to {O} in front of {P} and everyone," ${rs} said. "I am sorry."`,
            ]),
            1,
          ),
          ...think.more('resolve', 2, 9),
        ],
      ),
      ...endPages(
        ctx,
        think,
        [
          `{C} had not been the one to save the day for {H}, and that still stung a little, {P} could tell. But ${r.name} walked part of the way home with {P} and {Cobj}, talking about {H}.`,
          `{C} had not been the one to save the day for {H}, and a small, honest part of {Cobj} still minded, as {P} could tell. But ${r.name} walked most of the way home with {P} and {Cobj}, talking about {H}, and that seemed worth more.`,
        ],
        [r],
      ),
    ];
  },
};

const choice: PlotPattern = {
  id: 'older-choice',
  kind: 'a choice with a consequence, and a team effort',
  titles: ['The Choice {N} Made', '{N} Stays to Help', 'What {N} Gave Up'],
  write(ctx) {
    const think = beats(ctx);
    const { m } = ctx;
    // the child's own plan for the day, given up for the helper: never tied to the theme's place
    const [plan, kind] = ctx.rng.pick(PLANS);
    const Plan = cap(plan);
    const team = ctx.crowd.slice(0, 3);
    const teamNames = team.map((c) => c.name);
    const s3 = at(ctx, m.place, 'morning');
    const s5 = at(ctx, m.place, 'afternoon');
    const s6 = at(ctx, m.place, 'afternoon');
    const s7 = at(ctx, m.place, 'afternoon');
    const s8 = at(ctx, m.place, 'afternoon');
    return [
      openingPage(ctx, think, [
        `Today was the day of ${plan}, and {N} and {P} had been looking forward to it for weeks, long before anyone mentioned {O}.`,
        `Today was the day of ${plan}, which {N} and {P} had been anticipating for weeks, long before anyone had mentioned {O}.`,
      ]),
      problemPage(ctx, think, [
        `${Plan} started at three, far from {place}, {P} reminded everyone. If {C} stayed to help {H}, {C} would miss it, and so would {P}.`,
        `${Plan} began at three o\u2019clock, a long way from {place}, as {P} pointed out. If {C} stayed to help {H}, there was no possible way for {P} and {Cobj} to be there in time.`,
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
              `{C} stood still for a long moment, and {P} waited beside {H}. ${Plan} mattered to {P} too, but {H} mattered more.`,
              `{C} stood motionless for what felt like a very long time, weighing ${plan} against {H}, while {P} waited. ${Plan} mattered enormously to {P} as well, but {H}, it turned out, mattered more.`,
            ]),
          ),
          P(
            v(ctx, [
              '"I will stay." Saying it out loud to {P} and {H} made it real, and a little painful.',
              '"I will stay." Saying it aloud in front of {P} and {H} made the decision real, and the disappointment arrived at the same moment, sharp and unmistakable.',
            ]),
          ),
          P(`"Sure?" asked {P}. "No," said {C}. "{H} needs us."`, 1),
          ...fuller(think, 2),
        ],
      ),
      tryPage(
        ctx,
        think,
        0,
        [
          `{C} gathered a team to help {H}: {P}, ${teamNames.join(', ') || 'and anyone else who would come'}.`,
          `{C} assembled a team to help {H}: {P}, ${teamNames.join(', ') || 'and anyone else willing to help'}, each with a different skill.`,
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
              'Everyone started talking about {O} at once, and nobody listened to {P} or anyone else, so the plan fell to pieces.',
              'Everyone began talking about {O} simultaneously, nobody listened to {P} or anybody else, and the plan collapsed into an argument about whose fault it was.',
            ]),
          ),
          P(
            v(ctx, [
              `{P} looked at the clock on the way past {O}. ${Plan} had started without them, while {P} was still busy with {O}.`,
              `{P} glanced pointedly toward the time, and {C} knew without asking that ${plan} had started without them, and that {O} was still not sorted.`,
            ]),
          ),
          ...fuller(think, 2),
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
              '"Stop," said {C}. "One at a time." {P} asked each of them what they could do best for {H}, and one by one, they said.',
              '"Wait," said {C}. "One at a time." {P} asked each of them what they could do best for {H}, and one by one, a little embarrassed, they answered.',
            ]),
          ),
          ...team.map((c, i) =>
            P(
              `${cap(c.name)} could ${c.can ?? 'help'}, so {P} gave that ${['first', 'second', 'third'][i]} job on {O} to ${c.name}.`,
              i === 0 ? 0 : 1,
            ),
          ),
          P(m.tries[2]!),
          P(m.tries[3]!, 1),
          P(cannot(ctx), 2),
          ...fuller(think, 3),
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
        [...fuller(think, 1, 'turn'), P(m.lived), P(solved(ctx).gift)],
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
          P(`"${solved(ctx).found}" called {C}, and the whole team cheered around {H} and {P}.`),
          P(m.thanks),
          P(
            v(ctx, [
              `Later {P} heard that ${plan} had been wonderful, but {C} found that, with {H} smiling at {O}, {C} did not mind as much as expected.`,
              `Later a neighbour told {P} that ${plan} had been wonderful, and {C}, watching {H} with {O}, {was} surprised to discover how little it hurt.`,
            ]),
            1,
          ),
          ...think.more('resolve', 2, 9),
        ],
      ),
      ...endPages(
        ctx,
        think,
        [
          `There would be another ${kind} one day, {P} said, but there might not have been another chance to help {H}.`,
          `There would be another ${kind} one day, {P} pointed out, but there might never have been another chance to help {H}, and {C} understood now that some choices only come once.`,
        ],
        team.slice(0, 2),
      ),
    ];
  },
};

export const OLDER_PATTERNS: readonly PlotPattern[] = [mystery, rivalry, choice];
