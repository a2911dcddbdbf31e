import type { Mood, Pose } from '@shop/contracts';
import type { AgeRange } from '@shop/contracts';
import { mix } from './colour';
import { f1, INK, limb, S, S4 } from './ink';
import { type FullChildLook, glassesHex, HAIR_COLOURS, SKIN_COLOURS } from './look';

/** The child as drawn on every page of one book: the look, the clothes. */
export interface ChildDesign {
  look: FullChildLook;
  skin: string;
  hair: string;
  shirt: string;
  trousers: string;
  /** A pinafore dress over the trousers (girls, by the order's gender). */
  dress: boolean;
  glassesColour: string;
  /** The colour the family named, if any ("red"). */
  glassesWord?: string;
}

export function childDesign(
  look: FullChildLook,
  clothes: { shirt: string; trousers: string; dress: boolean },
  glassesColour?: string,
): ChildDesign {
  return {
    look,
    skin: SKIN_COLOURS[look.skinTone],
    hair: HAIR_COLOURS[look.hairColor],
    ...clothes,
    glassesColour: glassesHex(glassesColour),
    glassesWord: glassesColour,
  };
}

type Pt = [number, number];

/** A pose: where the hands go, how the legs stand, how the figure sits in its frame. */
interface PoseSpec {
  handL: Pt;
  handR: Pt;
  /** Leg angles in degrees, outward positive. */
  legL: number;
  legR: number;
  lift?: number;
  lean?: number;
  tilt?: number;
  sit?: boolean;
  lie?: boolean;
  eyes?: 'side' | 'down' | 'up' | 'closed';
  /** Knees bent, low on the heels (crouch, hide). */
  crouch?: boolean;
  /** On the knees, shins on the ground. */
  kneel?: boolean;
  /** Astride a back, legs down either side (the seat is 0.4 of a leg above the feet). */
  straddle?: boolean;
  /** An open mouth whatever the mood (singing, laughing, calling out). */
  mouth?: 'open';
  tears?: boolean;
  /** Which hand a held object goes in ('both': in front of the chest). */
  hold: 'L' | 'R' | 'both' | null;
}

const DOWN_L: Pt = [-92, -112];
const DOWN_R: Pt = [92, -112];

