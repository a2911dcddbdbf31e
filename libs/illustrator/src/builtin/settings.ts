import type { Season, SettingKind, TimeOfDay, Weather } from '@shop/contracts';
import { between, pick } from '../rng';
import { mix } from './colour';
import { INK, S, S4 } from './ink';

/** What a backdrop is drawn in: the page's light, weather and season, and the book's accent. */
export interface World {
  r: () => number;
  time: TimeOfDay;
  weather: Weather;
  season: Season;
  night: boolean;
  /** Snow lies on the ground (winter, or snowing). */
  snow: boolean;
  /** Far and near grass (snow when `snow`). */
  grass: [string, string];
  leaves: string[];
  /** Deciduous trees without leaves (winter). */
  bare: boolean;
  flowers: string[];
  accent: string;
}

export interface SettingDrawing {
  indoor: boolean;
  /** Where feet stand (y in the 1000 × 1000 view). */
  ground: number;
  /** The horizon: sky above, land below (indoors: the floor line). */
  horizon: number;
  draw: (w: World) => string;
}

const SEASON_GRASS: Record<Season, [string, string]> = {
  spring: ['#a9d873', '#84c25c'],
  summer: ['#8cc864', '#62a94c'],
  autumn: ['#c8bf6a', '#a8a24e'],
  winter: ['#b9c7a0', '#98ad84'],
};
const SEASON_LEAVES: Record<Season, string[]> = {
  spring: ['#8fd36e', '#74c25e', '#a6dc7c'],
  summer: ['#4f9d55', '#5fae5a', '#3f8f4e'],
  autumn: ['#e9893a', '#d9572b', '#f2b84b'],
  winter: ['#5d7a5a', '#6b8a66', '#4f6b4c'],
};
const SEASON_FLOWERS: Record<Season, string[]> = {
  spring: ['#ffafcc', '#ffd166', '#ffffff', '#cdb4db'],
  summer: ['#ef476f', '#ffd166', '#ffffff', '#4cc9f0'],
  autumn: ['#f77f00', '#fcbf49', '#d62828'],
  winter: [],
};

export function worldOf(
  r: () => number,
  time: TimeOfDay,
  weather: Weather,
  season: Season,
  accent: string,
): World {
  const snow = season === 'winter' || weather === 'snowy';
  return {
    r,
    time,
    weather,
    season,
    night: time === 'night',
    snow,
    grass: snow ? ['#e6eef6', '#f7fbff'] : SEASON_GRASS[season],
    leaves: SEASON_LEAVES[season],
    bare: season === 'winter',
    flowers: snow ? [] : SEASON_FLOWERS[season],
    accent,
  };
}

const n = (v: number) => v.toFixed(0);

// ---- Shared scenery ------------------------------------------------------------------------

function tree(w: World, x: number, y: number, s: number): string {
  const trunk = `<path d="M -16 0 L -10 -120 L 10 -120 L 16 0 Z" fill="#8a5a35" ${S}/>`;
  let crown: string;
  if (w.bare) {
    crown =
      `<path d="M 0 -110 L 0 -230 M 0 -150 L -60 -210 M 0 -170 L 56 -236 M -30 -180 L -44 -250 M 30 -200 L 70 -200" stroke="#7a4a26" stroke-width="12" stroke-linecap="round"/>` +
      (w.snow
        ? `<path d="M -70 -214 q 14 -8 24 2 M 44 -240 q 14 -8 24 2 M -50 -254 q 10 -6 16 2" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"/>`
        : '');
  } else {
    const [a, b, c] = [pick(w.r, w.leaves), pick(w.r, w.leaves), pick(w.r, w.leaves)];
    crown =
      `<circle cx="-46" cy="-150" r="56" fill="${a}" ${S}/><circle cx="46" cy="-152" r="56" fill="${b}" ${S}/><circle cx="0" cy="-200" r="72" fill="${c}" ${S}/>` +
      `<circle cx="-46" cy="-150" r="50" fill="${a}"/><circle cx="46" cy="-152" r="50" fill="${b}"/>`;
    if (w.season === 'spring')
      crown += [
        [-40, -190],
        [20, -230],
        [50, -160],
        [-20, -140],
        [10, -180],
      ]
        .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="9" fill="#ffc8dd"/>`)
        .join('');
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(2)})">${trunk}${crown}</g>`;
}

function pine(w: World, x: number, y: number, s: number): string {
  const green = w.season === 'autumn' ? '#3f7f4e' : '#2f7a56';
  const snow = w.snow
    ? `<path d="M -30 -190 Q 0 -176 30 -190 L 0 -240 Z M -50 -110 Q -20 -98 0 -110 Q 20 -98 50 -110 L 30 -140 Q 0 -130 -30 -140 Z" fill="#fff"/>`
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(2)})"><rect x="-10" y="-30" width="20" height="30" fill="#7a4a26" ${S4}/><path d="M 0 -240 L 50 -150 L 30 -150 L 76 -60 L 46 -60 L 90 -30 L -90 -30 L -46 -60 L -76 -60 L -30 -150 L -50 -150 Z" fill="${green}" ${S}/>${snow}</g>`;
}

function bush(w: World, x: number, y: number, s: number): string {
  const c = w.snow ? '#dfe9f0' : pick(w.r, w.leaves);
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(2)})"><path d="M -70 0 Q -80 -50 -40 -56 Q -20 -90 16 -70 Q 60 -80 70 -36 Q 86 -10 70 0 Z" fill="${c}" ${S}/></g>`;
}

function flowers(
  w: World,
  count: number,
  yMin: number,
  yMax: number,
  xMin = 20,
  xMax = 980,
): string {
  if (!w.flowers.length) return '';
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(w.r, xMin, xMax);
    const y = between(w.r, yMin, yMax);
    const c = pick(w.r, w.flowers);
    const k = 0.6 + ((y - yMin) / Math.max(1, yMax - yMin)) * 0.6;
    out += `<g transform="translate(${n(x)} ${n(y)}) scale(${k.toFixed(2)})"><path d="M 0 0 L 0 22" stroke="#4f8a3c" stroke-width="4"/><circle cx="-8" cy="-2" r="7" fill="${c}"/><circle cx="8" cy="-2" r="7" fill="${c}"/><circle cx="0" cy="-10" r="7" fill="${c}"/><circle cx="0" cy="6" r="7" fill="${c}"/><circle r="5" fill="#ffd23f"/></g>`;
  }
  return out;
}

function tufts(w: World, count: number, yMin: number, yMax: number): string {
  const c = w.snow ? '#cfdde8' : mix(w.grass[1], '#2f5f2f', 0.35);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = between(w.r, 10, 990);
    const y = between(w.r, yMin, yMax);
    d += `M ${n(x - 10)} ${n(y)} l 4 -18 l 6 18 l 4 -22 l 6 22 l 4 -16 l 4 16 `;
  }
  return `<path d="${d}" fill="none" stroke="${c}" stroke-width="4" stroke-linejoin="round"/>`;
}

function house(w: World, x: number, y: number, s: number, wall: string, roof: string): string {
  const lit = w.night || w.time === 'evening' ? '#ffe08a' : '#bde0fe';
  const snowRoof = w.snow
    ? `<path d="M -86 -104 L 0 -178 L 86 -104 L 70 -112 L 0 -166 L -70 -112 Z" fill="#fff"/>`
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(2)})"><rect x="-70" y="-110" width="140" height="110" fill="${wall}" ${S}/><path d="M -86 -104 L 0 -180 L 86 -104 Z" fill="${roof}" ${S}/>${snowRoof}<rect x="-18" y="-62" width="36" height="62" fill="#7a4a26" ${S}/><rect x="-56" y="-92" width="28" height="28" fill="${lit}" ${S4}/><rect x="28" y="-92" width="28" height="28" fill="${lit}" ${S4}/><rect x="30" y="-170" width="20" height="40" fill="#8d6e63" ${S4}/></g>`;
}

function fence(x1: number, x2: number, y: number, colour = '#f2e3c6'): string {
  let posts = '';
  for (let x = x1; x <= x2; x += 46)
    posts += `<path d="M ${x - 10} ${y} L ${x - 10} ${y - 70} L ${x} ${y - 84} L ${x + 10} ${y - 70} L ${x + 10} ${y} Z" fill="${colour}" ${S4}/>`;
  return `<rect x="${x1 - 14}" y="${y - 58}" width="${x2 - x1 + 28}" height="12" fill="${colour}" ${S4}/><rect x="${x1 - 14}" y="${y - 28}" width="${x2 - x1 + 28}" height="12" fill="${colour}" ${S4}/>${posts}`;
}

/** Land: a far band and the near ground from `top` down, gently rolling. */
function land(w: World, top: number, far = top - 50): string {
  return (
    `<path d="M 0 ${far + 30} Q 220 ${far - 30} 480 ${far + 10} T 1000 ${far} L 1000 1000 L 0 1000 Z" fill="${w.grass[0]}"/>` +
    `<path d="M 0 ${top + 20} Q 300 ${top - 30} 620 ${top + 10} T 1000 ${top} L 1000 1000 L 0 1000 Z" fill="${w.grass[1]}"/>`
  );
}

