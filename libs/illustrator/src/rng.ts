import { createHash } from 'node:crypto';

/** A 32-bit seed from any text (story id, page number ...). */
export function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32LE(0);
}

/** mulberry32: small, fast and deterministic. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

export function between(r: () => number, min: number, max: number): number {
  return min + r() * (max - min);
}
