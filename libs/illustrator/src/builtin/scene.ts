import { between, pick, rng, seedOf } from '../rng';
import {
  BACK_COVER_PAGE,
  COVER_PAGE,
  type IllustrationRequest,
  type SceneDescription,
} from '../types';
import {
  animalDesign,
  childDesign,
  type ChildDesign,
  drawAnimal,
  drawChild,
  drawHelper,
} from './characters';

/** The book's colours: chosen once per story, used on every page. */
export interface BookPalette {
  name: string;
  grass: [string, string];
  accent: string;
  flower: [string, string, string];
  shirt: string;
  frame: string;
}

export const PALETTES: readonly BookPalette[] = [
  {
    name: 'spring',
    grass: ['#9ed36a', '#6fb552'],
    accent: '#f27f6b',
    flower: ['#ffd166', '#ef476f', '#ffffff'],
    shirt: '#ef476f',
    frame: '#fff6e5',
  },
  {
    name: 'summer',
    grass: ['#7cc96b', '#4f9d55'],
    accent: '#ffb347',
    flower: ['#ffe066', '#ff6f91', '#a0e7e5'],
    shirt: '#3a86ff',
    frame: '#fffbea',
  },
  {
    name: 'meadow',
    grass: ['#b5d96b', '#86b64a'],
    accent: '#e76f51',
    flower: ['#f4a261', '#e9c46a', '#ffffff'],
    shirt: '#e76f51',
    frame: '#fdf3e1',
  },
  {
    name: 'mint',
    grass: ['#8fd6a5', '#5bb08a'],
    accent: '#ff8fab',
    flower: ['#ffc8dd', '#fff3b0', '#bde0fe'],
    shirt: '#8e7dbe',
    frame: '#f1fbf6',
  },
  {
    name: 'autumn',
    grass: ['#c6c76b', '#9a9a4a'],
    accent: '#d62828',
    flower: ['#f77f00', '#fcbf49', '#eae2b7'],
    shirt: '#f77f00',
    frame: '#fff1e0',
  },
  {
    name: 'berry',
    grass: ['#a3d977', '#6da34d'],
    accent: '#9b5de5',
    flower: ['#f15bb5', '#fee440', '#00bbf9'],
    shirt: '#00a6a6',
    frame: '#f8f0ff',
  },
];

export type SettingKind =
  | 'meadow'
  | 'forest'
  | 'beach'
  | 'pond'
  | 'garden'
  | 'hill'
  | 'snow'
  | 'village'
  | 'library'
  | 'farm'
  | 'river'
  | 'park'
  | 'path'
  | 'bedroom';

/** Words in a free-text setting (the engine's or a language model's) → the backdrop drawn. */
const SETTING_WORDS: [SettingKind, RegExp][] = [
  ['bedroom', /bedroom|\bin bed\b|asleep|nursery|pillow/i],
  ['path', /path home|way home|road home|walk home|sunset/i],
  [
    'library',
    /librar|book ?shop|classroom|school|shelves|indoors|kitchen|living room|\bhouse\b|\bat home\b/i,
  ],
  ['snow', /snow|\bice\b|icy|frost|winter|arctic/i],
  ['beach', /beach|\bsea(side)?\b|ocean|shore|sand|coast/i],
  ['pond', /pond|lake|lily/i],
  ['river', /river|stream|brook|creek|waterfall/i],
  ['park', /\bpark\b|playground/i],
  ['forest', /forest|\bwoods?\b|woodland|jungle|\btrees?\b/i],
  ['garden', /garden|vegetable|greenhouse/i],
  ['farm', /farm|barn|field|orchard/i],
  ['village', /village|town|square|street|market|city|shop/i],
  ['hill', /hill|mountain|valley|cliff/i],
  ['meadow', /meadow|grass|flower|picnic/i],
];

export const SETTING_KINDS: readonly SettingKind[] = [...new Set(SETTING_WORDS.map(([k]) => k))];

export function settingKind(setting: string): SettingKind {
  return SETTING_WORDS.find(([, re]) => re.test(setting))?.[0] ?? 'meadow';
}

