/**
 * What a book page shows: the vocabulary the story engine writes a page's scene in and the
 * illustrator draws from. Closed lists, so every scene the engine can write is one the illustrator
 * can draw (a test walks them). Browser-safe plain data: no zod here (the home page loads it).
 */

/** Where a page happens. `indoor` places show the weather through a window. */
export const SETTINGS = {
  hill: { indoor: false },
  meadow: { indoor: false },
  forest: { indoor: false },
  pond: { indoor: false },
  river: { indoor: false },
  beach: { indoor: false },
  garden: { indoor: false },
  'village-street': { indoor: false },
  park: { indoor: false },
  playground: { indoor: false },
  farm: { indoor: false },
  orchard: { indoor: false },
  'snowy-field': { indoor: false },
  mountain: { indoor: false },
  harbor: { indoor: false },
  campsite: { indoor: false },
  'night-sky': { indoor: false },
  bedroom: { indoor: true },
  kitchen: { indoor: true },
  'living-room': { indoor: true },
  classroom: { indoor: true },
  library: { indoor: true },
  workshop: { indoor: true },
  museum: { indoor: true },
  market: { indoor: false },
  jungle: { indoor: false },
  desert: { indoor: false },
  stage: { indoor: true },
} as const satisfies Record<string, { indoor: boolean }>;
export type SettingKind = keyof typeof SETTINGS;
export const SETTING_KINDS = Object.keys(SETTINGS) as SettingKind[];

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const WEATHERS = ['sunny', 'cloudy', 'rainy', 'snowy', 'windy', 'foggy'] as const;
export type Weather = (typeof WEATHERS)[number];

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** What the child is doing in the picture. */
export const POSES = [
  'stand',
  'walk',
  'run',
  'jump',
  'point',
  'look',
  'hold',
  'give',
  'hug',
  'sit',
  'climb',
  'sleep',
  'wave',
  'carry',
  'read',
  'dig',
  'build',
  'paint',
  'dance',
  'listen',
  'search',
  'swim',
  'fly',
  'slide',
  'reach',
  'hide',
  'crouch',
  'push',
  'pull',
  'throw',
  'catch',
  'eat',
  'cry',
  'laugh',
  'plant',
  'cook',
  'write',
  'sing',
  'play-music',
  'ride',
  'lie',
  'kneel',
  'splash',
] as const;
export type Pose = (typeof POSES)[number];

export const MOODS = [
  'happy',
  'excited',
  'calm',
  'curious',
  'worried',
  'sad',
  'proud',
  'sleepy',
  'surprised',
  'brave',
] as const;
export type Mood = (typeof MOODS)[number];

/** The objects plots turn on; the page's key object is drawn large, near the child. */
export const PROPS = [
  'lantern',
  'scarf',
  'kite',
  'ball',
  'map',
  'seeds',
  'boat',
  'book',
  'basket',
  'blanket',
  'bucket',
  'shovel',
  'umbrella',
  'bicycle',
  'drum',
  'flute',
  'paintbrush',
  'letter',
  'key',
  'shell',
  'flower',
  'apple',
  'bread',
  'cake',
  'tent',
  'flashlight',
  'magnifying-glass',
  'jar',
  'box',
  'rope',
  'ladder',
  'birdhouse',
  'nest',
  'egg',
  'leaf',
  'fossil',
  'feather',
  'hat',
  'clock',
  'telescope',
  'compass',
  'paper-airplane',
  'sandcastle',
  'bottle',
  'blocks',
  'puzzle',
  'camera',
  'watering-can',
  'sandwich',
  'wagon',
  'globe',
  'star-chart',
  'sled',
  'mitten',
  'balloon',
  'teddy',
  'crown',
  'pot',
  'drawing',
  'sign',
] as const;
export type Prop = (typeof PROPS)[number];

/**
 * Who else can be in a story besides the child and the companion animal: an animal drawn as its
 * own species, or a person.
 */
export const HELPER_SPECIES = [
  'badger',
  'hedgehog',
  'squirrel',
  'duck',
  'mole',
  'beaver',
  'robin',
  'frog',
  'mouse',
  'deer',
  'magpie',
  'tortoise',
  'crow',
  'otter',
  'donkey',
  'goat',
  'sheep',
  'hen',
  'cow',
  'horse',
  'dog',
  'cat',
  'bee',
  'butterfly',
  'duckling',
] as const;
export type HelperSpecies = (typeof HELPER_SPECIES)[number];

export const PEOPLE = ['grandmother', 'grandfather', 'woman', 'man', 'girl', 'boy'] as const;
export type Person = (typeof PEOPLE)[number];

export type CastKind = HelperSpecies | Person;

/** How close the picture is: the whole place, the figures full length, or faces and hands. */
export const FRAMINGS = ['wide', 'medium', 'close'] as const;
export type Framing = (typeof FRAMINGS)[number];

