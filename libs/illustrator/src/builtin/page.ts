import {
  HAIR_COLORS,
  type HairColor,
  SKIN_TONES,
  type SkinTone,
  type Framing,
  type PageScene,
  type Pose,
  type SceneFigure,
  type Viewpoint,
} from '@shop/contracts';
import { between, pick, rng, seedOf } from '../rng';
import type { IllustrationRequest } from '../types';
import { castDrawing, drawCast, isPerson } from './cast';
import { ANIMAL_SIZES } from './characters';
import {
  type Build,
  type ChildDesign,
  childDesign,
  type DrawnChild,
  drawChild,
  POSE_SPECS,
} from './child';
import { mix } from './colour';
import { thingInHand } from './in-hand';
import { f1, INK, place } from './ink';
import { completeLook, SKIN_COLOURS } from './look';
import { drawObject, hidingCover, propBox } from './objects';
import { poseLook } from './poses';
import { PROP_DRAWINGS } from './props';
import { drawSetting, SETTING_DRAWINGS, type World } from './settings';

/**
 * One story page drawn from its PageScene: a camera (framing and viewpoint) over the setting, the
 * figures placed as the action asks (facing whom they act toward, touching when they hug or give,
 * in depth), the key object in its state, then light, shadow, depth and paper.
 */

/** Figure scale (drawing units to the 1000-unit picture) and where the horizon sits, per camera. */
const CAMERA: Readonly<
  Record<Framing, { k: number; bg: number; horizon: Readonly<Record<Viewpoint, number>> }>
> = {
  wide: { k: 0.7, bg: 1.2, horizon: { level: 560, low: 760, high: 300 } },
  medium: { k: 0.95, bg: 1.34, horizon: { level: 600, low: 830, high: 330 } },
  close: { k: 1.7, bg: 1.6, horizon: { level: 640, low: 900, high: 380 } },
};

/** Where the child's head sits in a close-up, by viewpoint. */
const CLOSE_HEAD: Readonly<Record<Viewpoint, number>> = { level: 420, low: 470, high: 370 };

/** Where the light comes from by time of day: x direction, warmth, strength. */
export type Light = (typeof LIGHT)[keyof typeof LIGHT];
export const LIGHT = {
  morning: { x: -1, colour: '#ffd9a0', shade: '#3d5a80', a: 0.2 },
  afternoon: { x: 0.6, colour: '#fff3c4', shade: '#2b3a67', a: 0.14 },
  evening: { x: 1, colour: '#ff9f5a', shade: '#3c2a63', a: 0.24 },
  night: { x: 0.5, colour: '#b9c8ff', shade: '#0b1433', a: 0.2 },
} as const;

/** Poses in which two figures touch. */
const TOUCHING = new Set<Pose>(['hug', 'give', 'ride', 'push', 'pull']);

export interface Placed {
  who: string;
  x: number;
  /** Feet line (picture units). */
  y: number;
  /** Drawing units to picture units. */
  s: number;
  /** Height and half width in drawing units. */
  h: number;
  hw: number;
  faceRight: boolean;
  depth: number;
  svg: string;
  /** Where its hands / mouth are in the picture (for a held object). */
  handAt?: [number, number];
}

export interface PageComposition {
  svg: string;
  figures: Placed[];
  horizon: number;
}

interface PageInput {
  req: IllustrationRequest;
  scene: PageScene;
  world: World;
  child: ChildDesign;
  build: Build;
  accent: string;
  /** The companion's drawing (identical on every page) and its height in drawing units. */
  character: string;
  characterTop: number;
  figuresOnly?: boolean;
  /** Drawn over the land, before the figures (sky light, fog); and in front of all (weather). */
  sky: string;
  overLand: string;
  front: string;
  defs: string;
  moodMarks: (x: number, y: number) => string;
  ladybird: (x: number, y: number) => string;
}

/** Clothes for the story's other children (never the hero's own shirt). */
const PEER_CLOTHES: readonly { shirt: string; trousers: string }[] = [
  { shirt: '#06d6a0', trousers: '#118ab2' },
  { shirt: '#ffd166', trousers: '#8d5a3c' },
  { shirt: '#9b5de5', trousers: '#3d405b' },
  { shirt: '#f15bb5', trousers: '#2b4162' },
  { shirt: '#00bbf9', trousers: '#5a3b2e' },
  { shirt: '#fb8500', trousers: '#264653' },
];

/**
 * A grown-up never wears the child's shirt colour (the teacher in the same blue as the child read
 * as one figure); their top takes another of the story clothes' colours.
 */
function notInChildsShirt(svg: string, shirt: string): string {
  const other = PEER_CLOTHES.find((c) => c.shirt.toLowerCase() !== shirt.toLowerCase())!.shirt;
  return svg.replace(new RegExp(`fill="${shirt}"`, 'gi'), `fill="${other}"`);
}

const isPeer = (kind: string | undefined): kind is 'girl' | 'boy' =>
  kind === 'girl' || kind === 'boy';

/**
 * A girl or boy of the story is drawn as the child is drawn: the same build for the age, every
 * pose the child has (sitting, laughing, reaching), with a look and clothes of their own that stay
 * the same on every page of the book. (As a small grown-up they stood stiffly beside the child,
 * with a grown-up's small head.)
 */
