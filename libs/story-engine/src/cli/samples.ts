/**
 * Writes docs/story-samples.md: a handful of built-in stories for people to read.
 *   tsx libs/story-engine/src/cli/samples.ts > docs/story-samples.md
 */
import { ageGroup, animalLabel, STORY_LENGTHS, themeLabel } from '@shop/contracts';
import { composeStory } from '../library/compose';
import { type StoryRequest } from '../types';

/** One story per band, at the length the form offers first for its band. */
const PEOPLE: readonly Omit<StoryRequest, 'wordCount'>[] = [
  {
    childName: 'Mia',
    animal: 'fox',
    theme: 'kindness',
    ageRange: 'toddler',
    seed: 7,
    pronoun: 'she',
  },
  {
    childName: 'Noah',
    animal: 'penguin',
    theme: 'numbers',
    ageRange: 'preschool',
    seed: 21,
    pronoun: 'he',
  },
  {
    childName: 'Aisha',
    animal: 'owl',
    theme: 'science',
    ageRange: 'early-elementary',
    seed: 3,
    pronoun: 'she',
  },
  {
    childName: 'Leo',
    animal: 'elephant',
    theme: 'persistence',
    ageRange: 'upper-elementary',
    seed: 42,
    pronoun: 'he',
  },
  {
    childName: 'Sam',
    animal: 'dragon',
    theme: 'honesty',
    ageRange: 'middle-school',
    seed: 11,
    pronoun: 'they',
  },
];
const SAMPLES: StoryRequest[] = PEOPLE.map((p) => ({
  ...p,
  wordCount: STORY_LENGTHS[p.ageRange].default,
}));

const out: string[] = [
  '# Story samples',
  '',
  'One story per age band from the story library (`libs/story-engine/stories`), told by the built-in',
  'engine for a child, a companion and a pronoun, at the band’s default length, exactly as a parent',
  'would get it.',
  'Rebuild this page with `npx tsx libs/story-engine/src/cli/samples.ts > docs/story-samples.md`;',
  'print any other story with `npm run story -- --name Mia --animal fox --theme kindness --age preschool --words 1200 --seed 7`.',
  'Each story is split into the 10 illustrated pages of the book; the line in italics under each page',
  'is the scene the illustrator draws.',
  '',
];
for (const req of SAMPLES) {
  const s = composeStory(req);
  out.push(`## ${s.title}`, '');
  out.push(
    `*${req.childName}, ${animalLabel(req.animal)}, ${themeLabel(req.theme)}, ${ageGroup(req.ageRange)?.label ?? req.ageRange}; ` +
      `${req.pronoun}/${req.pronoun === 'she' ? 'her' : req.pronoun === 'he' ? 'him' : 'them'}; asked ${req.wordCount} words, got ${s.wordCount}; seed ${req.seed}; story \`${s.blueprintId}\`*`,
    '',
  );
  s.pages.forEach((p, i) => {
    out.push(`**Page ${i + 1}**`, '', p.text, '');
    const sc = p.scene;
    out.push(
      `> *Scene: ${sc.setting}; ${sc.season} ${sc.timeOfDay}; ${sc.weather}; ${sc.framing}, ${sc.viewpoint}; ${sc.figures.map((f) => `${f.who === 'companion' ? (s.companionName ?? req.animal) : (f.kind ?? f.who)} ${f.pose}${f.mood ? ` ${f.mood}` : ''}`).join(', ')}; ${sc.object ? `object ${sc.object.prop} ${sc.object.state}; ` : ''}${sc.action.replace(/\*/g, '')}*`,
      '',
    );
  });
}
process.stdout.write(out.join('\n'));
