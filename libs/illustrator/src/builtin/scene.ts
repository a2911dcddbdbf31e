import {
  type AgeRange,
  type CastKind,
  DEFAULT_AGE_RANGE,
  type FlatScene,
  type Mood,
  type PageScene,
  type Pose,
  type Prop,
  type SettingKind,
} from '@shop/contracts';
import { between, pick, rng, seedOf } from '../rng';
import { BACK_COVER_PAGE, COVER_PAGE, type IllustrationRequest } from '../types';
import { castDrawing, drawCast, isPerson } from './cast';
import { animalDesign, drawAnimal } from './characters';
import { BUILDS, type Build, type ChildDesign, childDesign, drawChild, POSE_SPECS } from './child';
import { mix } from './colour';
import { f1, INK, place, S, S4 } from './ink';
import { pageSceneOf, toPageScene } from './legacy';
import { composePage, LIGHT, modelFills, type Placed } from './page';
import { completeLook, describeLook, glassesColourOf, SKIN_COLOURS } from './look';
import { drawProp, PROP_DRAWINGS } from './props';
import { drawSetting, SETTING_DRAWINGS, type World, worldOf } from './settings';

/** The book's colours: chosen once per story, used on every page. */
export interface BookPalette {
  name: string;
  accent: string;
  shirt: string;
  trousers: string;
  /** The clothes' colours in words, for the image model. */
  shirtName: string;
  trousersName: string;
}

const PALETTES: readonly BookPalette[] = [
  {
    name: 'poppy',
    accent: '#f27f6b',
    shirt: '#ef476f',
    trousers: '#3a5a8c',
    shirtName: 'raspberry-pink',
    trousersName: 'denim-blue',
  },
  {
    name: 'sky',
    accent: '#ffb347',
    shirt: '#3a86ff',
    trousers: '#5b4a7a',
    shirtName: 'bright blue',
    trousersName: 'plum',
  },
  {
    name: 'sunset',
    accent: '#e76f51',
    shirt: '#f4a261',
    trousers: '#2f6f5e',
    shirtName: 'soft orange',
    trousersName: 'forest-green',
  },
  {
    name: 'mint',
    accent: '#ff8fab',
    shirt: '#2a9d8f',
    trousers: '#6d597a',
    shirtName: 'teal',
    trousersName: 'mauve',
  },
  {
    name: 'harvest',
    accent: '#d62828',
    shirt: '#f77f00',
    trousers: '#3d405b',
    shirtName: 'orange',
    trousersName: 'navy',
  },
  {
    name: 'berry',
    accent: '#9b5de5',
    shirt: '#00a6a6',
    trousers: '#3a5a8c',
    shirtName: 'turquoise',
    trousersName: 'denim-blue',
  },
];

/** Everything fixed for a book: palette and the child. Derived from the story id and the look. */
export function bookLook(req: IllustrationRequest): {
  palette: BookPalette;
  child: ChildDesign;
  build: Build;
} {
  const r = rng(seedOf('book', req.storyId));
  const palette = pick(r, PALETTES);
  const look = completeLook(req.look ?? {}, req.storyId, req.child?.gender);
  const child = childDesign(
    look,
    { shirt: palette.shirt, trousers: palette.trousers, dress: req.child?.gender === 'girl' },
    glassesColourOf(req.child?.notes),
  );
  return {
    palette,
    child,
    build: BUILDS[req.ageRange ?? DEFAULT_AGE_RANGE] ?? BUILDS[DEFAULT_AGE_RANGE],
  };
}

/** The character layer, as drawn on every page: `<g id="character">` wrapped in the page's placement. */
export function characterLayer(animal: string): string {
  return `<g id="character">${drawAnimal(animal)}</g>`;
}

/** Top of each companion's drawing above its feet (drawing units), for fitting the cover. */
const ANIMAL_TOPS: Readonly<Record<string, number>> = {
  fox: 400,
  rabbit: 490,
  bear: 365,
  owl: 355,
  turtle: 320,
  elephant: 345,
  lion: 390,
  giraffe: 500,
  penguin: 340,
  panda: 365,
  koala: 350,
  dragon: 390,
  monkey: 345,
  unicorn: 435,
};
const animalTop = (animal: string) => ANIMAL_TOPS[animal] ?? ANIMAL_TOPS.bear!;
/** Top of the child's drawing above its feet, tallest hair and a raised hand included. */
const CHILD_TOP = 435;

/**
 * Where the cover's figures go, in the picture's 1000-unit square: between the book cover's title
 * band (top) and name band (bottom), inside its safety margin. The book lays the cover picture over
 * the front panel (738 pt tall, the square cropped 31.5 pt at each side): the safe area is x 92-823,
 * y 134-866; a three-line title band ends by y 405 and the name band starts at y 729. A test
 * builds the real cover PDF and checks the drawn figures against its bands.
 */
