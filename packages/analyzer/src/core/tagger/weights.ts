/**
 * Perceptron weights in one dense vector indexed by a hash of (feature, tag part) — the hashing trick:
 * a look-up is a multiply, a mask and an array read, with no probing and no allocation. Training keeps
 * the averaged-perceptron accumulators beside it; the shipped model stores only non-zero slots.
 */

export const DEFAULT_WEIGHT_BITS = 21;

/** Slot of a (feature hash, part id) pair in a table of 2^bits slots. */
export function slotOf(feature: number, part: number, mask: number): number {
  return (feature ^ Math.imul(part + 1, 0x9e3779b1)) & mask;
}

export class DenseWeights {
  readonly mask: number;
  constructor(readonly values: Float32Array) {
    this.mask = values.length - 1;
  }

  get(feature: number, part: number): number {
    return this.values[(feature ^ Math.imul(part + 1, 0x9e3779b1)) & this.mask]!;
  }

  /** Number of non-zero weights. */
  get size(): number {
    let n = 0;
    for (let i = 0; i < this.values.length; i++) if (this.values[i] !== 0) n++;
    return n;
  }

  /** Non-zero slots and their values, for a compact file. */
  toSparse(): { slots: Uint32Array; values: Float32Array } {
    const n = this.size;
    const slots = new Uint32Array(n);
    const values = new Float32Array(n);
    let k = 0;
    for (let i = 0; i < this.values.length; i++) {
      if (this.values[i] !== 0) {
        slots[k] = i;
        values[k++] = this.values[i]!;
      }
    }
    return { slots, values };
  }

  static fromSparse(bits: number, slots: Uint32Array, values: Float32Array): DenseWeights {
    const dense = new Float32Array(1 << bits);
    for (let k = 0; k < slots.length; k++) dense[slots[k]!] = values[k]!;
    return new DenseWeights(dense);
  }
}

export class TrainingWeights {
  readonly mask: number;
  private readonly w: Float32Array;
  private readonly total: Float64Array;
  private readonly stamp: Int32Array;

  constructor(readonly bits = DEFAULT_WEIGHT_BITS) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.w = new Float32Array(n);
    this.total = new Float64Array(n);
    this.stamp = new Int32Array(n);
  }

  get(feature: number, part: number): number {
    return this.w[(feature ^ Math.imul(part + 1, 0x9e3779b1)) & this.mask]!;
  }

  /** Adds `delta` to a weight at training step `step`, keeping the running total for averaging. */
  update(feature: number, part: number, delta: number, step: number): void {
    const i = (feature ^ Math.imul(part + 1, 0x9e3779b1)) & this.mask;
    this.total[i]! += (step - this.stamp[i]!) * this.w[i]!;
    this.w[i]! += delta;
    this.stamp[i] = step;
  }

  /** The averaged weights at `step`, zeroing those whose magnitude is below `minAbs`. */
  averaged(step: number, minAbs: number): DenseWeights {
    const out = new Float32Array(this.w.length);
    for (let i = 0; i < out.length; i++) {
      if (this.stamp[i] === 0 && this.w[i] === 0) continue;
      const avg = (this.total[i]! + (step - this.stamp[i]!) * this.w[i]!) / step;
      if (Math.abs(avg) >= minAbs) out[i] = avg;
    }
    return new DenseWeights(out);
  }
}
