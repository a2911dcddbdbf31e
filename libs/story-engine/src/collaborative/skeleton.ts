import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type Animal,
  BOOK,
  type PageScene,
  PROMPT_TARGETS,
  PROMPT_TYPES,
  type PromptTarget,
  type PromptType,
  type Pronoun,
  type StoryTheme,
  THEME_VALUES,
  typographic,
} from '@shop/contracts';
import { parseDocument } from 'yaml';
import { companionFor, helperName } from '../library/casting';
import { displayPath, StoryFileError } from '../library/loader';
import { helpersSchema, type Helper, readScene, sceneSchema, where } from '../library/schema';
import { renderSlots, slotsIn, type SlotContext, unknownSlot } from '../library/slots';
import { z } from 'zod';

/**
 * A Create Together skeleton (together/README.md): the theme's story arc as an authored opening
 * page, one prompt per page for the family to answer (parent and child taking turns), and an
 * authored closing page. Each page carries its scene for the illustrator; the slots are the story
 * library's (`{child}`, `{they}`, `{pet}`, `{pet.kind}`…).
 */

/** Where the skeletons sit: beside `src/` in the sources and in the server build alike. */
export const TOGETHER_DIR = resolve(__dirname, '../../together');

/** The family writes every page between the opening and the closing. */
export const TOGETHER_PROMPTS = BOOK.storyPages - 2;

/** A short line that may start a family page: it may not say what happens, only that time moves. */
const LEAD_MAX_WORDS = 6;

const text = z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' });

const pageSchema = z.strictObject({ scene: sceneSchema, text });

const promptSchema = z.strictObject({
  who: z.enum(PROMPT_TARGETS, { error: `who is one of ${PROMPT_TARGETS.join(', ')}` }),
  type: z.enum(PROMPT_TYPES, { error: `type is one of ${PROMPT_TYPES.join(', ')}` }),
  ask: text.refine((a) => /\?/.test(a), { error: 'a prompt asks a question' }),
  lead: text
    .refine((l) => l.split(/\s+/).length <= LEAD_MAX_WORDS, {
      error: `a lead is at most ${LEAD_MAX_WORDS} words`,
    })
    .optional(),
  scene: sceneSchema,
});

export const skeletonFileSchema = z
  .strictObject({
    theme: z.enum(THEME_VALUES, { error: 'not one of the story themes' }),
    title: text,
    /** People and animals of the skeleton's own pages besides the child and the companion. */
    helpers: helpersSchema,
    opening: pageSchema,
    prompts: z
      .array(promptSchema)
      .length(TOGETHER_PROMPTS, { error: `a skeleton asks exactly ${TOGETHER_PROMPTS} prompts` }),
    closing: pageSchema,
  })
  .superRefine((s, ctx) => {
    const leads = s.prompts.flatMap((p) => (p.lead ? [p.lead] : []));
    if (new Set(leads).size !== leads.length)
      ctx.addIssue({ code: 'custom', path: ['prompts'], message: 'a lead is used twice' });
    // the form asks the parent, then the child, for the first two parts
    if (s.prompts[0]?.who !== 'parent' || s.prompts[1]?.who !== 'child')
      ctx.addIssue({
        code: 'custom',
        path: ['prompts'],
        message: 'the first prompt is the parent’s and the second the child’s (the form asks them)',
      });
  });
type SkeletonFile = z.infer<typeof skeletonFileSchema>;

interface SkeletonPrompt {
  who: PromptTarget;
  type: PromptType;
  ask: string;
  lead?: string;
  scene: PageScene;
}

export interface Skeleton {
  theme: StoryTheme;
  file: string;
  title: string;
  helpers: Readonly<Record<string, Helper>>;
  opening: { text: string; scene: PageScene };
  prompts: readonly SkeletonPrompt[];
  closing: { text: string; scene: PageScene };
}

