import { animalLabel, type PromptTarget, type PromptType, themeLabel } from '@shop/contracts';
import { Rng } from '../rng';

/** One part the writers are asked for, in story order. */
export interface PlannedPrompt {
  order: number;
  promptType: PromptType;
  targetContributor: PromptTarget;
  promptText: string;
}

export interface CollaborativeCast {
  childName: string;
  animal: string;
  theme: string;
}

/** A question about the story's theme, for the part either writer may take. */
const THEME_QUESTIONS: Readonly<Record<string, string>> = {
  kindness: 'Who needs a little kindness along the way, and what does {name} share with them?',
  courage: 'What feels scary, and how does someone find the courage to try anyway?',
  friendship: 'Who do they meet along the way, and how do they become friends?',
  patience: 'What do they have to wait for, and how do they pass the time patiently?',
  honesty: 'Someone makes a mistake. How does telling the truth make things better?',
  teamwork: 'What job is too big for one, but just right when everyone helps?',
  diversity: 'They meet someone very different from them. What makes that friend special?',
  empathy: 'Someone is feeling sad or left out. How do {name} and the {animal} notice and help?',
  gratitude: 'Who helped them along the way, and how do they say thank you?',
  respect: 'How do they show respect for someone, or for the place they are exploring?',
  numbers: 'What do they count on their adventure? Use some numbers in this part!',
  alphabet: 'Find something for a few letters of the alphabet along the way. What do they spot?',
  colors: 'Describe all the colours and shapes they see. What is the most colourful thing?',
  animals: 'They meet another animal. What is it, and what amazing thing can it do?',
  nature: 'What do they discover in nature: a plant, a stream, a bug, the sky?',
  science: 'Something puzzling happens. How do they find out why, like little scientists?',
  geography: 'They travel somewhere far away. Where is it, and what is it like there?',
  history: 'They find something very old. What is its story from long ago?',
  music: 'Add some music! What song, sound or rhythm do they make?',
  art: 'They make something beautiful together. What do they draw, build or paint?',
  challenges: 'Something is really hard to do. How do they keep trying?',
  curiosity:
    'They find something mysterious. What questions do they ask, and what do they find out?',
  persistence: 'Their first try does not work. What do they do next, and next?',
  creativity: 'They need a clever new idea. What unusual way do they solve the problem?',
  planning: 'They need a plan. What steps do they make, and what do they pack?',
};

const START_PARENT = [
  'Begin the story: where are {name} and the {animal}, and what are they doing when the adventure starts?',
  'Set the scene: where does the story begin, and how do {name} and the {animal} meet?',
];
const START_CHILD = [
  'What is the first exciting thing that happens to {name} and the {animal}?',
  'What do {name} and the {animal} see or find first?',
];
const MIDDLE_PARENT = [
  'Uh-oh! What problem or surprise gets in their way?',
  'Something goes wrong. What happens, and how does everyone feel?',
];
const MIDDLE_CHILD = [
  'What clever or brave idea does {name} have to help?',
  'What does the {animal} do to help, and what happens next?',
];
const END_PARENT = [
  'How do {name} and the {animal} solve the problem together?',
  'The big moment: how is the problem fixed at last?',
];
const END_CHILD = [
  'How does the story end? What makes everyone smile?',
  'Write the ending: where do they go, and how do they feel at the end of the day?',
];

function fill(template: string, cast: CollaborativeCast): string {
  return template
    .replace(/\{name\}/g, cast.childName)
    .replace(/\{animal\}/g, cast.animal.toLowerCase());
}

/**
 * The parts of a Create Together story, in order: a start, middle and end for each writer, and one
 * part about the theme that either may take. The first parent and child parts are the ones the
 * parent fills on the form.
 */
export function planCollaborativePrompts(cast: CollaborativeCast, seed: number): PlannedPrompt[] {
  const rng = new Rng(seed ^ 0x5eed);
  const themeQuestion =
    THEME_QUESTIONS[cast.theme] ??
    `This is a story about ${themeLabel(cast.theme).toLowerCase()}. Write a moment that shows it.`;
  const plan: [PromptType, PromptTarget, string][] = [
    ['start', 'parent', rng.pick(START_PARENT)],
    ['start', 'child', rng.pick(START_CHILD)],
    ['middle', 'parent', rng.pick(MIDDLE_PARENT)],
    ['middle', 'child', rng.pick(MIDDLE_CHILD)],
    ['custom', 'both', `${themeQuestion} (Parent or child: whoever has the idea first!)`],
    ['end', 'parent', rng.pick(END_PARENT)],
    ['end', 'child', rng.pick(END_CHILD)],
  ];
  return plan.map(([promptType, targetContributor, text], i) => ({
    order: i + 1,
    promptType,
    targetContributor,
    promptText: fill(text, cast),
  }));
}

const TITLES = [
  '{name} and the {Animal}: A Story We Wrote Together',
  'The Great Adventure of {name} and the {Animal}',
  '{name}, the {Animal} and the Day Everything Changed',
  'Two Storytellers, One {Animal}: The Tale of {name}',
  'The Story of {name} and the Brave Little {Animal}',
];

/** The title of a Create Together story (set when it is created, kept when it is woven). */
export function collaborativeTitle(cast: CollaborativeCast, seed: number): string {
  const rng = new Rng(seed ^ 0x7171e);
  return rng
    .pick(TITLES)
    .replace(/\{name\}/g, cast.childName)
    .replace(/\{Animal\}/g, animalLabel(cast.animal));
}
