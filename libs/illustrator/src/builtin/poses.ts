import { drawnPose, type Pose } from '@shop/contracts';
import { f1, INK, S4 } from './ink';

/**
 * How the companion and the helpers act out a pose. Their drawings are fixed (the same animal on
 * every page), so a pose moves, turns, squashes or lifts the drawing and adds what the action
 * leaves around it (water, motion lines, a tree trunk, music). An animal only does what its body
 * can (drawnPose, shared with the story library's checker): a pose it cannot do is drawn as the
 * nearest one it can (a fox asked to fly jumps).
 */

export interface PoseLook {
  /** Applied to the drawing, feet at (0, 0), facing +x (mirroring is the composition's part). */
  transform: string;
  /** Drawn behind the figure / in front of it, in the same frame (drawing units). */
  behind: string;
  front: string;
  /** How far the feet are off the ground (for the shadow). */
  lift: number;
  /** The figure sits in water to this height (drawing units above its feet), if any. */
  water?: number;
}

const notes = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M 0 0 l 0 -46 l 30 -8 l 0 44" fill="none" stroke="${INK}" stroke-width="6"/><ellipse cx="-8" cy="2" rx="11" ry="8" fill="${INK}"/><ellipse cx="22" cy="-6" rx="11" ry="8" fill="${INK}"/></g>`;
const speed = (h: number) =>
  `<path d="M -170 ${f1(-h * 0.3)} l -80 0 M -150 ${f1(-h * 0.55)} l -100 0 M -180 ${f1(-h * 0.8)} l -60 0" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-opacity="0.9"/><path d="M -170 ${f1(-h * 0.3)} l -80 0 M -150 ${f1(-h * 0.55)} l -100 0 M -180 ${f1(-h * 0.8)} l -60 0" stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.5"/>`;
const drops = (h: number) =>
  [-120, -60, 60, 130]
    .map(
      (x, i) =>
        `<path transform="translate(${x} ${f1(-h * 0.2 - (i % 2) * 40)}) rotate(${x / 3})" d="M 0 -20 q -14 20 0 28 q 14 -8 0 -28 Z" fill="#8ecae6" ${S4}/>`,
    )
    .join('');

/**
 * A figure of height `h` (drawing units) in a pose. `kind` decides what its body can do.
 */
