/**
 * The shipped tagger weights, one row per feature: an open-addressing table maps a feature hash to its row,
 * and a row is either sparse ((part, weight) pairs side by side) or, when it covers many parts, dense
 * (one weight per part). Scoring a token costs one table probe per feature plus a sequential read of the
 * row — instead of one memory miss per (feature, part) pair as with a hashed weight vector.
 */

/** Weights as the tagging engine reads them: one row of (part, weight) per feature, found once and read for a token's parts. */
export interface RowScorer {
  /** Number of tag parts (the width of a row). */
  readonly partCount: number;
  /** Changes whenever a weight changes (training), so that what was computed from the weights can be dropped; constant otherwise. */
  readonly version: number;
  /** The row of a feature, −1 when the feature has no weight. */
  find(feature: number): number;
  /** Adds to out[p], for each of the n parts p in `parts`, the weight of (row's feature, p) for each row found (negative rows skipped). */
  addRows(rows: Int32Array, count: number, parts: Int32Array, n: number, out: Float64Array): void;
  /**
   * Writes where a found row's weights lie (two numbers, at out[at] and out[at + 1]; a row < 0 gives an empty
   * span), so that a row kept for many reads (a form's rows as a neighbour, a tag's as history) is then read
   * with {@link addSpans} without going through the table again.
   */
  span(row: number, out: Int32Array, at: number): void;
  /**
   * Like addRows, for `count` rows given by their spans (two numbers each in `spans`); `groups`: the part groups
   * (one bit each) the parts belong to, when the weights group their rows (RowWeights.groupRows), else −1.
   */
  addSpans(spans: Int32Array, count: number, parts: Int32Array, n: number, out: Float64Array, groups: number): void;
  /**
   * Adds to out[part], for each of the n parts in `parts`, the sum over features[from..to) of the weight
   * of (feature, part); `groups` as for addSpans (−1: every group).
   */
  addScores(features: Uint32Array, from: number, to: number, parts: Int32Array, n: number, out: Float64Array, groups?: number): void;
  /** The weight of one (feature, part) pair. */
  get(feature: number, part: number): number;
}

const STRIDE = 4; // key, a, b, unused: 16 bytes per slot
const EMPTY = -1;
const DENSE = -2;
/** b ≤ GROUPED: a sparse row sorted by part group, its directory at (GROUPED − b) × (groups + 1) (see groupRows). */
const GROUPED = -3;

function slotOf(feature: number, mask: number): number {
  const h = Math.imul(feature, 0x9e3779b1);
  return ((h ^ (h >>> 16)) & mask) * STRIDE;
}

export class RowWeights implements RowScorer {
  /** The shipped weights never change. */
  readonly version = 0;
  readonly mask: number;
  private readonly entI32: Int32Array;
  private readonly entF32: Float32Array;
  private readonly mark: Int32Array;
  private markNow = 0;
  /** Rows sorted by part group (groupRows): the number of groups, and where each group of each such row starts. */
  private groups = 0;
  private directory = new Int32Array(0);

  /**
   * `table`: per slot [feature, a, b, 0] — b = EMPTY (free slot), b ≥ 0 (sparse row: entries a..b), or
   * b = DENSE (dense row at offset a of `dense`). `entries`: interleaved int32 part / float32 weight, as bytes
   * (4-byte aligned: a view into the loaded model file).
   */
  constructor(
    readonly partCount: number,
    readonly table: Int32Array,
    readonly entries: Uint8Array,
    readonly dense: Float32Array,
  ) {
    this.mask = table.length / STRIDE - 1;
    this.entI32 = new Int32Array(entries.buffer, entries.byteOffset, entries.byteLength >> 2);
    this.entF32 = new Float32Array(entries.buffer, entries.byteOffset, entries.byteLength >> 2);
    this.mark = new Int32Array(Math.max(1, partCount));
  }

