/**
 * The tagging engine shared by training and inference: builds each token's candidates and features, scores
 * candidate tags (sum of feature weights over the tag's parts) and decodes left to right with the two
 * previous tags as history — greedily while training, with a small beam at tagging time.
 * A token's static features are scored once; only the few history features are scored per beam state.
 */
import type { HistoryPriorScorer } from './history-prior';
import { CandidateBuffer, type TagDictionaries } from './candidates';
import { mixHash } from './hash';
import { AGREEMENT_FEATURES, NO_AGREEMENT, PROFILE_SIZE, agreementFlags, conventionAgreementFeature, fillProfile } from './agreement';
import { FEATURES_PER_TOKEN, NO_CONVENTION, STATIC_FEATURES, SentenceFeatures, signatureOf, uposSetOf } from './features';
import type { BeamScorer } from './decode';
import type { PartScorer } from './rows';
import { PARTS_PER_TAG, PUNCT_BITS, type TagSet } from './tagset';
import { CLAUSE_FEATURES, CLAUSE_PART, clauseContexts, clauseOfferOf } from './clause';

/** A sentence to tag: forms as written, normalised keys, the language's candidate tags per token (or null). */
export interface TaggerInput {
  forms: readonly string[];
  keys: readonly string[];
  candidates: readonly (readonly string[] | null | undefined)[];
  /** The annotation convention to follow (a treebank name); none = the shared, canonical one. */
  convention?: string;
  /**
   * Per token, aligned with `candidates[i]`: how far each candidate's best lemma is below the form's most
   * frequent lemma in the language's corpus counts (1 = the most frequent; see priorBucket).
   */
  priors?: readonly (readonly number[] | null | undefined)[];
}

/** Template of the lexicon-prior feature: (bucket) × the candidate's UPOS part. */
export const PRIOR_FEATURES = Array.from({ length: 16 }, (_, b) => mixHash(40, b));

/** Prior bucket from corpus frequencies: 1 for the form's most frequent lemma, +1 per halving, up to 8. */
export function priorBucket(frequency: number, best: number): number {
  return 1 + Math.min(7, Math.floor(Math.log2((best + 1) / (frequency + 1))));
}

export class TaggerEngine implements BeamScorer {
  readonly features = new SentenceFeatures();
  readonly cands = new CandidateBuffer();
  readonly featureBuf = new Uint32Array(FEATURES_PER_TOKEN);
  /** Scores of token i's candidates after {@link scoreToken} / {@link scoreHistory} (index k − start[i]). */
  scores = new Float64Array(256);
  /** Static score of every candidate of the sentence (aligned with cands.ids). */
  private staticScore = new Float64Array(1024);
  private partScore = new Float64Array(0);
  private partMark = new Int32Array(0);
  private partMarkNow = 0;
  private needed = new Int32Array(256);
  private neededCount = 0;
  /** Agreement profile of each token of the sentence (PROFILE_SIZE bytes each). */
  private profiles = new Uint8Array(64 * PROFILE_SIZE);
  /** Per token: its candidates' clause roles, whether it is punctuation, what its clause offers (clause.ts). */
  private offers = new Uint8Array(64);
  private boundary = new Uint8Array(64);
  private clause = new Uint8Array(64);
  /** The outside tag-sequence prior, when the model uses one (history-prior.ts). */
  historyPrior: HistoryPriorScorer | undefined;

  constructor(
    readonly tagset: TagSet,
    readonly dict: TagDictionaries,
    public weights: PartScorer,
  ) {}

  get length(): number {
    return this.features.length;
  }

  /** Computes features and candidates of a sentence (call before scoring its tokens). */
  prepare(input: TaggerInput, minFormCount: number, gold?: Int32Array): void {
    this.features.load(input.forms, input.keys, input.convention);
    this.cands.fill(input.keys, input.candidates, this.tagset, this.dict, this.features, minFormCount, input.priors);
    if (gold) this.ensureGold(gold);
    const { start, ids } = this.cands;
    const n = input.keys.length;
    if (this.offers.length < n) {
      this.offers = new Uint8Array(n * 2);
      this.boundary = new Uint8Array(n * 2);
      this.clause = new Uint8Array(n * 2);
    }
    for (let i = 0; i < n; i++) {
      const from = start[i]!;
      const count = start[i + 1]! - from;
      const uposSet = uposSetOf(ids.subarray(from, from + count), count, this.tagset.uposBits);
      this.features.setSignature(i, signatureOf(ids.subarray(from, from + count), count), uposSet);
      this.offers[i] = clauseOfferOf(ids, from, from + count, this.tagset.clauseRole);
      this.boundary[i] = uposSet === PUNCT_BITS ? 1 : 0;
    }
    clauseContexts(this.offers, this.boundary, n, this.clause);
    if (this.profiles.length < n * PROFILE_SIZE) this.profiles = new Uint8Array(n * 2 * PROFILE_SIZE);
    for (let i = 0; i < n; i++) fillProfile(ids, start[i]!, start[i + 1]!, this.tagset.agreement, this.profiles, i * PROFILE_SIZE);
    const total = start[n]!;
    if (this.staticScore.length < total) this.staticScore = new Float64Array(total * 2);
    if (this.partScore.length < this.tagset.partCount) {
      this.partScore = new Float64Array(this.tagset.partCount * 2);
      this.partMark = new Int32Array(this.tagset.partCount * 2);
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
    if (total + 1 > c.prior.length) {
      const grown = new Int32Array(c.ids.length);
      grown.set(c.prior);
      c.prior = grown;
    }
    c.ids.copyWithin(pos + 1, pos, total);
    c.ids[pos] = id;
    c.prior.copyWithin(pos + 1, pos, total);
    c.prior[pos] = 0;
    for (let k = i + 1; k <= n; k++) c.start[k]!++;
  }

  /** Collects the distinct parts of token i's candidates into `needed`. */
  private collectParts(i: number): void {
    const { start, ids } = this.cands;
    const partsOf = this.tagset.partsOf;
    const now = ++this.partMarkNow;
    let n = 0;
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      const base = ids[k]! * PARTS_PER_TAG;
      for (let p = 0; p < PARTS_PER_TAG; p++) {
        const part = partsOf[base + p]!;
        if (part < 0 || this.partMark[part] === now) continue;
        this.partMark[part] = now;
        if (n >= this.needed.length) {
          const grown = new Int32Array(this.needed.length * 2);
          grown.set(this.needed);
          this.needed = grown;
        }
        this.needed[n++] = part;
      }
    }
    this.neededCount = n;
  }

