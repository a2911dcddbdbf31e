import { type CastKind, type HelperSpecies, type Person, PEOPLE } from '@shop/contracts';
import { INK, limb, S, S4 } from './ink';

/**
 * Everyone besides the child and the companion: each helper species and each person has its own
 * drawing. Animals are drawn side-on facing right (mirrored to face the child), standing on (0, 0);
 * `air` ones fly, drawn around (0, 0).
 */
export interface CastDrawing {
  place: 'ground' | 'air';
  /** Rough height in drawing units, for placing marks and spacing. */
  height: number;
  draw: (skin: string) => string;
}

const eye = (x: number, y: number, r = 7) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${x + r / 3}" cy="${y - r / 3}" r="${(r / 3).toFixed(1)}" fill="#fff"/>`;

/** Four legs and a body, side-on, facing right. */
function quadBody(
  len: number,
  h: number,
  legH: number,
  fill: string,
  hoof = INK,
  legW = 22,
): string {
  const top = -legH - h;
  const xs = [-len * 0.34, -len * 0.2, len * 0.22, len * 0.36];
  const legs = xs
    .map((x, i) => {
      const shade = i === 1 || i === 2 ? ' fill-opacity="0.85"' : '';
      return `<rect x="${(x - legW / 2).toFixed(1)}" y="${(-legH - 10).toFixed(1)}" width="${legW}" height="${legH + 4}" rx="${legW / 3}" fill="${fill}"${shade} ${S}/><rect x="${(x - legW / 2).toFixed(1)}" y="-10" width="${legW}" height="10" rx="3" fill="${hoof}"/>`;
    })
    .join('');
  return (
    legs +
    `<ellipse cx="0" cy="${(top + h / 2).toFixed(1)}" rx="${len / 2}" ry="${h / 2}" fill="${fill}" ${S}/>`
  );
}

const bird = (body: string, wing: string, breast: string, beak: string, tail: string, extra = '') =>
  `<path d="M -50 -64 L -110 -84 L -100 -60 L -46 -50 Z" fill="${tail}" ${S}/>` +
  `<line x1="-6" y1="-26" x2="-10" y2="0" ${S4}/><line x1="12" y1="-26" x2="14" y2="0" ${S4}/><path d="M -20 0 L 0 0 M 4 0 L 24 0" ${S4}/>` +
  `<ellipse cx="0" cy="-60" rx="58" ry="40" fill="${body}" ${S}/><path d="M 10 -40 Q 50 -40 52 -76 Q 40 -40 10 -40 Z" fill="${breast}"/><ellipse cx="16" cy="-48" rx="32" ry="26" fill="${breast}"/>` +
  `<path d="M -40 -70 Q -4 -96 24 -64 Q -10 -46 -40 -70 Z" fill="${wing}" ${S4}/>` +
  `<circle cx="40" cy="-94" r="30" fill="${body}" ${S}/>${eye(50, -100, 6)}<path d="M 66 -98 L 94 -90 L 66 -82 Z" fill="${beak}" ${S4}/>${extra}`;