function peerDesign(storyId: string, who: string, kind: 'girl' | 'boy', hero: ChildDesign) {
  const own = completeLook({ glasses: false }, `${storyId}/${who}`, kind);
  // Told apart from the book's child at a glance: another skin tone and hair colour.
  const other = <T extends { value: string }>(list: readonly T[], mine: string, theirs: string) =>
    mine !== theirs
      ? mine
      : list[(list.findIndex((o) => o.value === mine) + 1) % list.length]!.value;
  const look = {
    ...own,
    skinTone: other(SKIN_TONES, own.skinTone, hero.look.skinTone) as SkinTone,
    hairColor: other(HAIR_COLORS, own.hairColor, hero.look.hairColor) as HairColor,
  };
  const r = rng(seedOf('peer', storyId, who));
  const clothes = pick(
    r,
    PEER_CLOTHES.filter((c) => c.shirt !== hero.shirt),
  );
  return childDesign(look, { ...clothes, dress: kind === 'girl' });
}

function sanitiseFigures(scene: PageScene): SceneFigure[] {
  return scene.figures.filter(
    (f) => f.who === 'child' || f.who === 'companion' || (f.kind && castDrawing(f.kind)),
  );
}

/** The book's own camera habits: which way the backdrop is turned, where its pans start. */
function bookCamera(storyId: string): { mirror: boolean; pan: number } {
  const r = rng(seedOf('camera', storyId));
  return { mirror: r() < 0.5, pan: r() };
}

/**
 * Where the camera looks along the backdrop on a page (-1 its left end, 1 its right) and how much
 * nearer it comes: pages in one place show different parts of it, as an illustrator walks the
 * reader down the street rather than redrawing one view. The golden-ratio step keeps any two pages
 * of a book apart (consecutive pages a third of the pan or more) without repeating a pattern.
 */
function pageCamera(book: { mirror: boolean; pan: number }, pageNumber: number, r: () => number) {
  const along = (book.pan + pageNumber * 0.618034) % 1;
  // Some pages look back the other way (a reverse shot: the bakery on the right now), on another
  // step, so that two pages that pan alike still differ.
  const back = (book.pan + pageNumber * 0.414214) % 1 >= 0.5;
  return { pan: along * 2 - 1, zoom: 1 + between(r, 0, 0.25), mirror: book.mirror !== back };
}