/** Reads and checks one skeleton's YAML text; throws StoryFileError listing every problem. */
export function parseSkeleton(source: string, path: string): Skeleton {
  const name = displayPath(path);
  const errors: string[] = [];
  const err = (at: string, message: string) => errors.push(`${name}: ${at}: ${message}`);
  const doc = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length) throw new StoryFileError(doc.errors.map((e) => `${name}: ${e.message}`));
  const parsed = skeletonFileSchema.safeParse(doc.toJS());
  if (!parsed.success)
    throw new StoryFileError(
      parsed.error.issues.map((i) => `${name}: ${where(i.path)}: ${i.message}`),
    );
  const raw = parsed.data;
  if (!path.endsWith(`/${raw.theme}.yaml`)) err('(file)', `the file must be ${raw.theme}.yaml`);
  const helperIds = new Set(Object.keys(raw.helpers));
  const checkSlots = (at: string, template: string) => {
    for (const slot of slotsIn(template)) {
      const why = unknownSlot(slot, helperIds, new Set());
      if (why) err(at, why);
    }
    if (/[{}]/.test(template.replace(/\{[^{}\n]*\}/g, '')))
      err(at, 'a "{" or "}" that is not a slot');
  };
  const scene = (at: string, s: SkeletonFile['opening']['scene']) => {
    checkSlots(`${at}.scene.action`, s.action);
    return readScene(s, raw.helpers, (field, message) => err(`${at}, ${field}`, message));
  };
  checkSlots('title', raw.title);
  checkSlots('opening.text', raw.opening.text);
  checkSlots('closing.text', raw.closing.text);
  const skeleton: Skeleton = {
    theme: raw.theme,
    file: path,
    title: raw.title,
    helpers: raw.helpers,
    opening: { text: raw.opening.text, scene: scene('opening', raw.opening.scene) },
    prompts: raw.prompts.map((p, i) => {
      checkSlots(`prompt ${i + 1}, ask`, p.ask);
      if (p.lead) checkSlots(`prompt ${i + 1}, lead`, p.lead);
      return {
        who: p.who,
        type: p.type,
        ask: p.ask,
        ...(p.lead ? { lead: p.lead } : {}),
        scene: scene(`prompt ${i + 1}`, p.scene),
      };
    }),
    closing: { text: raw.closing.text, scene: scene('closing', raw.closing.scene) },
  };
  if (errors.length) throw new StoryFileError(errors);
  return skeleton;
}

const cache = new Map<StoryTheme, Skeleton>();

/** The skeleton of a theme, read once per process. */
export function skeletonFor(theme: StoryTheme, dir = TOGETHER_DIR): Skeleton {
  const hit = dir === TOGETHER_DIR ? cache.get(theme) : undefined;
  if (hit) return hit;
  const file = join(dir, `${theme}.yaml`);
  if (!existsSync(file)) throw new StoryFileError([`no Create Together skeleton: ${file}`]);
  const skeleton = parseSkeleton(readFileSync(file, 'utf8'), file);
  if (dir === TOGETHER_DIR) cache.set(theme, skeleton);
  return skeleton;
}

/** Who the skeleton's slots are filled for. */
export interface TogetherCast {
  childName: string;
  animal: Animal;
  pronoun: Pronoun;
  seed: number;
}

/** The slot values of a theme's skeleton for this child and companion (the same every time). */
export function togetherSlots(theme: StoryTheme, cast: TogetherCast): SlotContext {
  const child = cast.childName.trim();
  const helpers: Record<string, string> = {};
  for (const [id, h] of Object.entries(skeletonFor(theme).helpers))
    helpers[id] = helperName(h.names, child);
  return {
    child,
    pronoun: cast.pronoun,
    pet: companionFor(`together-${theme}`, cast, [child, ...Object.values(helpers)]),
    helpers,
    tricks: {},
  };
}

/** A skeleton's text told for this family: slots filled, curly quotes and dashes. */
export function tell(template: string, ctx: SlotContext): string {
  return typographic(
    template
      .replace(/\r\n?/g, '\n')
      .split(/\n[ \t]*\n/)
      .map((p) => renderSlots(p.replace(/\s*\n\s*/g, ' ').trim(), ctx))
      .filter((p) => p.length > 0)
      .join('\n\n'),
  );
}
