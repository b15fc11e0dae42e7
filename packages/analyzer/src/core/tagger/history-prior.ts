/**
 * A tag-sequence prior for the tagger: log P(class | the two classes before) from an outside corpus's
 * tag-trigram counts (for Latin, the LASLA counts Collatinus ships in `tags.la`), over coarse classes of
 * the tagger's tags. Both engines add `weight × log P` to each candidate's history score, in training and
 * in tagging alike, so the perceptron learns around it. Language-neutral: the language maps its tags to
 * classes and supplies the counts.
 */

export interface HistoryPrior {
  /** The prior's name and weight, recorded in the model so that tagging uses what training used. */
  readonly name: string;
  readonly weight: number;
  /** Class of a tagger tag, or −1 when the prior has none for it. */
  classOf(tag: string): number;
  /** Class of the position before the sentence. */
  readonly boundary: number;
  /** log P(c | c2, c1). */
  logProb(c2: number, c1: number, c: number): number;
}

/** Builds a prior from class-trigram counts with interpolated (Witten–Bell-like) back-off to bigrams and unigrams. */
export function createHistoryPrior(options: {
  name: string;
  weight: number;
  classes: readonly string[];
  boundary: string;
  classOf: (tag: string) => string | undefined;
  trigrams: Iterable<[string, string, string, number]>;
}): HistoryPrior {
  const index = new Map(options.classes.map((c, i) => [c, i]));
  const n = options.classes.length;
  const tri = new Float64Array(n * n * n);
  const bi = new Float64Array(n * n);
  const uni = new Float64Array(n);
  for (const [a, b, c, count] of options.trigrams) {
    const ia = index.get(a);
    const ib = index.get(b);
    const ic = index.get(c);
    if (ia === undefined || ib === undefined || ic === undefined) continue;
    tri[(ia * n + ib) * n + ic]! += count;
    bi[ib * n + ic]! += count;
    uni[ic]! += count;
  }
  const total = uni.reduce((s, x) => s + x, 0) + n;
  const pUni = Array.from(uni, (x) => (x + 1) / total);
  const pBi = new Float64Array(n * n);
  for (let b = 0; b < n; b++) {
    let sum = 0;
    let types = 0;
    for (let c = 0; c < n; c++) if (bi[b * n + c]! > 0) [sum, types] = [sum + bi[b * n + c]!, types + 1];
    const lambda = sum / (sum + types + 1);
    for (let c = 0; c < n; c++) pBi[b * n + c] = (sum > 0 ? (lambda * bi[b * n + c]!) / sum : 0) + (1 - lambda) * pUni[c]!;
  }
  const logP = new Float32Array(n * n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      let sum = 0;
      let types = 0;
      const base = (a * n + b) * n;
      for (let c = 0; c < n; c++) if (tri[base + c]! > 0) [sum, types] = [sum + tri[base + c]!, types + 1];
      const lambda = sum / (sum + types + 1);
      for (let c = 0; c < n; c++) logP[base + c] = Math.log((sum > 0 ? (lambda * tri[base + c]!) / sum : 0) + (1 - lambda) * pBi[b * n + c]!);
    }
  }
  const cache = new Map<string, number>();
  return {
    name: options.name,
    weight: options.weight,
    boundary: index.get(options.boundary) ?? -1,
    classOf(tag) {
      let c = cache.get(tag);
      if (c === undefined) cache.set(tag, (c = index.get(options.classOf(tag) ?? '') ?? -1));
      return c;
    },
    logProb: (c2, c1, c) => logP[(c2 * n + c1) * n + c]!,
  };
}

/** Per-engine helper: classes of tag ids (memoised) and the weighted prior added to a token's candidate scores. */
export class HistoryPriorScorer {
  private classes = new Int16Array(0);

  constructor(
    readonly prior: HistoryPrior,
    private readonly tagName: (id: number) => string,
  ) {}

  private classOfId(id: number): number {
    if (id < 0) return this.prior.boundary;
    if (id >= this.classes.length) {
      const grown = new Int16Array(Math.max(64, id * 2)).fill(-2);
      grown.set(this.classes);
      this.classes = grown;
    }
    let c = this.classes[id]!;
    if (c === -2) this.classes[id] = c = this.prior.classOf(this.tagName(id));
    return c;
  }

  /** Adds weight × log P(candidate | t2, t1) to `scores[0..count)` for candidates `ids[from..from+count)`. */
  add(ids: Int32Array, from: number, count: number, t1: number, t2: number, scores: Float64Array): void {
    const c1 = this.classOfId(t1);
    const c2 = this.classOfId(t2);
    if (c1 < 0 || c2 < 0) return;
    const w = this.prior.weight;
    for (let k = 0; k < count; k++) {
      const c = this.classOfId(ids[from + k]!);
      if (c >= 0) scores[k]! += w * this.prior.logProb(c2, c1, c);
    }
  }
}