const COVER_FIGURE_ZONE = { left: 110, right: 800, top: 420, bottom: 700 } as const;

const SKIES: Record<'morning' | 'afternoon' | 'evening' | 'night', [string, string]> = {
  // Blue overhead, the sunrise's warmth low on the horizon.
  morning: ['#9fd0f2', '#ffe2c6'],
  afternoon: ['#7ec8f0', '#d9f1fc'],
  evening: ['#6d5aa6', '#f7a26b'],
  night: ['#0f1a3d', '#2e3f7a'],
};
const WEATHER_GREY: Record<string, [string, number]> = {
  sunny: ['#ffffff', 0],
  cloudy: ['#b8c2cc', 0.45],
  rainy: ['#8d99a6', 0.6],
  snowy: ['#d5dde5', 0.55],
  windy: ['#cfe3ee', 0.2],
  foggy: ['#dde1e4', 0.65],
};

function skyDefs(w: World): string {
  const [top, bottom] = SKIES[w.time];
  const [grey, t] = WEATHER_GREY[w.weather]!;
  const tt = w.night ? t * 0.4 : t;
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(top, grey, tt)}"/><stop offset="1" stop-color="${mix(bottom, grey, tt)}"/></linearGradient>`;
}

function cloud(x: number, y: number, s: number, c: string): string {
  return `<g transform="translate(${f1(x)} ${f1(y)}) scale(${s.toFixed(2)})"><path d="M -100 30 Q -120 -10 -70 -14 Q -60 -60 -10 -50 Q 20 -84 60 -50 Q 110 -50 104 -6 Q 130 20 100 30 Z" fill="${c}"/></g>`;
}

/** A crescent moon: one shape, nothing laid over the sky. */
function crescent(x: number, y: number, r: number): string {
  return `<path d="M ${x} ${y - r} A ${r} ${r} 0 1 0 ${x} ${y + r} A ${r * 0.78} ${r} 0 1 1 ${x} ${y - r} Z" fill="#fff3c4"/>`;
}

/** The sky behind an outdoor scene: gradient, sun or moon and stars, clouds. */
function skyBack(w: World, kind: SettingKind): string {
  let out = `<rect width="1000" height="1000" fill="url(#sky)"/>`;
  const clear = w.weather === 'sunny' || w.weather === 'windy';
  const starry =
    (w.night || kind === 'night-sky') && w.weather !== 'rainy' && w.weather !== 'foggy';
  if (starry) {
    let d = '';
    for (let i = 0; i < (w.weather === 'cloudy' ? 14 : 45); i++) {
      const x = w.r() * 1000;
      const y = w.r() * 560;
      const r = 1.5 + w.r() * 2.5;
      d += `M ${f1(x - r)} ${f1(y)} a ${f1(r)} ${f1(r)} 0 1 0 ${f1(2 * r)} 0 a ${f1(r)} ${f1(r)} 0 1 0 ${f1(-2 * r)} 0 `;
    }
    out += `<path d="${d}" fill="#fff8d6"/>`;
    out += crescent(820, 150, 62);
  } else if (!w.night && clear) {
    const [x, y] =
      w.time === 'morning' ? [180, 260] : w.time === 'evening' ? [800, 470] : [800, 160];
    const rays = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `M ${f1(x + 92 * Math.cos(a))} ${f1(y + 92 * Math.sin(a))} L ${f1(x + 124 * Math.cos(a))} ${f1(y + 124 * Math.sin(a))}`;
    }).join(' ');
    const sun = w.time === 'evening' ? '#ffb347' : '#ffd23f';
    out += `<path d="${rays}" stroke="${sun}" stroke-width="12" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="74" fill="${sun}"/>`;
  }
  const count = { sunny: 2, cloudy: 6, rainy: 6, snowy: 4, windy: 3, foggy: 0 }[w.weather];
  const colour =
    w.weather === 'rainy'
      ? '#8a96a3'
      : w.night
        ? '#4a5785'
        : w.weather === 'cloudy'
          ? '#eef1f4'
          : '#ffffff';
  for (let i = 0; i < count; i++) {
    const x = between(w.r, 60, 940);
    const y = between(w.r, 70, 330);
    out += cloud(
      x,
      y,
      w.weather === 'windy' ? 0.9 : 0.8 + w.r() * 0.6,
      i % 2 ? mix(colour, '#000000', 0.06) : colour,
    );
  }
  return out;
}

