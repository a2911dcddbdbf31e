import {
  AGE_RANGES,
  FRAMINGS,
  HELPER_SPECIES,
  MOODS,
  PEOPLE,
  POSES,
  PROPS,
  PROP_STATES,
  SEASONS,
  SETTING_KINDS,
  THEME_VALUES,
  TIMES_OF_DAY,
  VIEWPOINTS,
  WEATHERS,
  BOOK,
  type AgeRange,
  type CastKind,
  type Mood,
  type PageScene,
  type Pose,
  type Prop,
  type PropState,
  type SceneFigure,
  type StoryTheme,
} from '@shop/contracts';
import { z } from 'zod';
import { ABILITIES, type Ability } from './species';

/**
 * A story file of the library (stories/README.md): its YAML shape, and its compact scene strings
 * (`child: run excited >companion`, `object: mitten whole child`) read as the contract's
 * `PageScene`. The scene's `action` keeps its slots; the composer fills them.
 */

export interface Helper {
  kind: CastKind;
  names: readonly string[];
}

interface LibraryPage {
  scene: PageScene;
  text: string;
}

export interface LibraryStory {
  /** The file name without `.yaml`: what a book records as its blueprint. */
  id: string;
  file: string;
  band: AgeRange;
  theme: StoryTheme;
  title: string;
  needs: readonly Ability[];
  helpers: Readonly<Record<string, Helper>>;
  /** Trick name → its tellings by ability, in the order to try them. */
  tricks: Readonly<Record<string, readonly (readonly [Ability, string])[]>>;
  /** Sentences the story says twice on purpose (an ending that echoes its opening line). */
  echoes: readonly string[];
  pages: readonly LibraryPage[];
}

/** Figure ids a helper may not take: they are the child's and the companion's slots. */
const RESERVED_IDS = new Set(['child', 'companion', 'pet', 'object', 'trick']);

const CAST_KINDS = [...HELPER_SPECIES, ...PEOPLE] as const;

const text = z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' });
const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, {
    error: (i) => `${JSON.stringify(i.input)} is not a ${what} (${values.join(', ')})`,
  });

const helperId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, { error: 'a helper slot is lower-case letters, digits and "-"' })
  .refine((id) => !RESERVED_IDS.has(id), { error: 'a helper slot cannot be named so' });

export const sceneSchema = z.strictObject(
  {
    setting: oneOf(SETTING_KINDS as unknown as readonly [string, ...string[]], 'setting'),
    time: oneOf(TIMES_OF_DAY, 'time'),
    weather: oneOf(WEATHERS, 'weather'),
    season: oneOf(SEASONS, 'season'),
    framing: oneOf(FRAMINGS, 'framing'),
    view: oneOf(VIEWPOINTS, 'view'),
    cast: z.record(z.string(), text, { error: 'cast is a map of who: "pose [mood] [>target]"' }),
    object: text.optional(),
    action: text,
  },
  {
    error: (i) =>
      i.code === 'unrecognized_keys'
        ? `unknown field(s) ${i.keys.join(', ')}`
        : 'scene must be a map',
  },
);

export const helpersSchema = z
  .record(
    helperId,
    z.strictObject({
      kind: oneOf(CAST_KINDS, 'helper kind'),
      names: z.array(text).min(1, { error: 'give at least one name' }),
    }),
  )
  .default({});

export const storyFileSchema = z.strictObject(
  {
    band: oneOf(AGE_RANGES, 'band'),
    theme: oneOf(THEME_VALUES, 'theme'),
    title: text,
    needs: z.array(oneOf(ABILITIES, 'ability')).default([]),
    helpers: helpersSchema,
    tricks: z
      .record(
        z.string().regex(/^[a-z][a-z0-9-]*$/, {
          error: 'a trick name is lower-case letters, digits and "-"',
        }),
        z
          .partialRecord(oneOf(ABILITIES, 'ability'), text)
          .refine((t) => Object.keys(t).length > 0, {
            error: 'a trick needs at least one telling',
          }),
      )
      .default({}),
    echoes: z.array(text).default([]),
    pages: z
      .array(z.strictObject({ scene: sceneSchema, text }))
      .length(BOOK.storyPages, { error: `a story has exactly ${BOOK.storyPages} pages` }),
  },
  {
    error: (i) =>
      i.code === 'unrecognized_keys' ? `unknown field(s) ${i.keys.join(', ')}` : undefined,
  },
);
export type StoryFile = z.infer<typeof storyFileSchema>;

