/**
 * The story library's page scenes read straight from `libs/story-engine/stories/**.yaml` (its
 * compact scene syntax: `who: pose [mood] [>target]`, `object: prop state [holder]`), for the
 * illustrator's own tests and contact sheets. Values are taken as written: the tests check them
 * against the vocabulary.
 */
import type {
  AgeRange,
  CastKind,
  Framing,
  Mood,
  PageScene,
  Pose,
  Prop,
  PropState,
  SceneFigure,
  Season,
  SettingKind,
  TimeOfDay,
  Viewpoint,
  Weather,
} from '@shop/contracts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';

export const STORIES_DIR = resolve(__dirname, '../../../story-engine/stories');

export interface LibraryPage {
  scene: PageScene;
  /** The page's words with the optional passages' markers removed (slots left as written). */
  text: string;
}

export interface LibraryStory {
  /** The file name without `.yaml`. */
  id: string;
  file: string;
  band: AgeRange;
  title: string;
  /** Each helper's slot and the first of its names. */
  helpers: Record<string, string>;
  pages: LibraryPage[];
}

interface RawScene {
  setting: SettingKind;
  time: TimeOfDay;
  weather: Weather;
  season: Season;
  framing: Framing;
  view: Viewpoint;
  cast?: Record<string, string>;
  object?: string;
  action?: string;
}

function yamlFiles(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(yamlFiles(path));
    else if (name.endsWith('.yaml')) out.push(path);
  }
  return out;
}

/** One cast line (`run excited >child`) as a figure. */
export function figureOf(
  who: string,
  line: string,
  helpers: Record<string, { kind: CastKind }>,
): SceneFigure {
  const words = line.trim().split(/\s+/);
  const pose = words.shift() as Pose;
  const fig: SceneFigure = { who, pose };
  for (const w of words) {
    if (w.startsWith('>')) fig.toward = w.slice(1);
    else fig.mood = w as Mood;
  }
  if (who !== 'child' && who !== 'companion') fig.kind = helpers[who]?.kind;
  return fig;
}

export function sceneOf(raw: RawScene, helpers: Record<string, { kind: CastKind }>): PageScene {
  const [prop, state, holder] = (raw.object ?? '').trim().split(/\s+/);
  return {
    setting: raw.setting,
    timeOfDay: raw.time,
    weather: raw.weather,
    season: raw.season,
    framing: raw.framing,
    viewpoint: raw.view,
    figures: Object.entries(raw.cast ?? {}).map(([who, line]) => figureOf(who, line, helpers)),
    ...(prop
      ? {
          object: {
            prop: prop as Prop,
            state: state as PropState,
            ...(holder ? { holder } : {}),
          },
        }
      : {}),
    action: raw.action ?? '',
  };
}

/** The base text of a page, the optional passages kept (their markers dropped). */
function plainText(text: string): string {
  return text
    .replace(/\[\+\d?\s?/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/\s?\+\]/g, '')
    .split('\n')
    .map((l) => l.replace(/^\+\d?\s/, ''))
    .join('\n')
    .trim();
}

export function loadLibrary(dir = STORIES_DIR): LibraryStory[] {
  let files: string[];
  try {
    files = yamlFiles(dir);
  } catch {
    return [];
  }
  return files.map((file) => {
    const doc = parse(readFileSync(file, 'utf8')) as {
      band: AgeRange;
      title: string;
      helpers?: Record<string, { kind: CastKind; names?: string[] }>;
      pages: { scene: RawScene; text: string }[];
    };
    return {
      id: relative(dir, file)
        .replace(/\.yaml$/, '')
        .split('/')
        .pop()!,
      file,
      band: doc.band,
      title: doc.title,
      helpers: Object.fromEntries(
        Object.entries(doc.helpers ?? {}).map(([slot, h]) => [slot, h.names?.[0] ?? slot]),
      ),
      pages: doc.pages.map((p) => ({
        scene: sceneOf(p.scene, doc.helpers ?? {}),
        text: plainText(p.text ?? ''),
      })),
    };
  });
}