/** Light over the land, before the figures: the time of day and the weather change the palette. */
function lightOverLand(w: World, indoor: boolean): string {
  let out = '';
  if (w.night)
    out += indoor
      ? `<rect width="1000" height="1000" fill="#1b2350" fill-opacity="0.3"/>`
      : `<linearGradient id="nightfall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1433" stop-opacity="0.1"/><stop offset="1" stop-color="#0b1433" stop-opacity="0.45"/></linearGradient><rect width="1000" height="1000" fill="url(#nightfall)"/>`;
  else if (w.time === 'evening')
    out += `<rect width="1000" height="1000" fill="#ff7b54" fill-opacity="${indoor ? 0.08 : 0.15}"/>`;
  else if (w.time === 'morning')
    out += `<rect width="1000" height="1000" fill="#ffd6a5" fill-opacity="0.1"/>`;
  if (!indoor && (w.weather === 'rainy' || w.weather === 'cloudy'))
    out += `<rect width="1000" height="1000" fill="#5c6b7a" fill-opacity="${w.weather === 'rainy' ? 0.16 : 0.07}"/>`;
  if (!indoor && w.weather === 'foggy')
    out += `<linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8" stop-opacity="0"/><stop offset="0.5" stop-color="#f4f6f8" stop-opacity="0.75"/><stop offset="1" stop-color="#f4f6f8" stop-opacity="0"/></linearGradient><rect y="380" width="1000" height="460" fill="url(#fog)"/>`;
  return out;
}