export const POSE_SPECS: Readonly<Record<Pose, PoseSpec>> = {
  stand: { handL: DOWN_L, handR: DOWN_R, legL: 4, legR: 4, hold: 'R' },
  walk: { handL: [-112, -140], handR: [70, -108], legL: 16, legR: -8, lean: 4, hold: 'R' },
  run: {
    handL: [-130, -190],
    handR: [140, -140],
    legL: 34,
    legR: -22,
    lean: 9,
    lift: 18,
    hold: 'R',
  },
  jump: { handL: [-125, -335], handR: [125, -335], legL: 18, legR: 18, lift: 90, hold: null },
  point: { handL: DOWN_L, handR: [176, -246], legL: 6, legR: 6, eyes: 'side', hold: 'L' },
  look: { handL: DOWN_L, handR: [52, -330], legL: 6, legR: 6, eyes: 'side', tilt: 6, hold: 'L' },
  hold: { handL: [-36, -150], handR: [36, -150], legL: 5, legR: 5, eyes: 'down', hold: 'both' },
  give: { handL: DOWN_L, handR: [170, -200], legL: 10, legR: -4, lean: 5, eyes: 'side', hold: 'R' },
  hug: {
    handL: [60, -178],
    handR: [168, -170],
    legL: 6,
    legR: 6,
    tilt: 10,
    eyes: 'closed',
    hold: null,
  },
  sit: { handL: [-100, -122], handR: [100, -122], legL: 70, legR: 70, sit: true, hold: 'R' },
  climb: {
    handL: [-60, -350],
    handR: [95, -372],
    legL: 0,
    legR: -38,
    lift: 70,
    eyes: 'up',
    hold: null,
  },
  sleep: {
    handL: [-60, -140],
    handR: [60, -140],
    legL: 2,
    legR: 2,
    lie: true,
    eyes: 'closed',
    hold: null,
  },
  wave: { handL: DOWN_L, handR: [132, -350], legL: 6, legR: 6, hold: 'L' },
  carry: { handL: [-62, -150], handR: [62, -150], legL: 14, legR: -8, hold: 'both' },
  read: {
    handL: [-46, -150],
    handR: [46, -150],
    legL: 70,
    legR: 70,
    sit: true,
    eyes: 'down',
    hold: 'both',
  },
  dig: {
    handL: [70, -90],
    handR: [112, -150],
    legL: 14,
    legR: 4,
    lean: 12,
    eyes: 'down',
    hold: 'R',
  },
  build: {
    handL: [-40, -150],
    handR: [80, -150],
    legL: 70,
    legR: 70,
    sit: true,
    eyes: 'down',
    hold: 'R',
  },
  paint: { handL: [-80, -150], handR: [160, -270], legL: 8, legR: 4, eyes: 'side', hold: 'R' },
  dance: {
    handL: [-140, -300],
    handR: [150, -228],
    legL: 26,
    legR: -4,
    lean: -8,
    lift: 22,
    tilt: -8,
    hold: null,
  },
  listen: {
    handL: [-92, -300],
    handR: DOWN_R,
    legL: 5,
    legR: 5,
    tilt: -10,
    eyes: 'closed',
    hold: 'R',
  },
  search: { handL: DOWN_L, handR: [46, -330], legL: 10, legR: 2, lean: 8, eyes: 'side', hold: 'L' },
  swim: {
    handL: [-160, -300],
    handR: [150, -250],
    legL: 20,
    legR: -20,
    lean: 14,
    eyes: 'side',
    mouth: 'open',
    hold: null,
  },
  fly: {
    handL: [-170, -260],
    handR: [170, -280],
    legL: 24,
    legR: -30,
    lift: 160,
    lean: 18,
    mouth: 'open',
    hold: null,
  },
  slide: {
    handL: [-130, -330],
    handR: [130, -330],
    legL: 70,
    legR: 70,
    sit: true,
    lean: -10,
    mouth: 'open',
    hold: null,
  },
  reach: {
    handL: [-60, -200],
    handR: [70, -360],
    legL: 4,
    legR: 4,
    lift: 18,
    eyes: 'up',
    tilt: -6,
    hold: 'R',
  },
  hide: {
    handL: [-30, -262],
    handR: [30, -262],
    legL: 70,
    legR: 70,
    crouch: true,
    eyes: 'side',
    hold: null,
  },
  crouch: {
    handL: [-40, -130],
    handR: [70, -130],
    legL: 70,
    legR: 70,
    crouch: true,
    lean: 10,
    eyes: 'down',
    hold: 'R',
  },
  push: { handL: [130, -220], handR: [150, -190], legL: 30, legR: -26, lean: 18, hold: null },
  pull: { handL: [140, -170], handR: [120, -180], legL: -10, legR: 30, lean: -14, hold: 'R' },
  throw: {
    handL: [150, -260],
    handR: [-40, -340],
    legL: 24,
    legR: -10,
    lean: -6,
    eyes: 'side',
    hold: 'R',
  },
  catch: {
    handL: [90, -330],
    handR: [160, -300],
    legL: 10,
    legR: 4,
    eyes: 'up',
    mouth: 'open',
    hold: 'both',
  },
  eat: { handL: [-40, -160], handR: [22, -262], legL: 4, legR: 4, mouth: 'open', hold: 'R' },
  cry: {
    handL: [-34, -286],
    handR: [34, -286],
    legL: 4,
    legR: 4,
    eyes: 'closed',
    tilt: 6,
    tears: true,
    hold: null,
  },
  laugh: {
    handL: [-46, -150],
    handR: [50, -150],
    legL: 8,
    legR: 8,
    tilt: -10,
    eyes: 'closed',
    mouth: 'open',
    hold: null,
  },
  plant: {
    handL: [70, -60],
    handR: [110, -70],
    legL: 70,
    legR: 70,
    kneel: true,
    lean: 16,
    eyes: 'down',
    hold: 'R',
  },
  cook: { handL: [80, -160], handR: [130, -200], legL: 4, legR: 4, eyes: 'down', hold: 'R' },
  write: {
    handL: [-30, -140],
    handR: [70, -130],
    legL: 70,
    legR: 70,
    sit: true,
    lean: 8,
    eyes: 'down',
    hold: 'R',
  },
  sing: {
    handL: [-150, -270],
    handR: [150, -280],
    legL: 8,
    legR: 8,
    tilt: -8,
    eyes: 'closed',
    mouth: 'open',
    hold: null,
  },
  'play-music': {
    handL: [-30, -180],
    handR: [60, -186],
    legL: 6,
    legR: 6,
    eyes: 'closed',
    hold: 'both',
  },
  ride: {
    handL: [-120, -300],
    handR: [110, -210],
    legL: 38,
    legR: 38,
    straddle: true,
    mouth: 'open',
    hold: null,
  },
  lie: {
    handL: [-110, -260],
    handR: [90, -160],
    legL: 4,
    legR: 10,
    lie: true,
    eyes: 'up',
    hold: null,
  },
  kneel: {
    handL: [-70, -150],
    handR: [90, -170],
    legL: 70,
    legR: 70,
    kneel: true,
    hold: 'R',
  },
  splash: {
    handL: [-150, -330],
    handR: [150, -320],
    legL: 22,
    legR: 22,
    lift: 30,
    mouth: 'open',
    hold: null,
  },
};

