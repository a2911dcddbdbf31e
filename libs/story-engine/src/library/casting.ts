import { ANIMALS, type Animal, type Pronoun } from '@shop/contracts';
import { hash } from '../rng';
import { type LibraryStory } from './schema';
import { type SlotContext, tricksIn } from './slots';
import { SPECIES, abilitiesOf, type Ability } from './species';

/**
 * Who plays a library story: which animals may be its companion, the companion's name, the
 * helpers' names, and which telling of each trick this companion gets.
 */

/** The tricks a story's title, texts and scene actions use. */
function tricksUsed(story: LibraryStory): string[] {
  const used = new Set<string>(tricksIn(story.title).map((t) => t.trim()));
  for (const p of story.pages)
    for (const t of [...tricksIn(p.text), ...tricksIn(p.scene.action)]) used.add(t.trim());
  return [...used];
}

/** True when the animal has every ability the story needs and can tell every trick it uses. */
export function canPlay(story: LibraryStory, animal: Animal): boolean {
  const has = abilitiesOf(animal);
  if (!story.needs.every((n) => has.has(n))) return false;
  return tricksUsed(story).every((t) => (story.tricks[t] ?? []).some(([ab]) => has.has(ab)));
}

/** The animals that may be this story's companion. */
export function allowedAnimals(story: LibraryStory): Animal[] {
  return ANIMALS.filter((a) => canPlay(story, a));
}

/** The telling of a trick for an animal: the first whose ability it has. */
function tellingFor(
  story: LibraryStory,
  trick: string,
  animal: Animal,
): { ability: Ability; text: string } | undefined {
  const has = abilitiesOf(animal);
  const hit = (story.tricks[trick] ?? []).find(([ab]) => has.has(ab));
  return hit ? { ability: hit[0], text: hit[1] } : undefined;
}

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);

/** True when two names share a word ("Rose" and "Granny Rose"). */
export function sharesWord(a: string, b: string): boolean {
  const w = new Set(nameWords(a));
  return nameWords(b).some((x) => w.has(x));
}

/** A helper's name in a book: its first name that shares no word with the child's. */
export function helperName(names: readonly string[], child: string): string {
  return names.find((n) => !sharesWord(n, child)) ?? names[names.length - 1]!;
}

export interface CastRequest {
  childName: string;
  animal: Animal;
  pronoun: Pronoun;
  seed: number;
}

/** Everything the slots of this story are filled from, for this child and companion. */
export function castStory(story: LibraryStory, req: CastRequest): SlotContext {
  const child = req.childName.trim();
  const helpers: Record<string, string> = {};
  for (const [id, h] of Object.entries(story.helpers)) helpers[id] = helperName(h.names, child);
  const pet = companionFor(story.id, req, [child, ...Object.values(helpers)]);
  const tricks: Record<string, string> = {};
  for (const t of Object.keys(story.tricks)) {
    const telling = tellingFor(story, t, req.animal);
    if (telling) tricks[t] = telling.text;
  }
  return { child, pronoun: req.pronoun, pet, helpers, tricks };
}

/**
 * The companion of a story told for this child: a name of its species that shares no word with
 * the names already `taken`, the same for the same story id, child, animal and seed.
 */
export function companionFor(
  storyId: string,
  req: CastRequest,
  taken: readonly string[],
): SlotContext['pet'] {
  const child = req.childName.trim();
  const species = SPECIES[req.animal];
  const free = species.names.filter(([n]) => !taken.some((t) => sharesWord(n, t)));
  // every name taken (a child named like the whole list): the companion goes by its kind
  const pool = free.length
    ? free
    : [[species.kind.charAt(0).toUpperCase() + species.kind.slice(1), 'she'] as const];
  const [name, pronoun] = pool[hash(`${storyId}|${child}|${req.animal}`, req.seed) % pool.length]!;
  return { name, pronoun, species };
}