export function composePage(input: PageInput, outputPx: number): PageComposition {
  const { req, scene, world: w } = input;
  const r = rng(seedOf('layout', req.storyId, req.pageNumber));
  const cam = CAMERA[scene.framing];
  const setting = SETTING_DRAWINGS[scene.setting];
  const book = bookCamera(req.storyId);

  // ---- Camera over the backdrop: scale and shift so the horizon sits where the viewpoint puts it.
  const target = cam.horizon[scene.viewpoint];
  const view = pageCamera(book, req.pageNumber, r);
  let s = cam.bg * view.zoom;
  if (scene.viewpoint === 'high')
    s = Math.max(s, (1000 - target) / Math.max(120, 1000 - setting.horizon));
  const ty = Math.max(1000 - 1000 * s, Math.min(0, target - setting.horizon * s));
  const slack = 1000 * s - 1000;
  const tx = -slack / 2 + view.pan * (slack / 2);
  const horizon = setting.horizon * s + ty;
  // The backdrop's outlines are drawn softer than the figures' (a lighter, thinner line): the
  // place sits back and the people in it come forward, as in a painted picture book.
  const land = softLines(drawSetting(scene.setting, w), w.night);
  const turned = view.mirror ? `<g transform="translate(1000 0) scale(-1 1)">${land}</g>` : land;
  const backdrop = `<g id="camera" transform="translate(${f1(tx)} ${f1(ty)}) scale(${s.toFixed(3)})">${turned}</g>`;

  // ---- Figures.
  const figs = sanitiseFigures(scene);
  // Close up, the camera comes near enough that the feet leave the picture: heads and hands. The
  // camera's distance is set by the child standing: a crouching or sitting child is not drawn
  // bigger (that made a giant face cut off at the top).
  const body0 = drawChild(input.child, 'stand', 'happy', '', input.build);
  let k =
    scene.framing === 'close'
      ? Math.max(cam.k, (1040 - CLOSE_HEAD[scene.viewpoint]) / Math.max(120, -body0.headAt[1]))
      : cam.k;
  // A child lying down is as long as it stands tall (its head to the left): close up, the camera
  // steps back until the whole child fits across the picture.
  const standingHeight = -body0.top;
  const lyingDown = (pose: Pose | undefined) => pose === 'sleep' || pose === 'lie';
  if (scene.framing === 'close' && lyingDown(figs.find((f) => f.who === 'child')?.pose))
    k = Math.min(k, 900 / standingHeight);
  // What a thing hides behind outdoors: a bush, or in snow a drift.
  const cover = () => (w.snow ? '#eef4fa' : pick(r, w.leaves));
  const childFig = figs.find((f) => f.who === 'child');
  const anchor = childFig ?? figs[0];
  const placed: Placed[] = [];
  const light = LIGHT[scene.timeOfDay];

  // The feet line of the front row.
  const childBody = drawChild(input.child, childFig?.pose ?? 'stand', 'happy', '', input.build);
  const childH = -childBody.top;
  let feet: number;
  if (scene.framing === 'close') {
    feet = CLOSE_HEAD[scene.viewpoint] - childBody.headAt[1] * k;
  } else if (scene.framing === 'wide') {
    feet = Math.min(940, horizon + (1000 - horizon) * (scene.viewpoint === 'high' ? 0.45 : 0.6));
  } else {
    feet = { level: 915, low: 975, high: 860 }[scene.viewpoint];
    if (setting.indoor) feet = Math.max(feet, horizon + 140);
  }

  const peers = new Map<string, DrawnChild>();
  const peerBody = (f: SceneFigure & { kind: 'girl' | 'boy' }): DrawnChild => {
    let drawn = peers.get(f.who);
    if (!drawn) {
      const design = peerDesign(req.storyId, f.who, f.kind, input.child);
      drawn = drawChild(design, f.pose, f.mood ?? 'happy', '', input.build);
      peers.set(f.who, drawn);
    }
    return drawn;
  };
  const sizeOf = (f: SceneFigure): { h: number; hw: number; scale: number } => {
    if (f.who === 'child') return { h: childH, hw: 95 + input.build.shoulderW * 0.3, scale: 1 };
    // A peer: the child's build, a shade smaller so the book's own child stands out.
    if (isPeer(f.kind))
      return {
        h: -peerBody({ ...f, kind: f.kind }).top,
        hw: 95 + input.build.shoulderW * 0.3,
        scale: 0.97,
      };
    if (f.who === 'companion') {
      const scale = (430 * (ANIMAL_SIZES[req.animal] ?? 1)) / input.characterTop;
      return { h: input.characterTop, hw: 110, scale };
    }
    const d = castDrawing(f.kind!);
    const scale = isPerson(f.kind!) ? 0.95 : d.height > 300 ? 0.85 : 1;
    return { h: d.height, hw: isPerson(f.kind!) ? 80 : Math.min(140, d.height * 0.55), scale };
  };

  // The anchor on a third, the side alternating from page to page (never the same twice running).
  const third = scene.framing === 'wide' ? 0.3 : scene.framing === 'close' ? 0.38 : 0.34;
  const left = (req.pageNumber + (book.mirror ? 1 : 0)) % 2 === 0;
  const anchorX = 1000 * (left ? third : 1 - third) + between(r, -25, 25);
  const openSide = left ? 1 : -1;
  const positions = new Map<string, { x: number; y: number; depth: number; s: number }>();
  if (anchor) positions.set(anchor.who, { x: anchorX, y: feet, depth: 0, s: 1 });
  const mount =
    childFig?.pose === 'ride'
      ? (figs.find((f) => f.who === childFig.toward) ?? figs.find((f) => f.who === 'companion'))
      : undefined;
  // Who acts on whom: a figure touching the anchor takes the free side next to it; the rest
  // stand around in depth, further figures behind, smaller and higher.
  let row = 0;
  const sidesTaken = new Set<number>();
  for (const f of figs) {
    if (f === anchor) continue;
    const a = anchor!;
    const aSize = sizeOf(a);
    const fSize = sizeOf(f);
    if (f === mount) {
      positions.set(f.who, { x: anchorX, y: feet, depth: 0.5, s: 1 });
      continue;
    }
    const touch =
      (a.toward === f.who && TOUCHING.has(a.pose)) || (f.toward === a.who && TOUCHING.has(f.pose));
    const reach = (aSize.hw * aSize.scale + fSize.hw * fSize.scale) * k;
    const side = !sidesTaken.has(openSide) ? openSide : !sidesTaken.has(-openSide) ? -openSide : 0;
    if ((touch || row === 0) && side !== 0) {
      sidesTaken.add(side);
      const hug = f.pose === 'hug' || a.pose === 'hug';
      const gap = touch ? reach * (hug ? 0.55 : 0.95) : reach * 1.1;
      // One not touching the anchor stands a step further back: the two make a diagonal into
      // the picture rather than a row along its bottom (close up, the step would crop a face).
      const step = touch || scene.framing === 'close' ? 0 : 1;
      positions.set(f.who, {
        x: anchorX + side * gap,
        y: feet + 8 - step * (scene.framing === 'wide' ? 22 : 46),
        depth: 0,
        s: 1 - step * 0.07,
      });
    } else {
      const depth = Math.max(1, row);
      const back = scene.framing === 'close' ? 0.88 : 0.84 ** depth;
      const dy = (scene.framing === 'wide' ? 30 : 70) * depth;
      const behindSide = side || (row % 2 ? -openSide : openSide);
      const x = anchorX + behindSide * reach * (0.55 + 0.3 * depth);
      positions.set(f.who, { x, y: feet - dy, depth, s: back });
    }
    row++;
  }
  // Half a figure's width in the picture, at the camera's distance now.
  const half = (who: string) => {
    const z = sizeOf(figs.find((f) => f.who === who)!);
    return z.hw * z.scale * k * positions.get(who)!.s;
  };
  // Close up, everyone's face stays in the picture: a group wider than the picture huddles in,
  // overlapping more (a face cut in half at the edge reads as a mistake, not as a crop).
  if (scene.framing === 'close' && positions.size > 1) {
    const byX = [...positions.entries()].sort((a, b) => a[1].x - b[1].x);
    const [first, last] = [byX[0]!, byX[byX.length - 1]!];
    const centres = last[1].x - first[1].x;
    const room = 1000 - 2 * 24 - half(first[0]) - half(last[0]);
    if (centres > room) {
      // Part by stepping back (everyone smaller, about the child's head), part by huddling.
      const need = room / centres;
      const back = Math.max(0.72, need ** 0.6);
      const huddle = Math.max(0.6, need / back);
      const headY = CLOSE_HEAD[scene.viewpoint];
      k *= back;
      for (const p of positions.values()) {
        p.x = anchorX + (p.x - anchorX) * back * huddle;
        p.y = headY + (p.y - headY) * back;
      }
      feet = headY + (feet - headY) * back;
    }
  }
  // Keep everyone whole inside the picture (close up, a sliver may touch the edge).
  if (positions.size) {
    const lo = Math.min(...[...positions].map(([who, p]) => p.x - half(who)));
    const hi = Math.max(...[...positions].map(([who, p]) => p.x + half(who)));
    const margin = scene.framing === 'close' ? 10 : 24;
    const shift =
      hi - lo > 1000 - 2 * margin
        ? 500 - (lo + hi) / 2
        : Math.max(0, margin - lo) + Math.min(0, 1000 - margin - hi);
    for (const p of positions.values()) p.x += shift;
  }
  const xOf = (who: string | undefined): number | undefined =>
    who ? positions.get(who)?.x : undefined;

  // The key object's place, decided before the figures so they can face it.
  const obj = scene.object;
  const objPlace = obj ? PROP_DRAWINGS[obj.prop].place : undefined;
  const holder = obj && obj.state !== 'lost' ? obj.holder : undefined;
  const looker = figs.find((f) => f.toward === 'object');
  // The figure the others look at: an unheld object lies by it (a mitten by the mouse).
  const counts = new Map<string, number>();
  for (const f of figs) if (f.toward) counts.set(f.toward, (counts.get(f.toward) ?? 0) + 1);
  const focus = figs
    .filter((f) => f !== anchor && (counts.get(f.who) ?? 0) > 0)
    .sort((a, b) => (counts.get(b.who) ?? 0) - (counts.get(a.who) ?? 0))[0];
  // A small sleeper in a full container is drawn inside it (the mouse in the mitten).
  const inside =
    obj &&
    !obj.holder &&
    obj.state === 'full' &&
    focus?.kind &&
    castDrawing(focus.kind).height <= 130 &&
    (focus.pose === 'sleep' ||
      focus.pose === 'sit' ||
      focus.pose === 'lie' ||
      focus.pose === 'hide')
      ? focus
      : undefined;
  let objX = anchorX - openSide * 200 * k;
  if (focus && !looker && positions.get(focus.who)) {
    const p = positions.get(focus.who)!;
    objX = inside ? p.x : p.x + (p.x < anchorX ? -1 : 1) * (sizeOf(focus).hw + 80) * k * p.s;
  } else if (looker && positions.get(looker.who)) {
    const p = positions.get(looker.who)!;
    const toRight = p.x < 500;
    objX = p.x + (toRight ? 1 : -1) * (sizeOf(looker).hw + 90) * k * p.s;
  }
  // Close up, the object comes into the middle, where the faces and hands are.
  objX =
    scene.framing === 'close'
      ? Math.max(260, Math.min(740, objX))
      : Math.max(80, Math.min(920, objX));

  const faceOf = (f: SceneFigure, x: number): boolean => {
    const t = f.toward === 'object' ? objX : xOf(f.toward);
    if (t !== undefined && Math.abs(t - x) > 1) return t > x;
    if (f !== anchor) return (xOf(anchor?.who) ?? 500) > x;
    const other = figs.find((g) => g !== f);
    const ox = xOf(other?.who);
    return ox !== undefined ? ox > x : x < 500;
  };

  let heldByChild = '';
  if (obj && holder === 'child' && objPlace === 'hand' && childFig) {
    const spec = POSE_SPECS[childFig.pose];
    if (spec.hold) heldByChild = drawObject(obj.prop, obj.state, 'key', input.accent);
  } else if (childFig && holder !== 'child' && POSE_SPECS[childFig.pose].hold) {
    // Busy hands hold what the action names (the cornet played, the pencil written with).
    heldByChild = thingInHand(childFig.pose, scene.action, req.childName, obj?.prop)?.svg ?? '';
  }

  // Seen from above, figures foreshorten; seen from below, they loom a little taller.
  const eye = { level: '', low: ' scale(1 1.05)', high: ' scale(1 0.9)' }[scene.viewpoint];
  for (const f of figs) {
    const p = positions.get(f.who);
    if (!p || f === inside) continue;
    const size = sizeOf(f);
    const lying = f.who === 'child' && lyingDown(f.pose);
    // A lying child stretches out head to the left: the whole length stays in the picture.
    if (lying) p.x = Math.max(40 + standingHeight * k * p.s, Math.min(960, p.x));
    const faceRight = lying || faceOf(f, p.x);
    const fs = k * size.scale * p.s;
    let svg: string;
    let y = p.y;
    let handAt: [number, number] | undefined;
    const shadowAt = (x: number, yy: number, lift: number) => {
      const len = scene.timeOfDay === 'afternoon' ? 1 : 1.6;
      const rx = size.hw * fs * 1.1 * len;
      const cx = x - light.x * rx * 0.5;
      const fade = Math.max(0.12, 0.5 - lift * 0.0015);
      // Soft edged (a radial gradient), cast away from the light.
      return `<ellipse cx="${f1(cx)}" cy="${f1(yy + 4)}" rx="${f1(rx * 1.15)}" ry="${f1(rx * 0.2)}" fill="url(#cast)" fill-opacity="${fade.toFixed(2)}"/>`;
    };
    if (f.who === 'child') {
      if (mount) {
        const m = positions.get(mount.who)!;
        const ms = sizeOf(mount);
        // The seat on the mount's back, about halfway up its drawing.
        y = m.y - ms.h * ms.scale * k * m.s * 0.5 + input.build.legLen * 0.4 * k;
      }
      const drawn = drawChild(input.child, f.pose, f.mood ?? 'happy', heldByChild, input.build);
      const lie = f.pose === 'sleep' || f.pose === 'lie';
      const under =
        f.pose === 'sleep'
          ? `<rect x="-440" y="0" width="520" height="56" rx="20" fill="${mix(input.accent, '#ffffff', 0.5)}" stroke="${INK}" stroke-width="6"/><ellipse cx="-330" cy="2" rx="84" ry="36" fill="#ffffff" stroke="${INK}" stroke-width="6"/>`
          : '';
      const over =
        f.pose === 'sleep'
          ? `<path d="M -246 -120 Q -110 -160 30 -124 L 36 44 Q -110 60 -250 44 Z" fill="${mix(input.accent, '#ffffff', 0.25)}" stroke="${INK}" stroke-width="6"/>`
          : '';
      const slideUnder =
        f.pose === 'slide' || (f.pose === 'ride' && !mount)
          ? obj?.prop === 'sled' || scene.weather === 'snowy' || w.snow
            ? `<g transform="translate(20 10)">${PROP_DRAWINGS.sled.draw()}</g>`
            : `<path d="M -160 10 L 180 -40 L 180 -10 L -160 40 Z" fill="#ffd166" stroke="${INK}" stroke-width="6"/>`
          : '';
      const tilt = f.pose === 'slide' ? `<g transform="rotate(${faceRight ? 12 : 12})">` : '<g>';
      const body = `${tilt}${slideUnder}${under}${drawn.svg}${over}</g>`;
      svg = `<g id="child">${place(`<g class="pose-${f.pose}">${body}</g>`, p.x, y - (lie ? 30 * fs : 0), fs, !faceRight, eye)}</g>`;
      const hand = drawn.holdAt ?? drawn.hands[1];
      handAt = [p.x + (faceRight ? 1 : -1) * hand[0] * fs, y + hand[1] * fs];
      svg = (mount ? '' : shadowAt(p.x, p.y, 0)) + svg;
      if (f.pose === 'swim' || f.pose === 'splash')
        svg += water(p.x, y - (f.pose === 'swim' ? 150 : 10) * fs, 260 * fs, w);
      if (f.pose === 'hide')
        svg += place(
          hidingCover(setting.indoor, cover()),
          p.x + (faceRight ? 60 : -60) * fs,
          y + 6,
          fs * 1.3,
          !faceRight,
        );
      if (f.pose === 'climb')
        svg =
          place(
            setting.indoor
              ? `<rect x="-110" y="-120" width="220" height="120" rx="8" fill="#a0693a" stroke="${INK}" stroke-width="6"/>`
              : `<path d="M -170 0 Q -150 -150 -40 -170 Q 100 -180 170 0 Z" fill="#a7a9ac" stroke="${INK}" stroke-width="6"/><path d="M -80 -80 q 30 -14 60 0" fill="none" stroke="#8d8f92" stroke-width="6"/>`,
            p.x,
            p.y,
            fs,
          ) + svg;
      if (f.pose === 'plant' || f.pose === 'dig')
        svg += place(
          `<path d="M -80 0 Q -46 -50 0 -46 Q 46 -50 80 0 Z" fill="#8a5a35" stroke="${INK}" stroke-width="4"/>` +
            (f.pose === 'plant'
              ? `<path d="M 0 -46 q -4 -40 8 -70" fill="none" stroke="#3f8f4e" stroke-width="8"/><path d="M 6 -96 q -30 -10 -36 -34 q 30 0 36 34 Z" fill="#80b918" stroke="${INK}" stroke-width="4"/>`
              : ''),
          p.x + (faceRight ? 1 : -1) * 170 * fs,
          p.y + 8,
          fs,
        );
    } else if (isPeer(f.kind)) {
      const drawn = peerBody({ ...f, kind: f.kind });
      const lie = f.pose === 'sleep' || f.pose === 'lie';
      const body = place(
        `<g class="pose-${f.pose}">${drawn.svg}</g>`,
        p.x,
        p.y - (lie ? 30 * fs : 0),
        fs,
        !faceRight,
        eye,
      );
      svg = `<g id="figure-${f.who}"><g id="cast-${f.kind}">${body}</g></g>`;
      if (f.pose === 'swim' || f.pose === 'splash')
        svg += water(p.x, p.y - (f.pose === 'swim' ? 150 : 10) * fs, 260 * fs, w);
      if (f.pose === 'hide')
        svg += place(
          hidingCover(setting.indoor, cover()),
          p.x + (faceRight ? 60 : -60) * fs,
          p.y + 6,
          fs * 1.3,
          !faceRight,
        );
      svg = shadowAt(p.x, p.y, 0) + svg;
      const hand = drawn.holdAt ?? drawn.hands[1];
      handAt = [p.x + (faceRight ? 1 : -1) * hand[0] * fs, p.y + hand[1] * fs];
    } else {
      const isComp = f.who === 'companion';
      const kind = isComp ? req.animal : f.kind!;
      const person = !isComp && isPerson(f.kind!);
      const look = poseLook(kind, f.pose, size.h, person);
      const air = !isComp && castDrawing(f.kind!).place === 'air';
      const drawing = isComp
        ? input.character
        : drawCast(
            f.kind!,
            SKIN_COLOURS[
              pick(rng(seedOf('helper', req.storyId, f.who)), [
                'light',
                'medium',
                'tan',
                'brown',
                'very-light',
                'deep',
              ] as const)
            ],
          );
      // Cast drawings face right; the companion faces the reader: turning it is enough.
      const inner = `${look.behind}<g transform="${look.transform}">${person ? notInChildsShirt(drawing, input.child.shirt) : drawing}</g>${look.front}`;
      const lift = air ? size.h * 1.4 : look.lift;
      const yy = air ? p.y - lift * fs : p.y;
      svg = `<g id="figure-${f.who}" class="pose-${f.pose}">${place(inner, p.x, yy, fs, !faceRight, eye)}</g>`;
      if (look.water !== undefined) svg += water(p.x, p.y - 10 * fs, size.hw * fs * 1.6, w);
      if (f.pose === 'hide')
        svg += place(hidingCover(setting.indoor, cover()), p.x, p.y + 6, fs * 1.1, !faceRight);
      svg = shadowAt(p.x, p.y, lift) + svg;
      handAt = [p.x + (faceRight ? 1 : -1) * size.hw * 0.6 * fs, yy - size.h * 0.45 * fs];
    }
    placed.push({
      who: f.who,
      x: p.x,
      y: p.y,
      s: fs,
      h: size.h,
      hw: size.hw,
      faceRight,
      depth: p.depth,
      svg,
      handAt,
    });
  }

  // ---- The key object in its state, where the scene puts it.
  let objectSvg = '';
  let objectDepth = 0;
  if (obj) {
    const drawing = drawObject(obj.prop, obj.state, 'key', input.accent);
    const box = propBox(obj.prop);
    const propK = objPlace === 'ground' ? k * 0.9 : k * 1.15;
    if (obj.state === 'lost') {
      // Far away and small, on the horizon across the picture from the child.
      const lx = anchorX < 500 ? between(r, 700, 860) : between(r, 140, 300);
      const ly = Math.min(980, horizon + (setting.indoor ? 60 : 24));
      objectSvg = place(drawing, lx, ly, Math.max(0.06, k * 0.2));
      objectDepth = 9;
    } else if (holder === 'child' && heldByChild) {
      objectSvg = '';
    } else if (holder && placed.find((p) => p.who === holder)) {
      const hp = placed.find((p) => p.who === holder)!;
      if (objPlace === 'sky') {
        const sx = Math.max(120, Math.min(880, hp.x + (hp.faceRight ? 1 : -1) * 240 * k));
        const sy = Math.max(130, hp.y - (hp.h * hp.s + 260 * k));
        objectSvg =
          `<path d="M ${f1(hp.handAt![0])} ${f1(hp.handAt![1])} Q ${f1((hp.handAt![0] + sx) / 2 + 40)} ${f1((hp.handAt![1] + sy) / 2 + 60)} ${f1(sx)} ${f1(sy + 90 * k)}" fill="none" stroke="${INK}" stroke-width="3"/>` +
          place(drawing, sx, sy, Math.min(1.3, k * 1.1));
      } else if (objPlace === 'ground') {
        const gx = hp.x + (hp.faceRight ? 1 : -1) * (hp.hw * hp.s + 170 * propK);
        const [hx, hy] = hp.handAt!;
        objectSvg =
          place(drawing, gx, hp.y + 4, propK, !hp.faceRight) +
          `<path d="M ${f1(hx)} ${f1(hy)} Q ${f1((hx + gx) / 2)} ${f1(hp.y)} ${f1(gx - (hp.faceRight ? 1 : -1) * 120 * propK)} ${f1(hp.y - 40 * propK)}" fill="none" stroke="${INK}" stroke-width="${f1(Math.max(2, 5 * k))}"/>`;
      } else {
        const [hx, hy] = hp.handAt!;
        objectSvg = place(drawing, hx, hy, Math.max(k * 0.8, hp.s * 0.9));
      }
      objectDepth = -1;
    } else {
      const gy = (positions.get(anchor?.who ?? '')?.y ?? feet) + 10;
      const lift = objPlace === 'hand' ? (box.y + box.h) * propK : 0;
      // A kite or balloon on its own flies above everyone's heads, off to the open side.
      const tops = placed.map((p) => p.y - p.h * p.s);
      const sky = objPlace === 'sky';
      const ox = sky ? Math.max(130, Math.min(870, anchorX + openSide * 320 * k)) : objX;
      const oy = sky
        ? Math.max(120, Math.min(560, horizon - 260, ...tops.map((t) => t - 120)))
        : gy - lift;
      objectSvg = place(drawing, ox, oy, sky ? Math.min(1.3, k * 1.1) : propK);
      // Whoever pulls it holds a rope to it.
      for (const puller of placed.filter(
        (p) => p.handAt && figs.find((f) => f.who === p.who)?.pose === 'pull',
      )) {
        if (figs.find((f) => f.who === puller.who)?.toward !== 'object') continue;
        const [hx, hy] = puller.handAt!;
        const ex = objX + (hx < objX ? -1 : 1) * box.w * 0.4 * propK;
        const ey = oy - box.h * 0.3 * propK;
        objectSvg += `<path d="M ${f1(hx)} ${f1(hy)} Q ${f1((hx + ex) / 2)} ${f1(Math.max(hy, ey) + 30 * k)} ${f1(ex)} ${f1(ey)}" fill="none" stroke="${INK}" stroke-width="${f1(Math.max(2, 6 * k))}" stroke-linecap="round"/>`;
      }
      if (obj.state === 'hidden')
        objectSvg += place(
          hidingCover(setting.indoor, cover()),
          objX + 30 * propK,
          gy,
          propK * 1.2,
        );
      // A big thing on the ground (a boat, a tent) stands behind the front row, never over it.
      objectDepth = objPlace === 'ground' ? 0.5 : -1;
    }
  }

  // ---- Depth order: back rows first, then the object, then the front row.
  // Back rows first; in a row, the child last: the one the book is about is never hidden.
  placed.sort(
    (a, b) =>
      b.depth - a.depth || Number(a.who === 'child') - Number(b.who === 'child') || a.y - b.y,
  );
  const mountWho = mount?.who;
  const ordered = [
    ...placed.filter((p) => p.depth > 0 && p.who !== 'child' && p.who !== mountWho),
    ...(objectDepth > 0 ? [objectSvg] : []),
    ...placed.filter((p) => p.who === mountWho).map((p) => p.svg),
    ...placed.filter((p) => p.depth <= 0 || p.who === 'child').filter((p) => p.who !== mountWho),
  ];
  let figureSvg = '';
  const gradients = new Map<string, string>();
  for (const item of ordered)
    figureSvg +=
      typeof item === 'string'
        ? item
        : input.figuresOnly
          ? item.svg
          : modelled(item, light, w.night, setting.indoor, gradients);
  if (objectDepth <= 0 && objectSvg) figureSvg += objectSvg;
  if (childFig && scene.framing !== 'close') {
    const cp = placed.find((p) => p.who === 'child');
    if (cp) {
      const top = cp.y - cp.h * cp.s;
      figureSvg += input.moodMarks(
        cp.x + (cp.faceRight ? -1 : 1) * 150 * cp.s,
        Math.max(90, top + 30),
      );
    }
  }

  const defs = `<defs>${input.defs}${styleDefs(scene, w)}${[...gradients.values()].join('')}</defs>`;
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${outputPx}" height="${outputPx}" viewBox="0 0 1000 1000">`;
  if (input.figuresOnly)
    return { svg: `${head}${defs}${figureSvg}</svg>`, figures: placed, horizon };

  const haze = setting.indoor
    ? `<rect width="1000" height="1000" fill="${mix(input.accent, '#ffffff', 0.6)}" fill-opacity="0.07"/>`
    : `<rect x="0" y="${f1(horizon - 260)}" width="1000" height="${f1(420)}" fill="url(#haze)"/>`;
  const soft =
    scene.framing === 'close'
      ? `<rect width="1000" height="1000" fill="${setting.indoor ? '#fff6e8' : '#eef6ff'}" fill-opacity="0.3"/>`
      : '';
  const foreground =
    setting.indoor || scene.framing === 'close' ? '' : foregroundClumps(w, r, scene.framing);
  const bug =
    scene.framing === 'close'
      ? ''
      : input.ladybird(between(r, 80, 920), between(r, Math.max(feet + 20, 880), 985));
  const svg =
    head +
    defs +
    (setting.indoor ? '' : input.sky) +
    backdrop +
    brushStrokes(r, horizon) +
    haze +
    input.overLand +
    soft +
    bug +
    figureSvg +
    foreground +
    input.front +
    `<rect width="1000" height="1000" fill="url(#light)"/>` +
    `</svg>`;
  return { svg, figures: placed, horizon };
}

