import type { Prop } from '@shop/contracts';
import { INK, S, S4 } from './ink';

/**
 * Every object a page can be about, each with its own drawing. `hand` objects are drawn centred
 * on (0, 0), about 140 units across, to go in a hand or beside the child; `ground` objects stand
 * on (0, 0) and are placed beside the child; `sky` objects fly above, on a string from the hand.
 */
export interface PropDrawing {
  place: 'hand' | 'ground' | 'sky';
  draw: () => string;
}

const wood = '#a0693a';
const lightWood = '#d9a066';

const hand = (draw: () => string): PropDrawing => ({ place: 'hand', draw });
const ground = (draw: () => string): PropDrawing => ({ place: 'ground', draw });

export const PROP_DRAWINGS: Readonly<Record<Prop, PropDrawing>> = {
  lantern: hand(
    () =>
      `<path d="M -20 -78 Q 0 -104 20 -78" fill="none" ${S}/><radialGradient id="lantern-glow"><stop offset="0.3" stop-color="#ffe066" stop-opacity="0.7"/><stop offset="1" stop-color="#ffe066" stop-opacity="0"/></radialGradient><circle cx="0" cy="-10" r="80" fill="url(#lantern-glow)"/>` +
      `<rect x="-34" y="-74" width="68" height="16" rx="5" fill="#3f4a5a" ${S}/><rect x="-28" y="-58" width="56" height="86" rx="10" fill="#ffe27a" ${S}/>` +
      `<path d="M 0 -34 q -12 18 0 34 q 12 -16 0 -34 z" fill="#ff8c1a"/><line x1="-14" y1="-58" x2="-14" y2="28" ${S4}/><line x1="14" y1="-58" x2="14" y2="28" ${S4}/><rect x="-34" y="28" width="68" height="14" rx="5" fill="#3f4a5a" ${S}/>`,
  ),
  scarf: hand(
    () =>
      `<path d="M -60 -40 Q 0 -10 60 -40 L 64 -14 Q 0 16 -64 -14 Z" fill="#e63946" ${S}/><path d="M 20 -6 L 34 70 L 6 70 Z" fill="#e63946" ${S}/>` +
      `<path d="M -40 -30 l 0 24 M -14 -22 l 0 24 M 14 -22 l 0 24 M 40 -30 l 0 24" stroke="#fff" stroke-width="7"/><path d="M 8 70 l -2 12 M 18 70 l 0 12 M 30 70 l 2 12" ${S4}/>`,
  ),
  kite: {
    place: 'sky',
    draw: () =>
      `<path d="M 0 -90 L 62 0 L 0 100 L -62 0 Z" fill="#ff6b6b" ${S}/><path d="M 0 -90 L 0 100 M -62 0 L 62 0" ${S4}/><path d="M 0 -90 L 62 0 L 0 0 Z" fill="#ffd166"/><path d="M 0 0 L -62 0 L 0 100 Z" fill="#4ecdc4"/>` +
      `<path d="M 0 100 q 20 30 0 60 q -20 30 0 60" fill="none" ${S4}/><path d="M -10 140 l 20 10 l -20 10 z M -10 196 l 20 10 l -20 10 z" fill="#ffd166" ${S4}/>`,
  },
  ball: hand(
    () =>
      `<circle r="54" fill="#ef476f" ${S}/><path d="M -54 0 Q 0 -30 54 0" fill="none" stroke="#fff" stroke-width="14"/><path d="M -54 0 Q 0 30 54 0" fill="none" stroke="#ffd166" stroke-width="14"/><circle r="54" fill="none" ${S}/><ellipse cx="-20" cy="-28" rx="12" ry="7" fill="#fff" fill-opacity="0.6"/>`,
  ),
  map: hand(
    () =>
      `<path d="M -80 -50 L -28 -62 L 28 -50 L 80 -62 L 80 54 L 28 66 L -28 54 L -80 66 Z" fill="#f7e6b5" ${S}/><path d="M -28 -62 L -28 54 M 28 -50 L 28 66" ${S4}/>` +
      `<path d="M -62 40 q 30 -20 50 -8 t 40 -30 t 30 -10" fill="none" stroke="#c0392b" stroke-width="5" stroke-dasharray="10 8"/><path d="M 50 -36 l 14 14 m 0 -14 l -14 14" stroke="#c0392b" stroke-width="6"/><circle cx="-50" cy="-20" r="12" fill="#7cc96b"/>`,
  ),
  seeds: hand(
    () =>
      `<path d="M -44 -60 L 44 -60 L 48 56 L -48 56 Z" fill="#f2d49b" ${S}/><path d="M -44 -60 L -36 -74 L 36 -74 L 44 -60" fill="#e0bb73" ${S4}/>` +
      `<circle cx="0" cy="-10" r="22" fill="#ffd23f" ${S4}/>${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="${(30 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(-10 + 30 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" rx="10" ry="6" fill="#ff9f1c" transform="rotate(${a} ${(30 * Math.cos((a * Math.PI) / 180)).toFixed(1)} ${(-10 + 30 * Math.sin((a * Math.PI) / 180)).toFixed(1)})"/>`).join('')}` +
      `<ellipse cx="-20" cy="72" rx="6" ry="9" fill="#7a5230"/><ellipse cx="4" cy="80" rx="6" ry="9" fill="#7a5230"/><ellipse cx="26" cy="70" rx="6" ry="9" fill="#7a5230"/>`,
  ),
  boat: ground(
    () =>
      `<path d="M -150 -60 L 150 -60 L 110 0 L -110 0 Z" fill="#e76f51" ${S}/><rect x="-150" y="-72" width="300" height="14" rx="6" fill="#fff" ${S4}/>` +
      `<line x1="0" y1="-60" x2="0" y2="-280" ${S}/><path d="M 8 -270 L 120 -90 L 8 -90 Z" fill="#fffbea" ${S}/><path d="M -8 -240 L -100 -90 L -8 -90 Z" fill="#8ecae6" ${S}/><path d="M 0 -280 l 40 12 l -40 12 z" fill="#ffd166" ${S4}/>`,
  ),
  book: hand(
    () =>
      `<path d="M 0 -44 Q -40 -60 -80 -48 L -80 50 Q -40 38 0 54 Q 40 38 80 50 L 80 -48 Q 40 -60 0 -44 Z" fill="#fff" ${S}/><path d="M 0 -44 L 0 54" ${S4}/>` +
      `<path d="M -66 -26 q 28 -8 54 2 M -66 -6 q 28 -8 54 2 M -66 14 q 28 -8 54 2 M 12 -24 q 28 -10 54 -2 M 12 -4 q 28 -10 54 -2" fill="none" stroke="#9aa5b1" stroke-width="4"/><path d="M -84 -50 L -84 56 Q -40 44 0 60 Q 40 44 84 56 L 84 -50" fill="none" stroke="#3a86ff" stroke-width="8"/>`,
  ),
  basket: hand(
    () =>
      `<path d="M -56 -20 Q 0 -120 56 -20" fill="none" stroke="${INK}" stroke-width="16"/><path d="M -56 -20 Q 0 -120 56 -20" fill="none" stroke="${lightWood}" stroke-width="9"/>` +
      `<circle cx="-22" cy="-26" r="18" fill="#e63946" ${S4}/><circle cx="8" cy="-32" r="18" fill="#f4a261" ${S4}/><circle cx="34" cy="-24" r="16" fill="#e63946" ${S4}/>` +
      `<path d="M -70 -20 L 70 -20 L 54 52 L -54 52 Z" fill="${lightWood}" ${S}/><path d="M -64 4 L 64 4 M -58 28 L 58 28 M -30 -20 L -24 52 M 0 -20 L 0 52 M 30 -20 L 24 52" ${S4}/>`,
  ),
  blanket: hand(
    () =>
      `<path d="M -80 -60 L 80 -60 L 84 60 Q 0 76 -84 60 Z" fill="#8ecae6" ${S}/><path d="M -80 -20 L 82 -20 M -82 20 L 83 20 M -26 -60 L -28 66 M 26 -60 L 28 66" stroke="#fff" stroke-width="8"/><path d="M -80 -60 L 80 -60 L 84 60 Q 0 76 -84 60 Z" fill="none" ${S}/><circle cx="-54" cy="-40" r="7" fill="#ffd166"/><circle cx="54" cy="40" r="7" fill="#ffd166"/>`,
  ),
  bucket: hand(
    () =>
      `<path d="M -44 -40 Q 0 -110 44 -40" fill="none" ${S}/><path d="M -50 -40 L 50 -40 L 38 56 L -38 56 Z" fill="#ffd166" ${S}/><ellipse cx="0" cy="-40" rx="50" ry="12" fill="#f4a261" ${S}/><path d="M -44 0 L 44 0" stroke="#ef476f" stroke-width="10"/>`,
  ),
  shovel: hand(
    () =>
      `<line x1="0" y1="-96" x2="0" y2="30" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><line x1="0" y1="-96" x2="0" y2="30" stroke="${lightWood}" stroke-width="8" stroke-linecap="round"/><path d="M -22 -100 L 22 -100" ${S}/>` +
      `<path d="M -28 28 L 28 28 L 30 72 Q 0 100 -30 72 Z" fill="#9aa5b1" ${S}/>`,
  ),
  umbrella: hand(
    () =>
      `<path d="M -110 -150 Q 0 -260 110 -150 Q 92 -162 73 -150 Q 55 -162 37 -150 Q 18 -162 0 -150 Q -18 -162 -37 -150 Q -55 -162 -73 -150 Q -92 -162 -110 -150 Z" fill="#ef476f" ${S}/>` +
      `<path d="M 0 -232 Q -40 -200 -37 -150 M 0 -232 Q 40 -200 37 -150" fill="none" ${S4}/><line x1="0" y1="-150" x2="0" y2="10" ${S}/><path d="M 0 10 q 0 20 -18 18" fill="none" ${S}/>`,
  ),
  bicycle: ground(
    () =>
      `<circle cx="-90" cy="-60" r="58" fill="none" stroke="${INK}" stroke-width="12"/><circle cx="90" cy="-60" r="58" fill="none" stroke="${INK}" stroke-width="12"/><circle cx="-90" cy="-60" r="8" fill="${INK}"/><circle cx="90" cy="-60" r="8" fill="${INK}"/>` +
      `<path d="M -90 -60 L -20 -60 L 50 -140 L -40 -140 Z M -20 -60 L -54 -170 M 90 -60 L 60 -175" fill="none" stroke="#2a9d8f" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<path d="M -80 -176 L -30 -176" stroke="${INK}" stroke-width="14" stroke-linecap="round"/><path d="M 42 -178 L 80 -184" stroke="${INK}" stroke-width="10" stroke-linecap="round"/><path d="M 66 -150 q 40 -10 50 10 l -14 24" fill="none" stroke="#ffd166" stroke-width="10"/>`,
  ),
  drum: hand(
    () =>
      `<rect x="-58" y="-34" width="116" height="76" fill="#e63946" ${S}/><path d="M -58 -30 L -20 40 L 20 -30 L 58 40" fill="none" stroke="#ffd166" stroke-width="6"/><ellipse cx="0" cy="-34" rx="58" ry="18" fill="#fdf0d5" ${S}/><ellipse cx="0" cy="42" rx="58" ry="16" fill="none" ${S}/>` +
      `<line x1="-30" y1="-60" x2="-80" y2="-110" ${S}/><circle cx="-30" cy="-60" r="9" fill="${lightWood}" ${S4}/><line x1="30" y1="-60" x2="80" y2="-110" ${S}/><circle cx="30" cy="-60" r="9" fill="${lightWood}" ${S4}/>`,
  ),
  flute: hand(
    () =>
      `<rect x="-96" y="-10" width="192" height="20" rx="10" fill="#c9a227" ${S} transform="rotate(-20)"/>${[-50, -25, 0, 25, 50].map((x) => `<circle cx="${(x * Math.cos(-0.35)).toFixed(1)}" cy="${(x * Math.sin(-0.35)).toFixed(1)}" r="4" fill="${INK}"/>`).join('')}` +
      `<path d="M 90 -70 q 10 -14 20 0 l 0 -30 M 120 -100 q 10 -14 20 0 l 0 -28" fill="none" ${S4}/><circle cx="86" cy="-70" r="7" fill="${INK}"/><circle cx="116" cy="-100" r="7" fill="${INK}"/>`,
  ),
  paintbrush: hand(
    () =>
      `<line x1="-60" y1="60" x2="30" y2="-30" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><line x1="-60" y1="60" x2="30" y2="-30" stroke="${lightWood}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M 22 -38 L 40 -20 L 36 -16 L 18 -34 Z" fill="#9aa5b1" ${S4}/><path d="M 34 -46 Q 70 -86 78 -78 Q 86 -70 46 -34 Z" fill="#3a86ff" ${S4}/><circle cx="70" cy="-40" r="9" fill="#3a86ff"/><circle cx="84" cy="-20" r="6" fill="#ef476f"/>`,
  ),
  letter: hand(
    () =>
      `<rect x="-70" y="-46" width="140" height="92" rx="6" fill="#fffaf0" ${S}/><path d="M -70 -46 L 0 14 L 70 -46" fill="none" ${S}/><path d="M -70 46 L -18 -2 M 70 46 L 18 -2" ${S4}/>` +
      `<path d="M 0 30 c -16 -16 -16 -28 0 -20 c 16 -8 16 4 0 20 z" fill="#e63946"/><rect x="40" y="-38" width="22" height="26" fill="#8ecae6" ${S4}/>`,
  ),
  key: hand(
    () =>
      `<circle cx="-40" cy="0" r="30" fill="#f2c14e" ${S}/><circle cx="-40" cy="0" r="12" fill="#fff" ${S4}/><rect x="-12" y="-9" width="96" height="18" rx="6" fill="#f2c14e" ${S}/><path d="M 56 9 L 56 34 L 70 34 L 70 9 M 76 9 L 76 26" fill="#f2c14e" ${S}/>` +
      `<path d="M -70 -40 l 6 10 M -80 -30 l 10 4 M -10 -34 l -6 10" stroke="#ffd166" stroke-width="4" stroke-linecap="round"/>`,
  ),
  shell: hand(
    () =>
      `<path d="M 0 54 L -64 -10 Q -60 -62 0 -66 Q 60 -62 64 -10 Z" fill="#ffc8dd" ${S}/><path d="M 0 54 L -40 -50 M 0 54 L -14 -62 M 0 54 L 14 -62 M 0 54 L 40 -50" ${S4}/><path d="M -14 50 L 0 70 L 14 50 Z" fill="#ffafcc" ${S4}/>`,
  ),
  flower: hand(
    () =>
      `<path d="M 0 80 Q -6 30 0 -10" fill="none" stroke="#2d6a4f" stroke-width="8"/><path d="M 0 46 q 30 -20 40 -4 q -20 16 -40 4 z" fill="#52b788" ${S4}/>` +
      [0, 60, 120, 180, 240, 300]
        .map(
          (a) =>
            `<ellipse cx="0" cy="-48" rx="16" ry="28" fill="#ff8fab" ${S4} transform="rotate(${a} 0 -26)"/>`,
        )
        .join('') +
      `<circle cx="0" cy="-26" r="16" fill="#ffd23f" ${S4}/>`,
  ),
  apple: hand(
    () =>
      `<path d="M 0 -34 C -40 -62 -70 -20 -58 16 C -46 54 -16 62 0 50 C 16 62 46 54 58 16 C 70 -20 40 -62 0 -34 Z" fill="#e63946" ${S}/><path d="M 0 -34 Q 4 -56 14 -66" fill="none" ${S}/><path d="M 8 -52 Q 34 -74 48 -54 Q 26 -40 8 -52 Z" fill="#52b788" ${S4}/><ellipse cx="-30" cy="-10" rx="10" ry="16" fill="#fff" fill-opacity="0.45"/>`,
  ),
  bread: hand(
    () =>
      `<path d="M -76 20 Q -84 -50 -30 -52 Q 0 -76 30 -52 Q 84 -50 76 20 Q 0 40 -76 20 Z" fill="#d4a373" ${S}/><path d="M -40 -30 q 10 16 4 34 M -4 -40 q 10 16 4 34 M 32 -30 q 10 16 4 34" fill="none" stroke="#f5deb3" stroke-width="7" stroke-linecap="round"/>`,
  ),
  cake: hand(
    () =>
      `<rect x="-66" y="-20" width="132" height="70" rx="10" fill="#ffc8dd" ${S}/><path d="M -66 0 q 16 16 33 0 q 16 16 33 0 q 16 16 33 0 q 16 16 33 0 L 66 -14 L -66 -14 Z" fill="#fff"/><rect x="-66" y="-20" width="132" height="70" rx="10" fill="none" ${S}/>` +
      `<ellipse cx="0" cy="56" rx="84" ry="12" fill="#e9ecef" ${S4}/>${[-36, 0, 36].map((x) => `<rect x="${x - 5}" y="-56" width="10" height="36" fill="#8ecae6" ${S4}/><path d="M ${x} -74 q -8 10 0 16 q 8 -6 0 -16 z" fill="#ff9f1c"/>`).join('')}<circle cx="-40" cy="22" r="8" fill="#e63946"/><circle cx="40" cy="22" r="8" fill="#e63946"/>`,
  ),
  tent: ground(
    () =>
      `<path d="M -170 0 L 0 -230 L 170 0 Z" fill="#f4a261" ${S}/><path d="M 0 -230 L -40 0 L 40 0 Z" fill="#6d3b1f" ${S}/><path d="M 0 -230 L 70 0 L 40 0 Z" fill="#e76f51" ${S4}/><path d="M 0 -230 L 0 -262 M 0 -262 l 34 10 l -34 10" fill="#ef476f" ${S}/>`,
  ),
  flashlight: hand(
    () =>
      `<path d="M 30 -10 L 190 -70 L 190 60 L 30 10 Z" fill="#fff3b0" fill-opacity="0.55"/><rect x="-60" y="-16" width="80" height="32" rx="8" fill="#2a9d8f" ${S}/><path d="M 20 -24 L 40 -24 L 40 24 L 20 24 Z" fill="#264653" ${S}/><rect x="-40" y="-6" width="14" height="12" rx="3" fill="#ffd166"/>`,
  ),
  'magnifying-glass': hand(
    () =>
      `<line x1="26" y1="26" x2="76" y2="76" stroke="${INK}" stroke-width="24" stroke-linecap="round"/><line x1="30" y1="30" x2="74" y2="74" stroke="#8a5a35" stroke-width="14" stroke-linecap="round"/>` +
      `<circle cx="-6" cy="-6" r="50" fill="#caf0f8" fill-opacity="0.7" stroke="#3f4a5a" stroke-width="12"/><path d="M -30 -24 q 10 -16 28 -18" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  ),
  jar: hand(
    () =>
      `<rect x="-44" y="-50" width="88" height="104" rx="22" fill="#d8f3dc" fill-opacity="0.8" ${S}/><rect x="-36" y="-70" width="72" height="22" rx="6" fill="#e9c46a" ${S}/>` +
      `<circle cx="-12" cy="0" r="9" fill="#fff3b0"/><circle cx="14" cy="22" r="8" fill="#fff3b0"/><circle cx="8" cy="-20" r="6" fill="#fff3b0"/><circle cx="-12" cy="0" r="16" fill="#ffe066" fill-opacity="0.35"/><path d="M -28 -36 L -28 30" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  ),
  box: hand(
    () =>
      `<path d="M -60 -30 L 0 -58 L 60 -30 L 60 44 L 0 70 L -60 44 Z" fill="#d4a373" ${S}/><path d="M -60 -30 L 0 -4 L 60 -30 M 0 -4 L 0 70" fill="none" ${S}/><path d="M -30 -44 L 30 -16 L 30 6" fill="none" stroke="#e63946" stroke-width="10"/><path d="M -20 -58 q -20 -30 10 -20 q 30 -14 10 20" fill="none" stroke="#e63946" stroke-width="8"/>`,
  ),
  rope: hand(
    () =>
      `<ellipse cx="0" cy="0" rx="66" ry="44" fill="none" stroke="${INK}" stroke-width="22"/><ellipse cx="0" cy="0" rx="66" ry="44" fill="none" stroke="#d4a373" stroke-width="14"/><ellipse cx="0" cy="0" rx="42" ry="26" fill="none" stroke="${INK}" stroke-width="22"/><ellipse cx="0" cy="0" rx="42" ry="26" fill="none" stroke="#e9c46a" stroke-width="14"/>` +
      `<path d="M 60 20 q 30 30 10 60" fill="none" stroke="${INK}" stroke-width="20" stroke-linecap="round"/><path d="M 60 20 q 30 30 10 60" fill="none" stroke="#d4a373" stroke-width="12" stroke-linecap="round"/>`,
  ),
  ladder: ground(
    () =>
      `<path d="M -60 0 L -36 -330 M 60 0 L 36 -330" stroke="${INK}" stroke-width="22" stroke-linecap="round"/><path d="M -60 0 L -36 -330 M 60 0 L 36 -330" stroke="${lightWood}" stroke-width="14" stroke-linecap="round"/>` +
      [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const y = -30 - i * 52;
          const w = 58 - i * 3.8;
          return `<line x1="${-w}" y1="${y}" x2="${w}" y2="${y}" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><line x1="${-w}" y1="${y}" x2="${w}" y2="${y}" stroke="${lightWood}" stroke-width="8"/>`;
        })
        .join(''),
  ),
  birdhouse: hand(
    () =>
      `<rect x="-8" y="40" width="16" height="50" fill="${wood}" ${S4}/><rect x="-48" y="-30" width="96" height="80" fill="#e9c46a" ${S}/><path d="M -64 -24 L 0 -84 L 64 -24 Z" fill="#e76f51" ${S}/><circle cx="0" cy="4" r="16" fill="#3a2b25"/><line x1="-20" y1="34" x2="20" y2="34" ${S}/>`,
  ),
  nest: hand(
    () =>
      `<ellipse cx="-16" cy="-12" rx="16" ry="20" fill="#caf0f8" ${S4}/><ellipse cx="16" cy="-14" rx="16" ry="20" fill="#90e0ef" ${S4}/><ellipse cx="0" cy="-6" rx="16" ry="20" fill="#caf0f8" ${S4}/>` +
      `<path d="M -70 -4 Q 0 20 70 -4 Q 66 50 0 54 Q -66 50 -70 -4 Z" fill="#a47148" ${S}/><path d="M -60 10 q 30 14 60 0 t 56 2 M -50 30 q 30 12 50 0 t 46 0" fill="none" stroke="#6f4518" stroke-width="5"/>`,
  ),
  egg: hand(
    () =>
      `<path d="M 0 -64 C 40 -64 54 0 50 22 C 46 52 22 62 0 62 C -22 62 -46 52 -50 22 C -54 0 -40 -64 0 -64 Z" fill="#fefae0" ${S}/><circle cx="-14" cy="-10" r="7" fill="#dda15e" fill-opacity="0.6"/><circle cx="18" cy="16" r="6" fill="#dda15e" fill-opacity="0.6"/><path d="M -24 -30 q 4 -14 16 -20" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  ),
  leaf: hand(
    () =>
      `<path d="M -60 60 Q -70 -40 50 -70 Q 60 40 -60 60 Z" fill="#f4a261" ${S}/><path d="M -60 60 Q -10 0 50 -70 M -30 20 l 30 4 M -14 0 l -6 -26 M 6 -20 l 30 2" fill="none" ${S4}/><path d="M -60 60 l -16 16" ${S}/>`,
  ),
  fossil: hand(
    () =>
      `<path d="M -70 -40 Q -40 -70 30 -60 Q 76 -40 70 20 Q 60 64 0 66 Q -66 64 -74 20 Z" fill="#d6ccc2" ${S}/><path d="M 0 0 m 4 0 a 4 4 0 1 0 -8 0 a 12 12 0 1 0 24 0 a 20 20 0 1 0 -40 0 a 30 30 0 1 0 60 0" fill="none" stroke="#7f5539" stroke-width="6"/>`,
  ),
  feather: hand(
    () =>
      `<path d="M -60 70 Q -20 -20 60 -80 Q 70 -10 -20 40 Z" fill="#8ecae6" ${S}/><path d="M -70 80 Q -10 0 56 -70" fill="none" ${S4}/><path d="M -20 30 l -16 -20 M 0 10 l -10 -26 M 20 -10 l -4 -28 M -4 30 l 24 0 M 16 10 l 26 -4" fill="none" stroke="#fff" stroke-width="4"/>`,
  ),
  hat: hand(
    () =>
      `<ellipse cx="0" cy="30" rx="90" ry="22" fill="#e9c46a" ${S}/><path d="M -52 30 Q -56 -50 0 -52 Q 56 -50 52 30 Z" fill="#e9c46a" ${S}/><path d="M -54 6 Q 0 20 54 6 L 53 22 Q 0 36 -53 22 Z" fill="#e63946" ${S4}/><circle cx="30" cy="4" r="12" fill="#ffafcc" ${S4}/>`,
  ),
  clock: hand(
    () =>
      `<circle cx="-40" cy="-56" r="18" fill="#e63946" ${S}/><circle cx="40" cy="-56" r="18" fill="#e63946" ${S}/><circle r="60" fill="#fffaf0" ${S}/><circle r="60" fill="none" stroke="#e63946" stroke-width="10"/>` +
      [0, 90, 180, 270]
        .map(
          (a) =>
            `<circle cx="${(44 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(44 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="5" fill="${INK}"/>`,
        )
        .join('') +
      `<path d="M 0 0 L 0 -34 M 0 0 L 24 10" ${S}/><path d="M -40 58 l -10 14 M 40 58 l 10 14" ${S}/>`,
  ),
  telescope: ground(
    () =>
      `<path d="M 0 -150 L -60 0 M 0 -150 L 60 0 M 0 -150 L 0 0" ${S}/><g transform="translate(0 -160) rotate(-28)"><rect x="-90" y="-22" width="120" height="44" rx="6" fill="#3a86ff" ${S}/><rect x="30" y="-30" width="70" height="60" rx="8" fill="#264653" ${S}/><rect x="-120" y="-14" width="30" height="28" rx="4" fill="#c9a227" ${S4}/></g>`,
  ),
  compass: hand(
    () =>
      `<circle r="56" fill="#c9a227" ${S}/><circle r="44" fill="#fffaf0" ${S4}/><path d="M 0 -38 L 10 0 L 0 38 L -10 0 Z" fill="#fff" ${S4}/><path d="M 0 -38 L 10 0 L -10 0 Z" fill="#e63946"/><circle r="5" fill="${INK}"/><circle cx="0" cy="-66" r="10" fill="none" ${S}/>`,
  ),
  'paper-airplane': {
    place: 'sky',
    draw: () =>
      `<path d="M -90 10 L 90 -40 L -20 40 Z" fill="#fff" ${S}/><path d="M 90 -40 L -30 16 L -20 40" fill="#e9ecef" ${S4}/><path d="M -160 60 q 30 -20 60 0 t 60 0" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="12 10"/>`,
  },
  sandcastle: ground(
    () =>
      `<path d="M -130 0 L -120 -90 L 120 -90 L 130 0 Z" fill="#e9c46a" ${S}/><rect x="-110" y="-170" width="60" height="82" fill="#e9c46a" ${S}/><rect x="50" y="-170" width="60" height="82" fill="#e9c46a" ${S}/><rect x="-40" y="-200" width="80" height="112" fill="#e9c46a" ${S}/>` +
      `<path d="M -110 -170 l 0 -14 l 15 0 l 0 14 l 15 0 l 0 -14 l 15 0 l 0 14 l 15 0 l 0 -14 l 0 14 M 50 -170 l 0 -14 l 15 0 l 0 14 l 15 0 l 0 -14 l 15 0 l 0 14 l 15 0 l 0 -14" fill="none" ${S4}/><path d="M -18 -88 L -18 -124 Q 0 -144 18 -124 L 18 -88 Z" fill="#b08968" ${S4}/><line x1="0" y1="-200" x2="0" y2="-250" ${S4}/><path d="M 0 -250 l 30 10 l -30 10 z" fill="#ef476f" ${S4}/>`,
  ),
  bottle: hand(
    () =>
      `<path d="M -14 -70 L 14 -70 L 14 -40 Q 40 -24 40 0 L 40 56 Q 0 66 -40 56 L -40 0 Q -40 -24 -14 -40 Z" fill="#a8dadc" fill-opacity="0.85" ${S}/><rect x="-16" y="-86" width="32" height="18" rx="4" fill="${wood}" ${S4}/><rect x="-26" y="-4" width="52" height="40" rx="4" fill="#fffaf0" ${S4}/><path d="M -16 8 q 16 10 32 0 M -16 22 q 16 10 32 0" fill="none" stroke="#9aa5b1" stroke-width="4"/>`,
  ),
  blocks: ground(
    () =>
      `<rect x="-110" y="-70" width="70" height="70" fill="#ef476f" ${S}/><rect x="-36" y="-70" width="70" height="70" fill="#3a86ff" ${S}/><rect x="38" y="-70" width="70" height="70" fill="#ffd166" ${S}/><rect x="-72" y="-140" width="70" height="70" fill="#06d6a0" ${S}/><rect x="4" y="-140" width="70" height="70" fill="#f4a261" ${S}/><path d="M -36 -210 L 38 -210 L 0 -144 Z" fill="#9b5de5" ${S}/>` +
      `<circle cx="-75" cy="-35" r="14" fill="#fff"/><path d="M 0 -50 l 0 -40 M -18 -70 l 36 0" stroke="#fff" stroke-width="10"/><path d="M 56 -35 l 36 0" stroke="#fff" stroke-width="10"/>`,
  ),
  puzzle: hand(
    () =>
      `<path d="M -50 -50 L -12 -50 Q -14 -74 6 -74 Q 26 -74 24 -50 L 50 -50 L 50 -14 Q 74 -16 74 4 Q 74 24 50 22 L 50 50 L -50 50 L -50 22 Q -26 24 -26 4 Q -26 -16 -50 -14 Z" fill="#9b5de5" ${S}/><circle cx="-4" cy="6" r="10" fill="#fff" fill-opacity="0.5"/>`,
  ),
  camera: hand(
    () =>
      `<rect x="-66" y="-38" width="132" height="88" rx="14" fill="#3f4a5a" ${S}/><rect x="-30" y="-56" width="52" height="22" rx="5" fill="#3f4a5a" ${S}/><circle cx="0" cy="6" r="32" fill="#caf0f8" ${S}/><circle cx="0" cy="6" r="16" fill="#264653"/><circle cx="-6" cy="0" r="5" fill="#fff"/><rect x="36" y="-28" width="18" height="12" rx="3" fill="#ffd166"/>`,
  ),
  'watering-can': hand(
    () =>
      `<path d="M -50 -40 L 40 -40 L 44 52 L -54 52 Z" fill="#52b788" ${S}/><path d="M 40 -10 L 110 -60 L 118 -48 L 44 20" fill="#52b788" ${S}/><ellipse cx="116" cy="-56" rx="10" ry="16" fill="#40916c" ${S4} transform="rotate(-40 116 -56)"/>` +
      `<path d="M -50 -20 Q -96 -10 -80 30 Q -70 46 -52 40" fill="none" stroke="${INK}" stroke-width="14"/><path d="M -50 -20 Q -96 -10 -80 30 Q -70 46 -52 40" fill="none" stroke="#52b788" stroke-width="6"/><path d="M 128 -40 l 14 20 M 136 -52 l 22 12 M 124 -26 l 8 22" stroke="#8ecae6" stroke-width="6" stroke-linecap="round"/>`,
  ),
  sandwich: hand(
    () =>
      `<path d="M -66 30 L 0 -56 L 66 30 Z" fill="#f5deb3" ${S}/><path d="M -70 30 L 70 30 L 70 46 L -70 46 Z" fill="#e9c46a" ${S4}/><path d="M -62 24 q 14 -12 28 0 q 14 -12 28 0 q 14 -12 28 0 q 14 -12 28 0" fill="#80b918" ${S4}/><path d="M -60 12 L 60 12" stroke="#e63946" stroke-width="8"/><path d="M -70 46 L 0 60 L 70 46" fill="#f5deb3" ${S}/>`,
  ),
  wagon: ground(
    () =>
      `<rect x="-140" y="-110" width="250" height="74" rx="10" fill="#e63946" ${S}/><path d="M -130 -86 L 100 -86" stroke="#fff" stroke-width="6"/><circle cx="-90" cy="-30" r="30" fill="#3f4a5a" ${S}/><circle cx="60" cy="-30" r="30" fill="#3f4a5a" ${S}/><circle cx="-90" cy="-30" r="9" fill="#ccc"/><circle cx="60" cy="-30" r="9" fill="#ccc"/>` +
      `<path d="M 110 -70 L 200 -150" stroke="${INK}" stroke-width="10" stroke-linecap="round"/><rect x="186" y="-168" width="34" height="16" rx="6" fill="${INK}"/>`,
  ),
  globe: hand(
    () =>
      `<path d="M -40 70 L 40 70 M 0 70 L 0 56" ${S}/><path d="M -60 -40 A 72 72 0 0 0 50 60" fill="none" stroke="#c9a227" stroke-width="8"/><circle cx="0" cy="-4" r="56" fill="#4ea8de" ${S}/>` +
      `<path d="M -40 -40 q 20 -6 30 10 q 10 20 -10 30 q -20 4 -26 -14 Z M 10 10 q 20 -10 34 4 q -4 26 -24 26 q -14 -10 -10 -30 Z M 14 -50 q 20 0 26 10 q -14 6 -26 -10" fill="#80b918" ${S4}/>`,
  ),
  'star-chart': hand(
    () =>
      `<rect x="-80" y="-56" width="160" height="112" rx="8" fill="#1d2b53" ${S}/><path d="M -56 30 L -20 -10 L 20 6 L 54 -30" fill="none" stroke="#fff3b0" stroke-width="3" stroke-dasharray="6 6"/>` +
      [
        [-56, 30],
        [-20, -10],
        [20, 6],
        [54, -30],
        [-50, -34],
        [40, 34],
      ]
        .map(
          ([x, y]) =>
            `<path d="M ${x} ${y! - 9} l 3 6 l 6 3 l -6 3 l -3 6 l -3 -6 l -6 -3 l 6 -3 z" fill="#ffd23f"/>`,
        )
        .join('') +
      `<ellipse cx="-80" cy="0" rx="10" ry="58" fill="#e9c46a" ${S4}/><ellipse cx="80" cy="0" rx="10" ry="58" fill="#e9c46a" ${S4}/>`,
  ),
  sled: ground(
    () =>
      `<path d="M -150 0 L 130 0 Q 176 0 170 -40" fill="none" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><path d="M -150 0 L 130 0 Q 176 0 170 -40" fill="none" stroke="#9aa5b1" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M -100 0 L -100 -40 M 90 0 L 90 -40" ${S}/><rect x="-150" y="-68" width="290" height="32" rx="10" fill="#d62828" ${S}/><path d="M -120 -52 L 110 -52" stroke="#fff" stroke-width="5" stroke-dasharray="18 12"/><path d="M 140 -56 Q 200 -70 230 -30" fill="none" ${S4}/>`,
  ),
  mitten: hand(
    () =>
      `<path d="M -40 60 L -44 -30 Q -46 -80 0 -84 Q 44 -84 44 -30 L 44 60 Z" fill="#d62828" ${S}/><path d="M -44 -10 Q -86 -20 -76 -50 Q -66 -70 -46 -48" fill="#d62828" ${S}/>` +
      `<rect x="-50" y="46" width="100" height="30" rx="8" fill="#fff4e6" ${S}/><path d="M -36 52 l 0 18 M -18 52 l 0 18 M 0 52 l 0 18 M 18 52 l 0 18 M 36 52 l 0 18" stroke="#e9c9b8" stroke-width="5"/><path d="M -20 -40 l 10 10 l 10 -10 l 10 10 l 10 -10" fill="none" stroke="#fff" stroke-width="5"/>`,
  ),
  balloon: {
    place: 'sky',
    draw: () =>
      `<path d="M 0 70 Q 20 120 -6 170 Q -24 210 0 250" fill="none" stroke="${INK}" stroke-width="3"/><path d="M -10 72 L 10 72 L 0 60 Z" fill="#ef476f" ${S4}/><ellipse cx="0" cy="-6" rx="58" ry="68" fill="#ef476f" ${S}/><ellipse cx="-22" cy="-32" rx="12" ry="20" fill="#fff" fill-opacity="0.55"/>`,
  },
  teddy: hand(
    () =>
      `<circle cx="-34" cy="-74" r="18" fill="#b07a4a" ${S}/><circle cx="34" cy="-74" r="18" fill="#b07a4a" ${S}/><ellipse cx="0" cy="26" rx="46" ry="48" fill="#b07a4a" ${S}/><ellipse cx="0" cy="32" rx="26" ry="28" fill="#e0b98a"/>` +
      `<ellipse cx="-48" cy="10" rx="14" ry="24" fill="#b07a4a" ${S4}/><ellipse cx="48" cy="10" rx="14" ry="24" fill="#b07a4a" ${S4}/><ellipse cx="-24" cy="70" rx="18" ry="14" fill="#b07a4a" ${S4}/><ellipse cx="24" cy="70" rx="18" ry="14" fill="#b07a4a" ${S4}/>` +
      `<circle cx="0" cy="-40" r="44" fill="#b07a4a" ${S}/><ellipse cx="0" cy="-28" rx="18" ry="13" fill="#e0b98a"/><circle cx="0" cy="-32" r="6" fill="${INK}"/><circle cx="-16" cy="-50" r="5" fill="${INK}"/><circle cx="16" cy="-50" r="5" fill="${INK}"/><path d="M -30 -4 L 30 -4 L 0 12 Z" fill="#4ecdc4" ${S4}/>`,
  ),
  crown: hand(
    () =>
      `<path d="M -60 40 L -70 -40 L -34 -6 L 0 -60 L 34 -6 L 70 -40 L 60 40 Z" fill="#ffd23f" ${S}/><rect x="-62" y="26" width="124" height="20" rx="4" fill="#f4a261" ${S4}/>` +
      `<circle cx="0" cy="-60" r="9" fill="#e63946" ${S4}/><circle cx="-70" cy="-40" r="8" fill="#3a86ff" ${S4}/><circle cx="70" cy="-40" r="8" fill="#3a86ff" ${S4}/><circle cx="0" cy="14" r="10" fill="#06d6a0" ${S4}/>`,
  ),
  pot: hand(
    () =>
      `<path d="M -76 -30 L -96 -40 M 76 -30 L 96 -40" ${S}/><path d="M -70 -36 L 70 -36 L 62 40 Q 0 56 -62 40 Z" fill="#5c677d" ${S}/><ellipse cx="0" cy="-36" rx="72" ry="14" fill="#3f4a5a" ${S}/><path d="M -50 -6 L 50 -6" stroke="#8d99ae" stroke-width="6"/>`,
  ),
  drawing: hand(
    () =>
      `<rect x="-80" y="-62" width="160" height="124" rx="4" fill="#fffdf7" ${S}/><circle cx="-40" cy="-28" r="18" fill="#ffd23f"/><path d="M -70 46 Q -30 0 0 30 Q 30 -10 70 40 L 70 50 L -70 50 Z" fill="#80b918"/>` +
      `<path d="M 14 -8 l 0 -26 l 22 -12 l 22 12 l 0 26 Z" fill="#ef476f" ${S4}/><path d="M -70 -48 q 10 -6 20 0" fill="none" stroke="#3a86ff" stroke-width="5"/>`,
  ),
  sign: ground(
    () =>
      `<rect x="-10" y="-230" width="20" height="230" fill="${wood}" ${S}/><rect x="-110" y="-250" width="220" height="110" rx="10" fill="${lightWood}" ${S}/>` +
      `<path d="M -80 -214 L 70 -214 M -80 -186 L 40 -186 M -80 -160 L 60 -160" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`,
  ),
};

/** The object drawn, wrapped in a group named after it. */
export function drawProp(prop: Prop): string {
  return `<g id="prop-${prop}">${PROP_DRAWINGS[prop].draw()}</g>`;
}
