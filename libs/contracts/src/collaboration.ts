/**
 * Create Together: a parent and a child co-write a story through a shared link. Schemas and
 * texts shared by the API and the browser. Browser-safe: no Node imports.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { childProfileFields } from './child-profile-schemas';
import { COLLABORATIVE_WORD_COUNT } from './constants';
import { MESSAGES } from './messages';
import { AGE_RANGES, ANIMALS, DEFAULT_AGE_RANGE, THEME_VALUES } from './options';
import { checkedChildNameSchema, containsProfanity } from './safety';
import { storySchema } from './story-schemas';

const C = MESSAGES.collaborative;
const K = MESSAGES.contribution;

export const CONTRIBUTOR_TYPES = ['parent', 'child'] as const;
export type ContributorType = (typeof CONTRIBUTOR_TYPES)[number];
export const PROMPT_TYPES = ['start', 'middle', 'end', 'custom'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];
export const PROMPT_TARGETS = ['parent', 'child', 'both'] as const;
export type PromptTarget = (typeof PROMPT_TARGETS)[number];

/** A part of the story is a paragraph or two, not a book: long enough for a page, short enough to read aloud. */
export const CONTRIBUTION_MAX_LENGTH = 1500;
/** The opening parts on the Create Together form must say something (at least 5 characters). */
export const OPENING_CONTRIBUTION_MIN_LENGTH = 5;

/** Texts of the collaborative screens beyond the product's own (used as-is everywhere). */
export const COLLABORATION_TEXTS = {
  contributionTooLong: `Please keep each part under ${CONTRIBUTION_MAX_LENGTH} characters`,
  contributionNotAllowed: 'Please choose kinder words for this part of the story',
  promptTaken: 'Someone just wrote this part. Your text is still here: copy it into the next part.',
  noOpenPrompt: 'There are no parts left to write for this role.',
  storyComplete: 'This story is already complete.',
  wrongContributor: 'This part is for the other writer.',
  notFoundTitle: 'Story Not Found',
  notFoundText:
    "We couldn't find this collaborative story. The link might be incorrect or expired.",
  createdTitle: 'Collaborative Story Created!',
  createdText: 'Your story has been created successfully.',
  ideasTitle: 'Ideas Generated!',
  ideasText: "We've added some creative prompts to help you get started.",
  createErrorTitle: 'Error Creating Story',
  contributionAdded: 'Contribution added!',
  contributionError: 'Error adding contribution',
  linkCopied: 'Link copied!',
} as const;

/**
 * Text a person typed for the story: trimmed, control characters dropped, at most two line
 * breaks in a row. It stays plain text (the browser escapes it on display).
 */
export function normaliseContribution(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Control characters (tab, bell, NUL ...) become spaces; line breaks stay.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, ' ')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

function contributionText(requiredMessage: string, minLength: number) {
  return z
    .string({ error: requiredMessage })
    .transform(normaliseContribution)
    .pipe(
      z
        .string()
        .min(minLength, { error: requiredMessage, abort: true })
        .max(CONTRIBUTION_MAX_LENGTH, COLLABORATION_TEXTS.contributionTooLong)
        .refine((t) => !containsProfanity(t), COLLABORATION_TEXTS.contributionNotAllowed),
    );
}

/** The Create Together form and `POST /api/stories/collaborative`. */
export const createCollaborativeStorySchema = z.object({
  childName: checkedChildNameSchema(C.childName),
  animal: z.enum(ANIMALS, { error: C.animal }),
  theme: z.enum(THEME_VALUES, { error: C.theme }),
  ageRange: z.enum(AGE_RANGES, { error: C.ageRange }).default(DEFAULT_AGE_RANGE),
  parentContribution: contributionText(C.parentContribution, OPENING_CONTRIBUTION_MIN_LENGTH),
  childContribution: contributionText(C.childContribution, OPENING_CONTRIBUTION_MIN_LENGTH),
  /** Collaborative stories are always 1000 words; other values are refused. */
  wordCount: z.literal(COLLABORATIVE_WORD_COUNT).default(COLLABORATIVE_WORD_COUNT),
  isCollaborative: z.literal(true).default(true),
  ...childProfileFields,
});
export type CreateCollaborativeStoryInput = z.input<typeof createCollaborativeStorySchema>;
export type CreateCollaborativeStoryRequest = z.output<typeof createCollaborativeStorySchema>;

export const CREATE_COLLABORATIVE_DEFAULTS = {
  childName: '',
  animal: '',
  theme: '',
  ageRange: DEFAULT_AGE_RANGE,
  parentContribution: '',
  childContribution: '',
} as const;