/**
 * How the child is built at each age band: a toddler is mostly head on short limbs; a
 * thirteen-year-old is a smaller head on long legs. Drawing units; feet at y 0.
 */
export interface Build {
  headR: number;
  legLen: number;
  /** Hip to shoulder. */
  torso: number;
  /** Half the shoulders' width. */
  shoulderW: number;
  /** Shoulder to hand, arm straight. */
  arm: number;
  legW: number;
  armW: number;
  /** What the child wears at that age. */
  clothes: 'dungarees' | 'shirt' | 'tee' | 'hoodie';
  eyeR: number;
}

export const BUILDS: Readonly<Record<AgeRange, Build>> = {
  toddler: {
    headR: 82,
    legLen: 76,
    torso: 92,
    shoulderW: 52,
    arm: 100,
    legW: 34,
    armW: 30,
    clothes: 'dungarees',
    eyeR: 10,
  },
  preschool: {
    headR: 78,
    legLen: 106,
    torso: 104,
    shoulderW: 56,
    arm: 120,
    legW: 34,
    armW: 31,
    clothes: 'shirt',
    eyeR: 9,
  },
  'early-elementary': {
    headR: 72,
    legLen: 138,
    torso: 120,
    shoulderW: 58,
    arm: 142,
    legW: 33,
    armW: 29,
    clothes: 'shirt',
    eyeR: 8.5,
  },
  'upper-elementary': {
    headR: 64,
    legLen: 170,
    torso: 138,
    shoulderW: 60,
    arm: 166,
    legW: 31,
    armW: 27,
    clothes: 'tee',
    eyeR: 7.5,
  },
  'middle-school': {
    headR: 58,
    legLen: 204,
    torso: 156,
    shoulderW: 64,
    arm: 190,
    legW: 30,
    armW: 26,
    clothes: 'hoodie',
    eyeR: 7,
  },
};

/** The pose table's frame: a preschooler's shoulders (±56, -222), arms 122 long. */
const BASE_SHOULDER_Y = -222;
const BASE_SHOULDER_X = 56;
const BASE_ARM = 122;

/** Two-bone limb to a target; the joint bends toward `side`. */
function twoBone(s: Pt, t: Pt, len1: number, len2: number, side: -1 | 1): [Pt, Pt, Pt] {
  let dx = t[0] - s[0];
  let dy = t[1] - s[1];
  let d = Math.hypot(dx, dy) || 1;
  const max = len1 + len2 - 0.5;
  if (d > max) {
    dx *= max / d;
    dy *= max / d;
    d = max;
  }
  const tx = s[0] + dx;
  const ty = s[1] + dy;
  const h = Math.sqrt(Math.max(0, len1 * len1 - (d / 2) ** 2));
  let px = -dy / d;
  let py = dx / d;
  if (px * side + py * 0.4 < 0) {
    px = -px;
    py = -py;
  }
  return [s, [(s[0] + tx) / 2 + px * h, (s[1] + ty) / 2 + py * h], [tx, ty]];
}

