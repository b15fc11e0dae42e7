/**
 * Perceptron weights while training: an open-addressing table keyed by the exact (feature hash, part id)
 * pair, with the averaged-perceptron accumulators beside each weight. Exact keys (rather than the hashing
 * trick) let training hand over every weight grouped by feature, so the shipped model stores one
 * contiguous row per feature (see rows.ts) and tagging reads a feature's weights with one memory miss.
 * While training, the tagging engine reads them as rows too (a feature with no weight has no row), so it
 * scores training sentences as it scores text. The weights are whole numbers while training (each update
 * adds ±1), so the order in which a score's terms are added does not change it.
 */
import { RowWeights, type RowScorer } from './rows';

const EMPTY = -1;

function slotHash(feature: number, part: number): number {
  const h = Math.imul(feature ^ Math.imul(part + 1, 0x9e3779b1), 0x85ebca6b);
  return (h ^ (h >>> 15)) >>> 0;
}

export class TrainingWeights implements RowScorer {
  /** Incremented by every change of a weight. */
  version = 0;
  private mask: number;
  private used = 0;
  private keyF: Uint32Array;
  private keyP: Int32Array;
  private w: Float32Array;
  private total: Float64Array;
  private stamp: Int32Array;
  /** Each feature with a weight has a row (open addressing: feature → row id), read part by part. */
  private rowKeys = new Uint32Array(1 << 12);
  private rowIds = new Int32Array(1 << 12).fill(EMPTY);
  private rowFeatures: number[] = [];