/** Where the eye is: level with the child, looking up from the ground, or down from above. */
export const VIEWPOINTS = ['level', 'low', 'high'] as const;
export type Viewpoint = (typeof VIEWPOINTS)[number];

/** What has become of the page's key object; the picture shows that state, never another. */
export const PROP_STATES = [
  'whole',
  'broken',
  'torn',
  'mended',
  'lost',
  'hidden',
  'found',
  'full',
  'empty',
  'open',
  'closed',
  'lit',
  'unlit',
  'wrapped',
  'growing',
  'unfinished',
  'finished',
] as const;
export type PropState = (typeof PROP_STATES)[number];

/** Who a figure is: the child, the companion, or one of the story's helpers by its id. */
export type FigureId = 'child' | 'companion' | (string & {});

/** One figure in a picture, doing something. */
export interface SceneFigure {
  who: FigureId;
  /** What a helper is drawn as; the child and the companion are drawn from the book's look. */
  kind?: CastKind;
  pose: Pose;
  mood?: Mood;
  /** The figure it faces or reaches toward (another figure's `who`), or 'object'. */
  toward?: FigureId | 'object';
}

/** The page's key object and its state; `holder` is the figure carrying it, if any. */
export interface SceneObject {
  prop: Prop;
  state: PropState;
  holder?: FigureId;
}

/**
 * One page's scene: written with the page's text (an authored story writes it by hand), drawn by
 * the illustrator. The figures act out the page; a figure not listed is not on the page.
 */
export interface PageScene {
  setting: SettingKind;
  timeOfDay: TimeOfDay;
  weather: Weather;
  season: Season;
  framing: Framing;
  viewpoint: Viewpoint;
  figures: SceneFigure[];
  object?: SceneObject;
  /** One plain sentence of what happens, for an image model's prompt. */
  action: string;
}

/**
 * A page's scene as the retired fragment engine wrote it: one pose for the child, a flat cast.
 * Stored stories keep it; `fromFlatScene` reads it as a `PageScene`.
 */
export interface FlatScene {
  setting: SettingKind;
  timeOfDay: TimeOfDay;
  weather: Weather;
  season: Season;
  /** The child and the companion are on every page unless the text sends one away. */
  child: boolean;
  companion: boolean;
  /** Others on the page: helpers (by species) and people. */
  cast: CastKind[];
  pose: Pose;
  /** The object the page is about, if any. */
  keyObject?: Prop;
  mood: Mood;
  /** One plain sentence of what happens, for an image model's prompt. */
  action: string;
}

/** The free-text scene stories written before the scene vocabulary carry in their page plan. */
export interface LegacyScene {
  setting: string;
  timeOfDay: string;
  weather: string;
  characters: string[];
  action: string;
  mood: string;
}

/** Any scene a stored story can carry: today's, the retired fragment engine's, or free text. */
export type StoredScene = PageScene | FlatScene | LegacyScene;

/** True for a scene written in today's vocabulary (figures, framing). */
export function isPageScene(scene: StoredScene): scene is PageScene {
  return 'figures' in scene && scene.setting in SETTINGS;
}

/** True for a scene of the retired fragment engine (one pose for the child, a flat cast). */
export function isFlatScene(scene: StoredScene): scene is FlatScene {
  return 'pose' in scene && scene.setting in SETTINGS;
}

/**
 * A fragment-engine scene as a page scene: the child in its pose and mood, the companion beside
 * it, the cast facing the child; the key object whole (that engine never said its state), held by
 * the child when the child holds, carries or gives. Medium framing at eye level.
 */
export function fromFlatScene(scene: FlatScene): PageScene {
  const holds = scene.pose === 'hold' || scene.pose === 'carry' || scene.pose === 'give';
  const figures: SceneFigure[] = [
    ...(scene.child ? [{ who: 'child', pose: scene.pose, mood: scene.mood } as SceneFigure] : []),
    ...(scene.companion
      ? [{ who: 'companion', pose: 'stand', mood: scene.mood, toward: 'child' } as SceneFigure]
      : []),
    ...scene.cast.map((kind, i): SceneFigure => ({
      who: `cast-${i}`,
      kind,
      pose: 'stand',
      toward: 'child',
    })),
  ];
  return {
    setting: scene.setting,
    timeOfDay: scene.timeOfDay,
    weather: scene.weather,
    season: scene.season,
    framing: 'medium',
    viewpoint: 'level',
    figures,
    ...(scene.keyObject
      ? {
          object: {
            prop: scene.keyObject,
            state: 'whole' as const,
            ...(holds && scene.child ? { holder: 'child' } : {}),
          },
        }
      : {}),
    action: scene.action,
  };
}