function hairBack(c: ChildDesign): string {
  const h = c.hair;
  switch (c.look.hairStyle) {
    case 'long-straight':
      return `<path d="M -84 -310 Q -96 -200 -74 -176 L 74 -176 Q 96 -200 84 -310 Z" fill="${h}" ${S}/>`;
    case 'long-curly':
      return `<path d="M -86 -320 Q -120 -270 -96 -240 Q -124 -210 -90 -180 Q -60 -160 -30 -176 Q 0 -160 30 -176 Q 60 -160 90 -180 Q 124 -210 96 -240 Q 120 -270 86 -320 Z" fill="${h}" ${S}/>`;
    case 'afro':
      return `<circle cx="0" cy="-318" r="112" fill="${h}" ${S}/>`;
    case 'ponytail':
      return `<path d="M 60 -350 Q 150 -350 140 -250 Q 132 -190 100 -170 Q 118 -240 70 -300 Z" fill="${h}" ${S}/><circle cx="72" cy="-340" r="12" fill="#ef476f" ${S4}/>`;
    case 'pigtails':
      return (
        `<path d="M -70 -320 Q -150 -320 -140 -230 Q -120 -250 -76 -280 Z" fill="${h}" ${S}/><path d="M 70 -320 Q 150 -320 140 -230 Q 120 -250 76 -280 Z" fill="${h}" ${S}/>` +
        `<circle cx="-82" cy="-316" r="11" fill="#ef476f" ${S4}/><circle cx="82" cy="-316" r="11" fill="#ef476f" ${S4}/>`
      );
    case 'bun':
      return `<circle cx="0" cy="-392" r="36" fill="${h}" ${S}/>`;
    default:
      return '';
  }
}

function hairFront(c: ChildDesign): string {
  const h = c.hair;
  const cap = `<path d="M -80 -296 Q -84 -384 0 -388 Q 84 -384 80 -296 Q 44 -342 -8 -330 Q -50 -350 -80 -296 Z" fill="${h}" ${S}/>`;
  switch (c.look.hairStyle) {
    case 'short-curly':
    case 'long-curly':
      return [-62, -34, -4, 28, 58]
        .map((x) => `<circle cx="${x}" cy="${-350 + Math.abs(x) / 2.2}" r="30" fill="${h}" ${S}/>`)
        .join('');
    case 'afro':
      return `<path d="M -76 -300 Q -70 -362 0 -366 Q 70 -362 76 -300 Q 40 -330 0 -326 Q -40 -330 -76 -300 Z" fill="${h}"/>`;
    case 'buzz':
      return `<path d="M -77 -300 Q -78 -378 0 -380 Q 78 -378 77 -300 Q 40 -330 0 -332 Q -40 -330 -77 -300 Z" fill="${h}" fill-opacity="0.85" ${S4}/>`;
    case 'braids':
      return (
        cap +
        [-1, 1]
          .map(
            (s) =>
              `<path d="M ${s * 70} -290 L ${s * 86} -170" stroke="${INK}" stroke-width="34" stroke-linecap="round"/><path d="M ${s * 70} -290 L ${s * 86} -170" stroke="${h}" stroke-width="24" stroke-linecap="round"/>` +
              [0, 1, 2]
                .map(
                  (i) => `<path d="M ${s * 62 + s * i * 5} ${-262 + i * 32} l ${s * 22} 8" ${S4}/>`,
                )
                .join('') +
              `<circle cx="${s * 86}" cy="-162" r="9" fill="#ef476f" ${S4}/>`,
          )
          .join('')
      );
    default:
      return cap;
  }
}