  /** Sums, per candidate of token i, the part scores just computed, into `out` (plus `base[k]` when given). */
  private sumCandidates(i: number, out: Float64Array, outAt: number, base: Float64Array | null): void {
    this.cands.sumPartScores(i, this.tagset.partsOf, this.partScore, out, outAt, base);
  }

  private scoreParts(from: number, to: number): void {
    const n = this.neededCount;
    const needed = this.needed;
    for (let k = 0; k < n; k++) this.partScore[needed[k]!] = 0;
    this.weights.addScores(this.featureBuf, from, to, needed, n, this.partScore);
  }

  /** The agreement feature of candidate `at` (an index into cands.ids) of token i, or −1 when it has no case. */
  agreementFeatureAt(i: number, at: number): number {
    const n = this.features.length;
    const p = (j: number) => (j >= 0 && j < n ? j * PROFILE_SIZE : -1);
    const flags = agreementFlags(this.tagset.agreement[this.cands.ids[at]!]!, this.profiles, p(i - 2), p(i - 1), p(i + 1), p(i + 2));
    return flags === NO_AGREEMENT ? -1 : AGREEMENT_FEATURES[flags]!;
  }

  /** The clause feature of candidate `at` of token i (clause.ts), or −1 when its tag plays no clause role. */
  clauseFeatureAt(i: number, at: number): number {
    if (this.tagset.clauseRole[this.cands.ids[at]!] === 0) return -1;
    return CLAUSE_FEATURES[this.clause[i]!]!;
  }

  /** The convention's own copy of an agreement feature (PROIEL: a pronoun with no noun to agree with is PRON), or −1. */
  conventionAgreementFeature(feature: number): number {
    const c = this.features.convention;
    return feature === -1 || c === NO_CONVENTION ? -1 : conventionAgreementFeature(c, feature);
  }

  /** Scores the history-independent features of token i's candidates (call once per token, in order). */
  scoreStatic(i: number): void {
    this.features.staticFeatures(i, this.featureBuf);
    this.collectParts(i);
    this.scoreParts(0, STATIC_FEATURES);
    this.sumCandidates(i, this.staticScore, this.cands.start[i]!, null);
    const { start, ids, prior } = this.cands;
    const partsOf = this.tagset.partsOf;
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      const u = partsOf[ids[k]! * PARTS_PER_TAG + 1]!;
      if (u < 0) continue;
      this.staticScore[k]! += this.weights.get(PRIOR_FEATURES[prior[k]!]!, u);
      const cl = this.clauseFeatureAt(i, k);
      const cp = partsOf[ids[k]! * PARTS_PER_TAG + CLAUSE_PART]!;
      if (cl !== -1 && cp >= 0) this.staticScore[k]! += this.weights.get(cl, cp);
      const agree = this.agreementFeatureAt(i, k);
      if (agree === -1) continue;
      this.staticScore[k]! += this.weights.get(agree, u);
      const own = this.conventionAgreementFeature(agree);
      if (own !== -1) this.staticScore[k]! += this.weights.get(own, u);
    }
  }

  /** Full scores of token i's candidates (after scoreStatic(i)) given the previous tags, into `scores`. */
  scoreHistory(i: number, t1: number, t2: number): void {
    this.features.historyFeatures(i, t1, t2, this.featureBuf);
    const count = this.cands.count(i);
    if (this.scores.length < count) this.scores = new Float64Array(count * 2);
    this.scoreParts(STATIC_FEATURES, FEATURES_PER_TOKEN);
    this.sumCandidates(i, this.scores, 0, this.staticScore);
    this.historyPrior?.add(this.cands.ids, this.cands.start[i]!, count, t1, t2, this.scores);
  }

  /** Scores every candidate of token i given the previous tags; returns the index (into cands.ids) of the best. */
  scoreToken(i: number, t1: number, t2: number): number {
    this.scoreStatic(i);
    this.scoreHistory(i, t1, t2);
    const from = this.cands.start[i]!;
    const count = this.cands.count(i);
    let best = 0;
    for (let k = 1; k < count; k++) if (this.scores[k]! > this.scores[best]!) best = k;
    return from + best;
  }
}
