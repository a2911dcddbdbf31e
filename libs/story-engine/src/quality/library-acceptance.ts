import { bandLengths, PRONOUNS } from '@shop/contracts';
import { allowedAnimals } from '../library/casting';
import { bookRequest, composeLibraryStory } from '../library/compose';
import { library } from '../library/loader';
import { type LibraryStory } from '../library/schema';
import type { StoryRequest } from '../types';
import { acceptanceProblems } from './accept';
import { loadReadability, type Readability } from './readability';

/** Children's names the library is told for: short, long, and one with a letter beyond ASCII. */
const NAMES = ['Mia', 'Alexander', 'Zoë'] as const;

/**
 * The requests a library story is checked with: every length of its band, the names, pronouns
 * and a few of the animals that may play it taking turns, so each story meets each of them.
 */
function castsOf(story: LibraryStory): StoryRequest[] {
  const animals = allowedAnimals(story);
  const some = [...new Set([0, animals.length - 1, animals.length >> 1].map((i) => animals[i]!))];
  return bandLengths(story.band).map((wordCount, k) =>
    bookRequest({
      childName: NAMES[k % NAMES.length]!,
      pronoun: PRONOUNS[(k + 1) % PRONOUNS.length]!,
      animal: some[k % some.length]!,
      theme: story.theme,
      ageRange: story.band,
      wordCount,
      seed: k,
    }),
  );
}

/**
 * What the acceptance checks an LLM's story must pass say of the library's own stories, one line
 * per refusal ("<story id> [name, pronoun, animal, words]: <problem>"). The length is left out, as
 * for an LLM's story: the library's fit to a length is the report's.
 */
export async function libraryRefusals(
  readability: Promise<Readability> | null,
  stories: readonly LibraryStory[] = library(),
): Promise<string[]> {
  const out: string[] = [];
  for (const story of stories)
    for (const req of castsOf(story)) {
      const told = composeLibraryStory(req, story);
      for (const p of await acceptanceProblems(told, req, readability))
        if (!p.startsWith('length'))
          out.push(
            `${story.id} [${req.childName}, ${req.pronoun}, ${req.animal}, ${req.wordCount}]: ${p}`,
          );
    }
  return out;
}

// Jest cannot load the ES-module readability libraries: its test runs this file with tsx for the
// reading level, which prints the refusals as JSON.
if (require.main === module)
  void libraryRefusals(loadReadability()).then((r) => process.stdout.write(JSON.stringify(r)));