function face(c: ChildDesign, mood: Mood, p: PoseSpec, b: Build): string {
  const eyes = p.eyes;
  const y = -298;
  // Eyes drawn in the head's own frame: an older child's are smaller for the head.
  const eyeK = (b.eyeR / 9) * (78 / b.headR);
  const closed = eyes === 'closed' || mood === 'sleepy';
  const dx = eyes === 'side' ? 7 : 0;
  const dy = eyes === 'down' ? 6 : eyes === 'up' ? -7 : 0;
  let out = '';
  if (closed) {
    out += `<path d="M -40 ${y} q 12 10 24 0 M 16 ${y} q 12 10 24 0" fill="none" ${S}/>`;
  } else if (mood === 'excited' || mood === 'proud') {
    out += `<path d="M -40 ${y + 4} q 12 -14 24 0 M 16 ${y + 4} q 12 -14 24 0" fill="none" ${S}/>`;
  } else {
    const r = (mood === 'surprised' ? 11 : 9) * eyeK;
    out += `<circle cx="${-28 + dx}" cy="${y + dy}" r="${r}" fill="${INK}"/><circle cx="${28 + dx}" cy="${y + dy}" r="${r}" fill="${INK}"/>`;
    out += `<circle cx="${-25 + dx}" cy="${y + dy - 3}" r="3" fill="#fff"/><circle cx="${31 + dx}" cy="${y + dy - 3}" r="3" fill="#fff"/>`;
  }
  const brows: Partial<Record<Mood, string>> = {
    worried: `M -44 ${y - 26} L -16 ${y - 34} M 16 ${y - 34} L 44 ${y - 26}`,
    sad: `M -44 ${y - 24} L -16 ${y - 32} M 16 ${y - 32} L 44 ${y - 24}`,
    brave: `M -44 ${y - 34} L -16 ${y - 26} M 16 ${y - 26} L 44 ${y - 34}`,
    surprised: `M -42 ${y - 34} q 14 -10 28 0 M 14 ${y - 34} q 14 -10 28 0`,
    curious: `M -42 ${y - 30} q 14 -6 28 0 M 14 ${y - 38} q 14 -8 28 0`,
  };
  if (brows[mood])
    out += `<path d="${brows[mood]}" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`;
  const m = y + 32;
  const mouths: Record<Mood, string> = {
    happy: `<path d="M -16 ${m} Q 0 ${m + 16} 16 ${m}" fill="none" ${S}/>`,
    excited: `<path d="M -20 ${m - 2} Q 0 ${m + 28} 20 ${m - 2} Z" fill="#b5374a" ${S4}/>`,
    proud: `<path d="M -20 ${m - 2} Q 0 ${m + 22} 20 ${m - 2}" fill="none" ${S}/>`,
    calm: `<path d="M -12 ${m} Q 0 ${m + 9} 12 ${m}" fill="none" ${S}/>`,
    curious: `<ellipse cx="4" cy="${m + 4}" rx="7" ry="8" fill="#b5374a" ${S4}/>`,
    worried: `<path d="M -14 ${m + 6} q 7 -6 14 0 q 7 6 14 0" fill="none" ${S}/>`,
    sad: `<path d="M -14 ${m + 10} Q 0 ${m - 2} 14 ${m + 10}" fill="none" ${S}/>`,
    sleepy: `<path d="M -10 ${m + 2} Q 0 ${m + 8} 10 ${m + 2}" fill="none" ${S}/>`,
    surprised: `<ellipse cx="0" cy="${m + 6}" rx="11" ry="14" fill="#b5374a" ${S4}/>`,
    brave: `<path d="M -18 ${m} Q 0 ${m + 14} 18 ${m}" fill="none" ${S}/>`,
  };
  out += p.mouth
    ? `<path d="M -22 ${m - 4} Q 0 ${m + 34} 22 ${m - 4} Z" fill="#b5374a" ${S4}/><path d="M -10 ${m + 14} Q 0 ${m + 8} 10 ${m + 14}" fill="none" stroke="#f08a8a" stroke-width="6"/>`
    : mouths[mood];
  if (p.tears)
    out += `<path d="M -36 ${y + 14} q -10 20 0 30 q 10 -10 0 -30 Z M 36 ${y + 14} q -10 20 0 30 q 10 -10 0 -30 Z" fill="#7fc8f8" ${S4}/>`;
  out += `<ellipse cx="-48" cy="${y + 18}" rx="14" ry="8" fill="#f08a8a" fill-opacity="0.55"/><ellipse cx="48" cy="${y + 18}" rx="14" ry="8" fill="#f08a8a" fill-opacity="0.55"/>`;
  if (c.look.glasses) {
    out += `<g fill="#ffffff" fill-opacity="0.25" stroke="${c.glassesColour}" stroke-width="6"><circle cx="-28" cy="${y}" r="21"/><circle cx="28" cy="${y}" r="21"/></g><path d="M -7 ${y - 2} Q 0 ${y - 8} 7 ${y - 2} M -49 ${y - 4} L -74 ${y - 12} M 49 ${y - 4} L 74 ${y - 12}" fill="none" stroke="${c.glassesColour}" stroke-width="6" stroke-linecap="round"/>`;
  }
  return out;
}

