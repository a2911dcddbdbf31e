import { type Pronoun } from '@shop/contracts';
import { type CompanionPronoun, type Species } from './species';

/**
 * The slot language of the story library: `{child}`, `{they}`, `{are}`, `{pet.moved}`,
 * `{trick:reach}`, `{gran}`… Strict: an unknown or unfilled slot is an error, never left in the
 * text.
 */

/** Everything a story's slots are filled from. */
export interface SlotContext {
  child: string;
  pronoun: Pronoun;
  pet: { name: string; pronoun: CompanionPronoun; species: Species };
  /** Helper slot → the name it takes in this book. */
  helpers: Readonly<Record<string, string>>;
  /** Trick name → the telling chosen for this companion (itself with slots). */
  tricks: Readonly<Record<string, string>>;
}

/** A slot that cannot be filled: the message names the slot. */
export class SlotError extends Error {}

/** Forms after `{they}` that follow the child's pronoun: she form, he form, they form. */
const CHILD_FORMS: Readonly<Record<string, readonly [string, string, string]>> = {
  they: ['she', 'he', 'they'],
  them: ['her', 'him', 'them'],
  their: ['her', 'his', 'their'],
  theirs: ['hers', 'his', 'theirs'],
  themself: ['herself', 'himself', 'themself'],
  are: ['is', 'is', 'are'],
  were: ['was', 'was', 'were'],
  have: ['has', 'has', 'have'],
  do: ['does', 'does', 'do'],
  "don't": ["doesn't", "doesn't", "don't"],
  "doesn't": ["doesn't", "doesn't", "don't"],
  "aren't": ["isn't", "isn't", "aren't"],
  "weren't": ["wasn't", "wasn't", "weren't"],
  "haven't": ["hasn't", "hasn't", "haven't"],
  "they're": ["she's", "he's", "they're"],
  "they've": ["she's", "he's", "they've"],
  "they'll": ["she'll", "he'll", "they'll"],
  "they'd": ["she'd", "he'd", "they'd"],
  s: ['s', 's', ''],
  es: ['es', 'es', ''],
};

const PET_PRONOUNS: Readonly<Record<string, readonly [she: string, he: string]>> = {
  they: ['she', 'he'],
  them: ['her', 'him'],
  their: ['her', 'his'],
  theirs: ['hers', 'his'],
  themself: ['herself', 'himself'],
};

const PET_FIELDS = [
  'kind',
  'a',
  'kinds',
  'moved',
  'move',
  'moving',
  'sound',
  'noise',
  'feet',
  'coat',
  'nose',
] as const;

const SLOT = /\{([^{}\n]*)\}/g;

/** The slots a template uses, as written (without braces). */
export function slotsIn(template: string): string[] {
  return [...template.matchAll(SLOT)].map((m) => m[1]!);
}

/** The trick names a template uses. */
export function tricksIn(template: string): string[] {
  return slotsIn(template)
    .filter((s) => s.startsWith('trick:'))
    .map((s) => s.slice('trick:'.length));
}

/** Why a slot name is not one of the language's (undefined when it is). */
export function unknownSlot(
  slot: string,
  helperIds: ReadonlySet<string>,
  trickNames: ReadonlySet<string>,
): string | undefined {
  const name = normalise(slot);
  if (name.startsWith('trick:')) {
    const t = name.slice('trick:'.length);
    return trickNames.has(t) ? undefined : `{${slot}}: no trick "${t}" in tricks`;
  }
  if (name.startsWith('=')) {
    return /^=[^|]+\|[^|]*$/.test(name) ? undefined : `{${slot}}: write {=she-he form|they form}`;
  }
  const lower = uncapitalise(name);
  if (lower === 'child' || lower === "child's" || lower in CHILD_FORMS) return undefined;
  if (lower === 'pet' || lower === "pet's") return undefined;
  if (lower.startsWith('pet.')) {
    const field = uncapitalise(lower.slice(4));
    if (field in PET_PRONOUNS || (PET_FIELDS as readonly string[]).includes(field))
      return undefined;
    return `{${slot}}: unknown companion slot`;
  }
  const helper = lower.endsWith("'s") ? lower.slice(0, -2) : lower;
  if (helperIds.has(helper)) return undefined;
  return `{${slot}}: unknown slot`;
}

/** Fills every slot of a template; throws SlotError on the first it cannot fill. */
export function renderSlots(template: string, ctx: SlotContext, depth = 0): string {
  return template.replace(SLOT, (_m, slot: string) => {
    const value = slotValue(normalise(slot), ctx, depth);
    if (value === undefined) throw new SlotError(`{${slot}}: unknown slot`);
    return value;
  });
}

function slotValue(name: string, ctx: SlotContext, depth: number): string | undefined {
  if (name.startsWith('trick:')) {
    const trick = name.slice('trick:'.length);
    const telling = ctx.tricks[trick];
    if (telling === undefined) throw new SlotError(`{${name}}: no telling of this trick`);
    if (depth > 0) throw new SlotError(`{${name}}: a trick inside a trick`);
    return renderSlots(telling, ctx, depth + 1);
  }
  if (name.startsWith('=')) {
    const [one, they] = name.slice(1).split('|');
    if (they === undefined) throw new SlotError(`{${name}}: write {=she-he form|they form}`);
    return ctx.pronoun === 'they' ? they : one;
  }
  const lower = uncapitalise(name);
  const value = lowerValue(lower, ctx);
  return value !== undefined && lower !== name ? capitalise(value) : value;
}

function lowerValue(name: string, ctx: SlotContext): string | undefined {
  if (name === 'child') return ctx.child;
  if (name === "child's") return possessive(ctx.child);
  const forms = CHILD_FORMS[name];
  if (forms) return forms[ctx.pronoun === 'she' ? 0 : ctx.pronoun === 'he' ? 1 : 2];
  if (name === 'pet') return ctx.pet.name;
  if (name === "pet's") return possessive(ctx.pet.name);
  if (name.startsWith('pet.')) {
    const field = name.slice(4);
    const lowerField = uncapitalise(field);
    const p = PET_PRONOUNS[lowerField];
    let value: string | undefined;
    if (p) value = p[ctx.pet.pronoun === 'she' ? 0 : 1];
    else if ((PET_FIELDS as readonly string[]).includes(lowerField))
      value = ctx.pet.species[lowerField as (typeof PET_FIELDS)[number]];
    if (value === undefined) return undefined;
    return lowerField !== field ? capitalise(value) : value;
  }
  if (name in ctx.helpers) return ctx.helpers[name];
  if (name.endsWith("'s") && name.slice(0, -2) in ctx.helpers)
    return possessive(ctx.helpers[name.slice(0, -2)]!);
  return undefined;
}

/** "Mia's", "James's". */
function possessive(name: string): string {
  return `${name}'s`;
}

function normalise(slot: string): string {
  return slot.trim().replace(/\u2019/g, "'");
}

function uncapitalise(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
