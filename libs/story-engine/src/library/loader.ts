import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { parsePageText } from './passages';
import {
  helpersSchema,
  readScene,
  sceneSchema,
  storyFileSchema,
  where,
  type LibraryStory,
} from './schema';
import { tricksIn, slotsIn, unknownSlot } from './slots';
import { allowedAnimals } from './casting';

/**
 * Reads the story library: every `stories/<band>/<theme>-<name>.yaml`, checked against the
 * format. From the sources the stories sit beside `src/`; the server build copies them to the
 * same place under `dist/` (package.json `build:server`), so one relative path serves both.
 */
export const STORIES_DIR = resolve(__dirname, '../../stories');

/** A problem in a story file, named by file, page and field. */
export class StoryFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

export interface ParseResult {
  story?: LibraryStory;
  /** "file: page 3, scene.cast.child: …" */
  errors: string[];
}

/** How a file is named in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}

/** Reads and checks one story file. */
export function parseStoryFile(file: string): ParseResult {
  const path = resolve(file);
  const name = displayPath(path);
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch (e) {
    return { errors: [`${name}: cannot read: ${(e as Error).message}`] };
  }
  return parseStorySource(source, path);
}

/** Checks a story's YAML text as if it were the file at `path`. */
export function parseStorySource(source: string, path: string): ParseResult {
  const name = displayPath(path);
  const errors: string[] = [];
  const err = (at: string, message: string) => errors.push(`${name}: ${at}: ${message}`);
  const doc = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length) {
    for (const e of doc.errors)
      err(`line ${e.linePos?.[0]?.line ?? '?'}`, e.message.split('\n')[0]!);
    return { errors };
  }
  const parsed = storyFileSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    for (const issue of parsed.error.issues) err(where(issue.path), issue.message);
    // the scenes that are well-formed are read too, so one run shows their faults as well
    const js = doc.toJS() as { helpers?: unknown; pages?: { scene?: unknown }[] } | null;
    const helpers = helpersSchema.safeParse(js?.helpers);
    if (helpers.success && Array.isArray(js?.pages))
      js.pages.forEach((p, i) => {
        const scene = sceneSchema.safeParse(p?.scene);
        if (scene.success)
          readScene(scene.data, helpers.data, (field, message) =>
            err(`page ${i + 1}, ${field}`, message),
          );
      });
    return { errors };
  }
  const raw = parsed.data;
  const id = basename(path).replace(/\.ya?ml$/, '');
  if (!/\.yaml$/.test(path)) err('(file)', 'a story file ends in .yaml');
  if (!id.startsWith(`${raw.theme}-`) || id.length <= raw.theme.length + 1)
    err('(file)', `the file name must be ${raw.theme}-<short-name>.yaml (its theme first)`);
  if (!/^[a-z0-9-]+$/.test(id))
    err('(file)', 'the file name is lower-case letters, digits and "-"');
  const dir = basename(dirname(path));
  if (dir !== raw.band)
    err('(file)', `a ${raw.band} story belongs in stories/${raw.band}/, not ${dir}/`);

  const helperIds = new Set(Object.keys(raw.helpers));
  const trickNames = new Set(Object.keys(raw.tricks));
  const checkSlots = (at: string, template: string, inTrick = false) => {
    for (const slot of slotsIn(template)) {
      const why = unknownSlot(slot, helperIds, trickNames);
      if (why) err(at, why);
      else if (inTrick && slot.trim().startsWith('trick:'))
        err(at, `{${slot}}: a trick inside a trick`);
    }
    const stray = template.replace(/\{[^{}\n]*\}/g, '');
    if (/[{}]/.test(stray)) err(at, 'a "{" or "}" that is not a slot');
  };
  checkSlots('title', raw.title);
  for (const [trick, tellings] of Object.entries(raw.tricks))
    for (const [ability, telling] of Object.entries(tellings))
      checkSlots(`tricks.${trick}.${ability}`, telling, true);
  const used = new Set<string>();
  const pages = raw.pages.map((p, i) => {
    const at = (field: string) => `page ${i + 1}, ${field}`;
    const scene = readScene(p.scene, raw.helpers, (field, message) => err(at(field), message));
    checkSlots(at('scene.action'), p.scene.action);
    checkSlots(at('text'), p.text);
    try {
      parsePageText(p.text);
    } catch (e) {
      err(at('text'), (e as Error).message);
    }
    for (const t of [...tricksIn(p.text), ...tricksIn(p.scene.action)]) used.add(t.trim());
    return { scene, text: p.text };
  });
  for (const t of tricksIn(raw.title)) used.add(t.trim());
  for (const t of trickNames) if (!used.has(t)) err(`tricks.${t}`, 'no page tells this trick');
  if (errors.length) return { errors };
  const story: LibraryStory = {
    id,
    file: path,
    band: raw.band,
    theme: raw.theme,
    title: raw.title,
    needs: raw.needs,
    helpers: raw.helpers,
    tricks: Object.fromEntries(
      Object.entries(raw.tricks).map(([t, tellings]) => [
        t,
        Object.entries(tellings) as [LibraryStory['needs'][number], string][],
      ]),
    ),
    echoes: raw.echoes,
    pages,
  };
  // An echo names a sentence the pages say at least twice; a stale one would hide a real repeat.
  const told = pages
    .map((p) => p.text)
    .join('\n')
    .toLowerCase();
  for (const [i, echo] of raw.echoes.entries())
    if (told.split(echo.toLowerCase()).length < 3)
      err(`echoes.${i}`, 'the pages do not say this sentence twice');
  if (allowedAnimals(story).length === 0)
    err('needs', 'no animal has every ability the needs and tricks ask for');
  return errors.length ? { errors } : { story, errors: [] };
}

/** Every story file under a folder, sorted. */
export function storyFiles(dir = STORIES_DIR): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && /\.ya?ml$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

/** Reads every file of a library folder; throws StoryFileError listing every problem. */
export function readLibrary(dir = STORIES_DIR): LibraryStory[] {
  if (!existsSync(dir)) throw new StoryFileError([`the story library is missing: ${dir}`]);
  const stories: LibraryStory[] = [];
  const problems: string[] = [];
  const ids = new Map<string, string>();
  for (const file of storyFiles(dir)) {
    const { story, errors } = parseStoryFile(file);
    problems.push(...errors);
    if (!story) continue;
    const other = ids.get(story.id);
    if (other)
      problems.push(
        `${displayPath(file)}: (file): the id ${story.id} is also ${displayPath(other)}`,
      );
    ids.set(story.id, file);
    stories.push(story);
  }
  if (problems.length) throw new StoryFileError(problems);
  return stories;
}

let cached: readonly LibraryStory[] | undefined;

/** The library this process writes from, read once. */
export function library(): readonly LibraryStory[] {
  cached ??= readLibrary();
  return cached;
}
