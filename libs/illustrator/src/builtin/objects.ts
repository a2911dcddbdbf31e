import type { Prop, PropState } from '@shop/contracts';
import { f1, INK, S, S4 } from './ink';
import { PROP_DRAWINGS } from './props';

/**
 * The page's key object drawn in its state, in the prop's own frame (hand objects centred on
 * (0, 0), ground objects standing on it, sky objects centred). Where it goes (in a hand, tiny and
 * far when lost, half behind a bush when hidden) is the composition's part.
 */

/** Where a container's opening is (its contents heap there). */
const OPENINGS: Partial<Record<Prop, number>> = {
  basket: -20,
  bucket: -40,
  jar: -52,
  box: -44,
  pot: -36,
  nest: -18,
  mitten: -84,
  bottle: -70,
  'watering-can': -40,
  wagon: -110,
  boat: -60,
  hat: -30,
};

/** Things that open and close like a lid; flat ones (book, letter, map…) open by unfolding. */
const FLAT: ReadonlySet<Prop> = new Set<Prop>(['book', 'letter', 'map', 'star-chart', 'drawing']);

/** A four-point sparkle. */
function sparkle(x: number, y: number, r: number, fill = '#ffd23f'): string {
  return `<path d="M ${f1(x)} ${f1(y - r)} L ${f1(x + r * 0.28)} ${f1(y - r * 0.28)} L ${f1(x + r)} ${f1(y)} L ${f1(x + r * 0.28)} ${f1(y + r * 0.28)} L ${f1(x)} ${f1(y + r)} L ${f1(x - r * 0.28)} ${f1(y + r * 0.28)} L ${f1(x - r)} ${f1(y)} L ${f1(x - r * 0.28)} ${f1(y - r * 0.28)} Z" fill="${fill}" ${S4}/>`;
}

/** The object's rough box in its own frame. */
export function propBox(prop: Prop): { x: number; y: number; w: number; h: number } {
  const place = PROP_DRAWINGS[prop].place;
  if (place === 'ground') return { x: -160, y: -260, w: 320, h: 260 };
  if (place === 'sky') return { x: -70, y: -90, w: 140, h: 200 };
  return { x: -80, y: -80, w: 160, h: 160 };
}

/** Two halves of the drawing, pulled apart along a jagged (torn) or straight (broken) line. */
function split(base: string, uid: string, jagged: boolean, b: ReturnType<typeof propBox>): string {
  const top = b.y - 40;
  const bottom = b.y + b.h + 40;
  const steps = 8;
  const pts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const y = top + ((bottom - top) * i) / steps;
    const x = jagged ? (i % 2 ? 16 : -16) + (i - steps / 2) * 3 : (i - steps / 2) * 4;
    pts.push(`${f1(x)} ${f1(y)}`);
  }
  const left = `M -600 ${top} L ${pts.join(' L ')} L -600 ${bottom} Z`;
  const right = `M 600 ${top} L ${pts.join(' L ')} L 600 ${bottom} Z`;
  const [lt, rt] = jagged
    ? ['translate(-16 6) rotate(-7)', 'translate(18 12) rotate(9)']
    : ['translate(-30 10) rotate(-14)', `translate(40 ${f1(b.h * 0.25)}) rotate(28)`];
  const crack = jagged
    ? `<path d="${'M ' + pts.join(' L ')}" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="4 6" transform="${lt}"/>`
    : '';
  return (
    `<clipPath id="${uid}-l"><path d="${left}"/></clipPath><clipPath id="${uid}-r"><path d="${right}"/></clipPath>` +
    `<g transform="${lt}"><g clip-path="url(#${uid}-l)">${base}</g></g>${crack}` +
    `<g transform="${rt}"><g clip-path="url(#${uid}-r)">${base}</g></g>`
  );
}

/**
 * The key object in its state. `uid` makes the clip paths' ids unique in the picture; `wrap` is
 * the wrapping paper's colour (the book's accent).
 */
