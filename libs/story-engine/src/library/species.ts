import { ANIMALS, type Animal } from '@shop/contracts';

/**
 * What each of the 14 companion animals is, says and can do, for the story library's slots.
 * Abilities are what a story may ask of its companion: a penguin never flies, a turtle never
 * climbs a tree. The table is the library format's (stories/README.md), word for word.
 */

export const ABILITIES = [
  'fly',
  'swim',
  'climb',
  'dig',
  'tall',
  'strong',
  'ride',
  'jump',
  'small',
  'night-eyes',
  'nose',
  'ears',
  'loud',
  'fire',
  'glow',
  'trunk',
  'slide',
  'shell',
  'hang',
  'cold',
  'patient',
  'soft',
] as const;
export type Ability = (typeof ABILITIES)[number];

/** Which animals have each ability. */
export const ABILITY_ANIMALS: Readonly<Record<Ability, readonly Animal[]>> = {
  fly: ['owl', 'dragon'],
  swim: ['turtle', 'penguin', 'bear', 'elephant'],
  climb: ['monkey', 'koala', 'panda', 'bear'],
  dig: ['rabbit', 'fox', 'bear', 'turtle'],
  tall: ['giraffe', 'elephant'],
  strong: ['elephant', 'bear', 'lion', 'dragon', 'unicorn'],
  ride: ['elephant', 'unicorn', 'dragon'],
  jump: ['rabbit', 'monkey', 'fox', 'lion'],
  small: ['rabbit', 'koala', 'turtle', 'owl', 'monkey', 'fox', 'penguin'],
  'night-eyes': ['owl', 'fox', 'lion'],
  nose: ['fox', 'bear', 'elephant', 'panda'],
  ears: ['rabbit', 'fox', 'owl', 'elephant'],
  loud: ['lion', 'elephant', 'dragon'],
  fire: ['dragon'],
  glow: ['unicorn'],
  trunk: ['elephant'],
  slide: ['penguin'],
  shell: ['turtle'],
  hang: ['monkey'],
  cold: ['penguin'],
  patient: ['turtle', 'koala', 'panda', 'owl'],
  soft: ['fox', 'rabbit', 'bear', 'lion', 'panda', 'koala', 'monkey', 'owl', 'unicorn'],
};

export type CompanionPronoun = 'he' | 'she';

export interface Species {
  kind: Animal;
  /** Names a companion of this kind may have, each with its pronoun. */
  names: readonly (readonly [name: string, pronoun: CompanionPronoun])[];
  /** "a fox", "an owl". */
  a: string;
  /** "foxes". */
  kinds: string;
  /** How it goes: "trotted", "trot", "trotting". */
  moved: string;
  move: string;
  moving: string;
  /** Its call as a past-tense verb ("yipped") and written out ("Yip!"). */
  sound: string;
  noise: string;
  feet: string;
  coat: string;
  nose: string;
}

const he = (...names: string[]) => names.map((n) => [n, 'he'] as const);
const she = (...names: string[]) => names.map((n) => [n, 'she'] as const);

/** Alternates he and she names so any seed's pick is as likely to be either. */
function mix(
  hs: readonly (readonly [string, 'he'])[],
  ss: readonly (readonly [string, 'she'])[],
): Species['names'] {
  const out: (readonly [string, CompanionPronoun])[] = [];
  for (let i = 0; i < Math.max(hs.length, ss.length); i++) {
    if (hs[i]) out.push(hs[i]!);
    if (ss[i]) out.push(ss[i]!);
  }
  return out;
}

