/**
 * Which tags a token may take: the union of the language's candidates (the lexicon) and the tags the
 * training data gave the same form; for a form neither knows, the tags seen with its ending.
 */
import { SUFFIX_LENGTHS, type SentenceFeatures } from './features';
import { PARTS_PER_TAG, type TagSet } from './tagset';

export interface TagDictionaries {
  /** Normalised form → tag ids seen in training, and how often the form occurred. */
  byForm: Map<string, { ids: Int32Array; count: number }>;
  /** Suffix hash (SentenceFeatures.suffixHash) → tag ids seen on rare training words with that ending. */
  bySuffix: Map<number, Int32Array>;
  /** The most frequent tags, when nothing else is known. */
  fallback: Int32Array;
}

/** Flat candidate lists for one sentence, reused across sentences. */
export class CandidateBuffer {
  start: Int32Array;
  ids: Int32Array;
  /** Lexicon prior bucket of each candidate (aligned with ids): 0 = not from the language's candidates. */
  prior: Int32Array;
  private seen = new Int32Array(256);
  private stampNow = 0;

  /**
   * `capacity`: candidates held before the buffers grow. A lattice's buffer starts empty and is sized by the
   * lattice for each sentence (lattice.ts): a long text keeps one lattice per sentence.
   */
  constructor(capacity = 1024) {
    this.start = new Int32Array(capacity > 0 ? 65 : 1);
    this.ids = new Int32Array(capacity);
    this.prior = new Int32Array(capacity);
  }

  count(i: number): number {
    return this.start[i + 1]! - this.start[i]!;
  }

  /**
   * Sums, per candidate of token i, the scores of its tag's parts (`partsOf`, PARTS_PER_TAG slots per tag,
   * -1 for none) into `out` from `outAt`, starting from `base[k]` when given. (engine.ts)
   */
  sumPartScores(i: number, partsOf: Int32Array, partScore: Float64Array, out: Float64Array, outAt: number, base: Float64Array | null): void {
    const { start, ids } = this;
    const from = start[i]!;
    for (let k = from; k < start[i + 1]!; k++) {
      const b = ids[k]! * PARTS_PER_TAG;
      let s = base ? base[k]! : 0;
      for (let p = 0; p < PARTS_PER_TAG; p++) {
        const part = partsOf[b + p]!;
        if (part >= 0) s += partScore[part]!;
      }
      out[outAt + k - from] = s;
    }
  }

  /**
   * Fills the candidates of every token. `extra[i]` are the language's candidate tags for token i (or null);
   * `minFormCount` ignores the training dictionary for forms seen fewer times (training simulates unknown words so).
   */
  fill(
    keys: readonly string[],
    extra: readonly (readonly string[] | null | undefined)[],
    tagset: TagSet,
    dict: TagDictionaries,
    features: Pick<SentenceFeatures, 'suffixHash'>,
    minFormCount: number,
    priors?: readonly (readonly number[] | null | undefined)[],
  ): void {
    const n = keys.length;
    if (this.start.length < n + 1) this.start = new Int32Array(n * 2 + 1);
    let at = 0;
    for (let i = 0; i < n; i++) {
      this.start[i] = at;
      this.stampNow++;
      const lex = extra[i];
      const pri = priors?.[i];
      if (lex) lex.forEach((tag, j) => (at = this.add(tagset.idOf(tag), at, pri?.[j] ?? 1)));
      const known = dict.byForm.get(keys[i]!);
      if (known && known.count >= minFormCount) for (const id of known.ids) at = this.add(id, at);
      if (at === this.start[i]) at = this.addOpenClass(i, dict, features, at);
      this.sortRange(this.start[i]!, at);
    }
    this.start[n] = at;
  }

  /** Adds a tag to the current token's list; for a training gold tag missing from it. */
  add(id: number, at: number, prior = 0): number {
    if (id >= this.seen.length) {
      const grown = new Int32Array(Math.max(id + 1, this.seen.length * 2));
      grown.set(this.seen);
      this.seen = grown;
    }
    if (this.seen[id] === this.stampNow) return at;
    this.seen[id] = this.stampNow;
    if (at >= this.ids.length) {
      const grown = new Int32Array(Math.max(16, this.ids.length * 2));
      grown.set(this.ids);
      this.ids = grown;
      const grownPrior = new Int32Array(this.ids.length);
      grownPrior.set(this.prior);
      this.prior = grownPrior;
    }
    this.ids[at] = id;
    this.prior[at] = prior;
    return at + 1;
  }

  private addOpenClass(i: number, dict: TagDictionaries, features: Pick<SentenceFeatures, 'suffixHash'>, at: number): number {
    for (let k = SUFFIX_LENGTHS - 1; k >= 1; k--) {
      const ids = dict.bySuffix.get(features.suffixHash(i, k));
      if (ids) {
        for (const id of ids) at = this.add(id, at);
        return at;
      }
    }
    for (const id of dict.fallback) at = this.add(id, at);
    return at;
  }

  private sortRange(from: number, to: number): void {
    const a = this.ids;
    const b = this.prior;
    for (let x = from + 1; x < to; x++) {
      const v = a[x]!;
      const pv = b[x]!;
      let y = x - 1;
      while (y >= from && a[y]! > v) {
        a[y + 1] = a[y]!;
        b[y + 1] = b[y]!;
        y--;
      }
      a[y + 1] = v;
      b[y + 1] = pv;
    }
  }
}