export interface DrawnChild {
  /** The figure, feet (or seat) at (0, 0). */
  svg: string;
  /** Where a held object's centre goes, in the same frame; null when the pose holds nothing. */
  holdAt: Pt | null;
  /** Top of the head (for marks above it). */
  top: number;
  /** The head's centre, for framing close-ups. */
  headAt: Pt;
  /** The hands (left, right), for touching what the pose reaches for. */
  hands: [Pt, Pt];
}

/** A hand: a palm with a thumb, turned along the forearm. */
function hand(c: ChildDesign, elbow: Pt, at: Pt, r: number, side: -1 | 1): string {
  const a = Math.atan2(at[1] - elbow[1], at[0] - elbow[0]);
  const tx = at[0] + Math.cos(a - side * 1.3) * r * 0.85;
  const ty = at[1] + Math.sin(a - side * 1.3) * r * 0.85;
  return (
    `<ellipse cx="${f1(tx)}" cy="${f1(ty)}" rx="${f1(r * 0.45)}" ry="${f1(r * 0.38)}" fill="${c.skin}" ${S4}/>` +
    `<circle cx="${f1(at[0])}" cy="${f1(at[1])}" r="${f1(r)}" fill="${c.skin}" ${S}/>`
  );
}

function shoe(c: ChildDesign, x: number, y: number, side: -1 | 1, b: Build): string {
  const sole =
    b.clothes === 'tee' || b.clothes === 'hoodie'
      ? `<path d="M ${f1(x - 30 + side * 8)} ${f1(y + 12)} L ${f1(x + 30 + side * 8)} ${f1(y + 12)}" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>`
      : '';
  const colour = b.clothes === 'hoodie' ? '#2d3047' : b.clothes === 'tee' ? '#3a5a8c' : '#5a3b2e';
  return (
    `<ellipse cx="${f1(x + side * 10)}" cy="${f1(y + 4)}" rx="${f1(30)}" ry="15" fill="${colour}" ${S}/>` +
    sole
  );
}