export const SPECIES: Readonly<Record<Animal, Species>> = {
  fox: {
    kind: 'fox',
    names: mix(
      he('Rusty', 'Copper', 'Tod', 'Rowan', 'Scout', 'Rufus'),
      she('Ember', 'Fern', 'Juniper', 'Sorrel', 'Ginger', 'Maple'),
    ),
    a: 'a fox',
    kinds: 'foxes',
    moved: 'trotted',
    move: 'trot',
    moving: 'trotting',
    sound: 'yipped',
    noise: 'Yip!',
    feet: 'paws',
    coat: 'fur',
    nose: 'nose',
  },
  rabbit: {
    kind: 'rabbit',
    names: mix(
      he('Thistle', 'Biscuit', 'Pip', 'Bramble', 'Dash', 'Sprout'),
      she('Clover', 'Hazel', 'Nutmeg', 'Willa', 'Parsley', 'Marigold'),
    ),
    a: 'a rabbit',
    kinds: 'rabbits',
    moved: 'hopped',
    move: 'hop',
    moving: 'hopping',
    sound: 'thumped',
    noise: 'Thump-thump!',
    feet: 'paws',
    coat: 'fur',
    nose: 'nose',
  },
  bear: {
    kind: 'bear',
    names: mix(
      he('Bruno', 'Barley', 'Otto', 'Hugo', 'Hickory', 'Cubby'),
      she('Honey', 'Ursa', 'Toffee', 'Ursula', 'Bumble', 'Fudge'),
    ),
    a: 'a bear',
    kinds: 'bears',
    moved: 'lumbered',
    move: 'lumber',
    moving: 'lumbering',
    sound: 'rumbled',
    noise: 'Grr-humm!',
    feet: 'paws',
    coat: 'fur',
    nose: 'nose',
  },
  owl: {
    kind: 'owl',
    names: mix(
      he('Hoot', 'Ollie', 'Archie', 'Merlin', 'Quill', 'Percy'),
      she('Luna', 'Sage', 'Willow', 'Olive', 'Tawny', 'Echo'),
    ),
    a: 'an owl',
    kinds: 'owls',
    moved: 'flew',
    move: 'fly',
    moving: 'flying',
    sound: 'hooted',
    noise: 'Hoo-hoo!',
    feet: 'talons',
    coat: 'feathers',
    nose: 'beak',
  },
  turtle: {
    kind: 'turtle',
    names: mix(
      he('Moss', 'Sheldon', 'Basil', 'Tully', 'Gus', 'Ridley'),
      she('Shelby', 'Pebble', 'Myrtle', 'Dot', 'Clementine', 'Nori'),
    ),
    a: 'a turtle',
    kinds: 'turtles',
    moved: 'plodded',
    move: 'plod',
    moving: 'plodding',
    sound: 'huffed',
    noise: 'Hff!',
    feet: 'feet',
    coat: 'shell',
    nose: 'nose',
  },
  elephant: {
    kind: 'elephant',
    names: mix(
      he('Peanut', 'Tembo', 'Otis', 'Jabari', 'Kibo', 'Babu'),
      she('Ellie', 'Nala', 'Rosie', 'Penny', 'Cleo', 'Mara'),
    ),
    a: 'an elephant',
    kinds: 'elephants',
    moved: 'swayed',
    move: 'sway',
    moving: 'swaying',
    sound: 'trumpeted',
    noise: 'Pa-rooo!',
    feet: 'feet',
    coat: 'skin',
    nose: 'trunk',
  },
  lion: {
    kind: 'lion',
    names: mix(
      he('Leo', 'Rory', 'Rafi', 'Apollo', 'Kingsley', 'Tau'),
      she('Sunny', 'Amber', 'Nia', 'Goldie', 'Savanna', 'Duma'),
    ),
    a: 'a lion',
    kinds: 'lions',
    moved: 'padded',
    move: 'pad',
    moving: 'padding',
    sound: 'roared',
    noise: 'Roar!',
    feet: 'paws',
    coat: 'fur',
    nose: 'nose',
  },
  giraffe: {
    kind: 'giraffe',
    names: mix(
      he('Stretch', 'Topper', 'Jojo', 'Lofty', 'Longfellow', 'Tiptoe'),
      she('Twiga', 'Daisy', 'Zuri', 'Mabel', 'Tallulah', 'Asha'),
    ),
    a: 'a giraffe',
    kinds: 'giraffes',
    moved: 'strode',
    move: 'stride',
    moving: 'striding',
    sound: 'hummed',
    noise: 'Hmmm!',
    feet: 'hooves',
    coat: 'coat',
    nose: 'nose',
  },
  penguin: {
    kind: 'penguin',
    names: mix(
      he('Pingu', 'Waddles', 'Flip', 'Tux', 'Skipper', 'Oscar'),
      she('Poppy', 'Puddle', 'Marlow', 'Chilly', 'Sprinkles', 'Snowy'),
    ),
    a: 'a penguin',
    kinds: 'penguins',
    moved: 'waddled',
    move: 'waddle',
    moving: 'waddling',
    sound: 'honked',
    noise: 'Honk!',
    feet: 'feet',
    coat: 'feathers',
    nose: 'beak',
  },
  panda: {
    kind: 'panda',
    names: mix(
      he('Bao', 'Bamboo', 'Tofu', 'Bobo', 'Sesame', 'Ping'),
      she('Mei', 'Lulu', 'Ling', 'Mochi', 'Momo', 'Lychee'),
    ),
    a: 'a panda',
    kinds: 'pandas',
    moved: 'ambled',
    move: 'amble',
    moving: 'ambling',
    sound: 'bleated',
    noise: 'Mee-eh!',
    feet: 'paws',
    coat: 'fur',
    nose: 'nose',
  },
  koala: {
    kind: 'koala',
    names: mix(
      he('Kip', 'Gumnut', 'Banjo', 'Digger', 'Cooper', 'Boomer'),
      she('Wattle', 'Koko', 'Matilda', 'Bindi', 'Tilly', 'Ruby'),
    ),
    a: 'a koala',
    kinds: 'koalas',
    moved: 'clambered',
    move: 'clamber',
    moving: 'clambering',
    sound: 'grunted',
    noise: 'Hrrm!',
    feet: 'paws',
    coat: 'fur',
    nose: 'nose',
  },
  dragon: {
    kind: 'dragon',
    names: mix(
      he('Spark', 'Puff', 'Zephyr', 'Torch', 'Flint', 'Ignis'),
      she('Garnet', 'Cinder', 'Glimmer', 'Comet', 'Nova', 'Kindle'),
    ),
    a: 'a dragon',
    kinds: 'dragons',
    moved: 'flapped',
    move: 'flap',
    moving: 'flapping',
    sound: 'rumbled',
    noise: 'Rrrumble!',
    feet: 'claws',
    coat: 'scales',
    nose: 'snout',
  },
  monkey: {
    kind: 'monkey',
    names: mix(
      he('Mango', 'Bongo', 'Chico', 'Tiko', 'Pico', 'Tango'),
      she('Coco', 'Kiki', 'Suki', 'Kiwi', 'Mimi', 'Zippy'),
    ),
    a: 'a monkey',
    kinds: 'monkeys',
    moved: 'scampered',
    move: 'scamper',
    moving: 'scampering',
    sound: 'chattered',
    noise: 'Ooh-ooh-aah!',
    feet: 'feet',
    coat: 'fur',
    nose: 'nose',
  },
  unicorn: {
    kind: 'unicorn',
    names: mix(
      he('Moonbeam', 'Silverhoof', 'Lumen', 'Halo', 'Prism', 'Starbright'),
      she('Stardust', 'Sparkle', 'Opal', 'Pearl', 'Celeste', 'Aurora'),
    ),
    a: 'a unicorn',
    kinds: 'unicorns',
    moved: 'trotted',
    move: 'trot',
    moving: 'trotting',
    sound: 'neighed',
    noise: 'Neigh!',
    feet: 'hooves',
    coat: 'coat',
    nose: 'nose',
  },
};

const BY_ANIMAL: ReadonlyMap<Animal, ReadonlySet<Ability>> = new Map(
  ANIMALS.map((a) => [
    a,
    new Set(ABILITIES.filter((ab) => ABILITY_ANIMALS[ab].includes(a))) as ReadonlySet<Ability>,
  ]),
);

/** The abilities of an animal. */
export function abilitiesOf(animal: Animal): ReadonlySet<Ability> {
  return BY_ANIMAL.get(animal)!;
}

export function hasAbility(animal: Animal, ability: Ability): boolean {
  return abilitiesOf(animal).has(ability);
}