  /** `partCount`: the tag set's parts, for the engine's buffers (the ensemble's sum needs none). */
  constructor(bits = 20, readonly partCount = 0) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.keyF = new Uint32Array(n);
    this.keyP = new Int32Array(n).fill(EMPTY);
    this.w = new Float32Array(n);
    this.total = new Float64Array(n);
    this.stamp = new Int32Array(n);
  }

  private rowSlot(feature: number): number {
    const mask = this.rowIds.length - 1;
    let at = (Math.imul(feature, 0x9e3779b1) >>> 12) & mask;
    while (this.rowIds[at] !== EMPTY && this.rowKeys[at] !== feature) at = (at + 1) & mask;
    return at;
  }

  find(feature: number): number {
    return this.rowIds[this.rowSlot(feature >>> 0)]!;
  }

  addRows(rows: Int32Array, count: number, parts: Int32Array, n: number, out: Float64Array): void {
    for (let j = 0; j < count; j++) {
      if (rows[j]! < 0) continue;
      const feature = this.rowFeatures[rows[j]!]!;
      for (let k = 0; k < n; k++) out[parts[k]!]! += this.get(feature, parts[k]!);
    }
  }

  /** A row here is its id: the span is (row, 0). */
  span(row: number, out: Int32Array, at: number): void {
    out[at] = row;
    out[at + 1] = 0;
  }

  addSpans(spans: Int32Array, count: number, parts: Int32Array, n: number, out: Float64Array, _groups: number): void {
    for (let j = 0; j < count; j++) {
      const row = spans[2 * j]!;
      if (row < 0) continue;
      const feature = this.rowFeatures[row]!;
      for (let k = 0; k < n; k++) out[parts[k]!]! += this.get(feature, parts[k]!);
    }
  }

  get(feature: number, part: number): number {
    let i = slotHash(feature, part) & this.mask;
    for (;;) {
      const p = this.keyP[i]!;
      if (p === EMPTY) return 0;
      if (p === part && this.keyF[i] === feature) return this.w[i]!;
      i = (i + 1) & this.mask;
    }
  }

  addScores(features: Uint32Array, from: number, to: number, parts: Int32Array, n: number, out: Float64Array): void {
    for (let k = 0; k < n; k++) {
      const part = parts[k]!;
      let s = 0;
      for (let j = from; j < to; j++) s += this.get(features[j]!, part);
      out[part]! += s;
    }
  }

  /** Adds `delta` to a weight at training step `step`, keeping the running total for averaging. */
  update(feature: number, part: number, delta: number, step: number): void {
    const i = this.slotFor(feature, part);
    this.total[i]! += (step - this.stamp[i]!) * this.w[i]!;
    this.w[i]! += delta;
    this.stamp[i] = step;
    this.version++;
  }

  private slotFor(feature: number, part: number): number {
    let i = slotHash(feature, part) & this.mask;
    for (;;) {
      const p = this.keyP[i]!;
      if (p === EMPTY) break;
      if (p === part && this.keyF[i] === feature) return i;
      i = (i + 1) & this.mask;
    }
    if ((this.used + 1) * 2 > this.mask) {
      this.grow();
      return this.slotFor(feature, part);
    }
    this.used++;
    this.keyF[i] = feature;
    this.keyP[i] = part;
    this.addRow(feature);
    return i;
  }

  /** Gives a feature its row when it gets its first weight. */
  private addRow(feature: number): void {
    let at = this.rowSlot(feature);
    if (this.rowIds[at] !== EMPTY) return;
    if ((this.rowFeatures.length + 1) * 2 > this.rowIds.length) {
      this.growRows();
      at = this.rowSlot(feature);
    }
    this.rowKeys[at] = feature;
    this.rowIds[at] = this.rowFeatures.length;
    this.rowFeatures.push(feature);
  }

  private growRows(): void {
    const { rowKeys, rowIds } = this;
    this.rowKeys = new Uint32Array(rowKeys.length * 2);
    this.rowIds = new Int32Array(rowIds.length * 2).fill(EMPTY);
    for (let j = 0; j < rowIds.length; j++) {
      if (rowIds[j] === EMPTY) continue;
      const at = this.rowSlot(rowKeys[j]!);
      this.rowKeys[at] = rowKeys[j]!;
      this.rowIds[at] = rowIds[j]!;
    }
  }

  private grow(): void {
    const { keyF, keyP, w, total, stamp } = this;
    const n = keyP.length * 2;
    this.mask = n - 1;
    this.keyF = new Uint32Array(n);
    this.keyP = new Int32Array(n).fill(EMPTY);
    this.w = new Float32Array(n);
    this.total = new Float64Array(n);
    this.stamp = new Int32Array(n);
    for (let j = 0; j < keyP.length; j++) {
      if (keyP[j] === EMPTY) continue;
      let i = slotHash(keyF[j]!, keyP[j]!) & this.mask;
      while (this.keyP[i] !== EMPTY) i = (i + 1) & this.mask;
      this.keyF[i] = keyF[j]!;
      this.keyP[i] = keyP[j]!;
      this.w[i] = w[j]!;
      this.total[i] = total[j]!;
      this.stamp[i] = stamp[j]!;
    }
  }

  /** Adds each averaged weight at `step`, times `scale`, to `sum` (an ensemble's mean: see {@link add}). */
  addAveragedTo(sum: TrainingWeights, step: number, scale: number): void {
    for (let i = 0; i < this.keyP.length; i++) {
      if (this.keyP[i] === EMPTY) continue;
      const avg = this.averageAt(i, step);
      if (avg !== 0) sum.add(this.keyF[i]!, this.keyP[i]!, avg * scale);
    }
  }

  /**
   * Adds `delta` to a weight outside training (no averaging history): a table filled only this way gives
   * its weights back unchanged from `averaged(1, …)`.
   */
  add(feature: number, part: number, delta: number): void {
    // The slot first: finding it may grow the table, replacing `this.w`.
    const i = this.slotFor(feature, part);
    this.w[i]! += delta;
    this.version++;
  }

  private averageAt(i: number, step: number): number {
    return (this.total[i]! + (step - this.stamp[i]!) * this.w[i]!) / step;
  }

  /** The averaged weights at `step` as per-feature rows, dropping those whose magnitude is below `minAbs`. */
  averaged(step: number, minAbs: number, partCount: number): RowWeights {
    const features: number[] = [];
    const parts: number[] = [];
    const values: number[] = [];
    for (let i = 0; i < this.keyP.length; i++) {
      if (this.keyP[i] === EMPTY) continue;
      const avg = this.averageAt(i, step);
      if (Math.abs(avg) < minAbs) continue;
      features.push(this.keyF[i]!);
      parts.push(this.keyP[i]!);
      values.push(avg);
    }
    return RowWeights.fromTriples(Uint32Array.from(features), Int32Array.from(parts), Float32Array.from(values), partCount);
  }
}