/** The clothes over the torso: dungarees, a shirt, a striped tee or a hoodie; a pinafore over. */
function torso(c: ChildDesign, b: Build, sy: number, hy: number): string {
  const w = b.shoulderW + 4;
  const hw = w + 6;
  const top = `<path d="M ${-w} ${sy - 10} Q 0 ${sy - 28} ${w} ${sy - 10} L ${hw} ${hy + 8} L ${-hw} ${hy + 8} Z" fill="${c.shirt}" ${S}/>`;
  let out = top;
  const mid = (sy + hy) / 2;
  if (b.clothes === 'tee')
    out += `<path d="M ${-w + 4} ${f1(mid - 14)} L ${w - 4} ${f1(mid - 14)} L ${w} ${f1(mid + 6)} L ${-w} ${f1(mid + 6)} Z" fill="#ffffff" fill-opacity="0.7"/>`;
  if (b.clothes === 'hoodie')
    out +=
      `<path d="M ${-w + 14} ${sy - 14} Q 0 ${sy + 40} ${w - 14} ${sy - 14} Q 0 ${sy + 10} ${-w + 14} ${sy - 14} Z" fill="${mix(c.shirt, '#000000', 0.18)}" ${S4}/>` +
      `<path d="M -10 ${sy + 8} l -4 36 M 10 ${sy + 8} l 4 36" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M ${-w * 0.6} ${f1(hy - 4)} L ${-w * 0.45} ${f1(mid + 6)} L ${w * 0.45} ${f1(mid + 6)} L ${w * 0.6} ${f1(hy - 4)} Z" fill="${mix(c.shirt, '#000000', 0.1)}" ${S4}/>`;
  if (c.dress) {
    out += `<path d="M ${-w * 0.75} ${f1(sy + 20)} L ${w * 0.75} ${f1(sy + 20)} L ${hw + 24} ${hy + 40} Q 0 ${hy + 54} ${-hw - 24} ${hy + 40} Z" fill="${c.trousers}" ${S}/><circle cx="${-w * 0.45}" cy="${f1(sy + 34)}" r="6" fill="#fff"/><circle cx="${w * 0.45}" cy="${f1(sy + 34)}" r="6" fill="#fff"/>`;
  } else if (b.clothes === 'dungarees') {
    out += `<path d="M ${-w * 0.6} ${f1(mid - 6)} L ${w * 0.6} ${f1(mid - 6)} L ${hw} ${hy + 8} L ${-hw} ${hy + 8} Z" fill="${c.trousers}" ${S}/><path d="M ${-w * 0.5} ${f1(mid - 6)} L ${-w * 0.55} ${sy - 8} M ${w * 0.5} ${f1(mid - 6)} L ${w * 0.55} ${sy - 8}" stroke="${c.trousers}" stroke-width="12"/><circle cx="${-w * 0.45}" cy="${f1(mid)}" r="6" fill="#ffd166"/><circle cx="${w * 0.45}" cy="${f1(mid)}" r="6" fill="#ffd166"/><rect x="-20" y="${f1(mid + 8)}" width="40" height="28" rx="5" fill="${mix(c.trousers, '#ffffff', 0.15)}" ${S4}/>`;
  } else {
    out += `<path d="M ${-hw} ${hy - 6} L ${hw} ${hy - 6} L ${hw} ${hy + 12} L ${-hw} ${hy + 12} Z" fill="${c.trousers}" ${S4}/>`;
  }
  return out;
}

/**
 * The child in a pose, built for its age band. `held` is drawn between the body and the arms, at
 * `holdAt`. Same design, same colours and hair on every page; only pose and face change.
 */
