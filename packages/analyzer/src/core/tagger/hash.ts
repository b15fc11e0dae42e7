/** 32-bit hashing for feature ids: FNV-1a over UTF-16 code units, and a mixer to combine hashes. */

export const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Hashes a string (FNV-1a, 32-bit unsigned). */
export function hashString(s: string, seed = FNV_OFFSET): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** Combines two 32-bit values into one (order matters), so templates never collide by construction order. */
export function mixHash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Hashes the suffixes of `s` of length 1..out.length into `out` (out[k-1] = hash of the last k chars),
 * in one pass from the end and without building substrings. Shorter words repeat their whole-word hash.
 */
export function hashSuffixes(s: string, out: Uint32Array): void {
  let h = FNV_OFFSET;
  for (let k = 1; k <= out.length; k++) {
    const i = s.length - k;
    if (i >= 0) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, FNV_PRIME);
    }
    out[k - 1] = mixHash(h >>> 0, k);
  }
}