export const HELPER_DRAWINGS: Readonly<Record<HelperSpecies, CastDrawing>> = {
  badger: {
    place: 'ground',
    height: 150,
    draw: () =>
      quadBody(200, 90, 40, '#7d7f85') +
      `<path d="M -100 -90 L -130 -104 L -104 -76 Z" fill="#7d7f85" ${S4}/>` +
      `<path d="M 60 -120 Q 150 -120 160 -66 Q 120 -50 70 -60 Z" fill="#f4f1ea" ${S}/><path d="M 66 -116 Q 120 -112 152 -80 L 148 -70 Q 110 -96 62 -96 Z" fill="#2b2b2b"/><path d="M 66 -70 Q 110 -74 150 -70 L 152 -64 Q 110 -60 66 -62 Z" fill="#2b2b2b"/>` +
      `<circle cx="70" cy="-126" r="14" fill="#2b2b2b" ${S4}/><ellipse cx="160" cy="-68" rx="9" ry="7" fill="${INK}"/>${eye(118, -92, 5)}`,
  },
  hedgehog: {
    place: 'ground',
    height: 110,
    draw: () =>
      `<path d="M -96 0 Q -100 -110 0 -110 Q 80 -108 96 -30 L 60 0 Z" fill="#8d6e4a" ${S}/>` +
      Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI * (0.95 - i * 0.075);
        const x = 90 * Math.cos(a) - 4;
        const y = -8 - 100 * Math.sin(a);
        return `<path d="M ${(x - 10).toFixed(1)} ${(y + 6).toFixed(1)} L ${(x * 1.22).toFixed(1)} ${(y * 1.22 - 6).toFixed(1)} L ${(x + 10).toFixed(1)} ${(y + 8).toFixed(1)}" fill="#5e4630" ${S4}/>`;
      }).join('') +
      `<path d="M 56 -60 Q 100 -54 132 -22 Q 110 -4 60 -4 Z" fill="#e9d5b7" ${S}/><circle cx="134" cy="-22" r="9" fill="${INK}"/>${eye(88, -40, 6)}<path d="M -40 0 l 0 -10 M 20 0 l 0 -10" ${S4}/>`,
  },
  squirrel: {
    place: 'ground',
    height: 220,
    draw: () =>
      `<path d="M -40 -20 Q -150 -40 -120 -160 Q -100 -230 -40 -210 Q -100 -170 -70 -110 Q -40 -60 -20 -40 Z" fill="#c1652c" ${S}/><path d="M -110 -150 Q -96 -196 -60 -200" fill="none" stroke="#e29a63" stroke-width="8"/>` +
      `<ellipse cx="10" cy="-70" rx="46" ry="66" fill="#c1652c" ${S}/><ellipse cx="20" cy="-60" rx="26" ry="46" fill="#f6e2c6"/>` +
      `<ellipse cx="-6" cy="-6" rx="30" ry="12" fill="#c1652c" ${S4}/><ellipse cx="34" cy="-6" rx="26" ry="11" fill="#c1652c" ${S4}/>` +
      `<circle cx="30" cy="-150" r="40" fill="#c1652c" ${S}/><path d="M 6 -176 L 2 -214 L 30 -186 Z" fill="#c1652c" ${S4}/><path d="M 40 -182 L 46 -218 L 60 -178 Z" fill="#c1652c" ${S4}/>` +
      `${eye(48, -156, 7)}<circle cx="70" cy="-140" r="6" fill="${INK}"/><ellipse cx="58" cy="-100" rx="16" ry="14" fill="#a0672b" ${S4}/><path d="M 46 -112 Q 58 -124 70 -112" fill="#6b4226" ${S4}/><ellipse cx="40" cy="-96" rx="10" ry="6" fill="#c1652c" ${S4}/>`,
  },
  duck: {
    place: 'ground',
    height: 170,
    draw: () =>
      `<path d="M -20 -4 L -30 0 M -4 -4 L 6 0" stroke="#f4a261" stroke-width="10" stroke-linecap="round"/><line x1="-22" y1="-40" x2="-22" y2="-4" stroke="#f4a261" stroke-width="8"/><line x1="0" y1="-40" x2="0" y2="-4" stroke="#f4a261" stroke-width="8"/>` +
      `<path d="M -100 -90 Q -120 -110 -104 -118 Q -70 -80 -20 -80 L 40 -80 Q 80 -80 70 -50 Q 50 -20 -20 -24 Q -90 -30 -100 -90 Z" fill="#c9c5bd" ${S}/><path d="M -70 -80 Q -20 -100 20 -70 Q -20 -50 -70 -80 Z" fill="#8d8a84" ${S4}/><path d="M -70 -72 L -30 -70 L -50 -62 Z" fill="#3d5a98"/>` +
      `<path d="M 30 -84 Q 70 -70 70 -50 Q 50 -40 30 -50 Z" fill="#8b5a3c"/><rect x="32" y="-128" width="26" height="50" fill="#2f7a3f" ${S4}/><path d="M 30 -90 L 60 -90" stroke="#fff" stroke-width="6"/>` +
      `<circle cx="50" cy="-140" r="30" fill="#2f7a3f" ${S}/>${eye(60, -146, 6)}<path d="M 74 -140 Q 112 -142 110 -128 Q 92 -120 74 -126 Z" fill="#f2c14e" ${S4}/>`,
  },
  mole: {
    place: 'ground',
    height: 130,
    draw: () =>
      `<path d="M -90 -10 Q -100 -120 0 -124 Q 90 -120 96 -40 Q 96 -6 60 -4 L -60 -4 Q -88 -4 -90 -10 Z" fill="#4a4453" ${S}/><path d="M -60 -100 q 20 -10 40 0 M -30 -80 q 20 -10 40 0" fill="none" stroke="#6b6475" stroke-width="5"/>` +
      `<path d="M 90 -64 Q 140 -60 150 -46 Q 130 -34 90 -40 Z" fill="#f4a6b8" ${S4}/><circle cx="150" cy="-48" r="9" fill="#e76f8a" ${S4}/>${eye(84, -78, 4)}` +
      `<g fill="#f4a6b8" ${S4}><ellipse cx="70" cy="-12" rx="26" ry="16"/><ellipse cx="-40" cy="-6" rx="22" ry="10"/></g><path d="M 52 -14 l -6 10 M 64 -6 l -2 12 M 78 -6 l 2 12" ${S4}/>`,
  },
  beaver: {
    place: 'ground',
    height: 200,
    draw: () =>
      `<g transform="rotate(-8 -70 -10)"><ellipse cx="-110" cy="-14" rx="62" ry="22" fill="#5b4636" ${S}/><path d="M -150 -22 L -72 -22 M -150 -8 L -72 -8 M -130 -32 L -130 4 M -110 -34 L -110 6 M -90 -32 L -90 4" stroke="#7a6150" stroke-width="4"/></g>` +
      `<ellipse cx="0" cy="-80" rx="66" ry="80" fill="#8b5a3c" ${S}/><ellipse cx="8" cy="-70" rx="40" ry="58" fill="#c89b72"/><ellipse cx="-20" cy="-6" rx="32" ry="12" fill="#5b4636" ${S4}/><ellipse cx="30" cy="-6" rx="32" ry="12" fill="#5b4636" ${S4}/>` +
      `<circle cx="10" cy="-170" r="48" fill="#8b5a3c" ${S}/><circle cx="-26" cy="-206" r="12" fill="#8b5a3c" ${S4}/><circle cx="42" cy="-206" r="12" fill="#8b5a3c" ${S4}/>` +
      `${eye(-6, -182, 6)}${eye(28, -182, 6)}<ellipse cx="12" cy="-154" rx="24" ry="16" fill="#c89b72" ${S4}/><ellipse cx="12" cy="-160" rx="9" ry="6" fill="${INK}"/><rect x="3" y="-142" width="18" height="20" rx="3" fill="#fff" ${S4}/><line x1="12" y1="-142" x2="12" y2="-122" ${S4}/>`,
  },
  robin: {
    place: 'ground',
    height: 130,
    draw: () => bird('#8a6244', '#6b4a33', '#e85d2f', '#3a2b25', '#6b4a33'),
  },
  frog: {
    place: 'ground',
    height: 130,
    draw: () =>
      `<ellipse cx="-50" cy="-16" rx="50" ry="22" fill="#5cb85c" ${S}/><ellipse cx="50" cy="-16" rx="50" ry="22" fill="#5cb85c" ${S}/>` +
      `<ellipse cx="0" cy="-56" rx="74" ry="56" fill="#6cc66c" ${S}/><ellipse cx="0" cy="-40" rx="46" ry="30" fill="#d8f3a8"/>` +
      `<circle cx="-34" cy="-108" r="24" fill="#6cc66c" ${S}/><circle cx="34" cy="-108" r="24" fill="#6cc66c" ${S}/><circle cx="-34" cy="-110" r="13" fill="#fff"/><circle cx="34" cy="-110" r="13" fill="#fff"/>${eye(-32, -110, 7)}${eye(36, -110, 7)}` +
      `<path d="M -40 -74 Q 0 -50 40 -74" fill="none" ${S}/><ellipse cx="-30" cy="-6" rx="20" ry="8" fill="#5cb85c" ${S4}/><ellipse cx="30" cy="-6" rx="20" ry="8" fill="#5cb85c" ${S4}/><circle cx="-50" cy="-60" r="6" fill="#3f8f3f"/><circle cx="56" cy="-50" r="5" fill="#3f8f3f"/>`,
  },
  mouse: {
    place: 'ground',
    height: 120,
    draw: () =>
      `<path d="M -60 -20 Q -130 -10 -140 -60 Q -146 -90 -120 -96" fill="none" stroke="${INK}" stroke-width="10" stroke-linecap="round"/><path d="M -60 -20 Q -130 -10 -140 -60 Q -146 -90 -120 -96" fill="none" stroke="#f4a6b8" stroke-width="5" stroke-linecap="round"/>` +
      `<ellipse cx="-10" cy="-46" rx="62" ry="44" fill="#a8a39b" ${S}/><ellipse cx="-20" cy="-4" rx="18" ry="8" fill="#f4a6b8" ${S4}/><ellipse cx="24" cy="-4" rx="18" ry="8" fill="#f4a6b8" ${S4}/>` +
      `<circle cx="30" cy="-120" r="30" fill="#a8a39b" ${S}/><circle cx="30" cy="-120" r="17" fill="#f4a6b8"/>` +
      `<path d="M 20 -84 Q 40 -110 80 -76 Q 84 -64 72 -60 Q 40 -54 20 -60 Z" fill="#a8a39b" ${S}/><circle cx="82" cy="-70" r="7" fill="#e76f8a"/>${eye(52, -82, 5)}<path d="M 80 -64 l 26 -6 M 80 -62 l 26 6" stroke="${INK}" stroke-width="2"/>`,
  },
  deer: {
    place: 'ground',
    height: 380,
    draw: () =>
      quadBody(210, 90, 150, '#c48a52', INK, 18) +
      [
        [-50, -230],
        [-20, -250],
        [10, -236],
        [-70, -210],
        [30, -220],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#fff4e1"/>`)
        .join('') +
      `<path d="M -100 -230 Q -122 -246 -112 -260 Q -96 -250 -100 -230 Z" fill="#fff4e1" ${S4}/>` +
      `<path d="M 70 -250 L 100 -330 L 136 -320 L 110 -240 Z" fill="#c48a52" ${S}/><path d="M 96 -300 L 112 -300 L 104 -250 Z" fill="#f0d8b8"/>` +
      `<path d="M 118 -374 Q 104 -420 84 -446 M 106 -406 Q 88 -410 76 -420 M 100 -430 Q 112 -446 116 -462 M 134 -374 Q 148 -420 170 -440 M 146 -404 Q 166 -404 176 -414 M 158 -428 Q 150 -446 150 -462" fill="none" stroke="#8a5a35" stroke-width="10" stroke-linecap="round"/>` +
      `<ellipse cx="92" cy="-356" rx="30" ry="12" fill="#c48a52" ${S} transform="rotate(-30 92 -356)"/><path d="M 100 -340 Q 110 -380 150 -372 Q 186 -356 184 -332 Q 170 -318 130 -318 Q 104 -318 100 -340 Z" fill="#c48a52" ${S}/>` +
      `<ellipse cx="184" cy="-334" rx="9" ry="7" fill="${INK}"/>${eye(142, -350, 7)}<path d="M 150 -330 Q 166 -322 176 -326" fill="none" ${S4}/>`,
  },
  magpie: {
    place: 'ground',
    height: 130,
    draw: () =>
      `<path d="M -40 -60 L -170 -100 L -166 -80 L -40 -44 Z" fill="#1e2a3a" ${S}/><path d="M -100 -84 L -160 -96" stroke="#3d6fb5" stroke-width="6"/>` +
      bird(
        '#1e1e24',
        '#3d6fb5',
        '#f4f4f4',
        '#3a3a3a',
        '#1e1e24',
        `<path d="M -30 -62 Q 0 -72 20 -58" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
      ),
  },
  tortoise: {
    place: 'ground',
    height: 130,
    draw: () =>
      `<rect x="-80" y="-40" width="30" height="40" rx="10" fill="#a3a86b" ${S}/><rect x="40" y="-40" width="30" height="40" rx="10" fill="#a3a86b" ${S}/>` +
      `<path d="M 70 -50 Q 96 -80 126 -74 Q 150 -66 146 -48 Q 136 -34 100 -38 Z" fill="#a3a86b" ${S}/>${eye(124, -62, 6)}<path d="M 132 -46 q 8 2 12 -2" fill="none" ${S4}/>` +
      `<path d="M -110 -30 Q -110 -130 0 -130 Q 110 -130 110 -30 Z" fill="#8c6a3f" ${S}/><path d="M -60 -30 L -40 -90 L 40 -90 L 60 -30 M -40 -90 L -80 -70 M 40 -90 L 80 -70 M -10 -90 L -10 -128 M -40 -90 L -20 -126" fill="none" stroke="#5e4427" stroke-width="6"/>` +
      `<rect x="-118" y="-38" width="236" height="16" rx="8" fill="#c9a46a" ${S4}/>`,
  },
  crow: {
    place: 'ground',
    height: 130,
    draw: () =>
      bird(
        '#22232b',
        '#3b3d4a',
        '#2c2d36',
        '#7a7d86',
        '#22232b',
        `<path d="M 60 -92 L 100 -88" stroke="#555" stroke-width="3"/>`,
      ),
  },
  otter: {
    place: 'ground',
    height: 240,
    draw: () =>
      `<path d="M -40 -20 Q -110 -10 -140 -60 Q -116 -40 -40 -50 Z" fill="#6f4e37" ${S}/>` +
      `<ellipse cx="0" cy="-90" rx="52" ry="92" fill="#6f4e37" ${S}/><ellipse cx="6" cy="-86" rx="32" ry="70" fill="#e3c9a8"/><ellipse cx="-18" cy="-6" rx="26" ry="10" fill="#5a3e2b" ${S4}/><ellipse cx="26" cy="-6" rx="26" ry="10" fill="#5a3e2b" ${S4}/>` +
      `<path d="M -40 -130 q 30 30 56 4 M 50 -130 q -26 30 -40 4" fill="none" stroke="#6f4e37" stroke-width="22" stroke-linecap="round"/>` +
      `<ellipse cx="6" cy="-200" rx="50" ry="42" fill="#6f4e37" ${S}/><circle cx="-34" cy="-230" r="10" fill="#6f4e37" ${S4}/><circle cx="46" cy="-230" r="10" fill="#6f4e37" ${S4}/>` +
      `<ellipse cx="8" cy="-184" rx="30" ry="20" fill="#e3c9a8"/>${eye(-12, -208, 6)}${eye(28, -208, 6)}<ellipse cx="8" cy="-192" rx="9" ry="6" fill="${INK}"/><path d="M -8 -184 l -30 -4 M -8 -180 l -30 6 M 24 -184 l 30 -4 M 24 -180 l 30 6" stroke="${INK}" stroke-width="2"/>`,
  },
  donkey: {
    place: 'ground',
    height: 360,
    draw: () =>
      `<path d="M -110 -200 Q -150 -150 -140 -90" fill="none" ${S}/><path d="M -146 -100 q 6 -24 14 0 q -6 16 -14 0 z" fill="#3f3a3a" ${S4}/>` +
      quadBody(230, 110, 120, '#9a979c', '#3f3a3a', 22) +
      `<ellipse cx="0" cy="-150" rx="80" ry="24" fill="#d8d4d0" fill-opacity="0.7"/>` +
      `<path d="M 64 -220 L 110 -310 L 156 -300 L 118 -196 Z" fill="#9a979c" ${S}/>` +
      `<path d="M 66 -232 L 106 -318 L 118 -316 L 80 -226 Z" fill="#3f3a3a"/><path d="M 84 -250 l -14 -10 M 92 -270 l -14 -10 M 100 -290 l -14 -10" stroke="#3f3a3a" stroke-width="8" stroke-linecap="round"/>` +
      `<ellipse cx="112" cy="-380" rx="14" ry="52" fill="#9a979c" ${S} transform="rotate(-12 112 -380)"/><ellipse cx="140" cy="-376" rx="14" ry="52" fill="#9a979c" ${S} transform="rotate(14 140 -376)"/><ellipse cx="112" cy="-380" rx="6" ry="36" fill="#e8c8c8" transform="rotate(-12 112 -380)"/>` +
      `<path d="M 100 -310 Q 110 -350 146 -340 Q 200 -320 206 -280 Q 206 -256 176 -256 Q 130 -260 108 -290 Z" fill="#9a979c" ${S}/><path d="M 172 -300 Q 206 -300 206 -276 Q 204 -256 176 -258 Q 160 -270 172 -300 Z" fill="#e8e3dc" ${S4}/>` +
      `<circle cx="194" cy="-284" r="4" fill="${INK}"/>${eye(146, -316, 7)}`,
  },
  goat: {
    place: 'ground',
    height: 290,
    draw: () =>
      `<path d="M -104 -180 L -118 -206 L -94 -190 Z" fill="#f2efe9" ${S4}/>` +
      quadBody(190, 90, 100, '#f2efe9', '#6b5e52', 18) +
      `<path d="M 60 -180 L 90 -250 L 126 -240 L 96 -170 Z" fill="#f2efe9" ${S}/>` +
      `<path d="M 104 -280 Q 90 -320 60 -326 Q 80 -300 96 -276 M 120 -282 Q 116 -326 86 -340 Q 102 -306 112 -278" fill="#b7a58c" ${S4}/>` +
      `<ellipse cx="88" cy="-268" rx="24" ry="9" fill="#f2efe9" ${S4} transform="rotate(20 88 -268)"/>` +
      `<path d="M 96 -260 Q 110 -294 140 -284 Q 176 -268 176 -240 Q 170 -224 150 -228 Q 120 -232 96 -260 Z" fill="#f2efe9" ${S}/><path d="M 150 -228 L 156 -190 L 140 -224 Z" fill="#b7a58c" ${S4}/>` +
      `<circle cx="168" cy="-244" r="4" fill="${INK}"/><ellipse cx="132" cy="-264" rx="8" ry="5" fill="#c9a227" ${S4}/><rect x="128" y="-267" width="8" height="6" fill="${INK}"/>`,
  },
  sheep: {
    place: 'ground',
    height: 250,
    draw: () =>
      `<rect x="-70" y="-90" width="18" height="90" rx="6" fill="#2b2b2b"/><rect x="-34" y="-90" width="18" height="90" rx="6" fill="#2b2b2b"/><rect x="34" y="-90" width="18" height="90" rx="6" fill="#2b2b2b"/><rect x="62" y="-90" width="18" height="90" rx="6" fill="#2b2b2b"/>` +
      [
        [-80, -140],
        [-40, -170],
        [0, -176],
        [40, -170],
        [80, -140],
        [-60, -100],
        [-20, -96],
        [20, -96],
        [60, -100],
        [-96, -110],
        [96, -110],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="40" fill="#fbfaf5" ${S}/>`)
        .join('') +
      `<ellipse cx="0" cy="-130" rx="100" ry="50" fill="#fbfaf5"/>` +
      `<ellipse cx="116" cy="-160" rx="34" ry="46" fill="#2b2b2b" ${S}/><ellipse cx="90" cy="-186" rx="26" ry="10" fill="#2b2b2b" ${S4} transform="rotate(-30 90 -186)"/><circle cx="112" cy="-200" r="22" fill="#fbfaf5" ${S4}/>` +
      `<circle cx="126" cy="-166" r="7" fill="#fff"/><circle cx="128" cy="-166" r="4" fill="${INK}"/><path d="M 130 -130 q 10 4 16 -2" fill="none" stroke="#fff" stroke-width="4"/>`,
  },
  hen: {
    place: 'ground',
    height: 200,
    draw: () =>
      `<line x1="-14" y1="-46" x2="-18" y2="0" stroke="#f2a93b" stroke-width="8"/><line x1="14" y1="-46" x2="18" y2="0" stroke="#f2a93b" stroke-width="8"/><path d="M -36 0 L 0 0 M 4 0 L 40 0" stroke="#f2a93b" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M -70 -120 Q -120 -170 -104 -110 Q -120 -70 -70 -50 Q -20 -30 40 -50 Q 80 -70 70 -120 Q 40 -80 -10 -90 Q -50 -100 -70 -120 Z" fill="#b5562b" ${S}/><path d="M -100 -150 q -10 30 -4 50 M -86 -156 q -4 30 4 46" fill="none" stroke="#7a3618" stroke-width="6"/>` +
      `<path d="M -40 -90 Q 0 -110 30 -70 Q -10 -56 -40 -90 Z" fill="#8f3f1c" ${S4}/>` +
      `<circle cx="50" cy="-144" r="34" fill="#b5562b" ${S}/><path d="M 28 -172 q 6 -24 18 -8 q 8 -22 18 -4 q 12 -16 16 6 Z" fill="#e63946" ${S4}/><path d="M 80 -134 Q 84 -110 70 -108 Q 62 -120 70 -132 Z" fill="#e63946" ${S4}/>` +
      `${eye(60, -150, 6)}<path d="M 82 -150 L 104 -140 L 82 -132 Z" fill="#f2c14e" ${S4}/>`,
  },
  cow: {
    place: 'ground',
    height: 320,
    draw: () =>
      `<path d="M -126 -210 Q -150 -150 -140 -100" fill="none" ${S}/><path d="M -148 -110 q 8 -24 16 0 q -8 16 -16 0 z" fill="#2b2b2b" ${S4}/>` +
      quadBody(250, 120, 100, '#fbfaf5', '#4a4040', 24) +
      `<path d="M -90 -200 Q -40 -230 -20 -180 Q -40 -140 -90 -160 Z M 10 -210 Q 50 -224 70 -190 Q 50 -164 20 -176 Z M -30 -130 Q 0 -140 10 -116 Q -10 -104 -30 -114 Z" fill="#2b2b2b"/>` +
      `<ellipse cx="-10" cy="-96" rx="30" ry="16" fill="#f4a6b8" ${S4}/>` +
      `<path d="M 90 -220 Q 110 -270 160 -266 Q 200 -260 206 -210 Q 206 -184 176 -184 Q 120 -190 90 -220 Z" fill="#fbfaf5" ${S}/><path d="M 120 -262 Q 150 -270 160 -250 Q 140 -240 120 -262 Z" fill="#2b2b2b"/>` +
      `<path d="M 128 -268 Q 122 -296 104 -298 M 160 -266 Q 170 -294 186 -296" fill="none" stroke="#e9dcc0" stroke-width="10" stroke-linecap="round"/><ellipse cx="106" cy="-250" rx="24" ry="10" fill="#fbfaf5" ${S4} transform="rotate(24 106 -250)"/>` +
      `<ellipse cx="184" cy="-204" rx="30" ry="22" fill="#f4a6b8" ${S}/><circle cx="176" cy="-206" r="4" fill="${INK}"/><circle cx="194" cy="-206" r="4" fill="${INK}"/>${eye(148, -236, 7)}<circle cx="120" cy="-188" r="12" fill="#f2c14e" ${S4}/>`,
  },
  horse: {
    place: 'ground',
    height: 390,
    draw: () =>
      `<path d="M -116 -230 Q -170 -190 -160 -100 Q -140 -140 -126 -120 Q -140 -170 -110 -210 Z" fill="#3b2418" ${S}/>` +
      quadBody(250, 110, 150, '#a0552d', '#2b2b2b', 22) +
      `<path d="M 70 -250 L 112 -350 L 160 -336 L 124 -226 Z" fill="#a0552d" ${S}/>` +
      `<path d="M 66 -260 Q 70 -320 108 -370 Q 100 -330 112 -300 Q 92 -290 104 -250 Q 84 -260 66 -260 Z" fill="#3b2418" ${S4}/>` +
      `<path d="M 118 -372 L 122 -410 L 140 -376 Z" fill="#a0552d" ${S4}/>` +
      `<path d="M 110 -356 Q 124 -384 160 -372 Q 214 -350 218 -306 Q 216 -286 190 -286 Q 144 -292 116 -324 Z" fill="#a0552d" ${S}/><path d="M 150 -370 Q 180 -350 206 -304 L 196 -300 Q 170 -344 144 -364 Z" fill="#fbfaf5"/>` +
      `<circle cx="206" cy="-304" r="4" fill="${INK}"/>${eye(156, -346, 7)}<path d="M 118 -370 Q 130 -380 150 -374" fill="none" stroke="#3b2418" stroke-width="10" stroke-linecap="round"/>`,
  },
  dog: {
    place: 'ground',
    height: 230,
    draw: () =>
      `<path d="M -90 -130 Q -120 -170 -110 -200" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round"/><path d="M -90 -130 Q -120 -170 -110 -200" fill="none" stroke="#d9a05b" stroke-width="12" stroke-linecap="round"/>` +
      quadBody(190, 84, 70, '#d9a05b', '#7a5230', 20) +
      `<ellipse cx="6" cy="-110" rx="60" ry="22" fill="#f3dcb8"/>` +
      `<path d="M 50 -150 Q 70 -200 120 -200 Q 170 -196 176 -160 Q 176 -130 140 -128 Q 90 -126 50 -150 Z" fill="#d9a05b" ${S}/><path d="M 140 -160 Q 176 -160 176 -146 Q 170 -128 140 -130 Z" fill="#f3dcb8"/>` +
      `<ellipse cx="172" cy="-160" rx="10" ry="8" fill="${INK}"/>${eye(126, -176, 7)}<path d="M 152 -132 Q 158 -112 168 -124" fill="#e76f8a" ${S4}/>` +
      `<path d="M 96 -196 Q 70 -196 66 -150 Q 80 -140 92 -150 Q 100 -176 96 -196 Z" fill="#8b5a2b" ${S}/><path d="M 54 -150 Q 70 -120 110 -128" fill="none" stroke="#e63946" stroke-width="12" stroke-linecap="round"/><circle cx="84" cy="-122" r="8" fill="#f2c14e" ${S4}/>`,
  },
  cat: {
    place: 'ground',
    height: 220,
    draw: () =>
      `<path d="M -40 -16 Q -120 -20 -110 -90 Q -104 -130 -80 -130" fill="none" stroke="${INK}" stroke-width="24" stroke-linecap="round"/><path d="M -40 -16 Q -120 -20 -110 -90 Q -104 -130 -80 -130" fill="none" stroke="#f29e4c" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M -50 0 Q -66 -110 0 -120 Q 66 -110 50 0 Z" fill="#f29e4c" ${S}/><path d="M -20 0 Q -24 -70 0 -74 Q 24 -70 20 0 Z" fill="#fff3e0"/><ellipse cx="-26" cy="-4" rx="18" ry="10" fill="#fff3e0" ${S4}/><ellipse cx="26" cy="-4" rx="18" ry="10" fill="#fff3e0" ${S4}/>` +
      `<path d="M -50 -190 L -56 -248 L -14 -214 Z M 50 -190 L 56 -248 L 14 -214 Z" fill="#f29e4c" ${S}/><path d="M -46 -202 L -50 -234 L -26 -214 Z M 46 -202 L 50 -234 L 26 -214 Z" fill="#f4a6b8"/>` +
      `<ellipse cx="0" cy="-170" rx="62" ry="54" fill="#f29e4c" ${S}/><path d="M -20 -222 l 6 18 M 0 -224 l 0 18 M 20 -222 l -6 18" stroke="#c76b1f" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M -26 -172 q 8 -10 16 0 M 10 -172 q 8 -10 16 0" fill="none" ${S}/><path d="M -8 -150 L 8 -150 L 0 -140 Z" fill="#e76f8a" ${S4}/><path d="M 0 -140 q -8 10 -16 4 M 0 -140 q 8 10 16 4" fill="none" ${S4}/><path d="M -20 -146 l -44 -6 M -20 -142 l -44 8 M 20 -146 l 44 -6 M 20 -142 l 44 8" stroke="${INK}" stroke-width="2"/>`,
  },
  bee: {
    place: 'air',
    height: 90,
    draw: () =>
      `<ellipse cx="-10" cy="-40" rx="26" ry="36" fill="#e0f4ff" fill-opacity="0.8" ${S4} transform="rotate(-20 -10 -40)"/><ellipse cx="20" cy="-40" rx="22" ry="32" fill="#e0f4ff" fill-opacity="0.8" ${S4} transform="rotate(20 20 -40)"/>` +
      `<ellipse cx="0" cy="0" rx="50" ry="34" fill="#ffd23f" ${S}/><path d="M -22 -30 Q -28 0 -22 30 M 6 -33 Q 0 0 6 33" stroke="${INK}" stroke-width="12"/><path d="M -50 0 L -66 0" ${S}/>` +
      `${eye(32, -6, 6)}<path d="M 36 -30 q 10 -24 22 -22 M 44 -26 q 16 -16 26 -10" fill="none" ${S4}/><path d="M 30 10 q 8 6 14 0" fill="none" ${S4}/>`,
  },
  butterfly: {
    place: 'air',
    height: 110,
    draw: () =>
      `<path d="M 0 -6 Q -80 -90 -90 -30 Q -92 6 0 4 Z" fill="#9b5de5" ${S}/><path d="M 0 -6 Q 80 -90 90 -30 Q 92 6 0 4 Z" fill="#9b5de5" ${S}/><path d="M 0 4 Q -70 70 -50 20 Z M 0 4 Q 70 70 50 20 Z" fill="#f15bb5" ${S}/>` +
      `<circle cx="-50" cy="-40" r="12" fill="#fee440"/><circle cx="50" cy="-40" r="12" fill="#fee440"/><ellipse cx="0" cy="0" rx="8" ry="36" fill="${INK}"/><path d="M -2 -34 q -10 -24 -22 -28 M 2 -34 q 10 -24 22 -28" fill="none" ${S4}/>`,
  },
  duckling: {
    place: 'ground',
    height: 110,
    draw: () =>
      `<path d="M -10 0 L 10 0 M 18 0 L 38 0" stroke="#f4a261" stroke-width="8" stroke-linecap="round"/><line x1="0" y1="-20" x2="0" y2="0" stroke="#f4a261" stroke-width="6"/><line x1="26" y1="-20" x2="26" y2="0" stroke="#f4a261" stroke-width="6"/>` +
      `<path d="M -50 -50 Q -70 -60 -60 -70 Q -30 -50 0 -54 Q 50 -60 50 -34 Q 44 -14 0 -14 Q -40 -16 -50 -50 Z" fill="#ffe066" ${S}/><path d="M -20 -46 q 16 -12 30 4" fill="none" stroke="#f2c14e" stroke-width="6"/>` +
      `<circle cx="28" cy="-80" r="26" fill="#ffe066" ${S}/><path d="M 20 -104 q 4 -14 12 -4" fill="none" stroke="#f2c14e" stroke-width="5"/>${eye(36, -86, 5)}<path d="M 50 -80 Q 72 -80 70 -70 Q 60 -64 50 -70 Z" fill="#f4a261" ${S4}/>`,
  },
};