/** `POST /api/stories/contribute` (story and prompt ids are uuids). */
export const contributionInputSchema = z.object({
  storyId: z.uuid({ error: 'Story not found' }),
  token: z.string({ error: K.token }).trim().min(1, K.token).max(200, K.token),
  contributorType: z.enum(CONTRIBUTOR_TYPES, { error: 'Choose Parent or Child' }),
  content: contributionText(K.content, 1),
  promptId: z.uuid({ error: 'Unknown part of the story' }).optional(),
});
export type ContributionInput = z.input<typeof contributionInputSchema>;
export type ContributionRequest = z.output<typeof contributionInputSchema>;

/** A prompt as displayed, with its type and place in the story. */
export const promptViewSchema = z.object({
  id: z.uuid(),
  promptText: z.string(),
  promptType: z.enum(PROMPT_TYPES),
  targetContributor: z.enum(PROMPT_TARGETS),
  completed: z.boolean(),
  order: z.number().int(),
});
export type PromptView = z.infer<typeof promptViewSchema>;

/** A contribution as displayed. */
export const contributionViewSchema = z.object({
  id: z.uuid(),
  contributorType: z.enum(CONTRIBUTOR_TYPES),
  content: z.string(),
  promptId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type ContributionView = z.infer<typeof contributionViewSchema>;

/** Who wrote a part of the finished story: the parent, the child, or the story engine's narration. */
export const STORY_AUTHORS = ['parent', 'child', 'narrator'] as const;
export type StoryAuthor = (typeof STORY_AUTHORS)[number];
export const storyPartSchema = z.object({ author: z.enum(STORY_AUTHORS), text: z.string() });
export type StoryPart = z.infer<typeof storyPartSchema>;

/** `GET /api/stories/collaborative/{id}?token=`: the story, its share token and, once woven, who wrote what. */
export const collaborativeStorySchema = zm.extend(storySchema, {
  collaborativeToken: z.string(),
  completedParts: z.number().int(),
  totalParts: z.number().int(),
  /** The finished story in order with each part's author; null until the story is woven. */
  parts: z.array(storyPartSchema).nullable(),
  /** True for the story's creator (who may withdraw the link and issue a new one). */
  viewerIsCreator: z.boolean().optional(),
});
export type CollaborativeStory = z.infer<typeof collaborativeStorySchema>;

/** The answer to creating a collaborative story: the story and the link to send to the child. */
export const createdCollaborativeStorySchema = z.object({
  story: collaborativeStorySchema,
  /** `/collaborate/{storyId}/{token}`: the page both writers use. */
  sharePath: z.string(),
});
export type CreatedCollaborativeStory = z.infer<typeof createdCollaborativeStorySchema>;

/**
 * `POST /api/stories/{id}/share-link` by the story's creator (an empty body): the link sent
 * before stops opening the story at once, and a new one is issued.
 */
export const replaceShareLinkSchema = z.strictObject({});
export type ReplaceShareLinkRequest = z.infer<typeof replaceShareLinkSchema>;
export const replacedShareLinkSchema = z.object({
  collaborativeToken: z.string(),
  /** `/collaborate/{storyId}/{token}` with the new token. */
  sharePath: z.string(),
});
export type ReplacedShareLink = z.infer<typeof replacedShareLinkSchema>;

/** The creator's control that withdraws the share link and issues a new one. */
export const SHARE_LINK_TEXTS = {
  button: 'Withdraw link and make a new one',
  confirmTitle: 'Withdraw this story link?',
  confirmText:
    'The link you shared stops working at once: anyone who opens it will see "Story Not Found". You get a new link to send to your co-author.',
  confirm: 'Withdraw and make a new link',
  cancel: 'Keep the current link',
  replacedTitle: 'New link ready',
  replacedText: 'The old link no longer works. Share the new one with your co-author.',
  errorTitle: 'Could not make a new link',
} as const;

/** The first uncompleted prompt that this writer may answer, in story order. */
export function currentPromptFor<
  P extends Pick<PromptView, 'completed' | 'targetContributor' | 'order'>,
>(prompts: readonly P[], role: ContributorType): P | undefined {
  return [...prompts]
    .sort((a, b) => a.order - b.order)
    .find((p) => !p.completed && (p.targetContributor === role || p.targetContributor === 'both'));
}

// ---------------------------------------------------------------------------------------------
// Generate Ideas: 8 templates for each of the start, middle and end of a story.

export const IDEA_CATEGORIES = ['start', 'middle', 'end'] as const;
export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/** `{name}` is the child's name, `{animal}` the animal ("fox"), `{anAnimal}` with its article ("an owl"). */
export const IDEA_TEMPLATES: Readonly<Record<IdeaCategory, readonly string[]>> = {
  start: [
    'Once upon a time, {name} found {anAnimal} hiding behind the garden shed, holding a tiny map.',
    'One sunny morning, {name} woke up to a gentle tapping at the window. It was {anAnimal} with a very important message.',
    'Deep in the whispering woods lived a friendly {animal} who had never met a child before, until the day {name} came by.',
    'When {name} opened the old toy box, out hopped {anAnimal} who said, "I have been waiting for you!"',
    'On the first snowy day of winter, {name} followed a trail of little footprints and met a shivering {animal}.',
    'Every night, {name} saw a light twinkling on the hill. Tonight, {name} and a brave {animal} went to find out what it was.',
    'At the edge of the sparkling lake, {name} heard a splash and a giggle. A curious {animal} was waving hello.',
    'It was the day of the big forest picnic, and {name} was in charge of the basket, with a little help from {anAnimal}.',
  ],
  middle: [
    'Suddenly, the path split in two. {name} wanted to go left, but the {animal} was sure the way was right.',
    'Then the wind blew the map away! {name} and the {animal} had to remember the way all by themselves.',
    'The {animal} felt scared of the dark tunnel, so {name} held out a hand and said, "We can go together."',
    'Halfway up the hill, {name} and the {animal} met a grumpy old badger who would only let them pass if they solved a riddle.',
    'The river was too wide to cross, so {name} and the {animal} started to build a little bridge from sticks and stones.',
    'Just when everything seemed lost, {name} spotted something shiny under a pile of leaves, and the {animal} began to dig.',
    'The {animal} was too shy to ask for help, so {name} showed how to be brave and speak up kindly.',
    'A storm rolled in, and {name} and the {animal} found shelter in a cozy cave full of surprises.',
  ],
  end: [
    'In the end, {name} and the {animal} found the treasure: a friendship that would last forever.',
    'Everyone cheered as {name} and the {animal} came home, tired and happy, with a story to tell.',
    'The {animal} gave {name} a big hug and whispered, "Thank you for never giving up on me."',
    'As the stars came out, {name} and the {animal} lay in the grass and counted them until they fell asleep.',
    '{name} and the {animal} planted a seed where the adventure ended, so that every spring they would remember this day.',
    'The grumpy badger smiled for the first time, and invited {name} and the {animal} to tea every Sunday.',
    'Back home, {name} drew a picture of the whole adventure, with the {animal} right in the middle, and hung it above the bed.',
    'And from that day on, whenever someone needed help, {name} and the {animal} were the first to say yes.',
  ],
};

/** "an owl", "a unicorn", "an elephant", "a fox". */
export function withArticle(word: string): string {
  const an = /^[aeiou]/i.test(word) && !/^(uni|use|eu)/i.test(word);
  return `${an ? 'an' : 'a'} ${word}`;
}

export function fillIdea(template: string, childName: string, animal: string): string {
  const name = childName.trim() || 'our hero';
  const a = animal.trim() || 'animal friend';
  return template
    .replace(/\{anAnimal\}/g, withArticle(a))
    .replace(/\{animal\}/g, a)
    .replace(/\{name\}/g, name);
}

/** One idea of a category, filled in with the child's name and animal. `random` returns [0, 1). */
export function ideaFor(
  category: IdeaCategory,
  childName: string,
  animal: string,
  random: () => number = Math.random,
): string {
  const templates = IDEA_TEMPLATES[category];
  const template = templates[Math.floor(random() * templates.length)] ?? templates[0]!;
  return fillIdea(template, childName, animal);
}

/**
 * Generate Ideas: fills only the empty contributions; the parent's part gets a story
 * opening, the child's part what happens next. Returns the fields to set (none when both are filled).
 */
export function generateIdeas(
  values: {
    childName: string;
    animal: string;
    parentContribution: string;
    childContribution: string;
  },
  random: () => number = Math.random,
): Partial<Record<'parentContribution' | 'childContribution', string>> {
  const out: Partial<Record<'parentContribution' | 'childContribution', string>> = {};
  if (!values.parentContribution.trim()) {
    out.parentContribution = ideaFor('start', values.childName, values.animal, random);
  }
  if (!values.childContribution.trim()) {
    out.childContribution = ideaFor('middle', values.childName, values.animal, random);
  }
  return out;
}

/** The idea category that suits a prompt of the collaborative page ("custom" prompts sit mid-story). */
export function ideaCategoryOf(promptType: PromptType): IdeaCategory {
  return promptType === 'custom' ? 'middle' : promptType;
}