/** Weather in front of everything (outdoors), and a last light veil at night. */
function weatherFront(w: World, indoor: boolean, ground: number): string {
  let out = '';
  if (!indoor && w.weather === 'rainy') {
    let d = '';
    for (let i = 0; i < 80; i++) {
      const x = w.r() * 1040;
      const y = w.r() * 1000;
      d += `M ${f1(x)} ${f1(y)} l -10 30 `;
    }
    out += `<path d="${d}" stroke="#c9dcef" stroke-width="4" stroke-linecap="round" stroke-opacity="0.85"/>`;
    out += [120, 460, 820]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="${ground + 40 + (x % 3) * 10}" rx="70" ry="12" fill="#9fc3dd" fill-opacity="0.7"/>`,
      )
      .join('');
  }
  if (!indoor && w.weather === 'snowy') {
    let d = '';
    for (let i = 0; i < 70; i++) {
      const x = w.r() * 1000;
      const y = w.r() * 1000;
      const r = 3 + w.r() * 4;
      d += `M ${f1(x - r)} ${f1(y)} a ${f1(r)} ${f1(r)} 0 1 0 ${f1(2 * r)} 0 a ${f1(r)} ${f1(r)} 0 1 0 ${f1(-2 * r)} 0 `;
    }
    out += `<path d="${d}" fill="#ffffff" fill-opacity="0.95"/>`;
  }
  if (!indoor && w.weather === 'windy') {
    out += `<path d="M 80 380 q 60 -30 120 0 t 120 0 M 560 300 q 60 -30 120 0 t 120 0 M 300 520 q 50 -24 100 0 q 30 16 10 36" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-opacity="0.9"/>`;
    const leaf = w.snow ? '#d9572b' : pick(w.r, w.leaves);
    for (let i = 0; i < 6; i++)
      out += `<path transform="translate(${f1(between(w.r, 60, 940))} ${f1(between(w.r, 220, 560))}) rotate(${f1(w.r() * 360)})" d="M -14 0 Q 0 -12 14 0 Q 0 12 -14 0 Z" fill="${leaf}" ${S4}/>`;
  }
  if (!indoor && w.weather === 'foggy')
    out += `<rect width="1000" height="1000" fill="#f4f6f8" fill-opacity="0.12"/>`;
  if (w.night)
    out += `<rect width="1000" height="1000" fill="#0b1433" fill-opacity="${indoor ? 0.08 : 0.12}"/>`;
  return out;
}

function moodMarks(mood: Mood, x: number, y: number): string {
  switch (mood) {
    case 'sleepy':
      return `<path d="M ${x} ${y} h 26 l -26 26 h 26 M ${x + 36} ${y - 44} h 20 l -20 20 h 20" fill="none" stroke="#ffffff" stroke-width="7" stroke-linejoin="round"/>`;
    case 'happy':
    case 'proud':
    case 'excited':
      return [0, 1]
        .map(
          (i) =>
            `<path transform="translate(${x + i * 40} ${y - i * 34}) scale(${1 - i * 0.25})" d="M 0 8 C -20 -12 -20 -28 0 -18 C 20 -28 20 -12 0 8 Z" fill="#ff6f91" ${S4}/>`,
        )
        .join('');
    case 'curious':
      return `<path d="M ${x} ${y} q 0 -26 22 -26 q 22 0 22 22 q 0 18 -22 22 v 12" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/><circle cx="${x + 22}" cy="${y + 44}" r="5" fill="${INK}"/>`;
    case 'worried':
    case 'sad':
      return `<path d="M ${x} ${y} q -12 22 0 28 q 12 -6 0 -28 z" fill="#7fc8f8" ${S4}/>`;
    case 'surprised':
      return `<path d="M ${x} ${y - 30} l 0 34 M ${x + 24} ${y - 34} l 0 34" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><circle cx="${x}" cy="${y + 16}" r="5" fill="${INK}"/><circle cx="${x + 24}" cy="${y + 12}" r="5" fill="${INK}"/>`;
    case 'brave':
      return [0, 1, 2]
        .map(
          (i) =>
            `<line x1="${x + i * 18}" y1="${y}" x2="${x + i * 26}" y2="${y - 36}" stroke="#ffd23f" stroke-width="8" stroke-linecap="round"/>`,
        )
        .join('');
    default:
      return `<path d="M ${x} ${y} l 7 -18 l 7 18 l 18 7 l -18 7 l -7 18 l -7 -18 l -18 -7 z" fill="#ffd23f" ${S4}/>`;
  }
}

/** A small ladybird somewhere on every page: something to find. */
function ladybird(x: number, y: number): string {
  return `<g id="ladybird" transform="translate(${f1(x)} ${f1(y)})"><circle cx="12" cy="0" r="7" fill="${INK}"/><ellipse cx="0" cy="0" rx="14" ry="11" fill="#e63946" ${S4}/><path d="M 0 -11 L 0 11" stroke="${INK}" stroke-width="2"/><circle cx="-6" cy="-3" r="2.5" fill="${INK}"/><circle cx="5" cy="4" r="2.5" fill="${INK}"/></g>`;
}

/** The tool a pose implies when the page names no object in the hand. */
const POSE_TOOLS: Partial<Record<Pose, Prop>> = {
  read: 'book',
  dig: 'shovel',
  paint: 'paintbrush',
  build: 'blocks',
};

/** Poses that move or look toward the page turn: the child faces right, never mirrored. */
const DIRECTIONAL = new Set<Pose>([
  'walk',
  'run',
  'point',
  'look',
  'give',
  'search',
  'paint',
  'climb',
  'carry',
]);

interface Figure {
  svg: string;
  /** Feet position and scale, to sort back to front. */
  y: number;
}

function shadow(x: number, y: number, w: number): string {
  return `<ellipse cx="${f1(x)}" cy="${f1(y + 4)}" rx="${f1(w)}" ry="${f1(w * 0.16)}" fill="#2b2118" fill-opacity="0.14"/>`;
}

function easel(x: number, y: number, s: number, accent: string): string {
  return place(
    `<path d="M -70 0 L -20 -300 M 70 0 L 20 -300 M 0 -300 L 0 0" stroke="#8a5a35" stroke-width="12" stroke-linecap="round"/><rect x="-90" y="-280" width="180" height="150" fill="#fffaf0" ${S}/><circle cx="-30" cy="-220" r="30" fill="#ffd23f"/><path d="M -80 -140 Q -20 -200 40 -150 T 80 -160 L 80 -140 Z" fill="#52b788"/><path d="M 20 -250 q 20 -20 40 0" fill="none" stroke="${accent}" stroke-width="8"/>`,
    x,
    y,
    s,
  );
}

export interface ComposedSvg {
  svg: string;
  layers: {
    /** The companion's own drawing: identical on every page. */
    character: string;
    /** The child's design (look, colours, clothes): identical on every page. */
    childDesign: ChildDesign;
    setting: SettingKind;
    /** The cover's scene, or a page's scene told the flat way. */
    scene: FlatScene;
    /** A story page's scene as drawn, and where its figures went. */
    page?: PageScene;
    figures?: Placed[];
    /** Where the horizon (indoors: the floor line) came out in the picture. */
    horizon?: number;
  };
}

const DEFAULT_SCENE: FlatScene = {
  setting: 'meadow',
  timeOfDay: 'afternoon',
  weather: 'sunny',
  season: 'summer',
  child: true,
  companion: true,
  cast: [],
  pose: 'stand',
  mood: 'happy',
  action: '',
};

/** The scene a page (or cover) is drawn from. */
export function sceneFor(req: IllustrationRequest): FlatScene {
  const ctx = { childName: req.childName, animal: req.animal, petName: req.petName };
  const base = req.scene ? pageSceneOf(req.scene, ctx) : DEFAULT_SCENE;
  if (req.pageNumber === COVER_PAGE)
    return {
      ...base,
      setting:
        base.setting === 'night-sky' || SETTING_DRAWINGS[base.setting].indoor
          ? 'meadow'
          : base.setting,
      timeOfDay: 'afternoon',
      weather: 'sunny',
      season: base.season === 'winter' ? 'winter' : base.season,
      child: true,
      companion: true,
      cast: [],
      pose: 'wave',
      keyObject: undefined,
      mood: 'happy',
    };
  if (req.pageNumber === BACK_COVER_PAGE)
    return {
      ...DEFAULT_SCENE,
      setting: 'night-sky',
      timeOfDay: 'night',
      season: base.season,
      child: false,
      pose: 'sit',
      mood: 'sleepy',
    };
  return base;
}

/** The ground colour below a setting's foreground, where it is not grass (the cover lifts the land). */
const COVER_FLOOR: Partial<Record<SettingKind, string>> = {
  beach: '#f3dca6',
  'village-street': '#c9bba2',
  harbor: '#b08968',
  'snowy-field': '#f8fbff',
  forest: '#d9b98a',
};

export interface ComposeOptions {
  /** Only the figures (child, companion, cast, objects) on a transparent ground: for layout tests. */
  figuresOnly?: boolean;
}

/**
 * Composes one page (or the cover / back cover) as SVG in a 1000×1000 view box, drawn from the
 * page's scene. Pure: the same story and page give the same SVG, byte for byte.
 */
export function composeSvg(
  req: IllustrationRequest,
  outputPx: number,
  opts: ComposeOptions = {},
): ComposedSvg {
  const { palette, child, build } = bookLook(req);
  if (req.pageNumber >= 0) return composeStoryPage(req, outputPx, opts);
  const scene = sceneFor(req);
  const r = rng(seedOf('page', req.storyId, req.pageNumber));
  const isCover = req.pageNumber === COVER_PAGE;
  const isBack = req.pageNumber === BACK_COVER_PAGE;
  const setting = SETTING_DRAWINGS[scene.setting];
  const time = scene.timeOfDay;
  const w = worldOf(r, time, scene.weather, scene.season, palette.accent);
  const character = characterLayer(req.animal);
  const gy0 = isCover ? COVER_FIGURE_ZONE.bottom : setting.ground;

  // ---- Camera: how close, and where the group stands. -----------------------------------
  const close = ['excited', 'surprised', 'worried', 'sad'].includes(scene.mood);
  const wide = ['calm', 'sleepy'].includes(scene.mood) || scene.pose === 'sleep';
  let k = (close ? 0.92 : wide ? 0.7 : 0.8) + between(r, -0.04, 0.04);
  const gy = isCover ? gy0 : gy0 - (0.92 - k) * 90 + between(r, -8, 8);
  const directional = DIRECTIONAL.has(scene.pose);
  // Poses without a direction may face either way (a hug faces its companion).
  const mirror = !isCover && !isBack && !directional && scene.pose !== 'hug' && r() < 0.5;
  const spec = POSE_SPECS[scene.pose];
  const compK = Math.min(k * 0.9, (k * 380) / animalTop(req.animal));

  // Positions along the ground.
  let childX = directional ? between(r, 300, 400) : between(r, 380, 540);
  let compX: number;
  let compFirst = false;
  switch (scene.pose) {
    case 'walk':
    case 'run':
    case 'carry':
      compX = r() < 0.5 ? childX - 270 * k : childX + 280 * k;
      break;
    case 'hug':
      compX = childX + 190 * k;
      compFirst = true;
      break;
    case 'give':
      // Given to the first of the cast when there is one (it stands in front), else to the companion.
      compX = scene.cast.length ? childX - 270 * k : childX + 300 * k;
      break;
    default:
      compX = r() < 0.5 ? childX + 280 * k : childX - 270 * k;
  }
  if (isCover) {
    k =
      (COVER_FIGURE_ZONE.bottom - COVER_FIGURE_ZONE.top) /
      Math.max(CHILD_TOP, -drawChild(child, 'wave', 'happy', '', build).top);
    childX = 350;
    compX = 620;
  }
  const coverCompK = isCover
    ? Math.min(k * 1.05, (COVER_FIGURE_ZONE.bottom - COVER_FIGURE_ZONE.top) / animalTop(req.animal))
    : compK;
  if (!scene.child && !isBack) compX = 500;
  if (isBack) compX = 500;
  // Keep the group inside the picture.
  const shift =
    Math.min(0, 900 - Math.max(childX, compX)) + Math.max(0, 110 - Math.min(childX, compX));
  childX += shift;
  compX += shift;
  const compRight = compX > childX;

  // ---- The key object and the pose's own tool. ---------------------------------------------
  const key = scene.keyObject;
  const keyPlace = key ? PROP_DRAWINGS[key].place : undefined;
  const tool = POSE_TOOLS[scene.pose];
  let held = '';
  let groundProp: Prop | undefined;
  let skyProp: Prop | undefined;
  if (key && keyPlace === 'hand' && spec.hold)
    held = place(drawProp(key), 0, 0, spec.hold === 'both' ? 1 : 1.2);
  else if (key === 'blanket' && scene.pose === 'sleep')
    held = ''; // the quilt over the sleeper is the blanket
  else if (key && keyPlace === 'sky') skyProp = key;
  else if (key && !(key === 'blanket' && scene.pose === 'sleep')) groundProp = key;
  if (!held && tool && PROP_DRAWINGS[tool].place === 'hand' && spec.hold) held = drawProp(tool);
  else if (tool && PROP_DRAWINGS[tool].place === 'ground' && !groundProp) groundProp = tool;

  const figures: Figure[] = [];
  const sideX = (away: number) => childX + (compRight ? -away : away) * k;

  // ---- The child. --------------------------------------------------------------------------
  let childTop = gy - CHILD_TOP * k;
  if (scene.child && !isBack) {
    const drawn = drawChild(child, scene.pose, scene.mood, held, build);
    let cy = gy;
    let under = '';
    if (scene.pose === 'climb') {
      under = SETTING_DRAWINGS[scene.setting].indoor
        ? place(
            `<rect x="-90" y="-80" width="180" height="80" rx="8" fill="#a0693a" ${S}/><path d="M -70 0 L -70 -80 M 70 0 L 70 -80" ${S4}/>`,
            childX,
            gy,
            k,
          )
        : place(
            `<path d="M -150 0 Q -140 -110 -30 -120 Q 90 -130 150 0 Z" fill="#a7a9ac" ${S}/><path d="M -60 -60 q 30 -14 60 0" fill="none" stroke="#8d8f92" stroke-width="6"/>`,
            childX,
            gy,
            k,
          );
      cy = gy - 10 * k;
    }
    let body = drawn.svg;
    if (scene.pose === 'sleep') {
      // Lying down: on the bed in a bedroom, else on a rug on the ground; head on a pillow, a quilt over.
      const inBed = scene.setting === 'bedroom';
      if (inBed) k = 0.68;
      const bx = inBed ? 895 : Math.max(childX, 160 + 380 * k);
      const by = inBed ? 742 : gy - 40 * k;
      const rug = inBed
        ? ''
        : `<rect x="-440" y="0" width="500" height="60" rx="20" fill="${mix(palette.accent, '#ffffff', 0.5)}" ${S}/>`;
      const pillow = `<ellipse cx="-318" cy="4" rx="84" ry="38" fill="#ffffff" ${S}/>`;
      const quilt = `<path d="M -236 -128 Q -110 -166 26 -130 L 32 44 Q -110 60 -244 44 Z" fill="${mix(palette.accent, '#ffffff', 0.25)}" ${S}/><path d="M -190 -140 L -196 48 M -130 -150 L -132 52 M -70 -152 L -70 52 M -10 -146 L -8 50" stroke="#ffffff" stroke-width="7"/>`;
      body = rug + pillow + drawn.svg + quilt;
      figures.push({ svg: `<g id="child">${place(body, bx, by, k)}</g>`, y: by });
      childX = bx - 200 * k;
      childTop = by - 200 * k;
      if (scene.companion) compX = inBed ? 420 : bx + 170 * k;
    } else {
      const flip = mirror;
      figures.push({
        svg:
          under +
          shadow(childX, gy, 120 * k) +
          `<g id="child">${place(body, childX, cy, k, flip)}</g>`,
        y: gy,
      });
      childTop = cy + drawn.top * k;
    }
    if (scene.pose === 'paint')
      figures.push({ svg: easel(childX + 250 * k, gy - 4, k, palette.accent), y: gy - 6 });
    if (scene.pose === 'dig' && !SETTING_DRAWINGS[scene.setting].indoor)
      figures.push({
        svg: place(
          `<path d="M -70 0 Q -40 -50 0 -46 Q 40 -50 70 0 Z" fill="#8a5a35" ${S4}/>`,
          childX + 150 * k,
          gy + 6,
          k,
        ),
        y: gy + 6,
      });
    if (scene.pose === 'dance')
      figures.push({
        svg: place(
          `<path d="M 0 0 l 0 -50 l 26 8 l 0 46" fill="none" ${S}/><circle cx="-8" cy="2" r="10" fill="${INK}"/><circle cx="18" cy="8" r="10" fill="${INK}"/>`,
          childX - 190 * k,
          childTop + 60,
          k,
        ),
        y: 0,
      });
  }

  // ---- The companion: its fixed drawing, only placed. --------------------------------------
  if (scene.companion || isBack) {
    const ck = isCover ? coverCompK : isBack ? 0.9 : compK;
    const cy = isBack ? 900 : gy;
    figures.push({
      svg:
        shadow(compX, cy, 110 * ck) +
        place(character, compX, cy, ck, !isCover && !compRight && r() < 0.5),
      y: compFirst ? cy - 1000 : cy + 1,
    });
  }

  // ---- The key object beside the child, or in the sky. --------------------------------------
  if (groundProp && scene.child && !isBack) {
    const big = PROP_DRAWINGS[groundProp].place === 'hand' ? 1.25 : 0.95;
    const gx = Math.max(120, Math.min(880, sideX(scene.pose === 'sit' || spec.sit ? 230 : 250)));
    const lift = PROP_DRAWINGS[groundProp].place === 'hand' ? 75 * big * k : 0;
    figures.push({ svg: place(drawProp(groundProp), gx, gy + 8 - lift, k * big), y: gy + 8 });
  }
  if (skyProp) {
    const sx = Math.min(860, childX + 260 * k);
    const sy = skyProp === 'kite' ? 230 : childTop - 40;
    const hand = scene.child ? (spec.hold === 'L' ? -1 : 1) : 0;
    const hx = childX + hand * 100 * k;
    const hy = childTop + 200 * k;
    const string =
      skyProp === 'kite' && scene.child
        ? `<path d="M ${f1(hx)} ${f1(hy)} Q ${f1((hx + sx) / 2 + 60)} ${f1((hy + sy) / 2 + 60)} ${f1(sx)} ${f1(sy + 90 * k)}" fill="none" stroke="${INK}" stroke-width="3"/>`
        : '';
    figures.push({ svg: string + place(drawProp(skyProp), sx, sy, k), y: 2000 });
  }

  // ---- Everyone else: in free places, turned toward the child. --------------------------------
  if (!isCover && !isBack) {
    const taken = [
      childX,
      compX,
      ...(groundProp ? [sideX(250)] : []),
      ...(scene.pose === 'sleep' ? [childX - 190 * k, childX + 190 * k] : []),
    ];
    const slots = [130, 870, 240, 760, 500].filter((x) =>
      taken.every((t) => Math.abs(t - x) > 190 * k),
    );
    scene.cast.slice(0, 3).forEach((kind: CastKind, i) => {
      const d = castDrawing(kind);
      const skin =
        SKIN_COLOURS[pick(r, ['light', 'medium', 'tan', 'brown', 'very-light', 'deep'] as const)];
      if (d.place === 'air') {
        const ax = Math.max(100, Math.min(900, childX + (i % 2 ? -170 : 190) * k));
        figures.push({
          svg: place(drawCast(kind, skin), ax, childTop - 30 - i * 40, k * 0.8, ax < childX),
          y: 1500,
        });
        return;
      }
      const receives = i === 0 && scene.pose === 'give' && scene.child;
      const x = receives
        ? Math.min(880, childX + 300 * k)
        : (slots
            .filter((sx) => Math.abs(sx - childX - 300 * k) > 150 * k || scene.pose !== 'give')
            .shift() ?? (i % 2 ? 120 : 880));
      const used = slots.indexOf(x);
      if (used >= 0) slots.splice(used, 1);
      const ck = isPerson(kind) ? k * 0.92 : d.height > 300 ? k * 0.85 : k;
      const y = gy - 22;
      figures.push({
        svg: shadow(x, y, 100 * ck) + place(drawCast(kind, skin), x, y, ck, x > childX),
        y: y - 1,
      });
    });
  }

  if (scene.child && !isBack && !isCover) {
    const mx = compRight ? childX - 170 * k : childX + 130 * k;
    figures.push({ svg: moodMarks(scene.mood, mx, Math.max(90, childTop + 40)), y: 3000 });
  }

  figures.sort((a, b) => a.y - b.y);
  const figureSvg = figures.map((fg) => fg.svg).join('');

  // The cover's and back cover's figures take the light as the pages' do.
  const gradients = new Map<string, string>();
  const light = LIGHT[time];
  const modelledFigures = opts.figuresOnly
    ? figureSvg
    : modelFills(figureSvg, light, light.x < 0, w.night, false, gradients);
  const defs = `<defs>${skyDefs(w)}${[...gradients.values()].join('')}</defs>`;
  if (opts.figuresOnly) {
    return {
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${outputPx}" height="${outputPx}" viewBox="0 0 1000 1000">${defs}${figureSvg}</svg>`,
      layers: { character, childDesign: child, setting: scene.setting, scene },
    };
  }
  const back = setting.indoor ? '' : skyBack(w, scene.setting);
  // The cover's figures stand higher (clear of the name band): the land rises with them.
  const lift = isCover ? setting.ground - gy : 0;
  const land = lift
    ? `<rect y="${1000 - lift}" width="1000" height="${lift}" fill="${COVER_FLOOR[scene.setting] ?? w.grass[1]}"/><g transform="translate(0 ${-lift})">${drawSetting(scene.setting, w)}</g>`
    : drawSetting(scene.setting, w);
  const bug = isCover || isBack ? '' : ladybird(between(r, 60, 940), between(r, gy + 30, 985));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outputPx}" height="${outputPx}" viewBox="0 0 1000 1000">` +
    defs +
    back +
    land +
    lightOverLand(w, setting.indoor) +
    bug +
    modelledFigures +
    weatherFront(w, setting.indoor, gy) +
    `</svg>`;
  return { svg, layers: { character, childDesign: child, setting: scene.setting, scene } };
}