type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';
const SKIES: Record<TimeOfDay, [string, string]> = {
  morning: ['#ffd9b8', '#bfe3f5'],
  afternoon: ['#8fd0f5', '#dff3fc'],
  evening: ['#f7a26b', '#8c6bb1'],
  night: ['#1d2b53', '#3d4f8a'],
};

function timeOf(t: string): TimeOfDay {
  return (
    (['morning', 'afternoon', 'evening', 'night'] as const).find((x) =>
      t.toLowerCase().includes(x),
    ) ?? 'afternoon'
  );
}

const DEFAULT_SCENE: SceneDescription = {
  setting: 'a wide green meadow full of wildflowers',
  timeOfDay: 'afternoon',
  weather: 'sunny',
  characters: [],
  action: '',
  mood: 'cheerful',
};

/** Everything fixed for a book: palette and the child's look. Derived from the story id alone. */
export function bookLook(req: IllustrationRequest): { palette: BookPalette; child: ChildDesign } {
  const r = rng(seedOf('book', req.storyId));
  const palette = pick(r, PALETTES);
  return { palette, child: childDesign(r, req.child, palette.shirt) };
}

const INK = '#3a2b25';
const S = `stroke="${INK}" stroke-width="5" stroke-linejoin="round"`;

function tree(x: number, y: number, s: number, leaf: string, kind: 'round' | 'pine'): string {
  if (kind === 'pine') {
    return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-10" y="-40" width="20" height="40" fill="#7a4a26"/><path d="M 0 -260 L 70 -140 L 40 -140 L 90 -40 L -90 -40 L -40 -140 L -70 -140 Z" fill="${leaf}" ${S}/></g>`;
  }
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-14" y="-120" width="28" height="120" fill="#8a5a35" ${S}/><circle cx="0" cy="-170" r="80" fill="${leaf}" ${S}/><circle cx="-50" cy="-130" r="50" fill="${leaf}" ${S}/><circle cx="50" cy="-130" r="50" fill="${leaf}" ${S}/></g>`;
}

function flowers(r: () => number, p: BookPalette, n: number, yMin: number, yMax: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = between(r, 20, 980);
    const y = between(r, yMin, yMax);
    const c = pick(r, p.flower);
    out += `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><line x1="0" y1="0" x2="0" y2="22" stroke="#4f8a3c" stroke-width="4"/>${[0, 72, 144, 216, 288].map((a) => `<circle cx="${(9 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(9 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="7" fill="${c}"/>`).join('')}<circle r="5" fill="#ffd23f"/></g>`;
  }
  return out;
}

function house(x: number, y: number, s: number, wall: string, roof: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-70" y="-110" width="140" height="110" fill="${wall}" ${S}/><path d="M -85 -105 L 0 -180 L 85 -105 Z" fill="${roof}" ${S}/><rect x="-18" y="-60" width="36" height="60" fill="#7a4a26" ${S}/><rect x="-55" y="-90" width="26" height="26" fill="#bde0fe" ${S}/><rect x="29" y="-90" width="26" height="26" fill="#bde0fe" ${S}/></g>`;
}

