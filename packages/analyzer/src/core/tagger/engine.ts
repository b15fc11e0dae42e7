/**
 * The tagging engine shared by training and inference: builds each token's candidates and features, scores
 * candidate tags (sum of feature weights over the tag's parts) and decodes greedily left to right with the
 * two previous tags as history.
 */
import { CandidateBuffer, type TagDictionaries } from './candidates';
import { FEATURES_PER_TOKEN, SentenceFeatures, signatureOf } from './features';
import { PARTS_PER_TAG, type TagSet } from './tagset';

export interface WeightReader {
  get(feature: number, part: number): number;
}

/** A sentence to tag: forms as written, normalised keys, the language's candidate tags per token (or null). */
export interface TaggerInput {
  forms: readonly string[];
  keys: readonly string[];
  candidates: readonly (readonly string[] | null | undefined)[];
}

export class TaggerEngine {
  readonly features = new SentenceFeatures();
  readonly cands = new CandidateBuffer();
  readonly featureBuf = new Uint32Array(FEATURES_PER_TOKEN);
  scores = new Float64Array(256);
  private partScore = new Float64Array(0);
  private partStamp = new Int32Array(0);
  private partStampNow = 0;

  constructor(
    readonly tagset: TagSet,
    readonly dict: TagDictionaries,
    public weights: WeightReader,
  ) {}

  /** Computes features and candidates of a sentence (call before scoring its tokens). */
  prepare(input: TaggerInput, minFormCount: number, gold?: Int32Array): void {
    this.features.load(input.forms, input.keys);
    this.cands.fill(input.keys, input.candidates, this.tagset, this.dict, this.features, minFormCount);
    if (gold) this.ensureGold(gold);
    const { start, ids } = this.cands;
    for (let i = 0; i < input.keys.length; i++) {
      const from = start[i]!;
      const count = start[i + 1]! - from;
      this.features.setSignature(i, signatureOf(ids.subarray(from, from + count), count));
    }
  }

  /** Training: a gold tag outside the candidates is added, or the perceptron could never learn it. */
  private ensureGold(gold: Int32Array): void {
    const { start, ids } = this.cands;
    for (let i = 0; i < gold.length; i++) {
      let found = false;
      for (let k = start[i]!; k < start[i + 1]!; k++) if (ids[k] === gold[i]) found = true;
      if (!found) this.rebuildWith(i, gold[i]!);
    }
  }

  private rebuildWith(i: number, id: number): void {
    // Rare (mostly CV folds): shift the following lists right by one and insert in order.
    const c = this.cands;
    const n = this.features.length;
    const total = c.start[n]!;
    if (total + 1 > c.ids.length) {
      const grown = new Int32Array(c.ids.length * 2);
      grown.set(c.ids);
      c.ids = grown;
    }
    let pos = c.start[i]!;
    while (pos < c.start[i + 1]! && c.ids[pos]! < id) pos++;
    c.ids.copyWithin(pos + 1, pos, total);
    c.ids[pos] = id;
    for (let k = i + 1; k <= n; k++) c.start[k]!++;
  }

  /** Scores every candidate of token i given the previous tags; returns the index (into cands.ids) of the best. */
  scoreToken(i: number, t1: number, t2: number): number {
    const f = this.featureBuf;
    this.features.staticFeatures(i, f);
    this.features.historyFeatures(i, t1, t2, f);
    const { start, ids } = this.cands;
    const from = start[i]!;
    const to = start[i + 1]!;
    if (this.scores.length < to - from) this.scores = new Float64Array((to - from) * 2);
    const parts = this.tagset.partsOf;
    if (this.partScore.length < this.tagset.partCount) this.growPartCache();
    // Tags share parts (UPOS, case…): score each part once per token, then sum per tag.
    const stampNow = ++this.partStampNow;
    let best = from;
    let bestScore = -Infinity;
    for (let k = from; k < to; k++) {
      const base = ids[k]! * PARTS_PER_TAG;
      let s = 0;
      for (let p = 0; p < PARTS_PER_TAG; p++) {
        const part = parts[base + p]!;
        if (part < 0) continue;
        if (this.partStamp[part] !== stampNow) {
          this.partStamp[part] = stampNow;
          this.partScore[part] = this.sumPart(part);
        }
        s += this.partScore[part]!;
      }
      this.scores[k - from] = s;
      if (s > bestScore) {
        bestScore = s;
        best = k;
      }
    }
    return best;
  }

  private sumPart(part: number): number {
    const f = this.featureBuf;
    const w = this.weights;
    let s = 0;
    for (let j = 0; j < FEATURES_PER_TOKEN; j++) s += w.get(f[j]!, part);
    return s;
  }

  private growPartCache(): void {
    const n = Math.max(1024, this.tagset.partCount * 2);
    this.partScore = new Float64Array(n);
    this.partStamp = new Int32Array(n);
    this.partStampNow = 0;
  }

  /** Greedy decoding of a prepared sentence into `out` (tag ids). */
  decode(out: Int32Array): void {
    let t1 = -1;
    let t2 = -1;
    for (let i = 0; i < this.features.length; i++) {
      const tag = this.cands.ids[this.scoreToken(i, t1, t2)]!;
      out[i] = tag;
      t2 = t1;
      t1 = tag;
    }
  }
}