/** A backdrop's ink outlines, lighter and thinner. */
function softLines(svg: string, night: boolean): string {
  const soft = night ? '#1c2340' : '#6e5a4e';
  return svg
    .replaceAll(`stroke="${INK}" stroke-width="6"`, `stroke="${soft}" stroke-width="4.5"`)
    .replaceAll(`stroke="${INK}" stroke-width="4"`, `stroke="${soft}" stroke-width="3"`)
    .replaceAll(`stroke="${INK}"`, `stroke="${soft}"`);
}

/** Water around a swimmer: a band of ripples over the lower body. */
function water(x: number, y: number, halfW: number, w: World): string {
  const deep = w.night ? '#24406e' : '#4fb3d9';
  return (
    `<path d="M ${f1(x - halfW)} ${f1(y)} q ${f1(halfW / 4)} -14 ${f1(halfW / 2)} 0 t ${f1(halfW / 2)} 0 t ${f1(halfW / 2)} 0 t ${f1(halfW / 2)} 0 L ${f1(x + halfW)} ${f1(y + halfW * 0.5)} Q ${f1(x)} ${f1(y + halfW * 0.7)} ${f1(x - halfW)} ${f1(y + halfW * 0.5)} Z" fill="${deep}" fill-opacity="0.92" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M ${f1(x - halfW * 0.7)} ${f1(y + 14)} q 20 -8 40 0 M ${f1(x + halfW * 0.3)} ${f1(y + 24)} q 20 -8 40 0" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`
  );
}

