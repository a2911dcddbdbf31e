/**
 * Prints one story.
 *   npm run story -- --name Mia --animal fox --theme kindness --age preschool --words 1200 --seed 7
 *   ... --provider openai   (uses OPENAI_BASE_URL, OPENAI_API_KEY, STORY_MODEL from the environment)
 *   ... --json              (the whole result, pages and scenes included)
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@shop/config';
import {
  AGE_RANGES,
  ANIMALS,
  THEME_VALUES,
  STORY_LENGTHS,
  WORD_COUNT,
  type AgeRange,
  type Animal,
  type StoryTheme,
  PRONOUNS,
  type Pronoun,
} from '@shop/contracts';
import { createStoryProvider } from '../providers/factory';
import { storySeed } from '../rng';
import { type StoryRequest } from '../types';
import { validateStory } from '../validate';

function fail(msg: string): never {
  console.error(msg);
  process.exit(2);
}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  options: readonly T[],
  fallback?: T,
): T {
  const v = value ?? fallback;
  if (v === undefined || !(options as readonly string[]).includes(v)) {
    fail(`--${name} must be one of: ${options.join(', ')}`);
  }
  return v as T;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string', default: 'Mia' },
      animal: { type: 'string', default: 'fox' },
      theme: { type: 'string', default: 'kindness' },
      age: { type: 'string', default: 'early-elementary' },
      words: { type: 'string', default: String(WORD_COUNT.default) },
      seed: { type: 'string' },
      pronoun: { type: 'string', default: 'they' },
      provider: { type: 'string', default: 'builtin' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'npm run story -- --name Mia --animal fox --theme kindness --age preschool --words 1200 [--seed 7] [--pronoun she|he|they] [--provider openai] [--json]',
    );
    return;
  }
  const wordCount = Number(values.words);
  const age = oneOf<AgeRange>('age', values.age, AGE_RANGES);
  const band = STORY_LENGTHS[age];
  const within = (r: { min: number; max: number }) => wordCount >= r.min && wordCount <= r.max;
  if (!Number.isInteger(wordCount) || !(within(band) || within(WORD_COUNT))) {
    fail(
      `--words must be a whole number from ${WORD_COUNT.min} to ${WORD_COUNT.max}` +
        (band.min !== WORD_COUNT.min ? ` or ${band.min} to ${band.max} for ${age}` : ''),
    );
  }
  const seed = values.seed === undefined ? storySeed() : Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) fail('--seed must be a whole number, 0 or more');
  const req: StoryRequest = {
    childName: values.name.trim() || fail('--name must not be empty'),
    animal: oneOf<Animal>('animal', values.animal, ANIMALS),
    theme: oneOf<StoryTheme>('theme', values.theme, THEME_VALUES),
    ageRange: age,
    wordCount,
    seed,
    pronoun: oneOf<Pronoun>('pronoun', values.pronoun, PRONOUNS),
  };
  const providerName = oneOf('provider', values.provider, ['builtin', 'openai'] as const);
  const config = loadConfig({ ...process.env, STORY_PROVIDER: providerName });
  const provider = createStoryProvider(config, {
    warn: (obj, msg) => console.error(`warning: ${msg}`, obj),
  });
  const started = performance.now();
  const story = await provider.write(req, {
    onProgress: (p) => {
      if (providerName === 'openai') process.stderr.write(`\r${p}%`);
    },
  });
  if (providerName === 'openai') process.stderr.write('\n');
  const ms = performance.now() - started;
  if (values.json) {
    console.log(JSON.stringify(story, null, 2));
    return;
  }
  console.log(story.title.toUpperCase());
  console.log('');
  story.pages.forEach((p, i) => {
    console.log(
      `[page ${i + 1}: ${p.scene.setting}; ${p.scene.timeOfDay}; ${p.scene.framing}; ${p.scene.figures.map((f) => `${f.who} ${f.pose}`).join(', ')}]`,
    );
    console.log(p.text);
    console.log('');
  });
  const tolerance = story.provider === 'builtin' ? 0.05 : 0.15;
  const problems = validateStory(story, req, tolerance, { style: story.provider === 'builtin' });
  console.error(
    `${story.wordCount} words (asked ${req.wordCount}), seed ${story.seed}, provider ${story.provider}` +
      `${story.blueprintId ? `, plot ${story.blueprintId}` : ''}, ${ms.toFixed(1)} ms` +
      (problems.length ? `\nproblems: ${problems.join('; ')}` : ', checks passed'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