interface PersonLook {
  height: number;
  hair: string;
  top: string;
  bottom: string;
  dress: boolean;
  head: (skin: string) => string;
  extra?: string;
}

/** A person, front-on, feet at (0, 0): adults taller than the child, children its size. */
function drawPerson(p: PersonLook, skin: string): string {
  const k = p.height / 520;
  const legs =
    limb(
      [
        [-24, -150],
        [-28, -10],
      ],
      p.bottom,
      30,
    ) +
    limb(
      [
        [24, -150],
        [28, -10],
      ],
      p.bottom,
      30,
    );
  const shoes = `<ellipse cx="-36" cy="-6" rx="26" ry="12" fill="#4a3b33" ${S}/><ellipse cx="36" cy="-6" rx="26" ry="12" fill="#4a3b33" ${S}/>`;
  const torso = p.dress
    ? `<path d="M -56 -330 Q 0 -346 56 -330 L 96 -110 Q 0 -94 -96 -110 Z" fill="${p.top}" ${S}/>`
    : `<path d="M -60 -330 Q 0 -346 60 -330 L 64 -150 L -64 -150 Z" fill="${p.top}" ${S}/>`;
  const arms =
    limb(
      [
        [-54, -320],
        [-86, -240],
        [-84, -170],
      ],
      p.top,
      30,
    ) +
    limb(
      [
        [54, -320],
        [86, -240],
        [84, -170],
      ],
      p.top,
      30,
    ) +
    `<circle cx="-84" cy="-164" r="15" fill="${skin}" ${S}/><circle cx="84" cy="-164" r="15" fill="${skin}" ${S}/>`;
  const body = legs + shoes + torso + arms + p.head(skin) + (p.extra ?? '');
  return `<g transform="scale(${k.toFixed(3)})">${body}</g>`;
}

