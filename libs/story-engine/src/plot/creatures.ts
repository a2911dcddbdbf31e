import type { CastKind, SettingKind } from '@shop/contracts';

/**
 * Neighbours the child meets, each true to its kind: where it lives, its own sound (a sheep says
 * Baa and nothing else), what it does and what it can and cannot do. `does` and `can` are verb
 * phrases after "the duck"; people have no sound.
 */
export interface Creature {
  kind: CastKind;
  /** "the duck" */
  the: string;
  sound?: string;
  /** Settings it is met in. */
  lives: readonly SettingKind[];
  does: string;
  can: string;
  cannot: string;
}

const WILD: SettingKind[] = [
  'park',
  'forest',
  'meadow',
  'garden',
  'hill',
  'pond',
  'river',
  'orchard',
  'playground',
  'campsite',
];
const WATER: SettingKind[] = ['pond', 'river', 'park', 'campsite', 'meadow'];
const FARM: SettingKind[] = ['farm', 'orchard', 'meadow', 'hill'];
const INDOOR: SettingKind[] = [
  'kitchen',
  'living-room',
  'library',
  'classroom',
  'workshop',
  'museum',
  'bedroom',
];
const STREET: SettingKind[] = ['village-street', 'playground', 'park', 'beach', 'harbor'];

