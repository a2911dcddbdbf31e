/**
 * The story library's checker for writers.
 *
 *   npx tsx libs/story-engine/src/cli/library.ts check [FILES…]
 *     Checks story files (every file of the library when none is given): the format, the slots,
 *     and every telling (each pronoun × each animal that may play it × every length of its band)
 *     for unfilled slots, broken agreement, a companion doing what its kind cannot, the length
 *     fit, and consecutive pages that look the same. Prints each problem; exits 1 if any.
 *
 *   npx tsx libs/story-engine/src/cli/library.ts render FILE [--name Mia] [--animal penguin]
 *       [--pronoun she|he|they] [--words 1200] [--seed 1]
 *     Prints the book page by page with its word count and scenes.
 *
 * FILES may be anywhere (absolute paths to another checkout work), e.g.
 *   cd /work/wt/engine && npx tsx libs/story-engine/src/cli/library.ts check \
 *     /work/wt/writer-early/libs/story-engine/stories/early-elementary/*.yaml
 */
import {
  ANIMALS,
  AGE_RANGES,
  PRONOUNS,
  STORY_LENGTHS,
  type Animal,
  type Pronoun,
} from '@shop/contracts';
import { allowedAnimals, castStory } from '../library/casting';
import { auditStory } from '../library/audit';
import { parseStoryFile, storyFiles, STORIES_DIR } from '../library/loader';
import { renderBook } from '../library/render';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function check(files: string[]): number {
  const list = files.length ? files : storyFiles(STORIES_DIR);
  let bad = 0;
  for (const file of list) {
    const { story, errors } = parseStoryFile(file);
    const problems = story ? auditStory(story) : errors;
    if (problems.length) bad++;
    for (const p of problems) console.log(p);
    if (story && problems.length === 0)
      console.log(
        `ok  ${file}  (${allowedAnimals(story).length} animals: ${allowedAnimals(story).join(', ')})`,
      );
  }
  console.log(`\n${list.length} file(s), ${bad} with problems`);
  return bad ? 1 : 0;
}

function render(args: string[]): number {
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!file) {
    console.error('render FILE [--name Mia] [--animal fox] [--pronoun they] [--words 1200]');
    return 2;
  }
  const { story, errors } = parseStoryFile(file);
  if (!story) {
    for (const e of errors) console.log(e);
    return 1;
  }
  const allowed = allowedAnimals(story);
  const animal = (flag(args, 'animal') ?? allowed[0]) as Animal;
  if (!ANIMALS.includes(animal)) throw new Error(`--animal: one of ${ANIMALS.join(', ')}`);
  if (!allowed.includes(animal))
    console.log(`NOTE: ${animal} cannot play this story (allowed: ${allowed.join(', ')})\n`);
  const pronoun = (flag(args, 'pronoun') ?? 'they') as Pronoun;
  if (!PRONOUNS.includes(pronoun)) throw new Error(`--pronoun: one of ${PRONOUNS.join(', ')}`);
  const words = Number(flag(args, 'words') ?? STORY_LENGTHS[story.band].default);
  const ctx = castStory(story, {
    childName: flag(args, 'name') ?? 'Mia',
    animal,
    pronoun,
    seed: Number(flag(args, 'seed') ?? 1),
  });
  const book = renderBook(story, ctx, words);
  console.log(`# ${book.title}`);
  console.log(
    `${story.id} · ${story.band} · ${story.theme} · ${animal} ${ctx.pet.name} (${ctx.pet.pronoun}) · ` +
      `${book.wordCount} words for ${words} asked (base ${book.range.base}, with every passage ${book.range.full})\n`,
  );
  book.pages.forEach((p, i) => {
    const s = p.scene;
    const cast = s.figures
      .map(
        (f) => `${f.who}: ${f.pose}${f.mood ? ` ${f.mood}` : ''}${f.toward ? ` >${f.toward}` : ''}`,
      )
      .join('; ');
    const obj = s.object
      ? ` | object: ${s.object.prop} ${s.object.state}${s.object.holder ? ` ${s.object.holder}` : ''}`
      : '';
    console.log(`--- page ${i + 1} (${p.text.split(/\s+/).filter(Boolean).length} words)`);
    console.log(
      `[${s.setting}, ${s.timeOfDay}, ${s.weather}, ${s.season}; ${s.framing}, ${s.viewpoint}; ${cast}${obj}]`,
    );
    console.log(`[action: ${s.action}]\n`);
    console.log(p.text);
    console.log();
  });
  return 0;
}

function main(): number {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'check') return check(args);
  if (command === 'render') return render(args);
  console.error(
    `usage: library.ts check [FILES…] | render FILE [--name --animal --pronoun --words --seed]\nbands: ${AGE_RANGES.join(', ')}`,
  );
  return 2;
}

process.exitCode = main();