function water(w: World): { deep: string; light: string } {
  const deep = w.night
    ? '#24406e'
    : w.weather === 'rainy' || w.weather === 'foggy'
      ? '#6f95ad'
      : '#4fb3d9';
  return { deep, light: mix(deep, '#ffffff', 0.35) };
}

function ripples(x: number, y: number, count: number, colour: string, r: () => number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const cx = x + between(r, -300, 300);
    const cy = y + between(r, -40, 40);
    d += `M ${n(cx - 24)} ${n(cy)} q 12 -8 24 0 t 24 0 `;
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`;
}

// ---- Rooms -----------------------------------------------------------------------------------

/** The sky seen through a window: the page's time, weather and season, clipped to the frame. */
function windowView(
  w: World,
  x: number,
  y: number,
  width: number,
  height: number,
  id: string,
): string {
  const cx = x + width * 0.7;
  const cy = y + height * 0.3;
  let view = `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#sky)"/>`;
  if (w.night)
    view +=
      `<circle cx="${cx}" cy="${cy}" r="26" fill="#fff3c4"/><circle cx="${cx + 12}" cy="${cy - 8}" r="22" fill="url(#sky)"/>` +
      [0.2, 0.35, 0.5, 0.15]
        .map(
          (f, i) =>
            `<circle cx="${n(x + width * f)}" cy="${n(y + height * (0.2 + i * 0.12))}" r="3" fill="#fff8d6"/>`,
        )
        .join('');
  else if (w.weather === 'sunny') view += `<circle cx="${cx}" cy="${cy}" r="28" fill="#ffd23f"/>`;
  if (w.weather !== 'sunny' && !w.night)
    view += `<g fill="#ffffff" fill-opacity="0.9"><ellipse cx="${x + width * 0.35}" cy="${y + height * 0.3}" rx="50" ry="20"/><circle cx="${x + width * 0.3}" cy="${y + height * 0.24}" r="22"/></g>`;
  view += `<path d="M ${x} ${y + height * 0.8} Q ${x + width / 2} ${y + height * 0.68} ${x + width} ${y + height * 0.78} L ${x + width} ${y + height} L ${x} ${y + height} Z" fill="${w.grass[1]}"/>`;
  view += tree(w, x + width * 0.25, y + height * 0.86, 0.42);
  if (w.weather === 'rainy') {
    let d = '';
    for (let i = 0; i < 14; i++) {
      const rx = x + between(w.r, 0, width);
      const ry = y + between(w.r, 0, height);
      d += `M ${n(rx)} ${n(ry)} l -6 18 `;
    }
    view += `<path d="${d}" stroke="#dbe9f5" stroke-width="4" stroke-linecap="round"/>`;
  }
  if (w.weather === 'snowy')
    for (let i = 0; i < 14; i++)
      view += `<circle cx="${n(x + between(w.r, 0, width))}" cy="${n(y + between(w.r, 0, height))}" r="5" fill="#fff"/>`;
  if (w.weather === 'foggy')
    view += `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#f4f6f8" fill-opacity="0.55"/>`;
  if (w.weather === 'windy')
    view += `<path d="M ${x + 20} ${y + height * 0.4} q 30 -16 60 0 t 60 0" fill="none" stroke="#fff" stroke-width="5"/>`;
  return (
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}"/></clipPath><g clip-path="url(#${id})">${view}</g>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="#8a5a35" stroke-width="16"/><path d="M ${x + width / 2} ${y} L ${x + width / 2} ${y + height} M ${x} ${y + height / 2} L ${x + width} ${y + height / 2}" stroke="#8a5a35" stroke-width="10"/>` +
    `<rect x="${x - 16}" y="${y + height}" width="${width + 32}" height="16" fill="#a0693a" ${S4}/>`
  );
}

function curtains(x: number, y: number, width: number, height: number, colour: string): string {
  return `<path d="M ${x - 40} ${y - 20} L ${x + 30} ${y - 20} Q ${x + 10} ${y + height / 2} ${x + 26} ${y + height + 20} L ${x - 40} ${y + height + 20} Z" fill="${colour}" ${S4}/><path d="M ${x + width + 40} ${y - 20} L ${x + width - 30} ${y - 20} Q ${x + width - 10} ${y + height / 2} ${x + width - 26} ${y + height + 20} L ${x + width + 40} ${y + height + 20} Z" fill="${colour}" ${S4}/><rect x="${x - 60}" y="${y - 32}" width="${width + 120}" height="12" rx="6" fill="#8a5a35"/>`;
}

function room(w: World, wall: string, floor: string, floorTop = 720): string {
  const wallC = w.night ? mix(wall, '#2b3a6b', 0.35) : wall;
  return `<rect x="0" y="0" width="1000" height="${floorTop}" fill="${wallC}"/><rect x="0" y="${floorTop}" width="1000" height="${1000 - floorTop}" fill="${floor}"/><rect x="0" y="${floorTop - 14}" width="1000" height="16" fill="${mix(floor, '#ffffff', 0.2)}" ${S4}/>`;
}

/** A lamp and the cone of its light at night. */
function lamp(w: World, x: number, y: number): string {
  const cone =
    w.night || w.time === 'evening'
      ? `<path d="M ${x - 30} ${y - 150} L ${x - 160} ${y + 40} L ${x + 160} ${y + 40} L ${x + 30} ${y - 150} Z" fill="#ffe9a8" fill-opacity="0.22"/>`
      : '';
  return `${cone}<rect x="${x - 6}" y="${y - 150}" width="12" height="150" fill="#6b4a33"/><path d="M ${x - 44} ${y - 150} L ${x - 28} ${y - 210} L ${x + 28} ${y - 210} L ${x + 44} ${y - 150} Z" fill="#ffe08a" ${S}/><ellipse cx="${x}" cy="${y}" rx="40" ry="10" fill="#6b4a33"/>`;
}

function bookshelf(x: number, y: number, width: number, height: number, colours: string[]): string {
  let out = `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#8a5a35" ${S}/>`;
  const rows = Math.floor(height / 120);
  for (let row = 0; row < rows; row++) {
    const ry = y + 14 + row * 120;
    out += `<rect x="${x + 10}" y="${ry + 100}" width="${width - 20}" height="8" fill="${INK}"/>`;
    for (let b = 0, bx = x + 16; bx < x + width - 40; b++) {
      const bw = 20 + ((b * 7 + row * 3) % 4) * 5;
      const bh = 70 + ((b * 5 + row) % 3) * 10;
      out += `<rect x="${bx}" y="${ry + 100 - bh}" width="${bw}" height="${bh}" fill="${colours[(b + row) % colours.length]}" ${S4}/>`;
      bx += bw + 4;
    }
  }
  return out;
}

// ---- The settings ------------------------------------------------------------------------------

const BOOK_COLOURS = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#9b5de5', '#f4a261'];