export const CREATURES: readonly Creature[] = [
  {
    kind: 'duck',
    the: 'the duck',
    sound: 'Quack!',
    lives: [...WATER, 'harbor'],
    does: 'paddled in a circle, bottom up',
    can: 'swim',
    cannot: 'climb a tree',
  },
  {
    kind: 'frog',
    the: 'the frog',
    sound: 'Ribbit!',
    lives: WATER,
    does: 'sat on a lily pad, puffing out its throat',
    can: 'jump',
    cannot: 'carry anything',
  },
  {
    kind: 'otter',
    the: 'the otter',
    sound: 'Squeak!',
    lives: ['river', 'pond', 'beach', 'harbor'],
    does: 'floated on its back, juggling a pebble',
    can: 'dive',
    cannot: 'stay dry',
  },
  {
    kind: 'robin',
    the: 'the robin',
    sound: 'Tweet-tweet!',
    lives: [...WILD, 'village-street', 'kitchen', 'living-room', 'classroom'],
    does: 'hopped on the path, head tilted for worms',
    can: 'fly',
    cannot: 'lift anything heavy',
  },
  {
    kind: 'squirrel',
    the: 'the squirrel',
    sound: 'Chitter!',
    lives: ['park', 'forest', 'garden', 'orchard', 'campsite'],
    does: 'ran up a trunk in a spiral',
    can: 'climb',
    cannot: 'sit still',
  },
  {
    kind: 'mouse',
    the: 'the mouse',
    sound: 'Squeak!',
    lives: [...WILD, ...FARM, 'kitchen', 'library', 'workshop'],
    does: 'peeked out with twitching whiskers',
    can: 'squeeze into tiny places',
    cannot: 'reach high shelves',
  },
  {
    kind: 'hedgehog',
    the: 'the hedgehog',
    sound: 'Snuffle!',
    lives: ['park', 'garden', 'forest', 'meadow', 'orchard'],
    does: 'snuffled in the leaves for beetles',
    can: 'curl into a prickly ball',
    cannot: 'run fast',
  },
  {
    kind: 'badger',
    the: 'the badger',
    sound: 'Grunt!',
    lives: ['forest', 'meadow', 'hill'],
    does: 'dug a neat hole with strong claws',
    can: 'dig',
    cannot: 'see far',
  },
  {
    kind: 'deer',
    the: 'the deer',
    sound: 'a soft snort',
    lives: ['forest', 'meadow', 'hill'],
    does: 'lifted its head, ears turning',
    can: 'leap over logs',
    cannot: 'hold things',
  },
  {
    kind: 'bee',
    the: 'the bee',
    sound: 'Buzz!',
    lives: ['garden', 'meadow', 'orchard', 'park'],
    does: 'bumbled from flower to flower',
    can: 'find every flower',
    cannot: 'carry big things',
  },
  {
    kind: 'butterfly',
    the: 'the butterfly',
    lives: ['garden', 'meadow', 'park'],
    does: 'opened and closed its bright wings',
    can: 'flutter high',
    cannot: 'make a sound',
  },
  {
    kind: 'magpie',
    the: 'the magpie',
    sound: 'Chack-chack!',
    lives: [...WILD, 'village-street', 'beach'],
    does: 'strutted about, looking for shiny things',
    can: 'spot shiny things',
    cannot: 'keep a secret',
  },
  {
    kind: 'crow',
    the: 'the crow',
    sound: 'Caw!',
    lives: [...WILD, 'beach', 'village-street', 'farm'],
    does: 'cocked its head and watched',
    can: 'remember faces',
    cannot: 'sing sweetly',
  },
  {
    kind: 'beaver',
    the: 'the beaver',
    sound: 'Slap!',
    lives: ['river', 'pond'],
    does: 'gnawed a stick with orange teeth',
    can: 'gnaw wood',
    cannot: 'climb',
  },
  {
    kind: 'mole',
    the: 'the mole',
    sound: 'Sniff!',
    lives: ['garden', 'meadow', 'park'],
    does: 'poked a pink nose out of a molehill',
    can: 'dig tunnels',
    cannot: 'see well',
  },
  {
    kind: 'tortoise',
    the: 'the tortoise',
    sound: 'a slow hiss',
    lives: ['garden', 'meadow'],
    does: 'munched a dandelion, very slowly',
    can: 'wait',
    cannot: 'hurry',
  },
  {
    kind: 'hen',
    the: 'the hen',
    sound: 'Cluck!',
    lives: FARM,
    does: 'scratched the ground for seeds',
    can: 'lay eggs',
    cannot: 'fly far',
  },
  {
    kind: 'goat',
    the: 'the goat',
    sound: 'Maa!',
    lives: FARM,
    does: 'nibbled at the fence post',
    can: 'climb rocks',
    cannot: 'stop eating',
  },
  {
    kind: 'sheep',
    the: 'the sheep',
    sound: 'Baa!',
    lives: FARM,
    does: 'stood in the grass, round and woolly',
    can: 'keep warm',
    cannot: 'jump high',
  },
  {
    kind: 'cow',
    the: 'the cow',
    sound: 'Moo!',
    lives: FARM,
    does: 'chewed slowly and swished her tail',
    can: 'pull a cart',
    cannot: 'fit through gates',
  },
  {
    kind: 'horse',
    the: 'the horse',
    sound: 'Neigh!',
    lives: FARM,
    does: 'tossed a long mane',
    can: 'gallop',
    cannot: 'climb a ladder',
  },
  {
    kind: 'donkey',
    the: 'the donkey',
    sound: 'Hee-haw!',
    lives: FARM,
    does: 'flicked two long ears',
    can: 'carry heavy baskets',
    cannot: 'hurry',
  },
  {
    kind: 'dog',
    the: 'the dog',
    sound: 'Woof!',
    lives: [...STREET, 'farm', 'living-room', 'kitchen', 'campsite'],
    does: 'wagged a waggy tail',
    can: 'fetch',
    cannot: 'climb',
  },
  {
    kind: 'cat',
    the: 'the cat',
    sound: 'Miaow!',
    lives: [...INDOOR, 'village-street', 'farm', 'garden', 'beach', 'harbor'],
    does: 'washed a paw in a patch of sun',
    can: 'climb',
    cannot: 'be bothered',
  },
  {
    kind: 'girl',
    the: 'the girl from next door',
    lives: [...STREET, ...INDOOR, 'garden', 'campsite'],
    does: 'was skipping with a rope',
    can: 'run fast',
    cannot: 'reach very high',
  },
  {
    kind: 'boy',
    the: 'the boy with the cap',
    lives: [...STREET, ...INDOOR, 'garden', 'campsite'],
    does: 'was building a tower of stones',
    can: 'build things',
    cannot: 'sit still',
  },
  {
    kind: 'man',
    the: 'the baker',
    lives: ['village-street', 'kitchen'],
    does: 'was carrying a tray of warm bread',
    can: 'bake',
    cannot: 'leave the oven',
  },
  {
    kind: 'woman',
    the: 'the postwoman',
    lives: ['village-street', 'kitchen', 'living-room', 'farm', 'classroom', 'workshop'],
    does: 'was sorting letters from her bag',
    can: 'find any house',
    cannot: 'stop for long',
  },
  {
    kind: 'man',
    the: 'the window cleaner',
    lives: [...INDOOR, 'village-street', 'beach'],
    does: 'was polishing a window until it squeaked',
    can: 'climb ladders',
    cannot: 'leave a smudge',
  },
  {
    kind: 'grandmother',
    the: 'the old lady next door',
    lives: ['kitchen', 'living-room', 'garden', 'village-street', 'park', 'beach', 'pond'],
    does: 'was knitting something long and striped',
    can: 'knit',
    cannot: 'bend down low',
  },
  {
    kind: 'man',
    the: 'the museum guard',
    lives: ['museum', 'library'],
    does: 'was walking slowly past the cases',
    can: 'open every door',
    cannot: 'leave his post',
  },
  {
    kind: 'woman',
    the: 'the librarian',
    lives: ['library', 'classroom', 'museum'],
    does: 'was stacking books on a cart',
    can: 'find any book',
    cannot: 'leave the desk',
  },
];

/** Neighbours that fit a setting, the helper's kind left out. */
export function creaturesFor(setting: SettingKind, not: CastKind): Creature[] {
  return CREATURES.filter((c) => c.kind !== not && c.lives.includes(setting));
}
