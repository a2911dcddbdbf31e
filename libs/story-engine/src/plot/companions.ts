import type { Animal } from '@shop/contracts';
import { ANIMAL_INFO } from '../content/animals';

/**
 * The child's animal companion: what it is like and how its nature helps (an owl sees at dusk,
 * a turtle is patient, a giraffe sees over hedges). Sentences use {P} for its name; none puts a
 * pronoun on the companion, so none can come out as "a head" or "their belly".
 */
export interface Companion {
  animal: Animal;
  names: readonly string[];
  /** "quick and clever" */
  nature: string;
  /** Its sound, said aloud. */
  sound: string;
  /** How it moves, past tense. */
  moves: string;
  /** Its gift at work finding something (a full sentence). */
  finds: string;
  /** Its gift helping carry, reach or fix (a full sentence). */
  helps: string;
  /** What it cannot do, that makes the plot harder (a full sentence). */
  cannot: string;
  /** How it settles to sleep (a full sentence). */
  sleeps: string;
}

const C = (animal: Animal, c: Omit<Companion, 'animal' | 'names'>): Companion => ({
  animal,
  names: ANIMAL_INFO[animal].names,
  ...c,
});

export const COMPANIONS: Readonly<Record<Animal, Companion>> = {
  fox: C('fox', {
    nature: 'quick and clever',
    sound: 'Yip!',
    moves: 'trotted',
    finds: '{P} put a black nose to the ground, sniffed twice and followed the scent.',
    helps: '{P} slipped through a gap too narrow for anyone else and came back with it.',
    cannot: '{P} was quick, but {P} could not climb, and it was far too high.',
    sleeps: '{P} curled up in a ring with a bushy tail over a pointed nose.',
  }),
  rabbit: C('rabbit', {
    nature: 'quick and gentle',
    sound: 'Thump, thump!',
    moves: 'hopped',
    finds:
      '{P}’s long ears turned this way and that, and {P} heard a tiny sound nobody else heard.',
    helps: '{P} dug a quick little tunnel under the fence and pushed it through.',
    cannot: '{P} could hop high, but not nearly high enough for that.',
    sleeps: '{P} tucked long ears flat and lay still as a loaf of bread.',
  }),
  bear: C('bear', {
    nature: 'big and strong and gentle',
    sound: 'Grr-humm!',
    moves: 'lumbered',
    finds:
      '{P} lifted a big brown nose and sniffed, because a bear can smell things from very far away.',
    helps: '{P} rolled the heavy log aside as if it were a pillow.',
    cannot: '{P} was strong, but {P} was much too big to fit in there.',
    sleeps: '{P} flopped down like a warm brown hill and began to snore.',
  }),
  owl: C('owl', {
    nature: 'quiet and wise',
    sound: 'Hoo-hoo!',
    moves: 'flew on soft, silent wings',
    finds: '{P} turned a round face and looked with huge eyes that see well when the light is dim.',
    helps: '{P} flew up to the high place and lifted it down in careful talons.',
    cannot: '{P} could see far, but {P} could not carry anything that heavy.',
    sleeps: '{P} fluffed up every feather and closed two big yellow eyes.',
  }),
  turtle: C('turtle', {
    nature: 'slow and patient',
    sound: 'a small, pleased hiss',
    moves: 'plodded',
    finds:
      '{P} went slowly, looking carefully at every leaf, and the slow looking found what the fast looking missed.',
    helps: '{P} stayed steady as a stone while everyone stood on the hard shell to reach.',
    cannot: '{P} was patient, but {P} could never hurry, and there was no time to lose.',
    sleeps: '{P} pulled in a wrinkly head and four stubby legs and slept inside the shell.',
  }),
  elephant: C('elephant', {
    nature: 'strong and kind, with a memory for everything',
    sound: 'Pa-rooo!',
    moves: 'swayed along',
    finds:
      '{P} remembered exactly where they had been, because elephants remember places for years.',
    helps: '{P} reached up with a long trunk and lifted it down gently.',
    cannot: '{P} was strong, but {P} was far too big for the narrow path.',
    sleeps: '{P} leaned against the wall and slept standing up, the way elephants sometimes do.',
  }),
  lion: C('lion', {
    nature: 'brave and loud',
    sound: 'Roar!',
    moves: 'padded',
    finds:
      '{P} gave one great roar, and every creature nearby came to see what the noise was about.',
    helps: '{P} stood tall and brave at the front so nobody felt afraid.',
    cannot: '{P} was brave, but a roar could not fix this.',
    sleeps: '{P} yawned a huge yawn and lay down with a golden mane for a pillow.',
  }),
  giraffe: C('giraffe', {
    nature: 'tall and calm',
    sound: 'a low, humming hmm',
    moves: 'strode on long legs',
    finds: '{P} stretched a long neck and looked over the hedge, where nobody else could see.',
    helps: '{P} reached up above the branches and picked it down as easily as a leaf.',
    cannot: '{P} was tall, but {P} could not bend down into small places.',
    sleeps: '{P} folded four long legs and rested a long neck in a gentle curve.',
  }),
  penguin: C('penguin', {
    nature: 'plucky and a wonderful swimmer',
    sound: 'Honk!',
    moves: 'waddled',
    finds: '{P} dived into the water and swam fast as a fish to look under it.',
    helps: '{P} slid on a round tummy across the slippery part and pushed it back.',
    cannot: '{P} had wings, but penguins cannot fly, so the high place was out of reach.',
    sleeps: '{P} tucked a beak under one flipper and stood fast asleep.',
  }),
  panda: C('panda', {
    nature: 'calm and careful',
    sound: 'a soft bleat',
    moves: 'rolled along',
    finds: '{P} sat very still and looked all around, the way pandas sit still for hours.',
    helps: '{P} climbed the tree slowly with strong black paws and brought it down.',
    cannot: '{P} was careful, but {P} could not go fast, and it was getting away.',
    sleeps: '{P} lay on a round back with four black paws in the air.',
  }),
  koala: C('koala', {
    nature: 'sleepy and good at climbing',
    sound: 'a small grunt',
    moves: 'clambered',
    finds: '{P} climbed high up and held on tight, and from up there {P} could see everything.',
    helps: '{P} gripped the branch with strong claws and stretched out along it.',
    cannot: '{P} was a fine climber, but {P} kept wanting to nap.',
    sleeps: '{P} curled around a pillow as if it were a tree and was asleep at once.',
  }),
  dragon: C('dragon', {
    nature: 'small, friendly and warm inside',
    sound: 'a puff of warm smoke',
    moves: 'flapped',
    finds: '{P} flew up in a circle and spotted it from the sky.',
    helps: '{P} breathed a soft, warm glow so they could see, careful never to make a flame.',
    cannot: '{P} could fly, but small dragon wings soon got tired.',
    sleeps: '{P} curled up with a scaly tail around the bed and glowed softly like a night-light.',
  }),
  monkey: C('monkey', {
    nature: 'curious and nimble',
    sound: 'Ooh-ooh-aah!',
    moves: 'scampered',
    finds: '{P} swung up into the branches and looked behind every leaf.',
    helps: '{P} hung by a long tail and reached it with both hands.',
    cannot: '{P} was nimble, but {P} could not sit still long enough to wait.',
    sleeps: '{P} hugged a long tail and fell asleep smiling.',
  }),
  unicorn: C('unicorn', {
    nature: 'gentle and a little bit magic',
    sound: 'a soft, silvery neigh',
    moves: 'trotted on silver hooves',
    finds: '{P}’s horn gave a faint glow, brightest when they walked the right way.',
    helps: '{P} knelt down so everyone could reach, steady as a bench.',
    cannot: '{P} was a little bit magic, but magic could not do this part.',
    sleeps: '{P} folded four legs, and the horn’s soft glow faded slowly as {P} slept.',
  }),
};