/** The ground and the props of a setting. Returns the drawing and the ground line. */
function backdrop(
  kind: SettingKind,
  r: () => number,
  p: BookPalette,
  night: boolean,
): { svg: string; ground: number; indoor: boolean } {
  const [g1, g2] = p.grass;
  const hills = `<path d="M 0 640 Q 250 540 500 610 T 1000 590 L 1000 1000 L 0 1000 Z" fill="${g2}"/><path d="M 0 700 Q 300 640 600 690 T 1000 680 L 1000 1000 L 0 1000 Z" fill="${g1}"/>`;
  switch (kind) {
    case 'meadow':
      return { svg: hills + flowers(r, p, 28, 700, 980), ground: 900, indoor: false };
    case 'forest':
      return {
        svg:
          `<rect x="0" y="620" width="1000" height="380" fill="${g2}"/>` +
          [80, 250, 760, 930, 420, 600]
            .map((x, i) =>
              tree(
                x + between(r, -20, 20),
                700 + (i % 2) * 20,
                1.3 + r() * 0.4,
                i % 2 ? '#3f8f4e' : '#5fae5a',
                r() > 0.5 ? 'pine' : 'round',
              ),
            )
            .join('') +
          `<path d="M 380 1000 Q 480 800 520 690 L 600 690 Q 580 820 680 1000 Z" fill="#d9b98a"/>` +
          flowers(r, p, 8, 860, 990),
        ground: 920,
        indoor: false,
      };
    case 'beach':
      return {
        svg:
          `<rect x="0" y="560" width="1000" height="160" fill="${night ? '#2b4c7e' : '#4fb3d9'}"/><path d="M 0 700 Q 120 680 250 700 T 500 700 T 750 700 T 1000 700 L 1000 1000 L 0 1000 Z" fill="#f3dca6"/><path d="M 0 705 Q 120 690 250 705 T 500 705 T 750 705 T 1000 705" fill="none" stroke="#fff" stroke-width="8"/>` +
          [120, 820, 600]
            .map(
              (x) =>
                `<path d="M ${x} ${930 + r() * 40} q 15 -25 30 0 z" fill="${pick(r, p.flower)}" ${S}/>`,
            )
            .join('') +
          `<g transform="translate(880 860)"><line x1="0" y1="0" x2="-30" y2="-220" stroke="#7a4a26" stroke-width="8"/><path d="M -110 -200 Q -30 -290 60 -230 Z" fill="${p.accent}" ${S}/></g>`,
        ground: 910,
        indoor: false,
      };
    case 'pond':
    case 'river': {
      const water =
        kind === 'pond'
          ? `<ellipse cx="620" cy="790" rx="330" ry="110" fill="#6cc3e0" ${S}/><ellipse cx="520" cy="780" rx="40" ry="14" fill="#4f9d55"/><ellipse cx="700" cy="820" rx="46" ry="16" fill="#4f9d55"/><circle cx="705" cy="812" r="9" fill="${p.flower[1]}"/>` +
            [330, 350, 900, 920]
              .map(
                (x) =>
                  `<path d="M ${x} 800 Q ${x + 5} 700 ${x + 15} 660" fill="none" stroke="#4f8a3c" stroke-width="7"/><ellipse cx="${x + 15}" cy="660" rx="7" ry="20" fill="#7a4a26"/>`,
              )
              .join('')
          : `<path d="M 600 640 Q 450 760 700 850 Q 900 930 780 1000 L 1000 1000 L 1000 640 Z" fill="#6cc3e0" ${S}/>` +
            [720, 820, 900]
              .map(
                (x) =>
                  `<ellipse cx="${x}" cy="${880 + r() * 60}" rx="26" ry="14" fill="#b7b7b7" ${S}/>`,
              )
              .join('') +
            tree(870, 700, 1.4, '#8fc16b', 'round');
      return { svg: hills + water + flowers(r, p, 10, 880, 990), ground: 930, indoor: false };
    }
    case 'garden':
      return {
        svg:
          hills +
          [0, 1, 2]
            .map(
              (i) =>
                `<rect x="${560 + i * 140}" y="760" width="110" height="60" rx="10" fill="#8a5a35" ${S}/>` +
                [0, 1, 2]
                  .map(
                    (j) =>
                      `<circle cx="${580 + i * 140 + j * 35}" cy="752" r="16" fill="${i === 1 ? '#e76f51' : '#4f9d55'}" ${S}/>`,
                  )
                  .join(''),
            )
            .join('') +
          `<g>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${20 + i * 60}" y="620" width="30" height="120" fill="#f2e3c6" ${S}/>`).join('')}<rect x="10" y="650" width="420" height="18" fill="#f2e3c6" ${S}/><rect x="10" y="700" width="420" height="18" fill="#f2e3c6" ${S}/></g>` +
          flowers(r, p, 12, 880, 990),
        ground: 920,
        indoor: false,
      };
    case 'hill':
      return {
        svg:
          `<path d="M 0 760 Q 200 600 400 700 T 1000 640 L 1000 1000 L 0 1000 Z" fill="${g2}" opacity="0.6"/><path d="M 0 1000 L 0 760 Q 500 520 1000 760 L 1000 1000 Z" fill="${g1}"/>` +
          tree(860, 720, 0.9, '#5fae5a', 'round') +
          flowers(r, p, 14, 760, 990),
        ground: 920,
        indoor: false,
      };
    case 'snow':
      return {
        svg:
          `<path d="M 0 660 Q 300 560 600 640 T 1000 620 L 1000 1000 L 0 1000 Z" fill="#eef5fb"/><path d="M 0 740 Q 400 680 1000 760 L 1000 1000 L 0 1000 Z" fill="#ffffff"/>` +
          [90, 230, 790, 930]
            .map(
              (x) =>
                tree(x, 720, 1.1 + r() * 0.3, '#2f7a56', 'pine') +
                `<path d="M ${x - 40} ${720 - 170} q 40 -20 80 0" fill="none" stroke="#fff" stroke-width="14"/>`,
            )
            .join(''),
        ground: 930,
        indoor: false,
      };
    case 'village':
      return {
        svg:
          `<rect x="0" y="640" width="1000" height="360" fill="#d8cbb3"/>` +
          house(150, 660, 1.4, '#f6d5a5', p.accent) +
          house(420, 650, 1.1, '#cfe3f1', '#6b5b95') +
          house(860, 660, 1.5, '#f3c6c6', '#4f9d55') +
          `<g transform="translate(640 800)"><ellipse rx="130" ry="40" fill="#a8b8c8" ${S}/><rect x="-20" y="-110" width="40" height="100" fill="#a8b8c8" ${S}/><path d="M 0 -120 Q -40 -170 -60 -120 M 0 -120 Q 40 -170 60 -120" fill="none" stroke="#6cc3e0" stroke-width="8"/></g>`,
        ground: 930,
        indoor: false,
      };
    case 'farm':
      return {
        svg:
          hills +
          `<g transform="translate(760 700)"><rect x="-150" y="-200" width="300" height="200" fill="#c0392b" ${S}/><path d="M -170 -190 L 0 -300 L 170 -190 Z" fill="#8e2a20" ${S}/><rect x="-50" y="-120" width="100" height="120" fill="#f2e3c6" ${S}/><path d="M -50 -120 L 50 0 M 50 -120 L -50 0" stroke="${INK}" stroke-width="5"/></g>` +
          [0, 1, 2, 3, 4]
            .map(
              (i) =>
                `<path d="M 0 ${760 + i * 30} Q 250 ${740 + i * 30} 480 ${760 + i * 30}" fill="none" stroke="#c9b458" stroke-width="9"/>`,
            )
            .join('') +
          flowers(r, p, 8, 900, 990),
        ground: 930,
        indoor: false,
      };
    case 'park':
      return {
        svg:
          hills +
          tree(120, 720, 1.5, '#5fae5a', 'round') +
          tree(900, 700, 1.3, '#4f9d55', 'round') +
          `<g transform="translate(640 760)"><path d="M -140 0 L -100 -240 L 100 -240 L 140 0" fill="none" stroke="${p.accent}" stroke-width="14"/><line x1="-30" y1="-240" x2="-30" y2="-80" stroke="${INK}" stroke-width="5"/><line x1="30" y1="-240" x2="30" y2="-80" stroke="${INK}" stroke-width="5"/><rect x="-45" y="-84" width="90" height="16" fill="#8a5a35" ${S}/></g>` +
          flowers(r, p, 10, 880, 990),
        ground: 930,
        indoor: false,
      };
    case 'path':
      return {
        svg:
          hills +
          `<path d="M 420 1000 Q 520 820 620 700 L 660 700 Q 620 820 640 1000 Z" fill="#d9b98a"/>` +
          house(820, 660, 0.6, '#f6d5a5', p.accent) +
          tree(140, 720, 1.2, '#4f9d55', 'round') +
          flowers(r, p, 10, 800, 990),
        ground: 930,
        indoor: false,
      };
    case 'library':
      return {
        svg:
          `<rect x="0" y="0" width="1000" height="1000" fill="#f3e2c7"/><rect x="0" y="760" width="1000" height="240" fill="#b98a5e"/>` +
          [40, 760]
            .map(
              (x) =>
                `<rect x="${x}" y="120" width="200" height="640" fill="#8a5a35" ${S}/>` +
                [0, 1, 2, 3]
                  .map(
                    (row) =>
                      `<rect x="${x + 10}" y="${130 + row * 155}" width="180" height="8" fill="${INK}"/>` +
                      [0, 1, 2, 3, 4, 5]
                        .map(
                          (b) =>
                            `<rect x="${x + 16 + b * 29}" y="${150 + row * 155 + (b % 3) * 6}" width="24" height="${130 - (b % 3) * 6}" fill="${[p.accent, p.flower[0], p.flower[2], '#4f9d55', '#3a86ff', p.flower[1]][b]}" ${S}/>`,
                        )
                        .join(''),
                  )
                  .join(''),
            )
            .join('') +
          `<ellipse cx="500" cy="900" rx="300" ry="60" fill="${p.accent}" opacity="0.5"/>`,
        ground: 900,
        indoor: true,
      };
    case 'bedroom':
      return {
        svg:
          `<rect x="0" y="0" width="1000" height="1000" fill="${night ? '#5b5f97' : '#f7e1d7'}"/><rect x="0" y="760" width="1000" height="240" fill="#b98a5e"/>` +
          `<g transform="translate(770 820)"><rect x="-200" y="-120" width="400" height="120" rx="20" fill="${p.shirt}" ${S}/><rect x="-220" y="-260" width="40" height="260" rx="12" fill="#8a5a35" ${S}/><ellipse cx="-130" cy="-130" rx="60" ry="28" fill="#fff" ${S}/></g>` +
          `<ellipse cx="420" cy="910" rx="200" ry="45" fill="${p.accent}" opacity="0.5"/>`,
        ground: 900,
        indoor: true,
      };
  }
}

function sky(
  time: TimeOfDay,
  weather: string,
  r: () => number,
  indoor: boolean,
): { back: string; front: string; mid: string } {
  const [top, bottom] = SKIES[time];
  const night = time === 'night';
  const w = weather.toLowerCase();
  let back = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1000" height="1000" fill="url(#sky)"/>`;
  let front = '';
  if (night) {
    for (let i = 0; i < 40; i++)
      back += `<circle cx="${(r() * 1000).toFixed(0)}" cy="${(r() * 520).toFixed(0)}" r="${(1.5 + r() * 3).toFixed(1)}" fill="#fff8d6"/>`;
    back += `<circle cx="800" cy="170" r="70" fill="#fff3c4"/><circle cx="830" cy="150" r="62" fill="${top}"/>`;
  } else if (!/rain|snow|cloudy|overcast|mist|fog/.test(w)) {
    const sunY = time === 'evening' ? 470 : time === 'morning' ? 300 : 170;
    back += `<circle cx="${time === 'morning' ? 200 : 800}" cy="${sunY}" r="80" fill="#ffd23f" opacity="0.95"/><circle cx="${time === 'morning' ? 200 : 800}" cy="${sunY}" r="110" fill="#ffd23f" opacity="0.25"/>`;
  }
  const cloudCount = /cloud|breez|rain|overcast/.test(w) ? 4 : /sun|clear/.test(w) ? 1 : 2;
  for (let i = 0; i < cloudCount; i++) {
    const x = between(r, 80, 900);
    const y = between(r, 80, 360);
    const c = /rain/.test(w) ? '#b8c4d0' : night ? '#59668f' : '#ffffff';
    back += `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)})" opacity="0.95"><ellipse rx="90" ry="38" fill="${c}"/><circle cx="-40" cy="-20" r="40" fill="${c}"/><circle cx="25" cy="-35" r="50" fill="${c}"/></g>`;
  }
  if (indoor) {
    // The weather shows through a window.
    let window = `<clipPath id="win"><rect x="330" y="130" width="340" height="300" rx="20"/></clipPath>`;
    window += `<g clip-path="url(#win)"><rect x="330" y="130" width="340" height="300" fill="${top}"/>${night ? '<circle cx="600" cy="210" r="40" fill="#fff3c4"/>' : '<circle cx="600" cy="210" r="40" fill="#ffd23f"/>'}</g>`;
    window += `<rect x="330" y="130" width="340" height="300" rx="20" fill="none" stroke="#8a5a35" stroke-width="18"/><line x1="500" y1="130" x2="500" y2="430" stroke="#8a5a35" stroke-width="12"/>`;
    return { back, front: '', mid: window };
  }
  if (/rain/.test(w))
    for (let i = 0; i < 70; i++) {
      const x = r() * 1000;
      const y = r() * 1000;
      front += `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x - 12).toFixed(0)}" y2="${(y + 36).toFixed(0)}" stroke="#7fb2d9" stroke-width="4" opacity="0.7"/>`;
    }
  if (/snow/.test(w))
    for (let i = 0; i < 80; i++)
      front += `<circle cx="${(r() * 1000).toFixed(0)}" cy="${(r() * 1000).toFixed(0)}" r="${(3 + r() * 5).toFixed(1)}" fill="#fff" opacity="0.9"/>`;
  // Mist lies over the land but behind the characters (drawn in the slot before the figures).
  const mist = /mist|fog/.test(w)
    ? `<rect y="560" width="1000" height="160" fill="#fff" opacity="0.35"/><rect y="760" width="1000" height="90" fill="#fff" opacity="0.25"/>`
    : '';
  if (/breez|wind/.test(w))
    front += [0, 1, 2]
      .map(
        (i) =>
          `<path d="M ${120 + i * 260} ${420 + i * 40} q 60 -30 120 0 t 120 0" fill="none" stroke="#fff" stroke-width="6" opacity="0.8"/>`,
      )
      .join('');
  return { back, front, mid: mist };
}