  /** Groups (feature, part, weight) triples into rows; rows covering ≥ 1/8 of the parts become dense. */
  static fromTriples(features: Uint32Array, parts: Int32Array, values: Float32Array, partCount: number): RowWeights {
    const rowOf = new Map<number, number>();
    const counts: number[] = [];
    const rowIds = new Int32Array(features.length);
    for (let i = 0; i < features.length; i++) {
      let r = rowOf.get(features[i]!);
      if (r === undefined) {
        rowOf.set(features[i]!, (r = counts.length));
        counts.push(0);
      }
      counts[r]!++;
      rowIds[i] = r;
    }
    const denseMin = Math.max(16, partCount >> 3);
    const start = new Int32Array(counts.length);
    const denseAt = new Int32Array(counts.length).fill(-1);
    let sparse = 0;
    let denseRows = 0;
    counts.forEach((c, r) => {
      if (c >= denseMin) denseAt[r] = partCount * denseRows++;
      else {
        start[r] = sparse;
        sparse += c;
      }
    });
    const entries = new Uint8Array(sparse * 8);
    const i32 = new Int32Array(entries.buffer);
    const f32 = new Float32Array(entries.buffer);
    const dense = new Float32Array(partCount * denseRows);
    const fill = Int32Array.from(start);
    for (let i = 0; i < features.length; i++) {
      const r = rowIds[i]!;
      if (denseAt[r]! >= 0) dense[denseAt[r]! + parts[i]!] = values[i]!;
      else {
        const e = fill[r]!++;
        i32[2 * e] = parts[i]!;
        f32[2 * e + 1] = values[i]!;
      }
    }
    let slots = 1024;
    while (slots < counts.length * 2) slots *= 2;
    const table = new Int32Array(slots * STRIDE);
    for (let s = 0; s < slots; s++) table[s * STRIDE + 2] = EMPTY;
    const mask = slots - 1;
    for (const [feature, r] of rowOf) {
      let at = slotOf(feature, mask);
      while (table[at + 2] !== EMPTY) at = (at + STRIDE) & (mask * STRIDE + STRIDE - 1);
      table[at] = feature | 0;
      if (denseAt[r]! >= 0) {
        table[at + 1] = denseAt[r]!;
        table[at + 2] = DENSE;
      } else {
        table[at + 1] = start[r]!;
        table[at + 2] = start[r]! + counts[r]!;
      }
    }
    return new RowWeights(partCount, table, entries, dense);
  }

  /** The weight of (feature, part), 0 when absent (for tests and inspection; scoring uses addScores). */
  get(feature: number, part: number): number {
    const at = this.find(feature);
    if (at < 0) return 0;
    const a = this.table[at + 1]!;
    let b = this.table[at + 2]!;
    if (b === DENSE) return this.dense[a + part]!;
    if (b <= GROUPED) b = this.directory[(GROUPED - b) * (this.groups + 1) + this.groups]!;
    for (let e = a; e < b; e++) if (this.entI32[2 * e] === part) return this.entF32[2 * e + 1]!;
    return 0;
  }

  /** True once groupRows has sorted rows (the table then holds directory codes: see savedTable). */
  get grouped(): boolean {
    return this.groups > 0;
  }

  /** The table as the model file holds it: a grouped row's code is its end again (its entries stay sorted by group). */
  savedTable(): Int32Array {
    if (this.groups === 0) return this.table;
    const out = Int32Array.from(this.table);
    for (let at = 0; at < out.length; at += STRIDE) {
      const b = out[at + 2]!;
      if (b <= GROUPED) out[at + 2] = this.directory[(GROUPED - b) * (this.groups + 1) + this.groups]!;
    }
    return out;
  }

  /**
   * Sorts each sparse row of at least `minLength` entries by the group of its parts (`partGroup`, fewer than 31
   * groups: a language's parts of speech) and keeps where each group starts, so that a token reads only the groups
   * of its own parts (addSpans' `groups`) instead of the whole row. A row has one entry per part, so the order of
   * its entries changes no sum. Rearranges the rows in place, once, after loading.
   */
  groupRows(partGroup: Uint8Array, groups: number, minLength: number): void {
    if (this.groups > 0 || groups <= 0 || groups > 30) return;
    const t = this.table;
    const i32 = this.entI32;
    const f32 = this.entF32;
    const rows: number[] = [];
    for (let at = 0; at < t.length; at += STRIDE) if (t[at + 2]! >= 0 && t[at + 2]! - t[at + 1]! >= minLength) rows.push(at);
    const directory = new Int32Array(rows.length * (groups + 1));
    const starts = new Int32Array(groups + 1);
    let parts = new Int32Array(0);
    let weights = new Float32Array(0);
    rows.forEach((at, d) => {
      const a = t[at + 1]!;
      const b = t[at + 2]!;
      if (parts.length < b - a) [parts, weights] = [new Int32Array(b - a), new Float32Array(b - a)];
      starts.fill(0);
      for (let e = a; e < b; e++) starts[partGroup[i32[2 * e]!]! + 1]!++;
      for (let g = 0; g < groups; g++) starts[g + 1]! += starts[g]!;
      for (let g = 0; g <= groups; g++) directory[d * (groups + 1) + g] = a + starts[g]!;
      for (let e = a; e < b; e++) {
        const k = starts[partGroup[i32[2 * e]!]!]!++;
        parts[k] = i32[2 * e]!;
        weights[k] = f32[2 * e + 1]!;
      }
      for (let k = 0; k < b - a; k++) {
        i32[2 * (a + k)] = parts[k]!;
        f32[2 * (a + k) + 1] = weights[k]!;
      }
      t[at + 2] = GROUPED - d;
    });
    this.directory = directory;
    this.groups = groups;
  }