const SCENE_CONTEXT = (req: IllustrationRequest) => ({
  childName: req.childName,
  animal: req.animal,
  petName: req.petName,
});

const DEFAULT_PAGE: PageScene = {
  setting: 'meadow',
  timeOfDay: 'afternoon',
  weather: 'sunny',
  season: 'summer',
  framing: 'medium',
  viewpoint: 'level',
  figures: [
    { who: 'child', pose: 'stand', mood: 'happy' },
    { who: 'companion', pose: 'stand', mood: 'happy', toward: 'child' },
  ],
  action: '',
};

/** The PageScene a story page is drawn from (any stored scene read as one). */
function pageSceneFor(req: IllustrationRequest): PageScene {
  return req.scene ? toPageScene(req.scene, SCENE_CONTEXT(req), req.pageNumber) : DEFAULT_PAGE;
}

/** A story page: its PageScene drawn by the page composer, with this module's sky and weather. */
function composeStoryPage(
  req: IllustrationRequest,
  outputPx: number,
  opts: ComposeOptions,
): ComposedSvg {
  const { palette, child, build } = bookLook(req);
  const page = pageSceneFor(req);
  const r = rng(seedOf('page', req.storyId, req.pageNumber));
  const setting = SETTING_DRAWINGS[page.setting];
  const w = worldOf(r, page.timeOfDay, page.weather, page.season, palette.accent);
  const character = characterLayer(req.animal);
  const composed = composePage(
    {
      req,
      scene: page,
      world: w,
      child,
      build,
      accent: palette.accent,
      character,
      characterTop: animalTop(req.animal),
      figuresOnly: opts.figuresOnly,
      defs: skyDefs(w),
      sky: skyBack(w, page.setting),
      overLand: lightOverLand(w, setting.indoor),
      front: weatherFront(w, setting.indoor, 920),
      moodMarks: (x, y) => {
        const mood = page.figures.find((f) => f.who === 'child')?.mood;
        return mood ? moodMarks(mood, x, y) : '';
      },
      ladybird,
    },
    outputPx,
  );
  return {
    svg: composed.svg,
    layers: {
      character,
      childDesign: child,
      setting: page.setting,
      scene: pageSceneOf(page, SCENE_CONTEXT(req)),
      page,
      figures: composed.figures,
      horizon: composed.horizon,
    },
  };
}