/** Big dark grass and leaves in the lower corners, in front of everything: the nearest layer. */
function foregroundClumps(w: World, r: () => number, framing: Framing): string {
  const colour = mix(w.snow ? '#c9d6e2' : w.grass[1], '#1d2b1d', 0.35);
  const size = framing === 'wide' ? 0.9 : 1.2;
  const clump = (x: number, flip: boolean) => {
    let d = '';
    for (let i = 0; i < 7; i++) {
      const bx = i * 22 - 60;
      const hgt = 80 + ((i * 37) % 60);
      d += `M ${bx} 0 Q ${bx + 8} ${-hgt * 0.6} ${bx + (i % 2 ? 30 : -14)} ${-hgt} Q ${bx + 14} ${-hgt * 0.5} ${bx + 18} 0 Z `;
    }
    return place(`<path d="${d}" fill="${colour}"/>`, x, 1004, size, flip);
  };
  return clump(between(r, 10, 90), false) + clump(between(r, 910, 990), true);
}

/**
 * Texture: dry-brush strokes over the backdrop, lighter and darker in turn, as a painter's brush
 * leaves them (a few paths: cheap to render, unlike a grain pattern or filter).
 */
function brushStrokes(r: () => number, horizon: number): string {
  let light = '';
  let dark = '';
  for (let i = 0; i < 14; i++) {
    const x = between(r, -100, 1000);
    const y = i < 7 ? between(r, 40, Math.max(60, horizon - 40)) : between(r, horizon + 30, 990);
    const len = between(r, 160, 380);
    const d = `M ${f1(x)} ${f1(y)} q ${f1(len / 2)} ${f1(between(r, -24, 24))} ${f1(len)} ${f1(between(r, -10, 10))} `;
    if (i % 2) dark += d;
    else light += d;
  }
  return (
    `<path d="${light}" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="${dark}" fill="none" stroke="#5a4632" stroke-opacity="0.05" stroke-width="20" stroke-linecap="round"/>`
  );
}

