import { animalLabel } from '@shop/contracts';
import { animalImage } from './animalImages';

/** Original artwork drawn for this shop: the 14 animals, 'sleepy' and a default face. */
export function AnimalPicture({
  animal,
  size = 120,
  animated = false,
  alt,
}: {
  animal: string;
  size?: number;
  animated?: boolean;
  alt?: string;
}) {
  return (
    <img
      className={`animal-picture${animated ? ' animal-picture--animated' : ''}`}
      src={animalImage(animal)}
      width={size}
      height={size}
      alt={
        alt ??
        (animal === 'sleepy' ? 'A sleepy animal friend' : `${animalLabel(animal)} illustration`)
      }
    />
  );
}
