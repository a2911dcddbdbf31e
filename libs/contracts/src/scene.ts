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

/** One page's scene, written by the story engine page by page with the text. */
export interface PageScene {
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

/** True for a scene in the vocabulary above (a page plan written by the current engine). */
export function isPageScene(scene: PageScene | LegacyScene): scene is PageScene {
  return 'pose' in scene && scene.setting in SETTINGS;
}