/**
 * The light and the haze. One gradient does the light: warm where it comes from (left in the
 * morning, right in the evening, high in the afternoon), cooling into shade and darker toward the
 * far edges (a vignette); one full-picture layer, as each costs time at print size.
 */
function styleDefs(scene: PageScene, w: World): string {
  const l = LIGHT[scene.timeOfDay];
  const cast = `<radialGradient id="cast"><stop offset="0" stop-color="${w.night ? '#050a1c' : '#2a1d14'}"/><stop offset="0.55" stop-color="${w.night ? '#050a1c' : '#2a1d14'}" stop-opacity="0.7"/><stop offset="1" stop-color="#2a1d14" stop-opacity="0"/></radialGradient>`;
  const hazeColour = w.night ? '#52608f' : scene.timeOfDay === 'evening' ? '#ffd6b8' : '#f2f7ff';
  const cx = (0.5 + l.x * 0.32).toFixed(2);
  const cy = scene.timeOfDay === 'afternoon' ? '0.15' : '0.35';
  return (
    cast +
    `<radialGradient id="light" cx="${cx}" cy="${cy}" r="1.05" fx="${cx}" fy="${cy}"><stop offset="0" stop-color="${l.colour}" stop-opacity="${l.a}"/><stop offset="0.42" stop-color="${l.colour}" stop-opacity="0"/><stop offset="0.78" stop-color="${l.shade}" stop-opacity="${(l.a * 0.6).toFixed(2)}"/><stop offset="1" stop-color="#2b1d14" stop-opacity="0.3"/></radialGradient>` +
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hazeColour}" stop-opacity="0.08"/><stop offset="0.6" stop-color="${hazeColour}" stop-opacity="0.42"/><stop offset="1" stop-color="${hazeColour}" stop-opacity="0"/></linearGradient>`
  );
}

