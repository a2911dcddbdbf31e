export { ANIMAL_INFO, type AnimalInfo } from './animals';