export function drawObject(prop: Prop, state: PropState, uid: string, wrap = '#ef476f'): string {
  const base = PROP_DRAWINGS[prop].draw();
  const b = propBox(prop);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const open = OPENINGS[prop] ?? b.y + 20;
  let out: string;
  switch (state) {
    case 'torn':
      out = split(base, uid, true, b);
      break;
    case 'broken':
      out = split(base, uid, false, b);
      break;
    case 'mended':
      out =
        base +
        `<g transform="translate(${f1(cx)} ${f1(cy)}) rotate(-24)"><rect x="-54" y="-12" width="108" height="24" fill="#f6e7b0" fill-opacity="0.95" ${S4}/></g>` +
        `<g transform="translate(${f1(cx)} ${f1(cy)}) rotate(30)"><rect x="-46" y="-11" width="92" height="22" fill="#f6e7b0" fill-opacity="0.95" ${S4}/></g>` +
        `<path d="M ${f1(cx - 30)} ${f1(cy - 40)} l 12 10 m 8 6 l 12 10 m 8 6 l 12 10" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
      break;
    case 'found':
      out =
        base +
        sparkle(b.x - 10, b.y + 10, 22) +
        sparkle(b.x + b.w + 8, b.y + 30, 18) +
        sparkle(cx + 20, b.y - 24, 14, '#ffffff');
      break;
    case 'full': {
      const heap = [-44, -22, 0, 22, 44]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${f1(open - 6 - (i % 2) * 12)}" r="20" fill="${['#e63946', '#ffd166', '#f4a261', '#80b918', '#e63946'][i]}" ${S4}/>`,
        )
        .join('');
      out =
        prop === 'mitten'
          ? base +
            `<g transform="translate(0 ${open + 6})"><ellipse cx="0" cy="0" rx="30" ry="22" fill="#c9b8a8" ${S4}/><circle cx="-18" cy="-14" r="10" fill="#e8c9c0" ${S4}/><circle cx="18" cy="-14" r="10" fill="#e8c9c0" ${S4}/><circle cx="0" cy="4" r="6" fill="#ff8fab"/><circle cx="-10" cy="-4" r="3.5" fill="${INK}"/><circle cx="10" cy="-4" r="3.5" fill="${INK}"/></g>`
          : heap + base + heap.replace(/r="20"/g, 'r="16"');
      break;
    }
    case 'empty':
      out =
        `<g transform="translate(${f1(cx)} ${f1(b.y + b.h)}) rotate(-78) translate(${f1(-cx)} ${f1(-(b.y + b.h))})">${base}` +
        `<ellipse cx="${f1(cx)}" cy="${f1(open)}" rx="${f1(b.w * 0.32)}" ry="12" fill="#3b2f2a" fill-opacity="0.85"/></g>`;
      break;
    case 'open':
      out = FLAT.has(prop)
        ? base +
          `<path d="M ${f1(cx - 30)} ${f1(b.y - 14)} l -14 -22 M ${f1(cx)} ${f1(b.y - 20)} l 0 -26 M ${f1(cx + 30)} ${f1(b.y - 14)} l 14 -22" stroke="#ffd23f" stroke-width="7" stroke-linecap="round"/>`
        : base +
          `<ellipse cx="${f1(cx)}" cy="${f1(open)}" rx="${f1(b.w * 0.34)}" ry="12" fill="#3b2f2a"/>` +
          `<g transform="translate(${f1(cx + b.w * 0.36)} ${f1(open)}) rotate(-62)"><rect x="0" y="-14" width="${f1(b.w * 0.7)}" height="18" rx="5" fill="#c68b59" ${S}/></g>` +
          `<path d="M ${f1(cx - 20)} ${f1(open - 20)} l -10 -30 M ${f1(cx + 4)} ${f1(open - 24)} l 0 -34" stroke="#ffd23f" stroke-width="6" stroke-linecap="round"/>`;
      break;
    case 'closed':
      out = FLAT.has(prop)
        ? `<rect x="${f1(b.x + 20)}" y="${f1(b.y + 30)}" width="${f1(b.w - 40)}" height="${f1(b.h - 50)}" rx="8" fill="${prop === 'letter' ? '#fdf0d5' : '#3a86ff'}" ${S}/>` +
          (prop === 'letter'
            ? `<path d="M ${f1(b.x + 20)} ${f1(b.y + 30)} L ${f1(cx)} ${f1(cy + 10)} L ${f1(b.x + b.w - 20)} ${f1(b.y + 30)}" fill="none" ${S}/><circle cx="${f1(cx)}" cy="${f1(cy + 10)}" r="12" fill="#d62828"/>`
            : `<rect x="${f1(b.x + 34)}" y="${f1(b.y + 44)}" width="${f1(b.w - 68)}" height="24" fill="#ffffff" fill-opacity="0.8"/><path d="M ${f1(b.x + 26)} ${f1(b.y + 30)} L ${f1(b.x + 26)} ${f1(b.y + b.h - 20)}" stroke="${INK}" stroke-width="5"/>`)
        : base +
          `<rect x="${f1(cx - b.w * 0.38)}" y="${f1(open - 16)}" width="${f1(b.w * 0.76)}" height="22" rx="6" fill="#c68b59" ${S}/>` +
          `<rect x="${f1(cx - 10)}" y="${f1(open - 4)}" width="20" height="22" rx="3" fill="#ffd23f" ${S4}/>`;
      break;
    case 'lit':
      out =
        `<radialGradient id="${uid}-glow"><stop offset="0.2" stop-color="#fff3b0" stop-opacity="0.8"/><stop offset="1" stop-color="#ffe066" stop-opacity="0"/></radialGradient>` +
        `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(Math.max(b.w, b.h) * 0.85)}" fill="url(#${uid}-glow)"/>` +
        base +
        Array.from({ length: 8 }, (_, i) => {
          const a = (i * Math.PI) / 4;
          const r0 = Math.max(b.w, b.h) * 0.62;
          return `M ${f1(cx + r0 * Math.cos(a))} ${f1(cy + r0 * Math.sin(a))} l ${f1(22 * Math.cos(a))} ${f1(22 * Math.sin(a))}`;
        })
          .join(' ')
          .replace(
            /^(.*)$/,
            `<path d="$1" stroke="#ffd23f" stroke-width="7" stroke-linecap="round"/>`,
          );
      break;
    case 'unlit':
      out = unlit(base);
      break;
    case 'wrapped': {
      const w = Math.min(b.w, 300);
      const h = Math.min(b.h, 200) * 0.8;
      const x = cx - w / 2;
      const y = PROP_DRAWINGS[prop].place === 'ground' ? -h : cy - h / 2;
      out =
        `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="14" fill="${wrap}" ${S}/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<circle cx="${f1(x + w * (0.15 + 0.14 * i))}" cy="${f1(y + h * (i % 2 ? 0.3 : 0.72))}" r="7" fill="#ffffff" fill-opacity="0.7"/>`,
        ).join('') +
        `<path d="M ${f1(cx)} ${f1(y)} L ${f1(cx)} ${f1(y + h)} M ${f1(x)} ${f1(y + h / 2)} L ${f1(x + w)} ${f1(y + h / 2)}" stroke="#ffd23f" stroke-width="14"/>` +
        `<path d="M ${f1(cx)} ${f1(y)} q -40 -40 -50 -6 q 10 16 50 6 q 40 -40 50 -6 q -10 16 -50 6 Z" fill="#ffd23f" ${S4}/>` +
        `<path d="M ${f1(x + w)} ${f1(y + h / 2)} l 24 16 l 0 26 l -24 0 Z" fill="#fffaf0" ${S4}/>`;
      break;
    }
    case 'growing':
      out =
        `<g transform="translate(${f1(cx)} ${f1(b.y + b.h)}) scale(0.45) translate(${f1(-cx)} ${f1(-(b.y + b.h))})">${base}</g>` +
        `<path d="M ${f1(cx + 60)} ${f1(b.y + b.h)} Q ${f1(cx + 60)} ${f1(b.y + b.h - 40)} ${f1(cx + 70)} ${f1(b.y + b.h - 110)}" fill="none" stroke="#3f8f4e" stroke-width="9" stroke-linecap="round"/>` +
        `<path d="M ${f1(cx + 66)} ${f1(b.y + b.h - 70)} q -40 -10 -50 -40 q 40 0 50 40 Z M ${f1(cx + 68)} ${f1(b.y + b.h - 90)} q 40 -16 52 -46 q -44 4 -52 46 Z" fill="#80b918" ${S4}/>` +
        `<ellipse cx="${f1(cx + 40)}" cy="${f1(b.y + b.h)}" rx="${f1(b.w * 0.5)}" ry="18" fill="#7a5230" ${S4}/>`;
      break;
    case 'unfinished':
      out =
        `<clipPath id="${uid}-half"><rect x="${f1(b.x - 80)}" y="${f1(cy)}" width="${f1(b.w + 160)}" height="${f1(b.h)}"/></clipPath><g clip-path="url(#${uid}-half)">${base}</g>` +
        `<rect x="${f1(b.x)}" y="${f1(b.y)}" width="${f1(b.w)}" height="${f1(b.h / 2)}" rx="10" fill="none" stroke="${INK}" stroke-width="4" stroke-dasharray="12 10" stroke-opacity="0.6"/>` +
        `<rect x="${f1(b.x + b.w + 10)}" y="${f1(b.y + b.h - 40)}" width="36" height="36" fill="#ffd166" ${S4}/><rect x="${f1(b.x + b.w + 26)}" y="${f1(b.y + b.h - 70)}" width="30" height="30" fill="#4ecdc4" ${S4}/>`;
      break;
    case 'finished':
      out =
        base +
        `<g transform="translate(${f1(b.x + b.w - 10)} ${f1(b.y + 16)})"><circle r="26" fill="#ffd23f" ${S}/><path d="M -10 22 l -12 36 l 16 -8 l 6 16 l 8 -40 Z M 10 22 l 12 36 l -16 -8" fill="#e63946" ${S4}/><path d="M -10 0 l 7 8 l 14 -16" fill="none" stroke="${INK}" stroke-width="5"/></g>` +
        sparkle(b.x - 14, b.y + 20, 16);
      break;
    default:
      out = base;
  }
  return `<g id="prop-${prop}" class="state-${state}">${out}</g>`;
}