const adultFace = (skin: string, y = -400) =>
  `<circle cx="0" cy="${y}" r="62" fill="${skin}" ${S}/>${eye(-22, y - 4, 7)}${eye(22, y - 4, 7)}<path d="M -14 ${y + 24} Q 0 ${y + 36} 14 ${y + 24}" fill="none" ${S}/><ellipse cx="-38" cy="${y + 14}" rx="11" ry="7" fill="#f08a8a" fill-opacity="0.5"/><ellipse cx="38" cy="${y + 14}" rx="11" ry="7" fill="#f08a8a" fill-opacity="0.5"/>`;

const PEOPLE_LOOKS: Readonly<Record<Person, PersonLook>> = {
  grandmother: {
    height: 470,
    hair: '#d9d9d9',
    top: '#9d7bb0',
    bottom: '#6d597a',
    dress: true,
    head: (skin) =>
      `<circle cx="0" cy="-468" r="30" fill="#d9d9d9" ${S}/>` +
      adultFace(skin) +
      `<path d="M -62 -400 Q -70 -470 0 -468 Q 70 -470 62 -400 Q 40 -440 0 -436 Q -40 -440 -62 -400 Z" fill="#d9d9d9" ${S}/>` +
      `<g fill="none" stroke="#7a5c3e" stroke-width="5"><circle cx="-22" cy="-404" r="16"/><circle cx="22" cy="-404" r="16"/><path d="M -6 -406 L 6 -406"/></g>`,
    extra: `<path d="M -60 -330 Q 0 -280 60 -330 L 50 -300 Q 0 -262 -50 -300 Z" fill="#f4a6b8" ${S4}/>`,
  },
  grandfather: {
    height: 490,
    hair: '#cfcfcf',
    top: '#5b8e7d',
    bottom: '#6b5b4b',
    dress: false,
    head: (skin) =>
      adultFace(skin) +
      `<path d="M -62 -400 Q -66 -440 -44 -446 Q -40 -420 -52 -396 Z M 62 -400 Q 66 -440 44 -446 Q 40 -420 52 -396 Z" fill="#cfcfcf" ${S4}/>` +
      `<path d="M -30 -378 Q 0 -392 30 -378 Q 20 -366 0 -372 Q -20 -366 -30 -378 Z" fill="#cfcfcf" ${S4}/>`,
    extra: `<path d="M 100 -170 L 110 0" stroke="#7a4a26" stroke-width="12" stroke-linecap="round"/><path d="M 84 -170 Q 96 -196 112 -176" fill="none" stroke="#7a4a26" stroke-width="12" stroke-linecap="round"/><path d="M -20 -330 L 0 -290 L 20 -330" fill="none" stroke="#fff" stroke-width="6"/>`,
  },
  woman: {
    height: 500,
    hair: '#6b3e26',
    top: '#e76f51',
    bottom: '#264653',
    dress: true,
    head: (skin) =>
      `<path d="M -70 -420 Q -84 -320 -60 -300 L 60 -300 Q 84 -320 70 -420 Z" fill="#6b3e26" ${S}/>` +
      adultFace(skin) +
      `<path d="M -64 -404 Q -66 -474 0 -470 Q 66 -474 64 -404 Q 30 -440 -20 -430 Q -50 -440 -64 -404 Z" fill="#6b3e26" ${S}/>`,
  },
  man: {
    height: 520,
    hair: '#2b1d16',
    top: '#3a86ff',
    bottom: '#3d405b',
    dress: false,
    head: (skin) =>
      adultFace(skin) +
      `<path d="M -62 -410 Q -64 -470 0 -470 Q 64 -470 62 -410 Q 44 -446 0 -444 Q -44 -446 -62 -410 Z" fill="#2b1d16" ${S}/>` +
      `<path d="M -50 -380 Q -40 -330 0 -330 Q 40 -330 50 -380 Q 30 -356 0 -360 Q -30 -356 -50 -380 Z" fill="#2b1d16"/>`,
  },
  girl: {
    height: 380,
    hair: '#e2b451',
    top: '#06d6a0',
    bottom: '#118ab2',
    dress: true,
    head: (skin) =>
      `<circle cx="-70" cy="-430" r="26" fill="#e2b451" ${S}/><circle cx="70" cy="-430" r="26" fill="#e2b451" ${S}/>` +
      adultFace(skin) +
      `<path d="M -64 -404 Q -66 -474 0 -470 Q 66 -474 64 -404 Q 30 -440 0 -432 Q -30 -440 -64 -404 Z" fill="#e2b451" ${S}/>`,
  },
  boy: {
    height: 370,
    hair: '#1f1a18',
    top: '#ffd166',
    bottom: '#8d5a3c',
    dress: false,
    head: (skin) =>
      adultFace(skin) +
      [-44, -18, 10, 38]
        .map((x) => `<circle cx="${x}" cy="${-450 + Math.abs(x) / 3}" r="26" fill="#1f1a18" ${S}/>`)
        .join(''),
    extra: `<path d="M -20 -300 L 20 -300" stroke="#ef476f" stroke-width="10"/>`,
  },
};

export const PERSON_DRAWINGS: Readonly<Record<Person, CastDrawing>> = Object.fromEntries(
  PEOPLE.map((p) => [
    p,
    {
      place: 'ground',
      height: PEOPLE_LOOKS[p].height,
      draw: (skin: string) => drawPerson(PEOPLE_LOOKS[p], skin),
    },
  ]),
) as Record<Person, CastDrawing>;

export function isPerson(kind: CastKind): kind is Person {
  return (PEOPLE as readonly string[]).includes(kind);
}

export function castDrawing(kind: CastKind): CastDrawing {
  return isPerson(kind) ? PERSON_DRAWINGS[kind] : HELPER_DRAWINGS[kind];
}

/** A cast member's drawing in a group named after its kind. */
export function drawCast(kind: CastKind, skin: string): string {
  return `<g id="cast-${kind}">${castDrawing(kind).draw(skin)}</g>`;
}