/** How old the child looks, per age band, for the image model. */
const AGE_WORDS: Readonly<Record<AgeRange, string>> = {
  toddler: 'about two, a toddler with a big round head and short limbs',
  preschool: 'about four',
  'early-elementary': 'about six',
  'upper-elementary': 'about nine, slimmer and taller',
  'middle-school': 'about twelve, a tall pre-teen with long limbs',
};

/** The book's fixed character sheet, shared by the drawing and the image model's prompt. */
export function characterSheet(req: IllustrationRequest): { animal: string; child: string } {
  const { child, palette } = bookLook(req);
  const name = req.petName ? `${req.petName} the ${req.animal}` : `the ${req.animal}`;
  const who = req.child?.gender === 'girl' ? 'girl' : req.child?.gender === 'boy' ? 'boy' : 'child';
  const clothes = child.dress
    ? `a ${palette.shirtName} top under a ${palette.trousersName} pinafore dress`
    : `a ${palette.shirtName} shirt and ${palette.trousersName} trousers`;
  return {
    animal: `${name}: ${animalDesign(req.animal).description}`,
    child: `${req.childName}: a ${who} of ${AGE_WORDS[req.ageRange ?? DEFAULT_AGE_RANGE]} with ${describeLook(child.look, child.glassesWord)}, wearing ${clothes} and brown shoes`,
  };
}