/** Where in a file a problem is: "page 3, scene.cast.child". */
export function where(path: readonly PropertyKey[]): string {
  if (path[0] === 'pages' && typeof path[1] === 'number') {
    const rest = path.slice(2).join('.');
    return `page ${path[1] + 1}${rest ? `, ${rest}` : ''}`;
  }
  return path.join('.') || '(file)';
}

/** Reads a page's compact scene as a `PageScene`; problems go to `err` with the field's path. */
export function readScene(
  raw: StoryFile['pages'][number]['scene'],
  helpers: Readonly<Record<string, Helper>>,
  err: (field: string, message: string) => void,
): PageScene {
  const ids = new Set(['child', 'companion', ...Object.keys(helpers)]);
  const figures: SceneFigure[] = [];
  for (const [who, spec] of Object.entries(raw.cast)) {
    const field = `scene.cast.${who}`;
    if (!ids.has(who)) {
      err(
        field,
        `"${who}" is not child, companion or a helper (${Object.keys(helpers).join(', ') || 'none'})`,
      );
      continue;
    }
    const words = spec.split(/\s+/);
    const pose = words.shift()!;
    if (!(POSES as readonly string[]).includes(pose)) {
      err(field, `"${pose}" is not a pose (${POSES.join(', ')})`);
      continue;
    }
    const figure: SceneFigure = { who, pose: pose as Pose };
    if (helpers[who]) figure.kind = helpers[who].kind;
    for (const w of words) {
      if (w.startsWith('>')) {
        const target = w.slice(1);
        if (figure.toward) err(field, `two targets`);
        else if (target === who) err(field, `faces itself`);
        else if (target === 'object' || ids.has(target)) figure.toward = target;
        else err(field, `">${target}": face child, companion, a helper or object`);
      } else if ((MOODS as readonly string[]).includes(w)) {
        if (figure.mood) err(field, `two moods`);
        figure.mood = w as Mood;
      } else err(field, `"${w}" is not a mood (${MOODS.join(', ')}) or a >target`);
    }
    figures.push(figure);
  }
  if (figures.length === 0) err('scene.cast', 'a page shows at least one figure');
  let object: PageScene['object'];
  if (raw.object !== undefined) {
    const [prop, state, holder, ...more] = raw.object.split(/\s+/);
    if (!(PROPS as readonly string[]).includes(prop!))
      err('scene.object', `"${prop}" is not a prop (${PROPS.join(', ')})`);
    else if (!(PROP_STATES as readonly string[]).includes(state ?? ''))
      err('scene.object', `"${state ?? ''}" is not a state (${PROP_STATES.join(', ')})`);
    else if (holder !== undefined && !figures.some((f) => f.who === holder))
      err('scene.object', `the holder "${holder}" is not in this page's cast`);
    else if (more.length) err('scene.object', `write "prop state [holder]"`);
    else
      object = {
        prop: prop as Prop,
        state: state as PropState,
        ...(holder ? { holder } : {}),
      };
  }
  // facing ">object" on a page without a key object: facing nothing the picture shows
  for (const f of figures) if (f.toward === 'object' && !object) delete f.toward;
  // A figure faces someone the picture shows: the target must be on this page too.
  for (const f of figures)
    if (f.toward && f.toward !== 'object' && !figures.some((g) => g.who === f.toward))
      err(`scene.cast.${f.who}`, `">${f.toward}": not in this page's cast`);
  return {
    setting: raw.setting as PageScene['setting'],
    timeOfDay: raw.time,
    weather: raw.weather,
    season: raw.season,
    framing: raw.framing,
    viewpoint: raw.view,
    figures,
    ...(object ? { object } : {}),
    action: raw.action,
  };
}