function moodMarks(mood: string, x: number, y: number): string {
  const m = mood.toLowerCase();
  if (/sleep|tired/.test(m))
    return `<g fill="#fff" stroke="${INK}" stroke-width="3" font-size="0"><path d="M ${x} ${y} h 30 l -30 30 h 30" fill="none" stroke="#fff" stroke-width="7"/><path d="M ${x + 40} ${y - 50} h 22 l -22 22 h 22" fill="none" stroke="#fff" stroke-width="6"/></g>`;
  if (/joy|happy|warm|proud|cheer|love|excite/.test(m))
    return [0, 1, 2]
      .map(
        (i) =>
          `<path transform="translate(${x + i * 45} ${y - i * 30}) scale(${1 - i * 0.2})" d="M 0 8 C -20 -12 -20 -28 0 -18 C 20 -28 20 -12 0 8 Z" fill="#ff6f91" stroke="${INK}" stroke-width="3"/>`,
      )
      .join('');
  if (/curious|wonder/.test(m))
    return `<path d="M ${x} ${y} q 0 -30 25 -30 q 25 0 25 25 q 0 20 -25 25 v 15" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><circle cx="${x + 25}" cy="${y + 50}" r="6" fill="${INK}"/>`;
  if (/worr|scared|nervous|sad/.test(m))
    return `<path d="M ${x} ${y} q -14 24 0 30 q 14 -6 0 -30 z" fill="#7fc8f8" stroke="${INK}" stroke-width="3"/>`;
  if (/determin|brave/.test(m))
    return [0, 1, 2]
      .map(
        (i) =>
          `<line x1="${x + i * 20}" y1="${y}" x2="${x + i * 28}" y2="${y - 40}" stroke="#ffd23f" stroke-width="8" stroke-linecap="round"/>`,
      )
      .join('');
  return `<path d="M ${x} ${y} l 8 -20 l 8 20 l 20 8 l -20 8 l -8 20 l -8 -20 l -20 -8 z" fill="#ffd23f" stroke="${INK}" stroke-width="3"/>`;
}

