import type { Mood, Pose } from '@shop/contracts';
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
    handL: [70, -210],
    handR: [110, -220],
    legL: 70,
    legR: 70,
    sit: true,
    lean: 6,
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

/** Shoulders and hips, in the standing frame (feet at 0, head centre at (0, -300)). */
const SHOULDER_L: Pt = [-56, -222];
const SHOULDER_R: Pt = [56, -222];
const HIP_L: Pt = [-27, -118];
const HIP_R: Pt = [27, -118];
const UPPER = 62;
const LOWER = 60;

/** Two-bone arm to a hand target; the elbow bends outward and down. */
function armPoints(s: Pt, t: Pt, side: -1 | 1): [Pt, Pt, Pt] {
  let dx = t[0] - s[0];
  let dy = t[1] - s[1];
  let d = Math.hypot(dx, dy);
  const max = UPPER + LOWER - 0.5;
  if (d > max) {
    dx *= max / d;
    dy *= max / d;
    d = max;
  }
  const tx = s[0] + dx;
  const ty = s[1] + dy;
  const h = Math.sqrt(Math.max(0, UPPER * UPPER - (d / 2) ** 2));
  let px = -dy / d;
  let py = dx / d;
  if (px * side + py * 0.4 < 0) {
    px = -px;
    py = -py;
  }
  return [s, [(s[0] + tx) / 2 + px * h, (s[1] + ty) / 2 + py * h], [tx, ty]];
}

function legPoint(hip: Pt, angle: number, side: -1 | 1, len = 112): Pt {
  const a = (angle * Math.PI) / 180;
  return [hip[0] + side * len * Math.sin(a), hip[1] + len * Math.cos(a)];
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

function face(c: ChildDesign, mood: Mood, eyes: PoseSpec['eyes']): string {
  const y = -298;
  const closed = eyes === 'closed' || mood === 'sleepy';
  const dx = eyes === 'side' ? 7 : 0;
  const dy = eyes === 'down' ? 6 : eyes === 'up' ? -7 : 0;
  let out = '';
  if (closed) {
    out += `<path d="M -40 ${y} q 12 10 24 0 M 16 ${y} q 12 10 24 0" fill="none" ${S}/>`;
  } else if (mood === 'excited' || mood === 'proud') {
    out += `<path d="M -40 ${y + 4} q 12 -14 24 0 M 16 ${y + 4} q 12 -14 24 0" fill="none" ${S}/>`;
  } else {
    const r = mood === 'surprised' ? 11 : 9;
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
  out += mouths[mood];
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
}

/**
 * The child in a pose. `held` is drawn between the body and the arms, at `holdAt`.
 * Same design, same colours and hair on every page; only pose and face change.
 */
export function drawChild(c: ChildDesign, pose: Pose, mood: Mood, held = ''): DrawnChild {
  const p = POSE_SPECS[pose];
  const legs = p.sit
    ? [legPoint(HIP_L, 75, -1, 100), legPoint(HIP_R, 75, 1, 100)]
    : [legPoint(HIP_L, p.legL, -1), legPoint(HIP_R, p.legR, 1)];
  let body = hairBack(c);
  // Legs and shoes.
  body += limb([HIP_L, legs[0]!], c.trousers, 34) + limb([HIP_R, legs[1]!], c.trousers, 34);
  body += `<ellipse cx="${f1(legs[0]![0] - 10)}" cy="${f1(legs[0]![1] + 4)}" rx="28" ry="14" fill="#5a3b2e" ${S}/><ellipse cx="${f1(legs[1]![0] + 10)}" cy="${f1(legs[1]![1] + 4)}" rx="28" ry="14" fill="#5a3b2e" ${S}/>`;
  // Torso: a shirt, or a pinafore dress over it.
  body += `<path d="M -60 -232 Q 0 -250 60 -232 L 66 -110 L -66 -110 Z" fill="${c.shirt}" ${S}/>`;
  if (c.dress) {
    body += `<path d="M -44 -206 L 44 -206 L 84 -84 Q 0 -70 -84 -84 Z" fill="${c.trousers}" ${S}/><circle cx="-26" cy="-190" r="6" fill="#fff"/><circle cx="26" cy="-190" r="6" fill="#fff"/>`;
  } else {
    body += `<path d="M -66 -122 L 66 -122 L 66 -104 L -66 -104 Z" fill="${c.trousers}" ${S4}/>`;
  }
  // Head: turned a little with the pose.
  const head =
    `<circle cx="0" cy="-298" r="78" fill="${c.skin}" ${S}/>` +
    `<ellipse cx="-78" cy="-292" rx="12" ry="18" fill="${c.skin}" ${S4}/><ellipse cx="78" cy="-292" rx="12" ry="18" fill="${c.skin}" ${S4}/>` +
    hairFront(c) +
    face(c, mood, p.eyes);
  body += p.tilt ? `<g transform="rotate(${p.tilt} 0 -230)">${head}</g>` : head;
  // What the child holds, then the arms over it.
  const armL = armPoints(SHOULDER_L, p.handL, -1);
  const armR = armPoints(SHOULDER_R, p.handR, 1);
  let holdAt: Pt | null = null;
  if (p.hold === 'both')
    holdAt = [(armL[2][0] + armR[2][0]) / 2, (armL[2][1] + armR[2][1]) / 2 + 6];
  else if (p.hold === 'L') holdAt = armL[2];
  else if (p.hold === 'R') holdAt = armR[2];
  if (held && holdAt)
    body += `<g transform="translate(${f1(holdAt[0])} ${f1(holdAt[1])})">${held}</g>`;
  for (const a of [armL, armR]) {
    body += limb(a, c.shirt, 32);
    body += `<circle cx="${f1(a[2][0])}" cy="${f1(a[2][1])}" r="17" fill="${c.skin}" ${S}/>`;
  }
  // The frame: sitting lowers the body onto its seat, lying turns it on its side.
  let dy = p.sit ? 100 : 0;
  if (p.lift) dy -= p.lift;
  let transform = `translate(0 ${dy})`;
  if (p.lean) transform += ` rotate(${p.lean} 0 ${-dy})`;
  if (p.lie) transform = 'translate(0 -60) rotate(-90)';
  const svg = `<g transform="${transform}">${body}</g>`;
  const map = (pt: Pt | null): Pt | null => {
    if (!pt) return null;
    if (p.lie) return [pt[1], -pt[0] - 60];
    return [pt[0], pt[1] + dy];
  };
  return { svg, holdAt: map(holdAt), top: p.lie ? -150 : -400 + dy };
}