export function drawChild(
  c: ChildDesign,
  pose: Pose,
  mood: Mood,
  held = '',
  b: Build = BUILDS.preschool,
): DrawnChild {
  const p = POSE_SPECS[pose];
  const hipY = -(b.legLen + 6);
  const shY = hipY - b.torso;
  const headY = shY - b.headR * 0.96;
  const hipX = b.shoulderW * 0.48;
  const HL: Pt = [-hipX, hipY];
  const HR: Pt = [hipX, hipY];
  const SL: Pt = [-b.shoulderW, shY];
  const SR: Pt = [b.shoulderW, shY];
  // The frame: sitting lowers the body onto its seat, crouching onto its heels.
  let dy = 0;
  let legs: [Pt[], Pt[]];
  const L = b.legLen;
  if (p.sit) {
    dy = L * 0.86;
    const foot = (h: Pt, side: -1 | 1): Pt[] => [
      h,
      [h[0] + side * 10 + L * 0.55, h[1] + 8],
      [h[0] + side * 10 + L * 0.62, -dy],
    ];
    legs = [foot(HL, -1), foot(HR, 1)];
  } else if (p.crouch) {
    dy = L * 0.5;
    const fold = (h: Pt, side: -1 | 1): Pt[] => [
      h,
      [h[0] + side * 8 + L * 0.42, h[1] - L * 0.12],
      [h[0] + side * 14 + L * 0.08, -dy],
    ];
    legs = [fold(HL, -1), fold(HR, 1)];
  } else if (p.kneel) {
    dy = L * 0.46;
    const knee = (h: Pt, side: -1 | 1): Pt[] => [
      h,
      [h[0] + side * 6 + L * 0.12, -dy],
      [h[0] + side * 6 - L * 0.42, -dy],
    ];
    legs = [knee(HL, -1), knee(HR, 1)];
  } else if (p.straddle) {
    dy = L * 0.6;
    const astride = (h: Pt, side: -1 | 1): Pt[] => [
      h,
      [h[0] + side * L * 0.45, h[1] + L * 0.2],
      [h[0] + side * L * 0.5, -dy],
    ];
    legs = [astride(HL, -1), astride(HR, 1)];
  } else {
    const leg = (h: Pt, angle: number, side: -1 | 1): Pt[] => {
      const a = (angle * Math.PI) / 180;
      return [h, [h[0] + side * L * Math.sin(a), h[1] + L * Math.cos(a)]];
    };
    legs = [leg(HL, p.legL, -1), leg(HR, p.legR, 1)];
  }
  let body = '';
  // Long hair behind the body.
  const headScale = b.headR / 78;
  const inHead = (svg: string) =>
    `<g transform="translate(0 ${f1(headY)}) scale(${headScale.toFixed(3)}) translate(0 298)">${svg}</g>`;
  body += inHead(hairBack(c));
  if (b.clothes === 'hoodie')
    body += `<path d="M ${-b.shoulderW * 0.7} ${f1(shY - 6)} Q 0 ${f1(shY - 70)} ${b.shoulderW * 0.7} ${f1(shY - 6)} Z" fill="${mix(c.shirt, '#000000', 0.18)}" ${S}/>`;
  // Legs and shoes.
  const trousers = b.clothes === 'hoodie' ? mix(c.trousers, '#1d3557', 0.35) : c.trousers;
  const legColour =
    c.dress && b.clothes !== 'dungarees' ? mix(c.trousers, '#000000', 0.25) : trousers;
  for (const [i, lg] of legs.entries()) {
    body += limb(lg as [number, number][], legColour, b.legW);
    const foot = lg[lg.length - 1]!;
    body += shoe(c, foot[0], foot[1], i ? 1 : -1, b);
  }
  body += torso(c, b, shY, hipY);
  // Head: turned a little with the pose.
  const head = inHead(
    `<circle cx="0" cy="-298" r="78" fill="${c.skin}" ${S}/>` +
      `<ellipse cx="-78" cy="-292" rx="12" ry="18" fill="${c.skin}" ${S4}/><ellipse cx="78" cy="-292" rx="12" ry="18" fill="${c.skin}" ${S4}/>` +
      hairFront(c) +
      face(c, mood, p, b),
  );
  body += `<rect x="-13" y="${f1(shY - 26)}" width="26" height="30" fill="${c.skin}"/>`;
  body += p.tilt ? `<g transform="rotate(${p.tilt} 0 ${f1(shY)})">${head}</g>` : head;
  // What the child holds, then the arms over it.
  const k = b.arm / BASE_ARM;
  const target = (h: Pt, side: -1 | 1): Pt => [
    side * b.shoulderW + (h[0] - side * BASE_SHOULDER_X) * k,
    shY + (h[1] - BASE_SHOULDER_Y) * k,
  ];
  const armL = twoBone(SL, target(p.handL, -1), b.arm / 2, b.arm / 2, -1);
  const armR = twoBone(SR, target(p.handR, 1), b.arm / 2, b.arm / 2, 1);
  let holdAt: Pt | null = null;
  if (p.hold === 'both')
    holdAt = [(armL[2][0] + armR[2][0]) / 2, (armL[2][1] + armR[2][1]) / 2 + 6];
  else if (p.hold === 'L') holdAt = armL[2];
  else if (p.hold === 'R') holdAt = armR[2];
  if (held && holdAt)
    body += `<g transform="translate(${f1(holdAt[0])} ${f1(holdAt[1])})">${held}</g>`;
  for (const [i, a] of [armL, armR].entries()) {
    body += limb(a, c.shirt, b.armW);
    body += hand(c, a[1], a[2], 16 + b.armW * 0.05, i ? 1 : -1);
  }
  if (p.lift) dy -= p.lift;
  let transform = `translate(0 ${f1(dy)})`;
  if (p.lean) transform += ` rotate(${p.lean} 0 ${f1(-dy)})`;
  if (p.lie) transform = `translate(0 -60) rotate(-90)`;
  const svg = `<g transform="${transform}">${body}</g>`;
  const map = (pt: Pt): Pt => (p.lie ? [pt[1], -pt[0] - 60] : [pt[0], pt[1] + dy]);
  const top = headY - b.headR * 1.25;
  return {
    svg,
    holdAt: holdAt ? map(holdAt) : null,
    top: p.lie ? -150 : top + dy,
    headAt: map([0, headY]),
    hands: [map(armL[2]), map(armR[2])],
  };
}
