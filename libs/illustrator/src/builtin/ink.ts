/** The outline colour and stroke every drawing shares. */
export const INK = '#3a2b25';
export const S = `stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;
/** A thinner outline for small things. */
export const S4 = `stroke="${INK}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"`;

export const f1 = (n: number) => n.toFixed(1);

/** A thick limb from point to point, outlined: an ink stroke under a coloured one. */
export function limb(points: [number, number][], colour: string, width: number): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'} ${f1(x)} ${f1(y)}`).join(' ');
  return (
    `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + 10}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A group moved (and scaled, mirrored) into place. */
export function place(
  svg: string,
  x: number,
  y: number,
  scale = 1,
  mirror = false,
  extra = '',
): string {
  const sx = mirror ? -scale : scale;
  return `<g transform="translate(${f1(x)} ${f1(y)}) scale(${sx.toFixed(3)} ${scale.toFixed(3)})${extra}">${svg}</g>`;
}