export function poseLook(kind: string, asked: Pose, h: number, person = false): PoseLook {
  const pose = drawnPose(kind, asked, person);
  const none: PoseLook = { transform: '', behind: '', front: '', lift: 0 };
  switch (pose) {
    case 'walk':
      return { ...none, transform: `translate(0 -8) rotate(5)`, lift: 8 };
    case 'run':
      return { ...none, transform: `translate(0 -30) rotate(12)`, behind: speed(h), lift: 30 };
    case 'jump':
      return {
        ...none,
        transform: `translate(0 ${f1(-h * 0.4)}) rotate(-6)`,
        behind: `<path d="M -60 ${f1(-h * 0.1)} q 60 -50 120 0" fill="none" stroke="#ffffff" stroke-width="8" stroke-dasharray="14 12" stroke-linecap="round"/>`,
        lift: h * 0.4,
      };
    case 'dance':
      return {
        ...none,
        transform: `translate(0 -24) rotate(-10)`,
        front: notes(h * 0.45, -h * 0.95),
        lift: 24,
      };
    case 'splash':
      return { ...none, transform: `translate(0 -20) rotate(6)`, front: drops(h), lift: 20 };
    case 'fly':
      return {
        ...none,
        transform: `translate(0 ${f1(-h * 1.1)}) rotate(-14)`,
        behind: `<path d="M -120 ${f1(-h * 1.5)} q -60 -40 -110 -10 M 120 ${f1(-h * 1.5)} q 60 -40 110 -10" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round"/>`,
        lift: h * 1.1,
      };
    case 'swim':
      return { ...none, transform: `translate(0 ${f1(h * 0.45)}) rotate(8)`, water: h * 0.05 };
    case 'climb':
      return {
        ...none,
        transform: `translate(-30 ${f1(-h * 0.5)}) rotate(-8)`,
        behind: `<path d="M 70 0 L 80 ${f1(-h * 1.9)} L 150 ${f1(-h * 1.9)} L 160 0 Z" fill="#8a5a35" stroke="${INK}" stroke-width="6"/><path d="M 100 -60 q 10 -20 0 -40 M 130 ${f1(-h)} q 10 -20 0 -40" fill="none" stroke="#6b4a33" stroke-width="5"/>`,
        lift: h * 0.5,
      };
    case 'slide':
      return {
        ...none,
        transform: `translate(0 -40) rotate(62)`,
        behind: speed(h * 0.5),
      };
    case 'sit':
    case 'read':
    case 'write':
    case 'build':
    case 'eat':
    case 'play-music':
      return {
        ...none,
        transform: `scale(1.06 0.84)`,
        front: pose === 'play-music' ? notes(h * 0.5, -h) : '',
      };
    case 'crouch':
    case 'kneel':
    case 'plant':
    case 'dig':
      return {
        ...none,
        transform: `scale(1.08 0.78) rotate(${pose === 'dig' ? 14 : 8})`,
        front:
          pose === 'dig'
            ? `<path d="M 110 -10 q 40 -60 80 -40 M 130 -20 q 30 -30 60 -10" fill="none" stroke="#7a5230" stroke-width="10" stroke-linecap="round"/>`
            : '',
      };
    case 'hide':
      return { ...none, transform: `translate(0 10) scale(1 0.86)` };
    case 'sleep':
    case 'lie':
      return {
        ...none,
        transform: `scale(1.16 0.6)`,
        front:
          pose === 'sleep'
            ? `<path d="M ${f1(h * 0.3)} ${f1(-h * 0.8)} h 30 l -30 30 h 30 M ${f1(h * 0.3 + 44)} ${f1(-h * 1.0)} h 22 l -22 22 h 22" fill="none" stroke="#ffffff" stroke-width="8" stroke-linejoin="round"/>`
            : '',
      };
    case 'hug':
      return { ...none, transform: `rotate(14)` };
    case 'push':
      return { ...none, transform: `rotate(16)` };
    case 'pull':
      return { ...none, transform: `rotate(-12)` };
    case 'reach':
    case 'catch':
      return { ...none, transform: `translate(0 -14) scale(0.94 1.12)`, lift: 14 };
    case 'throw':
      return { ...none, transform: `rotate(-10)` };
    case 'look':
    case 'search':
    case 'point':
      return { ...none, transform: `rotate(7)` };
    case 'listen':
      return { ...none, transform: `rotate(-7)` };
    case 'wave':
      return {
        ...none,
        front: `<path d="M ${f1(h * 0.4)} ${f1(-h * 0.9)} q 20 -20 10 -40 M ${f1(h * 0.48)} ${f1(-h * 0.82)} q 26 -14 24 -36" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
      };
    case 'sing':
      return { ...none, transform: `rotate(-6)`, front: notes(h * 0.45, -h * 0.9) };
    case 'cry':
      return {
        ...none,
        transform: `rotate(4)`,
        front: `<path d="M ${f1(h * 0.25)} ${f1(-h * 0.7)} q -12 22 0 30 q 12 -8 0 -30 Z" fill="#7fc8f8" ${S4}/>`,
      };
    case 'laugh':
      return {
        ...none,
        transform: `rotate(-8)`,
        front: `<path d="M ${f1(h * 0.36)} ${f1(-h * 0.8)} l 34 -18 M ${f1(h * 0.38)} ${f1(-h * 0.68)} l 40 0 M ${f1(h * 0.36)} ${f1(-h * 0.56)} l 34 18" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`,
      };
    case 'carry':
    case 'hold':
    case 'give':
    case 'cook':
    case 'paint':
      return { ...none, transform: `rotate(4)` };
    default:
      return none;
  }
}