/** A drawing with its form light taken out (each modelled fill back to its flat colour). */
export const unmodelled = (svg: string) => svg.replace(/url\(#m[0-9a-f]{6}[lr]h?\) /g, '');

/**
 * Form light on a figure, painted into its own fills: each flat colour becomes a gradient, lit
 * high on the light's side and shaded low on the other (cheap to render, unlike a mask or a filter
 * over the figure). A figure in a back row also takes the air's haze, so it sits further away.
 * `gradients` collects the gradients used, for the picture's defs.
 */
function modelled(
  p: Placed,
  light: Light,
  night: boolean,
  indoor: boolean,
  gradients: Map<string, string>,
): string {
  // A mirrored figure's own x runs the other way.
  const mirrored =
    /^(?:<ellipse[^>]*\/>)?(?:<g[^>]*>)*?<g transform="translate\([^)]*\) scale\(-/.test(p.svg);
  return modelFills(
    p.svg,
    light,
    light.x < 0 !== mirrored,
    night,
    p.depth > 0 && !indoor,
    gradients,
  );
}

/** Every flat fill of `svg` (the outline's ink aside) as a lit-to-shade gradient of its colour. */
export function modelFills(
  svg: string,
  light: Light,
  fromLeft: boolean,
  night: boolean,
  hazed: boolean,
  gradients: Map<string, string>,
): string {
  return svg.replace(/fill="#([0-9a-fA-F]{6})"/g, (whole, hex: string) => {
    const c = `#${hex.toLowerCase()}`;
    if (c === INK) return whole;
    const id = `m${hex.toLowerCase()}${fromLeft ? 'l' : 'r'}${hazed ? 'h' : ''}`;
    if (!gradients.has(id)) {
      const base = hazed ? mix(c, '#eef4fb', 0.22) : c;
      const lit = mix(base, light.colour, 0.3);
      const shade = mix(base, light.shade, night ? 0.42 : 0.3);
      const [x1, x2] = fromLeft ? [0, 1] : [1, 0];
      gradients.set(
        id,
        `<linearGradient id="${id}" x1="${x1}" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${lit}"/><stop offset="0.42" stop-color="${base}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`,
      );
    }
    // The flat colour stays as the paint's fallback.
    return `fill="url(#${id}) ${c}"`;
  });
}
