/**
 * What the last beam decoding left in the beam's buffers, so that the next decoding of the same prepared
 * sentence starts at the first token whose scores or allowed candidates differ (the grammar rules decode a
 * sentence again with one more constrained token; the states before that token are the same, decode.ts).
 * A token's scores are the same when its static score was in the same state (lean or exact, engine.ts
 * scoreStatic): its history scores are memoised over it and computed again when it becomes exact.
 * Example: `const from = prefix.reusable(lattice, 3, mask); decodeBeam(engine, out, 3, buf, mask, from); prefix.keep(lattice, 3, mask)`.
 */
import type { Lattice } from './lattice';

export class BeamPrefix {
  private lattice: Lattice | null = null;
  private preparation = -1;
  private width = 0;
  private mask: Uint8Array | undefined;
  /** The tokens' static score states (Lattice.staticDone) after the last decoding. */
  private statics = new Uint8Array(0);

  /**
   * How many leading tokens' beam states the last decoding left as a decoding of `lattice` with `width` under
   * `mask` (aligned with the candidates, 0 = forbidden; none = all allowed) would make them.
   */
  reusable(lattice: Lattice, width: number, mask: Uint8Array | undefined): number {
    if (this.lattice !== lattice || this.preparation !== lattice.preparation || this.width !== width) return 0;
    const n = lattice.length;
    const { start } = lattice.cands;
    const before = this.mask;
    const done = lattice.staticDone;
    for (let i = 0; i < n; i++) {
      if (this.statics[i] !== done[i]) return i;
      if (before === mask) continue;
      for (let k = start[i]!; k < start[i + 1]!; k++) if ((before ? before[k]! : 1) !== (mask ? mask[k]! : 1)) return i;
    }
    return n;
  }

  /** Records the decoding just made of `lattice` with `width` under `mask`. */
  keep(lattice: Lattice, width: number, mask: Uint8Array | undefined): void {
    const n = lattice.length;
    this.lattice = lattice;
    this.preparation = lattice.preparation;
    this.width = width;
    this.mask = mask;
    if (this.statics.length < n) this.statics = new Uint8Array(n * 2);
    this.statics.set(lattice.staticDone.subarray(0, n));
  }

  /** Forgets the last decoding (the scores change, e.g. a history prior attached). */
  clear(): void {
    this.lattice = null;
  }
}