  /** The table position of a feature's row, −1 when the model has no weight for it. */
  find(feature: number): number {
    const t = this.table;
    const wrap = this.mask * STRIDE + STRIDE - 1;
    const key = feature | 0;
    let at = slotOf(feature, this.mask);
    for (;;) {
      const b = t[at + 2]!;
      if (b === EMPTY) return -1;
      if (t[at] === key) return at;
      at = (at + STRIDE) & wrap;
    }
  }

  addScores(features: Uint32Array, from: number, to: number, parts: Int32Array, n: number, out: Float64Array, groups = -1): void {
    const now = this.markParts(parts, n);
    for (let j = from; j < to; j++) {
      const at = this.find(features[j]!);
      if (at >= 0) this.addSpan(this.table[at + 1]!, this.table[at + 2]!, parts, n, out, now, groups);
    }
  }

  /** Like addScores, for rows already found with {@link find} (positions < 0 are skipped). */
  addRows(rows: Int32Array, count: number, parts: Int32Array, n: number, out: Float64Array): void {
    const now = this.markParts(parts, n);
    for (let j = 0; j < count; j++) {
      const at = rows[j]!;
      if (at >= 0) this.addSpan(this.table[at + 1]!, this.table[at + 2]!, parts, n, out, now, -1);
    }
  }

  span(row: number, out: Int32Array, at: number): void {
    out[at] = row < 0 ? 0 : this.table[row + 1]!;
    out[at + 1] = row < 0 ? 0 : this.table[row + 2]!;
  }

  /**
   * addSpan over the spans, written out in one loop (the hottest reading of the tagger: each token's static score
   * reads nine rows, and the CLI runs without the optimizing compiler's inlining, decision 074).
   */
  addSpans(spans: Int32Array, count: number, parts: Int32Array, n: number, out: Float64Array, groups: number): void {
    const now = this.markParts(parts, n);
    const { dense, directory, entI32, entF32, mark } = this;
    const width = this.groups + 1;
    const mask = groups & ((1 << this.groups) - 1);
    for (let j = 0; j < count; j++) {
      const a = spans[2 * j]!;
      const b = spans[2 * j + 1]!;
      if (b === DENSE) {
        for (let k = 0; k < n; k++) {
          const p = parts[k]!;
          out[p]! += dense[a + p]!;
        }
      } else if (b <= GROUPED) {
        const d = (GROUPED - b) * width;
        for (let m = mask; m !== 0; m &= m - 1) {
          const g = 31 - Math.clz32(m & -m);
          const to = directory[d + g + 1]!;
          for (let e = directory[d + g]!; e < to; e++) {
            const p = entI32[2 * e]!;
            if (mark[p] === now) out[p]! += entF32[2 * e + 1]!;
          }
        }
      } else {
        for (let e = a; e < b; e++) {
          const p = entI32[2 * e]!;
          if (mark[p] === now) out[p]! += entF32[2 * e + 1]!;
        }
      }
    }
  }

  /** Marks the parts being scored, so that sparse rows add only to them; returns the mark. */
  private markParts(parts: Int32Array, n: number): number {
    const mark = this.mark;
    const now = ++this.markNow;
    for (let k = 0; k < n; k++) mark[parts[k]!] = now;
    return now;
  }

  /**
   * Adds the row at [a, b) of the sparse entries, or the dense row at a when b is DENSE, or the groups `groups`
   * (bits) of a grouped row, to the marked parts of `out`.
   */
  private addSpan(a: number, b: number, parts: Int32Array, n: number, out: Float64Array, now: number, groups: number): void {
    if (b === DENSE) {
      const dense = this.dense;
      for (let k = 0; k < n; k++) {
        const p = parts[k]!;
        out[p]! += dense[a + p]!;
      }
      return;
    }
    if (b <= GROUPED) {
      const d = (GROUPED - b) * (this.groups + 1);
      for (let m = groups & ((1 << this.groups) - 1); m !== 0; m &= m - 1) {
        const g = 31 - Math.clz32(m & -m);
        this.addEntries(this.directory[d + g]!, this.directory[d + g + 1]!, out, now);
      }
      return;
    }
    this.addEntries(a, b, out, now);
  }

  /** Adds the sparse entries [a, b) of marked parts to `out`. */
  private addEntries(a: number, b: number, out: Float64Array, now: number): void {
    const i32 = this.entI32;
    const f32 = this.entF32;
    const mark = this.mark;
    for (let e = a; e < b; e++) {
      const p = i32[2 * e]!;
      if (mark[p] === now) out[p]! += f32[2 * e + 1]!;
    }
  }

  /** Number of stored weights (sparse entries + dense cells). */
  get size(): number {
    return this.entI32.length / 2 + this.dense.length;
  }
}