export const SETTING_DRAWINGS: Readonly<Record<SettingKind, SettingDrawing>> = {
  hill: {
    indoor: false,
    ground: 900,
    horizon: 640,
    draw: (w) =>
      `<path d="M 0 650 Q 200 560 420 630 T 1000 600 L 1000 1000 L 0 1000 Z" fill="${w.grass[0]}"/>` +
      `<path d="M 0 1000 L 0 820 Q 350 800 560 560 Q 640 470 760 480 Q 900 500 1000 620 L 1000 1000 Z" fill="${w.grass[1]}"/>` +
      `<path d="M 0 1000 L 0 860 Q 500 820 1000 880 L 1000 1000 Z" fill="${mix(w.grass[1], '#ffffff', 0.08)}"/>` +
      `<path d="M 700 486 Q 640 600 560 700 Q 480 800 430 1000 L 500 1000 Q 540 800 610 700 Q 680 600 730 486 Z" fill="#e0c595"/>` +
      tree(w, 790, 500, 0.8) +
      `<g transform="translate(852 496)"><line x1="0" y1="0" x2="0" y2="-80" ${S4}/><path d="M 0 -80 l 46 14 l -46 14 z" fill="${w.accent}" ${S4}/></g>` +
      flowers(w, 16, 860, 990) +
      tufts(w, 12, 880, 990),
  },
  meadow: {
    indoor: false,
    ground: 900,
    horizon: 620,
    draw: (w) =>
      land(w, 680, 630) +
      [80, 200, 330, 690, 820, 940].map((x) => tree(w, x, 650, 0.45)).join('') +
      bush(w, 520, 650, 0.6) +
      flowers(w, 40, 700, 990) +
      tufts(w, 20, 720, 990),
  },
  forest: {
    indoor: false,
    ground: 920,
    horizon: 600,
    draw: (w) =>
      `<rect x="0" y="600" width="1000" height="400" fill="${mix(w.grass[1], '#2f4f2f', 0.25)}"/>` +
      [60, 200, 340, 660, 800, 940]
        .map((x, i) => (i % 2 ? pine(w, x, 660, 1.1) : tree(w, x, 650, 1.0)))
        .join('') +
      `<path d="M 380 1000 Q 470 780 500 640 L 540 640 Q 580 780 700 1000 Z" fill="#d9b98a"/>` +
      [120, 880, 260, 760]
        .map((x, i) => (i % 2 ? tree(w, x, 860, 1.5) : pine(w, x, 900, 1.6)))
        .join('') +
      `<g transform="translate(300 930)"><rect x="-8" y="-30" width="16" height="30" fill="#fff4e0" ${S4}/><path d="M -30 -26 Q 0 -64 30 -26 Z" fill="#e63946" ${S4}/><circle cx="-8" cy="-38" r="5" fill="#fff"/></g>` +
      `<g transform="translate(720 960)"><path d="M 0 0 q -40 -40 -80 -30 M 0 0 q -20 -60 -10 -90 M 0 0 q 30 -50 70 -50" fill="none" stroke="#3f8f4e" stroke-width="12" stroke-linecap="round"/></g>` +
      flowers(w, 6, 900, 990),
  },
  pond: {
    indoor: false,
    ground: 920,
    horizon: 620,
    draw: (w) => {
      const { deep, light } = water(w);
      const ice = w.season === 'winter' ? '#cfe6f5' : deep;
      return (
        land(w, 660, 620) +
        [100, 240, 860].map((x) => tree(w, x, 660, 0.55)).join('') +
        `<ellipse cx="560" cy="770" rx="380" ry="105" fill="${mix(w.grass[1], '#3a2b25', 0.2)}"/><ellipse cx="560" cy="770" rx="360" ry="92" fill="${ice}" ${S}/>` +
        ripples(560, 770, 6, light, w.r) +
        (w.season === 'winter'
          ? ''
          : [
              [420, 760],
              [640, 800],
              [720, 740],
            ]
              .map(
                ([x, y]) =>
                  `<path d="M ${x} ${y} m -40 0 a 40 14 0 1 0 80 0 a 40 14 0 1 0 -80 0 M ${x} ${y} l 36 -6" fill="#5fae5a" ${S4}/>`,
              )
              .join('') + `<circle cx="640" cy="792" r="11" fill="#ffafcc" ${S4}/>`) +
        [210, 236, 262, 900, 928]
          .map(
            (x) =>
              `<path d="M ${x} 800 Q ${x + 6} 700 ${x + 16} 650" fill="none" stroke="#4f8a3c" stroke-width="7"/><ellipse cx="${x + 16}" cy="650" rx="8" ry="22" fill="#7a4a26"/>`,
          )
          .join('') +
        tufts(w, 14, 880, 990) +
        flowers(w, 8, 900, 990)
      );
    },
  },
  river: {
    indoor: false,
    ground: 930,
    horizon: 600,
    draw: (w) => {
      const { deep, light } = water(w);
      return (
        land(w, 640, 600) +
        `<path d="M 430 612 Q 400 700 520 760 Q 660 830 620 1000 L 1000 1000 L 1000 860 Q 820 800 720 740 Q 560 660 500 612 Z" fill="${deep}" ${S}/>` +
        ripples(700, 820, 6, light, w.r) +
        `<g transform="translate(470 640)"><path d="M -110 0 Q 0 -60 110 0" fill="none" stroke="#8a5a35" stroke-width="22"/><path d="M -110 0 Q 0 -60 110 0" fill="none" stroke="#c68b59" stroke-width="12"/><path d="M -90 -10 L -90 -50 M -40 -34 L -40 -74 M 10 -40 L 10 -80 M 60 -30 L 60 -70 M -100 -50 Q 0 -110 100 -50" fill="none" stroke="#8a5a35" stroke-width="8"/></g>` +
        [760, 850, 930, 700]
          .map(
            (x, i) =>
              `<ellipse cx="${x}" cy="${900 + (i % 2) * 50}" rx="30" ry="16" fill="#a7a9ac" ${S4}/>`,
          )
          .join('') +
        `<g transform="translate(180 700)"><path d="M -14 0 L -8 -150 L 8 -150 L 14 0 Z" fill="#8a5a35" ${S}/><path d="M -120 -40 Q -110 -230 0 -240 Q 110 -230 120 -40" fill="${w.bare ? 'none' : pick(w.r, w.leaves)}" ${S}/>${w.bare ? '' : '<path d="M -90 -60 L -90 -140 M -50 -40 L -50 -180 M 0 -40 L 0 -200 M 50 -40 L 50 -180 M 90 -60 L 90 -140" stroke="#3f7f4e" stroke-width="6"/>'}</g>` +
        flowers(w, 10, 880, 990, 20, 520) +
        tufts(w, 10, 880, 990)
      );
    },
  },
  beach: {
    indoor: false,
    ground: 920,
    horizon: 560,
    draw: (w) => {
      const { deep, light } = water(w);
      return (
        `<rect x="0" y="560" width="1000" height="190" fill="${deep}"/>` +
        ripples(500, 620, 8, light, w.r) +
        `<path d="M 0 720 Q 120 700 250 722 T 500 720 T 750 722 T 1000 718 L 1000 1000 L 0 1000 Z" fill="${w.snow ? '#eef3f6' : '#f3dca6'}"/>` +
        `<path d="M 0 726 Q 120 708 250 728 T 500 726 T 750 728 T 1000 724" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>` +
        `<g transform="translate(140 600)"><path d="M -40 0 L 40 0 L 30 20 L -30 20 Z" fill="#fff" ${S4}/><line x1="0" y1="0" x2="0" y2="-50" ${S4}/><path d="M 0 -50 L 30 -6 L 0 -6 Z" fill="${w.accent}" ${S4}/></g>` +
        `<g transform="translate(880 880)"><line x1="0" y1="0" x2="-24" y2="-250" stroke="#7a4a26" stroke-width="8"/><path d="M -150 -220 Q -24 -330 100 -220 Q 70 -236 40 -224 Q 10 -244 -24 -226 Q -60 -244 -90 -224 Q -120 -236 -150 -220 Z" fill="${w.accent}" ${S}/><path d="M -90 -224 Q -60 -300 -24 -290 Q 10 -300 40 -224" fill="none" stroke="#fff" stroke-width="8"/></g>` +
        [
          [120, 960],
          [620, 980],
          [440, 940],
        ]
          .map(([x, y]) => `<path d="M ${x} ${y} l -16 -24 q 16 -16 32 0 z" fill="#ffc8dd" ${S4}/>`)
          .join('') +
        `<path d="M 700 330 q 14 -14 28 0 q 14 -14 28 0 M 600 380 q 10 -10 20 0 q 10 -10 20 0" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
        tufts(w, 8, 760, 860)
      );
    },
  },
  garden: {
    indoor: false,
    ground: 920,
    horizon: 640,
    draw: (w) =>
      land(w, 700, 650) +
      `<g transform="translate(840 700)"><rect x="-80" y="-150" width="160" height="150" fill="#9bc1bc" ${S}/><path d="M -96 -146 L 0 -220 L 96 -146 Z" fill="#b56576" ${S}/><rect x="-24" y="-90" width="48" height="90" fill="#7a4a26" ${S4}/></g>` +
      fence(30, 560, 720) +
      `<g transform="translate(620 730)"><rect x="0" y="-80" width="70" height="80" fill="#e0c595" ${S4}/><path d="M 0 -80 L 70 0 M 0 0 L 70 -80" ${S4}/></g>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${80 + i * 290}" y="800" width="220" height="56" rx="10" fill="#8a5a35" ${S}/>` +
            [0, 1, 2, 3]
              .map(
                (j) =>
                  `<circle cx="${110 + i * 290 + j * 52}" cy="796" r="18" fill="${w.snow ? '#e6eef6' : i === 1 ? '#e76f51' : '#52b788'}" ${S4}/>`,
              )
              .join(''),
        )
        .join('') +
      (w.snow
        ? ''
        : [120, 200]
            .map(
              (x) =>
                `<g transform="translate(${x} 700)"><path d="M 0 0 L 0 -140" stroke="#4f8a3c" stroke-width="8"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<ellipse cx="0" cy="-170" rx="10" ry="24" fill="#ffd23f" transform="rotate(${a} 0 -150)"/>`).join('')}<circle cx="0" cy="-150" r="16" fill="#7a4a26"/></g>`,
            )
            .join('')) +
      flowers(w, 10, 900, 990),
  },
  'village-street': {
    indoor: false,
    ground: 930,
    horizon: 700,
    draw: (w) => {
      const lamplight = w.night || w.time === 'evening';
      return (
        house(w, 110, 720, 1.3, '#f6d5a5', w.accent) +
        house(w, 330, 710, 1.15, '#cfe3f1', '#6b5b95') +
        `<g transform="translate(560 720)"><rect x="-110" y="-230" width="220" height="230" fill="#f3c6c6" ${S}/><path d="M -130 -230 L 130 -230 L 130 -250 L -130 -250 Z" fill="#8d6e63" ${S4}/><path d="M -120 -150 L 120 -150 L 104 -110 L -104 -110 Z" fill="#fff" ${S}/><path d="M -90 -150 L -78 -110 M -50 -150 L -46 -110 M -10 -150 L -10 -110 M 30 -150 L 26 -110 M 70 -150 L 62 -110" stroke="#e63946" stroke-width="14"/><rect x="-80" y="-100" width="90" height="90" fill="${lamplight ? '#ffe08a' : '#bde0fe'}" ${S4}/><rect x="30" y="-96" width="50" height="96" fill="#7a4a26" ${S4}/></g>` +
        house(w, 860, 720, 1.4, '#d8e2c2', '#c0392b') +
        tree(w, 226, 724, 0.5) +
        `<rect x="0" y="720" width="1000" height="280" fill="#c9bba2"/><rect x="0" y="720" width="1000" height="16" fill="#a89a80"/>` +
        Array.from({ length: 8 }, (_, row) =>
          Array.from(
            { length: 12 },
            (_, c) =>
              `<rect x="${c * 90 + (row % 2) * 45 - 40}" y="${746 + row * 32}" width="80" height="26" rx="8" fill="#d8cbb3"/>`,
          ).join(''),
        ).join('') +
        `<g transform="translate(740 930)"><rect x="-8" y="-330" width="16" height="330" fill="#3f4a5a"/><path d="M -30 -330 L 30 -330 L 20 -380 L -20 -380 Z" fill="${lamplight ? '#ffe08a' : '#e9ecef'}" ${S}/></g>` +
        `<path d="M 0 260 Q 250 320 500 270 T 1000 280" fill="none" stroke="${INK}" stroke-width="3"/>` +
        [60, 160, 260, 360, 460, 560, 660, 760, 860, 960]
          .map(
            (x, i) =>
              `<path d="M ${x - 16} ${276 + Math.sin(i) * 10} L ${x + 16} ${276 + Math.sin(i) * 10} L ${x} ${310 + Math.sin(i) * 10} Z" fill="${BOOK_COLOURS[i % BOOK_COLOURS.length]}" ${S4}/>`,
          )
          .join('')
      );
    },
  },
  park: {
    indoor: false,
    ground: 920,
    horizon: 640,
    draw: (w) =>
      land(w, 690, 640) +
      tree(w, 110, 760, 1.4) +
      tree(w, 900, 720, 1.2) +
      tree(w, 520, 660, 0.6) +
      `<path d="M 280 1000 Q 420 820 500 690 L 560 690 Q 560 820 760 1000 Z" fill="#e0c595"/>` +
      `<g transform="translate(720 800)"><rect x="-100" y="-60" width="200" height="16" rx="5" fill="#a0693a" ${S4}/><rect x="-100" y="-96" width="200" height="16" rx="5" fill="#a0693a" ${S4}/><rect x="-100" y="-40" width="200" height="16" rx="5" fill="#a0693a" ${S4}/><path d="M -80 -24 L -86 20 M 80 -24 L 86 20" stroke="#3f4a5a" stroke-width="10"/></g>` +
      `<g transform="translate(330 760)"><rect x="-6" y="-220" width="12" height="220" fill="#3f4a5a"/><circle cx="0" cy="-230" r="20" fill="${w.night || w.time === 'evening' ? '#ffe08a' : '#e9ecef'}" ${S}/></g>` +
      `<g transform="translate(600 700)"><ellipse cx="0" cy="0" rx="80" ry="20" fill="#a8b8c8" ${S4}/><rect x="-10" y="-60" width="20" height="60" fill="#a8b8c8" ${S4}/><path d="M 0 -64 Q -30 -100 -50 -60 M 0 -64 Q 30 -100 50 -60" fill="none" stroke="#8ecae6" stroke-width="7"/></g>` +
      flowers(w, 14, 880, 990) +
      tufts(w, 10, 880, 990),
  },
  playground: {
    indoor: false,
    ground: 920,
    horizon: 640,
    draw: (w) =>
      land(w, 690, 640) +
      tree(w, 940, 700, 0.9) +
      `<g transform="translate(200 800)"><path d="M -120 0 L -80 -280 L 80 -280 L 120 0" fill="none" stroke="${w.accent}" stroke-width="16" stroke-linejoin="round"/><path d="M -80 -280 L 80 -280" ${S}/>` +
      `<line x1="-40" y1="-280" x2="-40" y2="-90" ${S4}/><line x1="0" y1="-280" x2="0" y2="-90" ${S4}/><rect x="-54" y="-96" width="68" height="14" rx="4" fill="#ffd166" ${S4}/>` +
      `<line x1="40" y1="-280" x2="40" y2="-110" ${S4}/><line x1="70" y1="-280" x2="70" y2="-110" ${S4}/><rect x="30" y="-116" width="50" height="14" rx="4" fill="#06d6a0" ${S4}/></g>` +
      `<g transform="translate(640 800)"><rect x="-60" y="-230" width="16" height="230" fill="#3f4a5a"/><rect x="30" y="-230" width="16" height="230" fill="#3f4a5a"/><rect x="-70" y="-240" width="130" height="20" fill="#ef476f" ${S4}/><path d="M -60 -160 L 46 -160 M -60 -100 L 46 -100 M -60 -40 L 46 -40" stroke="#3f4a5a" stroke-width="10"/>` +
      `<path d="M 60 -236 Q 140 -200 180 -60 Q 200 -10 240 0 L 270 0 Q 220 -20 206 -70 Q 170 -210 66 -210 Z" fill="#ffd166" ${S}/></g>` +
      `<g transform="translate(450 900)"><rect x="-90" y="-40" width="180" height="40" fill="#e9c46a" ${S}/><path d="M -80 -40 L -80 -56 L 80 -56 L 80 -40" fill="#a0693a" ${S4}/></g>` +
      tufts(w, 12, 880, 990),
  },
  farm: {
    indoor: false,
    ground: 930,
    horizon: 640,
    draw: (w) =>
      land(w, 700, 640) +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<path d="M 0 ${716 + i * 26} Q 250 ${700 + i * 26} 480 ${716 + i * 26}" fill="none" stroke="${w.snow ? '#dbe4ec' : w.season === 'autumn' ? '#e0b84a' : '#b5c95a'}" stroke-width="9"/>`,
        )
        .join('') +
      `<g transform="translate(780 720)"><rect x="-140" y="-190" width="280" height="190" fill="#c0392b" ${S}/><path d="M -160 -180 L -100 -270 L 100 -270 L 160 -180 Z" fill="#8e2a20" ${S}/>${w.snow ? '<path d="M -160 -180 L -100 -270 L 100 -270 L 160 -180 L 140 -190 L 96 -258 L -96 -258 L -140 -190 Z" fill="#fff"/>' : ''}<rect x="-50" y="-120" width="100" height="120" fill="#f2e3c6" ${S}/><path d="M -50 -120 L 50 0 M 50 -120 L -50 0" ${S}/><rect x="-26" y="-230" width="52" height="40" fill="#f2e3c6" ${S4}/></g>` +
      `<g transform="translate(960 720)"><rect x="-40" y="-260" width="80" height="260" fill="#b8c4d0" ${S}/><path d="M -40 -260 Q 0 -310 40 -260 Z" fill="#8d99ae" ${S}/></g>` +
      `<g transform="translate(560 760)"><path d="M -60 0 Q -66 -80 0 -86 Q 66 -80 60 0 Z" fill="#e9c46a" ${S}/><path d="M -40 -20 l 10 -30 M 0 -30 l 0 -30 M 30 -20 l -6 -30" stroke="#c9a227" stroke-width="5"/></g>` +
      fence(40, 420, 840, '#e0c595') +
      tufts(w, 10, 880, 990),
  },
  orchard: {
    indoor: false,
    ground: 920,
    horizon: 640,
    draw: (w) => {
      const fruit = w.season === 'spring' ? '#ffc8dd' : w.season === 'winter' ? '' : '#e63946';
      const appleTree = (x: number, y: number, s: number) =>
        tree(w, x, y, s) +
        (fruit && !w.bare
          ? [
              [-40, -150],
              [30, -190],
              [50, -140],
              [-10, -220],
              [-60, -190],
            ]
              .map(
                ([ax, ay]) =>
                  `<circle cx="${n(x + ax! * s)}" cy="${n(y + ay! * s)}" r="${n(11 * s + 2)}" fill="${fruit}" ${S4}/>`,
              )
              .join('')
          : '');
      return (
        land(w, 680, 640) +
        [120, 340, 560, 780, 960].map((x) => appleTree(x, 690, 0.6)).join('') +
        [60, 940].map((x) => appleTree(x, 880, 1.3)).join('') +
        `<g transform="translate(640 930)"><rect x="-60" y="-60" width="120" height="60" fill="#c68b59" ${S}/><path d="M -60 -30 L 60 -30" ${S4}/>${fruit ? [-36, -10, 16, 40].map((x) => `<circle cx="${x}" cy="-66" r="14" fill="${fruit}" ${S4}/>`).join('') : ''}</g>` +
        tufts(w, 14, 860, 990) +
        flowers(w, 6, 880, 990)
      );
    },
  },
  'snowy-field': {
    indoor: false,
    ground: 920,
    horizon: 640,
    draw: (w) =>
      `<path d="M 0 660 Q 300 580 600 650 T 1000 630 L 1000 1000 L 0 1000 Z" fill="#e3ecf5"/><path d="M 0 740 Q 400 690 1000 760 L 1000 1000 L 0 1000 Z" fill="#f8fbff"/>` +
      [90, 210, 800, 920]
        .map((x) => pine({ ...w, snow: true }, x, 700, 0.9 + w.r() * 0.3))
        .join('') +
      // The snowman stands back in the field, each ball shaded on its lower side and casting a
      // shadow on the snow (pure white on white read as a hollow ring).
      `<g transform="translate(720 790) scale(0.8)"><ellipse cx="16" cy="2" rx="78" ry="14" fill="#c9d6e2"/>` +
      [
        [-50, 56],
        [-140, 42],
        [-208, 32],
      ]
        .map(
          ([cy, r]) =>
            `<circle cx="0" cy="${cy}" r="${r}" fill="#dbe6f0" ${S}/><circle cx="${-r! * 0.14}" cy="${cy! - r! * 0.14}" r="${r! * 0.8}" fill="#ffffff"/>`,
        )
        .join('') +
      `<circle cx="-11" cy="-214" r="4" fill="${INK}"/><circle cx="11" cy="-214" r="4" fill="${INK}"/><path d="M 0 -204 L 30 -198 L 0 -194 Z" fill="#f77f00"/><path d="M -30 -176 Q 0 -164 30 -176 L 26 -162 Q 0 -152 -26 -162 Z" fill="${w.accent}" ${S4}/><path d="M -40 -140 L -90 -170 M 40 -140 L 90 -176" stroke="#7a4a26" stroke-width="6"/><rect x="-24" y="-256" width="48" height="24" fill="${INK}"/><rect x="-34" y="-236" width="68" height="8" fill="${INK}"/></g>` +
      `<path d="M 120 1000 Q 300 860 480 780 M 160 1000 Q 330 870 500 790" fill="none" stroke="#cfdde8" stroke-width="8"/>`,
  },
  mountain: {
    indoor: false,
    ground: 930,
    horizon: 600,
    draw: (w) =>
      `<path d="M -40 700 L 200 300 L 330 480 L 500 190 L 700 520 L 820 360 L 1040 700 Z" fill="${w.night ? '#4a5a7a' : '#8d99ae'}" ${S}/>` +
      `<path d="M 200 300 L 244 372 L 220 360 L 196 384 L 172 346 Z M 500 190 L 566 300 L 530 284 L 500 316 L 470 280 L 440 292 Z M 820 360 L 860 420 L 830 414 L 800 396 Z" fill="#fff" ${S4}/>` +
      `<path d="M 0 700 Q 300 620 600 700 T 1000 680 L 1000 1000 L 0 1000 Z" fill="${w.grass[0]}"/><path d="M 0 800 Q 500 740 1000 820 L 1000 1000 L 0 1000 Z" fill="${w.grass[1]}"/>` +
      [140, 870].map((x) => pine(w, x, 760, 0.8)).join('') +
      [
        [300, 950, 60],
        [820, 930, 44],
        [560, 980, 34],
      ]
        .map(
          ([x, y, r]) =>
            `<path d="M ${x! - r!} ${y} Q ${x! - r! * 0.8} ${y! - r!} ${x} ${y! - r! * 1.1} Q ${x! + r! * 0.9} ${y! - r!} ${x! + r!} ${y} Z" fill="#a7a9ac" ${S}/>`,
        )
        .join('') +
      `<path d="M 500 700 Q 430 780 520 840 Q 600 900 560 1000" fill="none" stroke="#e0c595" stroke-width="30" stroke-linecap="round"/>` +
      `<g transform="translate(500 192)"><line x1="0" y1="0" x2="0" y2="-60" ${S4}/><path d="M 0 -60 l 40 12 l -40 12 z" fill="${w.accent}" ${S4}/></g>`,
  },
  harbor: {
    indoor: false,
    ground: 930,
    horizon: 600,
    draw: (w) => {
      const { deep, light } = water(w);
      const boat = (x: number, y: number, s: number, hull: string) =>
        `<g transform="translate(${x} ${y}) scale(${s})"><path d="M -90 -30 L 90 -30 L 66 10 L -66 10 Z" fill="${hull}" ${S}/><line x1="0" y1="-30" x2="0" y2="-200" ${S4}/><path d="M 6 -190 L 80 -50 L 6 -50 Z" fill="#fffbea" ${S4}/></g>`;
      return (
        `<rect x="0" y="600" width="1000" height="400" fill="${deep}"/>` +
        `<path d="M 180 600 Q 260 560 400 600 Z" fill="${w.grass[1]}"/>` +
        tree(w, 300, 596, 0.35) +
        ripples(500, 700, 10, light, w.r) +
        `<g transform="translate(120 640)"><path d="M -40 0 L -26 -260 L 26 -260 L 40 0 Z" fill="#fff" ${S}/><path d="M -36 -60 L 36 -60 L 34 -110 L -34 -110 Z M -30 -170 L 30 -170 L 28 -210 L -28 -210 Z" fill="#e63946"/><rect x="-30" y="-310" width="60" height="50" fill="${w.night || w.time === 'evening' ? '#ffe08a' : '#bde0fe'}" ${S}/><path d="M -40 -310 L 0 -350 L 40 -310 Z" fill="#e63946" ${S}/><path d="M -60 0 L 60 0" ${S}/></g>` +
        boat(420, 690, 0.8, '#3a86ff') +
        boat(640, 670, 0.6, '#e76f51') +
        ripples(540, 860, 6, light, w.r) +
        `<path d="M 0 840 L 1000 840 L 1000 1000 L 0 1000 Z" fill="#b08968"/>` +
        Array.from(
          { length: 11 },
          (_, i) =>
            `<path d="M ${i * 100} 840 L ${i * 100} 1000" stroke="#8a5a35" stroke-width="5"/>`,
        ).join('') +
        `<rect x="0" y="828" width="1000" height="16" fill="#8a5a35" ${S4}/>` +
        [120, 480, 860]
          .map(
            (x) =>
              `<rect x="${x - 14}" y="780" width="28" height="60" rx="6" fill="#6b4a33" ${S4}/>`,
          )
          .join('') +
        `<path d="M 134 790 Q 300 830 466 790" fill="none" stroke="#e9c46a" stroke-width="7"/>` +
        `<path d="M 700 300 q 14 -14 28 0 q 14 -14 28 0 M 800 360 q 10 -10 20 0 q 10 -10 20 0" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`
      );
    },
  },
  campsite: {
    indoor: false,
    ground: 920,
    horizon: 640,
    draw: (w) =>
      land(w, 690, 640) +
      [60, 180, 840, 950].map((x) => pine(w, x, 720, 1.0 + w.r() * 0.3)).join('') +
      `<g transform="translate(720 780)"><path d="M -130 0 L 0 -180 L 130 0 Z" fill="#2a9d8f" ${S}/><path d="M 0 -180 L -30 0 L 30 0 Z" fill="#264653" ${S}/><path d="M 0 -180 L 0 -206" ${S}/></g>` +
      `<g transform="translate(470 880)"><path d="M -70 0 L 70 -24 M -70 -24 L 70 0" stroke="#7a4a26" stroke-width="18" stroke-linecap="round"/><path d="M -40 -10 Q -50 -70 -10 -110 Q -14 -70 10 -60 Q 20 -100 40 -120 Q 60 -60 40 -10 Z" fill="#ff9f1c" ${S4}/><path d="M -16 -14 Q -20 -50 0 -70 Q 10 -40 20 -14 Z" fill="#ffd23f"/>${[
        [-100, 4],
        [100, 6],
        [-80, 20],
        [80, 22],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="12" fill="#a7a9ac" ${S4}/>`)
        .join('')}</g>` +
      (w.night || w.time === 'evening'
        ? `<path d="M 470 720 L 330 940 L 610 940 Z" fill="#ffb703" fill-opacity="0.12"/>`
        : '') +
      tufts(w, 12, 880, 990),
  },
  'night-sky': {
    indoor: false,
    ground: 900,
    horizon: 700,
    draw: (w) =>
      (w.night || w.time === 'evening'
        ? `<path d="M 160 300 L 240 260 L 320 300 L 380 230 M 620 180 L 700 220 L 760 170 L 840 210" fill="none" stroke="#fff3b0" stroke-width="3" stroke-dasharray="6 8" stroke-opacity="0.8"/>` +
          [
            [160, 300],
            [240, 260],
            [320, 300],
            [380, 230],
            [620, 180],
            [700, 220],
            [760, 170],
            [840, 210],
          ]
            .map(
              ([x, y]) =>
                `<path d="M ${x} ${y! - 14} l 4 10 l 10 4 l -10 4 l -4 10 l -4 -10 l -10 -4 l 10 -4 z" fill="#fff3b0"/>`,
            )
            .join('') +
          `<path d="M 760 90 L 600 160" stroke="#fff8d6" stroke-width="5" stroke-linecap="round" stroke-opacity="0.8"/><circle cx="760" cy="90" r="7" fill="#fff8d6"/>`
        : // By day, the wide open sky: a rainbow after the stars have gone.
          ['#ef476f', '#f4a261', '#ffd166', '#06d6a0', '#118ab2', '#9b5de5']
            .map(
              (c, i) =>
                `<path d="M ${120 + i * 16} 720 A ${380 - i * 16} ${380 - i * 16} 0 0 1 ${880 - i * 16} 720" fill="none" stroke="${c}" stroke-width="16" stroke-opacity="0.75"/>`,
            )
            .join('')) +
      `<path d="M 0 760 Q 300 640 560 720 T 1000 700 L 1000 1000 L 0 1000 Z" fill="${mix(w.grass[0], '#1d2b53', 0.55)}"/><path d="M 0 860 Q 500 780 1000 860 L 1000 1000 L 0 1000 Z" fill="${mix(w.grass[1], '#1d2b53', 0.45)}"/>` +
      pine({ ...w, snow: w.snow }, 900, 760, 0.7) +
      tufts(w, 10, 880, 990),
  },
  bedroom: {
    indoor: true,
    ground: 900,
    horizon: 720,
    draw: (w) =>
      room(w, '#f7e1d7', '#c99a6e') +
      windowView(w, 330, 150, 300, 260, 'win-bedroom') +
      curtains(330, 150, 300, 260, '#8ecae6') +
      `<g transform="translate(800 880)"><rect x="-190" y="-130" width="380" height="130" rx="18" fill="${w.accent}" ${S}/><path d="M -190 -100 L 190 -100" stroke="#fff" stroke-width="8" stroke-dasharray="24 16"/><rect x="-210" y="-300" width="40" height="300" rx="12" fill="#a0693a" ${S}/><rect x="170" y="-180" width="36" height="180" rx="12" fill="#a0693a" ${S}/><ellipse cx="-120" cy="-150" rx="62" ry="30" fill="#fff" ${S}/></g>` +
      bookshelf(40, 300, 200, 260, BOOK_COLOURS) +
      `<g transform="translate(140 300)"><circle cx="-40" cy="-30" r="22" fill="#c68b59" ${S4}/><circle cx="-56" cy="-50" r="9" fill="#c68b59" ${S4}/><circle cx="-24" cy="-50" r="9" fill="#c68b59" ${S4}/><rect x="10" y="-50" width="50" height="50" fill="#ef476f" ${S4}/></g>` +
      `<ellipse cx="480" cy="900" rx="260" ry="60" fill="${mix(w.accent, '#ffffff', 0.4)}" ${S4}/>` +
      lamp(w, 300, 720),
  },
  kitchen: {
    indoor: true,
    ground: 910,
    horizon: 720,
    draw: (w) =>
      room(w, '#fdf0d5', '#b5838d') +
      Array.from(
        { length: 10 },
        (_, i) => `<path d="M ${i * 100} 420 L ${i * 100} 600" stroke="#e9d8b8" stroke-width="3"/>`,
      ).join('') +
      `<path d="M 0 480 L 1000 480 M 0 540 L 1000 540" stroke="#e9d8b8" stroke-width="3"/>` +
      windowView(w, 380, 140, 260, 220, 'win-kitchen') +
      `<rect x="0" y="600" width="1000" height="30" fill="#e9ecef" ${S}/><rect x="0" y="630" width="1000" height="90" fill="#a3c4bc" ${S}/>` +
      [60, 260, 460, 660, 860]
        .map(
          (x) =>
            `<rect x="${x}" y="644" width="150" height="64" rx="6" fill="#b9d7cf" ${S4}/><circle cx="${x + 75}" cy="656" r="5" fill="${INK}"/>`,
        )
        .join('') +
      `<g transform="translate(200 600)"><rect x="-80" y="-20" width="160" height="20" fill="#3f4a5a" ${S4}/><path d="M -50 -20 L -50 -80 Q 0 -96 50 -80 L 50 -20 Z" fill="${w.accent}" ${S}/><path d="M -64 -70 L -50 -70 M 50 -70 L 64 -70" ${S}/><path d="M -20 -110 q -10 -14 0 -28 M 10 -110 q -10 -14 0 -28" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></g>` +
      `<rect x="700" y="200" width="260" height="14" fill="#a0693a" ${S4}/>` +
      [730, 790, 850, 910]
        .map(
          (x, i) =>
            `<rect x="${x - 18}" y="150" width="36" height="50" rx="8" fill="${BOOK_COLOURS[i]}" fill-opacity="0.8" ${S4}/>`,
        )
        .join('') +
      `<path d="M 90 160 L 90 260 M 150 160 L 150 240" stroke="${INK}" stroke-width="4"/><circle cx="90" cy="290" r="30" fill="#8d99ae" ${S}/><ellipse cx="150" cy="262" rx="34" ry="22" fill="#e76f51" ${S}/>`,
  },
  'living-room': {
    indoor: true,
    ground: 910,
    horizon: 720,
    draw: (w) => {
      const fire = w.night || w.time === 'evening' || w.snow || w.weather === 'rainy';
      return (
        room(w, '#e9edc9', '#a98467') +
        windowView(w, 90, 170, 240, 240, 'win-living') +
        curtains(90, 170, 240, 240, '#d4a373') +
        `<g transform="translate(650 720)"><rect x="-150" y="-290" width="300" height="290" fill="#b08968" ${S}/><rect x="-170" y="-310" width="340" height="30" fill="#7f5539" ${S4}/><rect x="-80" y="-180" width="160" height="180" fill="#2b2b2b" ${S}/>` +
        (fire
          ? `<path d="M -50 0 Q -60 -70 -20 -110 Q -20 -70 0 -60 Q 10 -110 40 -130 Q 60 -60 50 0 Z" fill="#ff9f1c"/><path d="M -24 0 Q -30 -40 0 -70 Q 10 -40 24 0 Z" fill="#ffd23f"/>`
          : '') +
        `<rect x="-70" y="-16" width="140" height="16" fill="#7a4a26"/><rect x="-40" y="-390" width="80" height="70" fill="#fefae0" ${S4}/><path d="M -30 -336 L -6 -364 L 10 -348 L 30 -370 L 30 -330 L -30 -330 Z" fill="#52b788"/></g>` +
        `<g transform="translate(330 880)"><rect x="-200" y="-170" width="400" height="110" rx="30" fill="${w.accent}" ${S}/><rect x="-220" y="-110" width="440" height="90" rx="24" fill="${mix(w.accent, '#000000', 0.12)}" ${S}/><rect x="-230" y="-150" width="60" height="130" rx="24" fill="${w.accent}" ${S}/><rect x="170" y="-150" width="60" height="130" rx="24" fill="${w.accent}" ${S}/><rect x="-120" y="-150" width="70" height="50" rx="14" fill="#ffd166" ${S4}/></g>` +
        `<ellipse cx="600" cy="930" rx="300" ry="50" fill="#cb997e" ${S4}/>` +
        `<g transform="translate(930 900)"><path d="M -40 0 L -30 -80 L 30 -80 L 40 0 Z" fill="#e76f51" ${S}/><path d="M 0 -80 Q -60 -160 -30 -220 M 0 -80 Q 40 -170 20 -240 M 0 -80 Q 70 -140 80 -180" fill="none" stroke="#52b788" stroke-width="16" stroke-linecap="round"/></g>`
      );
    },
  },
  classroom: {
    indoor: true,
    ground: 920,
    horizon: 720,
    draw: (w) =>
      room(w, '#dbe7e4', '#c9ad8b') +
      `<rect x="260" y="150" width="480" height="280" rx="10" fill="#2f5d50" stroke="#a0693a" stroke-width="16"/>` +
      `<g fill="none" stroke="#f1faee" stroke-width="5" stroke-linecap="round"><circle cx="340" cy="230" r="30"/><path d="M 340 180 L 340 190 M 340 270 L 340 280 M 290 230 L 300 230 M 380 230 L 390 230 M 470 330 L 520 280 L 570 330 Z M 480 330 L 480 380 L 560 380 L 560 330 M 620 250 q 20 -30 40 0 t 40 0"/><path d="M 600 360 l 20 -20 l 20 20 l 20 -20 l 20 20"/></g>` +
      `<rect x="300" y="430" width="400" height="12" fill="#a0693a"/><rect x="360" y="424" width="30" height="8" fill="#fff"/>` +
      windowView(w, 820, 170, 150, 240, 'win-class') +
      bookshelf(20, 380, 200, 260, BOOK_COLOURS) +
      [
        [180, 860],
        [820, 860],
        [500, 800],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})"><rect x="-90" y="-70" width="180" height="20" fill="#d4a373" ${S4}/><path d="M -76 -50 L -76 40 M 76 -50 L 76 40" stroke="#3f4a5a" stroke-width="10"/><rect x="-40" y="-84" width="60" height="14" fill="${BOOK_COLOURS[(x! / 10) % 6]}" ${S4}/></g>`,
        )
        .join(''),
  },
  library: {
    indoor: true,
    ground: 910,
    horizon: 740,
    draw: (w) =>
      room(w, '#f3e2c7', '#9c6644', 740) +
      bookshelf(20, 100, 230, 640, BOOK_COLOURS) +
      bookshelf(750, 100, 230, 640, [...BOOK_COLOURS].reverse()) +
      windowView(w, 380, 170, 240, 250, 'win-library') +
      `<g transform="translate(500 800)"><rect x="-170" y="-30" width="340" height="24" fill="#7f5539" ${S}/><path d="M -150 -6 L -150 80 M 150 -6 L 150 80" stroke="#7f5539" stroke-width="14"/><path d="M 80 -30 L 80 -100 M 50 -100 L 110 -100 L 96 -130 L 64 -130 Z" fill="#2a9d8f" ${S4}/><rect x="-120" y="-46" width="80" height="16" fill="#ef476f" ${S4}/><rect x="-110" y="-62" width="70" height="16" fill="#ffd166" ${S4}/></g>` +
      (w.night || w.time === 'evening'
        ? `<path d="M 560 670 L 480 770 L 680 770 L 600 670 Z" fill="#ffe9a8" fill-opacity="0.3"/>`
        : '') +
      `<ellipse cx="500" cy="930" rx="300" ry="50" fill="#bc6c25" fill-opacity="0.5"/>`,
  },
  workshop: {
    indoor: true,
    ground: 920,
    horizon: 720,
    draw: (w) =>
      room(w, '#e6ccb2', '#9c7a5b') +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M 0 ${i * 90 + 40} L 1000 ${i * 90 + 40}" stroke="#d5b79a" stroke-width="4"/>`,
      ).join('') +
      `<rect x="300" y="160" width="420" height="260" fill="#d4a373" ${S}/>` +
      Array.from({ length: 7 }, (_, i) =>
        Array.from(
          { length: 4 },
          (_, j) => `<circle cx="${330 + i * 60}" cy="${190 + j * 64}" r="4" fill="#7f5539"/>`,
        ).join(''),
      ).join('') +
      `<path d="M 350 210 L 350 330 M 330 200 L 370 200 L 370 230 L 330 230 Z" fill="#8d99ae" ${S4}/>` +
      `<path d="M 430 200 L 530 200 L 530 250 L 430 270 Z" fill="#adb5bd" ${S4}/><rect x="530" y="196" width="40" height="30" rx="8" fill="#e63946" ${S4}/><path d="M 436 270 l 8 -8 l 8 8 l 8 -8 l 8 8 l 8 -8 l 8 8 l 8 -8 l 8 8" fill="none" ${S4}/>` +
      `<path d="M 620 200 L 640 340 M 600 200 Q 620 180 660 200 L 650 220 Q 620 206 606 220 Z" fill="#8d99ae" ${S4}/><path d="M 670 360 q -10 -40 10 -60 l 10 10 q -14 20 -4 50 z" fill="#ffd166" ${S4}/>` +
      windowView(w, 60, 160, 180, 220, 'win-workshop') +
      `<g transform="translate(600 720)"><rect x="-300" y="-40" width="600" height="40" fill="#a0693a" ${S}/><path d="M -270 0 L -270 180 M 270 0 L 270 180" stroke="#7f5539" stroke-width="22"/><rect x="-240" y="-80" width="200" height="40" fill="#e0c595" ${S4}/><rect x="-200" y="-120" width="160" height="40" fill="#d4a373" ${S4}/><rect x="120" y="-90" width="50" height="50" fill="#6c757d" ${S4}/><rect x="100" y="-104" width="90" height="16" fill="#495057" ${S4}/></g>` +
      `<path d="M 100 960 q 20 -10 40 0 q 20 -10 40 0 M 820 950 q 20 -10 40 0" fill="none" stroke="#e0c595" stroke-width="8" stroke-linecap="round"/>`,
  },
  museum: {
    indoor: true,
    ground: 920,
    horizon: 720,
    draw: (w) =>
      room(w, '#efe9e1', '#d6ccc2') +
      windowView(w, 430, 50, 140, 110, 'win-museum') +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M ${i * 200} 720 L ${i * 200 - 100} 1000" stroke="#c2b6a8" stroke-width="4"/>`,
      ).join('') +
      [60, 940]
        .map(
          (x) =>
            `<rect x="${x - 40}" y="80" width="80" height="640" fill="#f8f4ee" ${S}/><rect x="${x - 56}" y="60" width="112" height="30" fill="#e9e2d6" ${S4}/><rect x="${x - 56}" y="700" width="112" height="24" fill="#e9e2d6" ${S4}/><path d="M ${x - 20} 100 L ${x - 20} 690 M ${x} 100 L ${x} 690 M ${x + 20} 100 L ${x + 20} 690" stroke="#e0d8cc" stroke-width="5"/>`,
        )
        .join('') +
      `<rect x="160" y="170" width="170" height="130" fill="#f2cc8f" stroke="#c9a227" stroke-width="14"/><path d="M 170 290 L 220 220 L 260 260 L 290 230 L 320 290 Z" fill="#81b29a"/><circle cx="290" cy="200" r="16" fill="#e07a5f"/>` +
      `<rect x="680" y="170" width="150" height="170" fill="#3d405b" stroke="#c9a227" stroke-width="14"/><circle cx="755" cy="240" r="34" fill="#f2cc8f"/><path d="M 700 340 Q 755 280 810 340" fill="#e07a5f"/>` +
      `<g transform="translate(500 700)"><rect x="-240" y="-20" width="480" height="30" fill="#bfb5a8" ${S4}/>` +
      `<g fill="none" stroke="#fffaf0" stroke-width="14" stroke-linecap="round"><path d="M -180 -200 Q -100 -260 0 -250 Q 80 -246 120 -200 Q 150 -170 200 -150 Q 230 -140 240 -110"/><path d="M -140 -230 L -150 -20 M -60 -250 L -70 -20 M 40 -240 L 50 -20 M 100 -210 L 110 -20"/><path d="M -200 -210 Q -260 -280 -230 -330"/></g>` +
      `<g stroke="#fffaf0" stroke-width="8" stroke-linecap="round">${[-120, -90, -60, -30, 0, 30, 60].map((x) => `<path d="M ${x} -250 L ${x + 4} -200"/>`).join('')}</g>` +
      `<path d="M -260 -350 Q -210 -370 -190 -330 Q -200 -300 -240 -300 Q -280 -310 -260 -350 Z" fill="#fffaf0" ${S4}/><circle cx="-228" cy="-334" r="6" fill="${INK}"/></g>` +
      [
        [220, 880],
        [780, 880],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x! - 8}" y="${y! - 110}" width="16" height="110" fill="#c9a227" ${S4}/><ellipse cx="${x}" cy="${y}" rx="26" ry="8" fill="#c9a227"/>`,
        )
        .join('') +
      `<path d="M 228 790 Q 500 850 772 790" fill="none" stroke="#c1121f" stroke-width="12"/>`,
  },
  market: {
    indoor: false,
    ground: 920,
    horizon: 640,
    draw: (w) =>
      `<rect x="0" y="640" width="1000" height="360" fill="#d8c3a0"/>` +
      Array.from(
        { length: 9 },
        (_, i) =>
          `<path d="M 0 ${700 + i * 34} L 1000 ${690 + i * 36}" stroke="#c4ad88" stroke-width="3"/>`,
      ).join('') +
      house(w, 90, 650, 1.1, '#f2d0a4', '#b5553c') +
      tree(w, 380, 650, 0.55) +
      house(w, 910, 650, 1.0, '#e9edc9', '#6d597a') +
      [
        [250, 760, '#e63946', '#ffd166', 0],
        [520, 740, w.accent, '#ffffff', 1],
        [790, 770, '#2a9d8f', '#f4f1de', 2],
      ]
        .map(([x, y, a, b, k]) => {
          const stripes = Array.from(
            { length: 6 },
            (_, i) =>
              `<path d="M ${-120 + i * 40} -200 L ${-100 + i * 40} -150 L ${-80 + i * 40} -150 L ${-80 + i * 40} -200 Z" fill="${i % 2 ? b : a}"/>`,
          ).join('');
          const fruit = ['#e63946', '#f4a261', '#80b918', '#ffd166'][k as number]!;
          const goods = Array.from(
            { length: 7 },
            (_, i) =>
              `<circle cx="${-90 + i * 30}" cy="${-76 + (i % 2) * 8}" r="15" fill="${i % 3 ? fruit : '#f77f00'}" ${S4}/>`,
          ).join('');
          return `<g transform="translate(${x} ${y})"><rect x="-110" y="-200" width="10" height="200" fill="#8a5a35"/><rect x="100" y="-200" width="10" height="200" fill="#8a5a35"/><path d="M -130 -200 L 130 -200 L 110 -150 L -110 -150 Z" fill="${a}" ${S}/>${stripes}<path d="M -110 -150 q 18 16 36 0 q 18 16 36 0 q 18 16 36 0 q 18 16 36 0 q 18 16 36 0 q 18 16 36 0" fill="${b}" ${S4}/><rect x="-110" y="-70" width="220" height="70" fill="#c68b59" ${S}/><path d="M -110 -40 L 110 -40" ${S4}/>${goods}</g>`;
        })
        .join('') +
      `<g transform="translate(640 905)"><rect x="-50" y="-56" width="100" height="56" fill="#d9a066" ${S}/><path d="M -50 -28 L 50 -28" ${S4}/>${[-30, 0, 30].map((x) => `<circle cx="${x}" cy="-64" r="16" fill="#e63946" ${S4}/>`).join('')}</g>` +
      `<path d="M 0 120 Q 250 200 500 150 T 1000 130" fill="none" stroke="${INK}" stroke-width="3"/>` +
      Array.from({ length: 11 }, (_, i) => {
        const x = 40 + i * 90;
        const y = 120 + 80 * Math.sin((i / 10) * Math.PI) - 20 * Math.sin((i / 5) * Math.PI);
        return `<path d="M ${x - 16} ${n(y)} L ${x + 16} ${n(y)} L ${x} ${n(y + 34)} Z" fill="${BOOK_COLOURS[i % BOOK_COLOURS.length]}" ${S4}/>`;
      }).join(''),
  },
  jungle: {
    indoor: false,
    ground: 930,
    horizon: 560,
    draw: (w) => {
      const dark = mix('#1f5e3b', w.leaves[0]!, 0.2);
      const mid = mix('#2f7f4a', w.leaves[1]!, 0.25);
      const light = mix('#4fa85e', w.leaves[2]!, 0.3);
      const leaf = (x: number, y: number, a: number, s: number, c: string) =>
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(${s.toFixed(2)})"><path d="M 0 0 Q 60 -60 160 -20 Q 60 20 0 0 Z" fill="${c}" ${S4}/><path d="M 0 0 Q 80 -24 150 -20" fill="none" stroke="${mix(c, '#000000', 0.25)}" stroke-width="4"/></g>`;
      let out = `<rect x="0" y="0" width="1000" height="1000" fill="${mix('#8cc9a0', '#ffffff', w.night ? 0 : 0.2)}" fill-opacity="0.55"/>`;
      out += `<rect x="0" y="560" width="1000" height="440" fill="#5f7f3a"/>`;
      for (const [x, s] of [
        [150, 1.0],
        [420, 0.8],
        [700, 1.1],
        [900, 0.9],
      ] as const)
        out += `<path d="M ${x - 24 * s} 1000 L ${x - 16 * s} 0 L ${x + 16 * s} 0 L ${x + 26 * s} 1000 Z" fill="#6b4a33" fill-opacity="0.8"/>`;
      out += `<path d="M 0 0 L 1000 0 L 1000 120 Q 800 200 640 120 Q 480 220 300 130 Q 160 200 0 140 Z" fill="${dark}"/>`;
      out += `<path d="M 220 0 Q 240 200 200 360 M 560 0 Q 520 160 580 300 M 820 0 Q 860 220 810 420" fill="none" stroke="#4f7f2f" stroke-width="9" stroke-linecap="round"/>`;
      for (let i = 0; i < 14; i++)
        out += leaf(
          between(w.r, 0, 1000),
          between(w.r, 520, 760),
          between(w.r, -170, -10),
          between(w.r, 0.9, 1.6),
          i % 2 ? mid : light,
        );
      out += `<g transform="translate(360 600)"><circle r="16" fill="#ef476f"/><circle cx="24" cy="-10" r="12" fill="#ffd166"/></g>`;
      out += `<path d="M 0 1000 L 0 860 Q 500 820 1000 860 L 1000 1000 Z" fill="#4f6f2a"/>`;
      for (let i = 0; i < 6; i++)
        out += leaf(
          i < 3 ? between(w.r, -40, 120) : between(w.r, 880, 1040),
          between(w.r, 880, 1000),
          i < 3 ? between(w.r, -80, -30) : between(w.r, -150, -100),
          1.8,
          i % 2 ? dark : mid,
        );
      return out;
    },
  },
  desert: {
    indoor: false,
    ground: 920,
    horizon: 620,
    draw: (w) => {
      const sand = w.night ? ['#a88a6a', '#8f7456'] : ['#f1cf8f', '#e4b46e'];
      const cactus = (x: number, y: number, s: number) =>
        `<g transform="translate(${x} ${y}) scale(${s})"><path d="M -20 0 L -20 -200 Q 0 -224 20 -200 L 20 0 Z" fill="#4f9d55" ${S}/><path d="M -20 -100 L -60 -100 Q -74 -100 -74 -120 L -74 -160 Q -60 -176 -46 -160 L -46 -126 L -20 -126" fill="#4f9d55" ${S}/><path d="M 20 -130 L 54 -130 L 54 -180 Q 68 -194 80 -180 L 80 -110 Q 80 -104 70 -104 L 20 -104" fill="#4f9d55" ${S}/><path d="M -6 -180 l 0 20 M 6 -140 l 0 20 M -6 -80 l 0 20" stroke="#2f6f3a" stroke-width="4"/></g>`;
      return (
        `<path d="M 0 600 L 120 520 L 220 600 Z M 640 610 L 760 500 L 840 560 L 900 610 Z" fill="${mix(sand[1]!, '#b5838d', 0.4)}"/>` +
        `<path d="M 0 620 Q 260 560 520 630 T 1000 610 L 1000 1000 L 0 1000 Z" fill="${sand[0]}"/>` +
        `<path d="M 0 760 Q 300 660 640 760 T 1000 740 L 1000 1000 L 0 1000 Z" fill="${sand[1]}"/>` +
        `<path d="M 0 880 Q 400 820 1000 900 L 1000 1000 L 0 1000 Z" fill="${mix(sand[0]!, '#ffffff', 0.1)}"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M ${80 + i * 160} ${800 + (i % 2) * 60} q 30 -10 60 0" fill="none" stroke="${mix(sand[1]!, '#000000', 0.12)}" stroke-width="4"/>`,
        ).join('') +
        flowers(w, 6, 860, 990) +
        cactus(860, 760, 0.9) +
        cactus(160, 680, 0.5) +
        cactus(470, 640, 0.3) +
        `<g transform="translate(700 930)"><path d="M -70 0 Q -60 -50 -10 -56 Q 50 -60 70 0 Z" fill="#c9a27a" ${S}/></g>`
      );
    },
  },
  stage: {
    indoor: true,
    ground: 900,
    horizon: 700,
    draw: (w) => {
      const curtain = '#9d1c2c';
      const folds = (x0: number, x1: number) =>
        Array.from({ length: 5 }, (_, i) => {
          const x = x0 + ((x1 - x0) * (i + 0.5)) / 5;
          return `<path d="M ${n(x)} 0 L ${n(x)} 1000" stroke="${mix(curtain, '#000000', 0.3)}" stroke-width="8"/>`;
        }).join('');
      const spot = w.night || w.time === 'evening' ? 0.5 : 0.35;
      return (
        `<rect width="1000" height="700" fill="#2b1d2e"/>` +
        `<rect x="120" y="80" width="760" height="620" fill="${mix('#3d2b4f', w.accent, 0.2)}"/>` +
        windowView(w, 440, 190, 120, 90, 'win-stage') +
        Array.from(
          { length: 14 },
          (_, i) =>
            `<circle cx="${170 + i * 52}" cy="${150 + (i % 3) * 40}" r="4" fill="#ffe9a8" fill-opacity="0.8"/>`,
        ).join('') +
        `<rect x="0" y="700" width="1000" height="300" fill="#a0693a"/>` +
        Array.from(
          { length: 12 },
          (_, i) =>
            `<path d="M ${i * 90 - 40} 1000 L ${500 + (i * 90 - 540) * 0.5} 700" stroke="#7f5230" stroke-width="4"/>`,
        ).join('') +
        `<path d="M 500 -40 L 230 760 Q 500 800 770 760 Z" fill="#fff4c2" fill-opacity="${spot}"/>` +
        `<ellipse cx="500" cy="840" rx="300" ry="56" fill="#fff4c2" fill-opacity="${spot}"/>` +
        `<path d="M 0 0 L 170 0 Q 140 380 200 700 Q 60 720 0 700 Z" fill="${curtain}" ${S}/>` +
        folds(0, 160) +
        `<path d="M 1000 0 L 830 0 Q 860 380 800 700 Q 940 720 1000 700 Z" fill="${curtain}" ${S}/>` +
        folds(840, 1000) +
        `<path d="M 0 0 L 1000 0 L 1000 90 Q 750 150 500 90 Q 250 150 0 90 Z" fill="${curtain}" ${S}/><path d="M 0 90 Q 250 150 500 90 Q 750 150 1000 90" fill="none" stroke="#e9c46a" stroke-width="10"/>` +
        `<rect x="0" y="960" width="1000" height="40" fill="#5a3b2e"/>` +
        [100, 300, 500, 700, 900]
          .map((x) => `<path d="M ${x - 26} 962 Q ${x} 930 ${x + 26} 962 Z" fill="#ffe08a" ${S4}/>`)
          .join('')
      );
    },
  },
};

/** The backdrop of a setting, wrapped in a group named after it. */
export function drawSetting(kind: SettingKind, w: World): string {
  return `<g id="setting-${kind}">${SETTING_DRAWINGS[kind].draw(w)}</g>`;
}
