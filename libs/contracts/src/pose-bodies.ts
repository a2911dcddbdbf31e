import type { CastKind, Pose } from './scene';

/**
 * What each body can do beyond standing, walking, sitting and the like: the illustrator draws a
 * pose only for a body that can take it (a fox asked to fly jumps), and the story library's
 * checker refuses a scene that asks a body for one it cannot.
 */
const CAN: Readonly<Record<'fly' | 'swim' | 'climb' | 'slide', ReadonlySet<string>>> = {
  fly: new Set(['owl', 'dragon', 'robin', 'magpie', 'crow', 'duck', 'bee', 'butterfly']),
  swim: new Set([
    'turtle',
    'penguin',
    'bear',
    'elephant',
    'duck',
    'duckling',
    'frog',
    'otter',
    'beaver',
    'dog',
    'horse',
  ]),
  climb: new Set(['monkey', 'koala', 'panda', 'bear', 'squirrel', 'mouse', 'goat', 'cat']),
  slide: new Set(['penguin', 'otter']),
};

/** What a pose becomes for a body that cannot do it. */
const STAND_IN: Readonly<Record<keyof typeof CAN, Pose>> = {
  fly: 'jump',
  swim: 'splash',
  climb: 'reach',
  slide: 'run',
};

/** The pose an animal (or person) is drawn in: the asked pose, or the nearest its body can do. */
export function drawnPose(kind: string, pose: Pose, person = false): Pose {
  const need = pose as keyof typeof CAN;
  if (!(need in CAN)) return pose;
  if (person) return pose === 'fly' ? 'jump' : pose;
  return CAN[need].has(kind) ? pose : STAND_IN[need];
}

/** True when the kind does the pose itself (no stand-in). */
export function canDo(kind: CastKind | string, pose: Pose, person = false): boolean {
  return drawnPose(kind, pose, person) === pose;
}