const HELPER_COLOURS = ['#b08968', '#8d99ae', '#e9c46a', '#90be6d', '#c77dff', '#f4978e'];

/** The character layer, as drawn on every page: `<g id="character">` wrapped in the page's placement. */
export function characterLayer(animal: string): string {
  return `<g id="character">${drawAnimal(animal)}</g>`;
}

export interface ComposedSvg {
  svg: string;
  /** The parts tests and the image prompt compare: the animal's own drawing, identical on every page. */
  layers: { character: string; child: string | null; setting: SettingKind };
}

/**
 * Composes one page (or the cover / back cover) as SVG in a 1000×1000 view box.
 * Pure: the same story and page give the same SVG, byte for byte.
 */
export function composeSvg(req: IllustrationRequest, outputPx: number): ComposedSvg {
  const { palette, child } = bookLook(req);
  const r = rng(seedOf('page', req.storyId, req.pageNumber));
  const scene = req.scene ?? DEFAULT_SCENE;
  const isCover = req.pageNumber === COVER_PAGE;
  const isBack = req.pageNumber === BACK_COVER_PAGE;
  const time = isBack ? 'night' : isCover ? 'afternoon' : timeOf(scene.timeOfDay);
  const kind = settingKind(scene.setting);
  const ground = backdrop(kind, r, palette, time === 'night');
  const weather = sky(time, isCover ? 'sunny' : scene.weather, r, ground.indoor);

  const names = scene.characters;
  const pet = req.petName?.toLowerCase();
  const showChild =
    isCover ||
    (!isBack &&
      (names.length === 0 ||
        names.some((n) => n.toLowerCase().startsWith(req.childName.toLowerCase()))));
  const helpers =
    isCover || isBack
      ? []
      : names.filter(
          (n) =>
            !n.toLowerCase().startsWith(req.childName.toLowerCase()) &&
            !(pet && n.toLowerCase().startsWith(pet)) &&
            !n.toLowerCase().includes(req.animal),
        );

  const character = characterLayer(req.animal);
  const childSvg = `<g id="child">${drawChild(child)}</g>`;
  const flip = !isCover && !isBack && r() > 0.5;
  const gy = ground.ground;
  let figures = '';
  if (isCover) {
    figures += `<circle cx="500" cy="560" r="330" fill="${palette.frame}" opacity="0.55"/>`;
    figures += `<g transform="translate(330 ${gy - 40}) scale(1.15)">${childSvg}</g>`;
    figures += `<g transform="translate(650 ${gy - 40}) scale(1.25)">${character}</g>`;
  } else if (isBack) {
    figures +=
      `<g transform="translate(500 ${gy}) scale(1.1)">${character}</g>` +
      moodMarks('sleepy', 620, 380);
  } else {
    const childX = flip ? 690 : 300;
    const petX = flip ? 330 : 640;
    const scale = 0.95 + r() * 0.15;
    if (showChild)
      figures += `<g transform="translate(${childX} ${gy}) scale(${scale.toFixed(3)})">${childSvg}</g>`;
    figures += `<g transform="translate(${showChild ? petX : 500} ${gy}) scale(${(scale * 0.95).toFixed(3)})${flip ? ' scale(-1 1)' : ''}">${character}</g>`;
    helpers.slice(0, 2).forEach((h, i) => {
      const colour = HELPER_COLOURS[seedOf(h) % HELPER_COLOURS.length]!;
      figures += `<g id="helper-${i}" transform="translate(${i ? 90 : 900} ${gy + 20}) scale(0.8)">${drawHelper(h, colour)}</g>`;
    });
    figures += moodMarks(scene.mood, showChild ? petX + 80 : 600, 330);
  }
  const border = `<rect x="14" y="14" width="972" height="972" rx="28" fill="none" stroke="${palette.frame}" stroke-width="28" opacity="${isCover || isBack ? 0.9 : 0}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${outputPx}" height="${outputPx}" viewBox="0 0 1000 1000">${weather.back}${ground.svg}${weather.mid}${figures}${weather.front}${border}</svg>`;
  return { svg, layers: { character, child: showChild ? childSvg : null, setting: kind } };
}

/** The book's fixed character sheet, shared by the drawing and the image model's prompt. */
export function characterSheet(req: IllustrationRequest): {
  animal: string;
  child: string;
  palette: string;
} {
  const { palette, child } = bookLook(req);
  const name = req.petName ? `${req.petName} the ${req.animal}` : `the ${req.animal}`;
  return {
    animal: `${name}: ${animalDesign(req.animal).description}`,
    child: `${req.childName}: ${child.description}${req.child?.notes ? ` (family's notes: ${req.child.notes.slice(0, 300)})` : ''}`,
    palette: `${palette.name} palette: grass ${palette.grass.join(' and ')}, accents ${palette.accent}, flowers ${palette.flower.join(', ')}`,
  };
}
