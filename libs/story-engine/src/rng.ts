/** FNV-1a over a string, mixed with a number: a stable 32-bit hash. */
export function hash(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A fresh random 31-bit seed. */
export function storySeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}
