import bear from '../assets/animals/bear.svg';
import fallback from '../assets/animals/default.svg';
import dragon from '../assets/animals/dragon.svg';
import elephant from '../assets/animals/elephant.svg';
import fox from '../assets/animals/fox.svg';
import giraffe from '../assets/animals/giraffe.svg';
import koala from '../assets/animals/koala.svg';
import lion from '../assets/animals/lion.svg';
import monkey from '../assets/animals/monkey.svg';
import owl from '../assets/animals/owl.svg';
import panda from '../assets/animals/panda.svg';
import penguin from '../assets/animals/penguin.svg';
import rabbit from '../assets/animals/rabbit.svg';
import turtle from '../assets/animals/turtle.svg';
import sleepy from '../assets/animals/sleepy.svg';
import unicorn from '../assets/animals/unicorn.svg';

const IMAGES: Record<string, string> = {
  bear,
  dragon,
  elephant,
  fox,
  giraffe,
  koala,
  lion,
  monkey,
  owl,
  panda,
  penguin,
  rabbit,
  turtle,
  unicorn,
  sleepy,
};

/** The animal's picture; a default face for unknown animals. */
export function animalImage(animal: string): string {
  return IMAGES[animal] ?? fallback;
}
