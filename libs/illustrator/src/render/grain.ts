/**
 * Paper grain, added to a drawn picture's pixels: a faint mottle with a few darker and lighter
 * specks, as on a printed page of uncoated paper. Done on the raw pixels in one pass (an SVG noise
 * filter or a tiled overlay costs ten times as much at print size). The grain is scaled to the
 * picture (a cell of about a thousandth of its side), so screen and print look alike. Deterministic.
 */
const SIDE = 128;

const TABLE = (() => {
  const t = new Int8Array(SIDE * SIDE);
  let x = 0x2f6b3a1d;
  for (let i = 0; i < t.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const v = (x >>> 16) & 1023;
    t[i] = v < 14 ? -18 : v < 24 ? 14 : 0;
  }
  return t;
})();

/** Adds the grain in place to raw 8-bit pixels (3 or 4 channels; alpha untouched). */
export function addPaperGrain(data: Uint8Array, width: number, height: number, channels: number) {
  const cell = Math.max(1, Math.round(width / 1000));
  const colour = Math.min(3, channels);
  // Each row of cells: where its non-zero entries fall in a picture row (about a quarter).
  const rows: { at: Int32Array; off: Int8Array }[] = [];
  for (let ty = 0; ty < SIDE; ty++) {
    const at: number[] = [];
    const off: number[] = [];
    for (let x = 0; x < width; x++) {
      const o = TABLE[ty * SIDE + (((x / cell) | 0) & (SIDE - 1))]!;
      if (o) {
        at.push(x * channels);
        off.push(o);
      }
    }
    rows.push({ at: Int32Array.from(at), off: Int8Array.from(off) });
  }
  for (let y = 0; y < height; y++) {
    const { at, off } = rows[((y / cell) | 0) & (SIDE - 1)]!;
    const base = y * width * channels;
    for (let j = 0; j < at.length; j++) {
      const i = base + at[j]!;
      const o = off[j]!;
      for (let c = 0; c < colour; c++) {
        const v = data[i + c]! + o;
        data[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
}