/**
 * A lamp, torch or candle gone out: every colour greyed and dimmed, and no glow (recoloured in the
 * drawing itself; an SVG filter would cost more than the whole picture at print size).
 */
function unlit(svg: string): string {
  return svg
    .replace(/<circle [^>]*fill="url\(#[^)]*glow[^)]*\)"[^>]*\/>/g, '')
    .replace(/#([0-9a-f]{6})\b/gi, (_, hex: string) => {
      const n = parseInt(hex, 16);
      const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255];
      const grey = 0.3 * r + 0.55 * g + 0.15 * b;
      const c = (v: number) =>
        Math.round((grey * 0.7 + v * 0.3) * 0.62)
          .toString(16)
          .padStart(2, '0');
      return `#${c(r)}${c(g)}${c(b * 1.1)}`;
    });
}

/** What hides a hidden object: a bush outdoors, a cushion indoors; drawn over its left part. */
export function hidingCover(indoor: boolean, leaf: string): string {
  return indoor
    ? `<path d="M -190 0 Q -200 -120 -110 -130 Q -20 -140 20 -60 Q 40 0 20 0 Z" fill="#b5838d" ${S}/><path d="M -150 -80 q 40 -20 80 0" fill="none" stroke="#ffffff" stroke-width="6" stroke-opacity="0.6"/>`
    : `<path d="M -200 0 Q -220 -90 -150 -110 Q -120 -170 -50 -140 Q 10 -170 40 -100 Q 80 -70 50 0 Z" fill="${leaf}" ${S}/><path d="M -150 -60 q 20 -20 40 0 M -60 -100 q 20 -20 40 0" fill="none" stroke="#ffffff" stroke-width="5" stroke-opacity="0.4"/>`;
}
