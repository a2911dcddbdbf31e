import { type Pose, type Prop, PROPS } from '@shop/contracts';
import { INK, S, S4 } from './ink';
import { PROP_DRAWINGS } from './props';

/**
 * What the child's hands hold when the page's action names a thing that is not the scene's key
 * object: "Mia plays a battered old cornet", "writes a name on a card", "eats flatbread from
 * paper". An illustrator reads the brief and draws it; busy hands with nothing in them read as
 * miming. Only poses whose hands are busy with a thing look, and each only for what it can hold:
 * an instrument to play, a pencil or chalk to write with, something to read, food to eat.
 * Drawings are centred on (0, 0), about 140 units across, as the key objects are.
 */

const wood = '#a0693a';
const brass = '#e9b949';

const EXTRA = {
  pencil: `<g transform="rotate(-35)"><rect x="-70" y="-9" width="120" height="18" fill="#ffd23f" ${S}/><path d="M 50 -9 L 82 0 L 50 9 Z" fill="#f2d0a4" ${S4}/><path d="M 72 -3 L 82 0 L 72 3 Z" fill="${INK}"/><rect x="-86" y="-9" width="18" height="18" rx="4" fill="#ef8fa0" ${S4}/></g>`,
  chalk: `<g transform="rotate(-35)"><rect x="-44" y="-11" width="88" height="22" rx="7" fill="#f8f9fa" ${S}/><rect x="-44" y="-11" width="24" height="22" rx="7" fill="#ffafcc" ${S4}/></g>`,
  trumpet:
    `<g transform="rotate(-12)"><rect x="-84" y="-8" width="116" height="16" rx="6" fill="${brass}" ${S}/><path d="M 30 -9 L 84 -36 L 84 36 L 30 9 Z" fill="#f2c94c" ${S}/><ellipse cx="84" cy="0" rx="11" ry="36" fill="#c99a2e" ${S4}/>` +
    [-44, -24, -4]
      .map((x) => `<rect x="${x}" y="-32" width="11" height="24" rx="3" fill="${brass}" ${S4}/>`)
      .join('') +
    `<rect x="-96" y="-10" width="14" height="20" rx="4" fill="#c99a2e" ${S4}/></g>`,
  xylophone:
    `<path d="M -84 -24 L 84 -10 M -84 26 L 84 16" stroke="${wood}" stroke-width="12" stroke-linecap="round"/>` +
    ['#e63946', '#f4a261', '#ffd23f', '#80b918', '#3a86ff', '#9b5de5']
      .map(
        (c, i) =>
          `<rect x="${-74 + i * 25}" y="${-34 + i * 3}" width="20" height="${68 - i * 7}" rx="4" fill="${c}" ${S4}/>`,
      )
      .join('') +
    `<line x1="30" y1="-46" x2="84" y2="-96" ${S}/><circle cx="30" cy="-46" r="11" fill="#e63946" ${S4}/>`,
  fiddle:
    `<g transform="rotate(-28)"><path d="M -70 0 Q -70 -34 -40 -32 Q -20 -30 -12 -20 Q 0 -30 14 -26 Q 40 -24 40 0 Q 40 24 14 26 Q 0 30 -12 20 Q -20 30 -40 32 Q -70 34 -70 0 Z" fill="#b5651d" ${S}/>` +
    `<rect x="38" y="-6" width="62" height="12" rx="3" fill="#4a2c1d" ${S4}/><path d="M -30 -10 q 6 10 0 20 M -6 -10 q -6 10 0 20" fill="none" stroke="${INK}" stroke-width="4"/></g>` +
    `<line x1="-70" y1="60" x2="60" y2="-70" stroke="#5a3b2e" stroke-width="6" stroke-linecap="round"/>`,
  guitar: `<g transform="rotate(-30)"><path d="M -80 0 Q -80 -44 -44 -42 Q -22 -40 -12 -26 Q 2 -36 20 -32 Q 44 -28 44 0 Q 44 28 20 32 Q 2 36 -12 26 Q -22 40 -44 42 Q -80 44 -80 0 Z" fill="#d98b3a" ${S}/><circle cx="-22" cy="0" r="14" fill="${INK}"/><rect x="42" y="-8" width="78" height="16" rx="3" fill="#6b4226" ${S4}/><rect x="116" y="-12" width="22" height="24" rx="4" fill="#4a2c1d" ${S4}/></g>`,
  bowl: `<line x1="24" y1="-10" x2="70" y2="-66" ${S}/><path d="M -64 -10 L 64 -10 Q 60 42 0 46 Q -60 42 -64 -10 Z" fill="#f4a261" ${S}/><ellipse cx="0" cy="-10" rx="64" ry="13" fill="#e76f51" ${S4}/>`,
  cup: `<path d="M 36 -22 q 32 0 28 24 q -4 18 -32 14" fill="none" ${S}/><path d="M -36 -42 L 36 -42 L 30 38 Q 0 46 -30 38 Z" fill="#8ecae6" ${S}/><path d="M -12 -58 q -10 -14 0 -28 M 10 -58 q -10 -14 0 -28" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
} as const;

type Thing = Prop | keyof typeof EXTRA;

/** Words for a thing the drawings have, besides each key object's own name. */
const WORDS: Readonly<Record<string, Thing>> = {
  cornet: 'trumpet',
  trumpet: 'trumpet',
  bugle: 'trumpet',
  horn: 'trumpet',
  tuba: 'trumpet',
  recorder: 'flute',
  whistle: 'flute',
  pipe: 'flute',
  tambourine: 'drum',
  xylophone: 'xylophone',
  glockenspiel: 'xylophone',
  violin: 'fiddle',
  fiddle: 'fiddle',
  guitar: 'guitar',
  ukulele: 'guitar',
  banjo: 'guitar',
  pencil: 'pencil',
  pen: 'pencil',
  crayon: 'pencil',
  chalk: 'chalk',
  note: 'letter',
  card: 'letter',
  postcard: 'letter',
  leaflet: 'letter',
  photo: 'letter',
  photograph: 'letter',
  list: 'letter',
  scrapbook: 'book',
  notebook: 'book',
  atlas: 'book',
  bowl: 'bowl',
  soup: 'bowl',
  porridge: 'bowl',
  cocoa: 'cup',
  tea: 'cup',
  cup: 'cup',
  mug: 'cup',
  flatbread: 'bread',
  bun: 'bread',
  loaf: 'bread',
  toast: 'bread',
  biscuit: 'cake',
  cookie: 'cake',
  muffin: 'cake',
  pie: 'cake',
  teapot: 'pot',
  parcel: 'box',
  present: 'box',
  gift: 'box',
  bouquet: 'flower',
  flowers: 'flower',
  photos: 'letter',
};

const INSTRUMENTS = new Set<Thing>(['drum', 'flute', 'trumpet', 'xylophone', 'fiddle', 'guitar']);
const FOOD = new Set<Thing>(['apple', 'bread', 'cake', 'sandwich', 'bowl', 'cup', 'egg']);
const READING = new Set<Thing>(['book', 'letter', 'map']);

/** What each pose's hands can be busy with (undefined: the pose holds nothing of its own). */
const FOR_POSE: Partial<Record<Pose, (t: Thing) => boolean>> = {
  'play-music': (t) => INSTRUMENTS.has(t),
  write: (t) => t === 'pencil' || t === 'chalk',
  read: (t) => READING.has(t),
  eat: (t) => FOOD.has(t),
  hold: (t) => PROP_DRAWINGS[t as Prop]?.place === 'hand' || t in EXTRA,
  carry: (t) => PROP_DRAWINGS[t as Prop]?.place === 'hand' || t in EXTRA,
  give: (t) => PROP_DRAWINGS[t as Prop]?.place === 'hand' || t in EXTRA,
};

/** A writer with nothing named to write with holds a pencil. */
const FALLBACK: Partial<Record<Pose, Thing>> = { write: 'pencil' };

const thingOf = (word: string): Thing | undefined => {
  const w = word.toLowerCase();
  if (w in WORDS) return WORDS[w];
  const single = w.endsWith('s') ? w.slice(0, -1) : w;
  if ((PROPS as readonly string[]).includes(w)) return w as Prop;
  if ((PROPS as readonly string[]).includes(single)) return single as Prop;
  return WORDS[single];
};

/**
 * The thing the child holds on this page, read from its action: the first thing named in the
 * child's clause (after the name, up to where someone else's begins) that the pose can hold. Undefined when
 * nothing fits, or when that thing is the page's key object (drawn in its own place).
 */
export function thingInHand(
  pose: Pose,
  action: string,
  childName: string,
  keyObject?: Prop,
): { thing: Thing; svg: string } | undefined {
  const fits = FOR_POSE[pose];
  if (!fits) return undefined;
  const at = action.indexOf(childName);
  // Only the child's own clause: it ends where someone else's begins ("…, Grandpa on the whistle").
  const clause = (at >= 0 ? action.slice(at + childName.length) : action).split(
    /;|,\s+(?=[A-Z])|\s(?:while|as|and then)\s/,
  )[0]!;
  const words = clause.match(/[A-Za-z]+/g) ?? [];
  let thing = words.map(thingOf).find((t) => t !== undefined && fits(t));
  // The key object named first is the one in play ("Gran hands Mia the scarf"), drawn where the
  // scene puts it: nothing else goes in the hand.
  if (thing !== undefined && thing === keyObject) return undefined;
  thing ??= FALLBACK[pose];
  if (!thing) return undefined;
  const svg =
    thing in EXTRA ? EXTRA[thing as keyof typeof EXTRA] : PROP_DRAWINGS[thing as Prop].draw();
  return { thing, svg: `<g class="in-hand in-hand-${thing}">${svg}</g>` };
}
