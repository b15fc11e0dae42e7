/**
 * The tagging engine, for tagging and for training alike: builds each token's candidates and features, scores
 * candidate tags (the sum of feature weights over the tag's parts) and decodes left to right with the two
 * previous tags as history (decode.ts). A token's features are computed from per-form cache entries
 * (form-cache.ts) and pre-located weight rows, so that a token costs a few row reads: only one feature per token
 * (the signature pair; two more with a convention) and two per history state (tag pair, tag + word) are looked
 * up in the table; the features of the form and its written shape are summed once per form and shape. A token's
 * static features are scored once per sentence, history features once per (token, previous two tags) state.
 */
import type { HistoryPriorScorer } from './history-prior';
import type { CandidateBuffer, TagDictionaries } from './candidates';
import type { BeamScorer } from './decode';
import type { TaggerInput } from './input';
import { BOUNDARY_TAG, NO_CONVENTION, conventionHash, shapeOf } from './features';
import { FormCache, type FormEntry } from './form-cache';
import { Lattice, MEMO_SLOTS } from './lattice';
import { mixHash } from './hash';
import { AGREEMENT_FEATURES, AGREEMENT_FLAG_VALUES, NO_AGREEMENT, PROFILE_SIZE, agreementFlags, conventionAgreementFeature } from './agreement';
import type { RowScorer } from './rows';
import { PARTS_PER_TAG, PUNCT_BITS, uposGroupMask, type TagSet } from './tagset';
import { CLAUSE_FEATURES, CLAUSE_PART, CLAUSE_VALUES, clauseContexts } from './clause';

export interface EngineOptions {
  /** Training: the training dictionary of forms seen fewer times is ignored, as for unknown words (form-cache.ts). */
  minFormCount?: number;
  /**
   * Training: weights change between sentences (and, greedily, between tokens), so nothing computed from them is
   * kept; every score is exact (no lean static scores); the convention features are scored for a sentence without
   * a convention too, as training learns them.
   */
  training?: boolean;
}

/** staticDone values: not scored, scored, scored lean (a lone candidate left at 0, see scoreStatic). */
const STATIC_EXACT = 1;
const STATIC_LEAN = 2;

export class TaggerEngine implements BeamScorer {
  /** Scores of the current token's candidates after scoreHistory (index k − cands.start[i]). */
  scores = new Float64Array(256);
  /** The sentence being scored (see prepare and use). */
  private lattice = new Lattice();
  private readonly cache: FormCache;
  private partScore: Float64Array;
  /** Spans of the rows a token's score reads (RowScorer.span: two numbers a row). */
  private readonly rows = new Int32Array(32);
  /** The outside tag-sequence prior, when the model uses one (history-prior.ts). */
  historyPrior: HistoryPriorScorer | undefined;
  /** Weight of each (agreement flags, UPOS part), looked up on first use (NaN = not yet). */
  private readonly agreementWeights: Float64Array;
  /** The same for the convention's own copies, for the convention `ownAgreementOf`. */
  private readonly ownAgreementWeights: Float64Array;
  private ownAgreementOf = NO_CONVENTION;
  /** Weight of each (clause value, case-and-number part), looked up on first use (NaN = not yet). */
  private readonly clauseWeights: Float64Array;
  /** Spans of the t1 and t2 features' rows per tag id (two numbers each, index 0 = sentence start); found: whether looked up yet. */
  private t1Rows = new Int32Array(0);
  private t2Rows = new Int32Array(0);
  private tagRowsFound = new Uint8Array(0);
  private readonly training: boolean;

  constructor(
    private readonly tagset: TagSet,
    dict: TagDictionaries,
    private readonly weights: RowScorer,
    options: EngineOptions = {},
  ) {
    this.training = options.training ?? false;
    this.cache = new FormCache(tagset, dict, weights, { minFormCount: options.minFormCount });
    this.partScore = new Float64Array(Math.max(1, weights.partCount));
    this.agreementWeights = new Float64Array(AGREEMENT_FLAG_VALUES * Math.max(1, weights.partCount)).fill(Number.NaN);
    this.ownAgreementWeights = new Float64Array(this.agreementWeights.length);
    this.clauseWeights = new Float64Array(CLAUSE_VALUES * Math.max(1, weights.partCount)).fill(Number.NaN);
  }

  get length(): number {
    return this.lattice.length;
  }

  get cands(): CandidateBuffer {
    return this.lattice.cands;
  }

  /**
   * Prepares a sentence into `lattice` (its candidates and cached form entries) and scores it from now on.
   * `gold` (training): each token's gold tag, added to its candidates when they lack it.
   */
  prepare(input: TaggerInput, lattice: Lattice, gold?: Int32Array): void {
    this.lattice = lattice;
    const n = input.keys.length;
    const entries = lattice.entries;
    entries.length = n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const e = this.cache.get(input.forms[i]!, input.keys[i]!, input.candidates[i], input.priors?.[i], gold ? gold[i]! : -1);
      entries[i] = e;
      total += e.ids.length;
    }
    lattice.reset(n, total);
    lattice.convention = conventionHash(input.convention);
    const c = lattice.cands;
    let at = 0;
    for (let i = 0; i < n; i++) {
      const e = entries[i]!;
      lattice.profiles.set(e.profile, i * PROFILE_SIZE);
      lattice.shapes[i] = shapeOf(input.forms[i]!) + (i === 0 ? 8 : 0);
      c.start[i] = at;
      c.ids.set(e.ids, at);
      at += e.ids.length;
      lattice.offers[i] = e.clauseOffer;
      lattice.boundary[i] = e.uposSet === PUNCT_BITS ? 1 : 0;
    }
    c.start[n] = at;
    clauseContexts(lattice.offers, lattice.boundary, n, lattice.clause);
  }

  /** Scores an already prepared sentence from now on. */
  use(lattice: Lattice): void {
    this.lattice = lattice;
  }

  /** The prepared sentence (training reads its candidates and features). */
  get current(): Lattice {
    return this.lattice;
  }

  /**
   * Scores the history-free features of token i once per prepared sentence (decoding it again reuses them).
   * `lean` (decoding): a token with a single candidate gets 0 instead, since its static score shifts every
   * path through it alike and cannot change the reading (30 % of running tokens: punctuation, unambiguous
   * words); a later exact call completes it.
   */
  scoreStatic(i: number, lean = false): void {
    const s = this.lattice;
    const done = s.staticDone[i]!;
    if (done === STATIC_EXACT || (done === STATIC_LEAN && lean)) return;
    // The token's and its four neighbours' entries (the boundary's outside the sentence), each refreshed as it is
    // read, written out: a call each costs on every token in a CLI run without the optimizing compiler's
    // inlining (decision 074).
    const entries = s.entries;
    const n = s.length;
    const boundary = this.cache.boundary;
    const version = this.weights.version;
    const e = entries[i]!;
    if (e.version !== version) this.cache.refresh(e);
    if (lean && !this.training && e.ids.length === 1) {
      s.staticDone[i] = STATIC_LEAN;
      s.staticScore[s.cands.start[i]!] = 0;
      return;
    }
    // History scores memoised over the lean static score are stale now.
    if (done === STATIC_LEAN) s.memoCount[i] = 0;
    s.staticDone[i] = STATIC_EXACT;
    const ps = this.partScore;
    const { parts } = e;
    const formScore = this.cache.shapeScore(e, s.shapes[i]!);
    for (let j = 0; j < parts.length; j++) ps[parts[j]!] = formScore[j]!;
    const r = this.rows;
    const prev = i >= 1 ? entries[i - 1]! : boundary;
    if (prev.version !== version) this.cache.refresh(prev);
    const next = i + 1 < n ? entries[i + 1]! : boundary;
    if (next.version !== version) this.cache.refresh(next);
    const before2 = i >= 2 ? entries[i - 2]! : boundary;
    if (before2.version !== version) this.cache.refresh(before2);
    const after2 = i + 2 < n ? entries[i + 2]! : boundary;
    if (after2.version !== version) this.cache.refresh(after2);
    const prev2 = before2.neighbour;
    const next2 = after2.neighbour;
    const p1 = prev.neighbour;
    const n1 = next.neighbour;
    r[0] = p1[0]!;
    r[1] = p1[1]!;
    r[2] = n1[2]!;
    r[3] = n1[3]!;
    r[4] = prev2[4]!;
    r[5] = prev2[5]!;
    r[6] = next2[6]!;
    r[7] = next2[7]!;
    r[8] = p1[8]!;
    r[9] = p1[9]!;
    r[10] = n1[10]!;
    r[11] = n1[11]!;
    r[12] = p1[12]!;
    r[13] = p1[13]!;
    r[14] = n1[14]!;
    r[15] = n1[15]!;
    const w = this.weights;
    w.span(w.find(mixHash(17, mixHash(e.signature, next.signature))), r, 16);
    let count = 9;
    if (s.convention !== NO_CONVENTION || this.training) {
      w.span(w.find(mixHash(30, mixHash(s.convention, e.word))), r, 2 * count++);
      w.span(w.find(mixHash(31, mixHash(s.convention, e.signature))), r, 2 * count++);
    }
    w.addSpans(r, count, parts, parts.length, ps, uposGroupMask(e.uposSet));
    const from = s.cands.start[i]!;
    this.sumCandidates(i, s.staticScore, from, null);
    for (let k = 0; k < e.prior.length; k++) s.staticScore[from + k]! += e.prior[k]!;
    this.addCandidateWeights(i, e, from);
  }

  /** Adds each candidate's clause weight (clause.ts) and agreement weight (agreement.ts) to its static score. */
  private addCandidateWeights(i: number, e: FormEntry, from: number): void {
    const s = this.lattice;
    const n = s.length;
    const p2 = i >= 2 ? (i - 2) * PROFILE_SIZE : -1;
    const p1 = i >= 1 ? (i - 1) * PROFILE_SIZE : -1;
    const n1 = i + 1 < n ? (i + 1) * PROFILE_SIZE : -1;
    const n2 = i + 2 < n ? (i + 2) * PROFILE_SIZE : -1;
    const { agreement, partsOf } = this.tagset;
    const partCount = this.weights.partCount;
    for (let k = 0; k < e.ids.length; k++) {
      const id = e.ids[k]!;
      if (this.tagset.clauseRole[id] !== 0 && partsOf[id * PARTS_PER_TAG + 1]! >= 0) {
        const cp = partsOf[id * PARTS_PER_TAG + CLAUSE_PART]!;
        if (cp >= 0) {
          const v = s.clause[i]!;
          let cw = this.clauseWeights[v * partCount + cp]!;
          if (Number.isNaN(cw)) cw = this.remember(this.clauseWeights, v * partCount + cp, this.weights.get(CLAUSE_FEATURES[v]!, cp));
          s.staticScore[from + k]! += cw;
        }
      }
      const flags = agreementFlags(agreement[id]!, s.profiles, p2, p1, n1, n2);
      if (flags === NO_AGREEMENT) continue;
      const u = partsOf[id * PARTS_PER_TAG + 1]!;
      if (u < 0) continue;
      const at = flags * partCount + u;
      let w = this.agreementWeights[at]!;
      if (Number.isNaN(w)) w = this.remember(this.agreementWeights, at, this.weights.get(AGREEMENT_FEATURES[flags]!, u));
      if (s.convention !== NO_CONVENTION) {
        if (this.ownAgreementOf !== s.convention) {
          this.ownAgreementOf = s.convention;
          this.ownAgreementWeights.fill(Number.NaN);
        }
        let own = this.ownAgreementWeights[at]!;
        if (Number.isNaN(own)) own = this.remember(this.ownAgreementWeights, at, this.weights.get(conventionAgreementFeature(s.convention, AGREEMENT_FEATURES[flags]!), u));
        w += own;
      }
      s.staticScore[from + k]! += w;
    }
  }

  /** A weight looked up once and kept in `table` (not while training, whose weights change). */
  private remember(table: Float64Array, at: number, weight: number): number {
    if (!this.training) table[at] = weight;
    return weight;
  }

  scoreHistory(i: number, t1: number, t2: number): void {
    const l = this.lattice;
    const e = l.entries[i]!;
    const count = e.ids.length;
    if (this.scores.length < count) this.scores = new Float64Array(count * 2);
    const memoed = l.memoCount[i]!;
    const at = l.cands.start[i]! * MEMO_SLOTS;
    for (let s = 0; s < memoed; s++) {
      const key = (i * MEMO_SLOTS + s) * 2;
      if (l.memoKeys[key] === t1 && l.memoKeys[key + 1] === t2) {
        // Plain loops: a subarray per copy would allocate on the hottest path.
        for (let k = 0, from = at + s * count; k < count; k++) this.scores[k] = l.memoScores[from + k]!;
        return;
      }
    }
    this.computeHistory(i, e, t1, t2);
    if (memoed < MEMO_SLOTS) {
      const key = (i * MEMO_SLOTS + memoed) * 2;
      l.memoKeys[key] = t1;
      l.memoKeys[key + 1] = t2;
      for (let k = 0, to = at + memoed * count; k < count; k++) l.memoScores[to + k] = this.scores[k]!;
      l.memoCount[i] = memoed + 1;
    }
  }

  private computeHistory(i: number, e: FormEntry, t1: number, t2: number): void {
    this.cache.refresh(e);
    const { parts } = e;
    const ps = this.partScore;
    // The same part scores as the rows give (the form's own, kept from an earlier sentence), so the same sums.
    const key = this.training ? -1 : (t1 + 1) * (this.tagset.size + 1) + t2 + 1;
    const kept = key < 0 ? -1 : this.cache.historyOf(e, key);
    if (kept >= 0) {
      const scores = this.cache.historyScores;
      for (let j = 0; j < parts.length; j++) ps[parts[j]!] = scores[kept + j]!;
    } else {
      const a = t1 < 0 ? BOUNDARY_TAG : t1;
      const b = t2 < 0 ? BOUNDARY_TAG : t2;
      const r = this.rows;
      const w = this.weights;
      this.tagRow(t1, 20, r, 0);
      this.tagRow(t2, 21, r, 2);
      w.span(w.find(mixHash(22, mixHash(a, b))), r, 4);
      w.span(w.find(mixHash(23, mixHash(a, e.word))), r, 6);
      for (let j = 0; j < parts.length; j++) ps[parts[j]!] = 0;
      w.addSpans(r, 4, parts, parts.length, ps, uposGroupMask(e.uposSet));
      if (key >= 0) this.cache.keepHistory(e, key, ps);
    }
    this.sumCandidates(i, this.scores, 0, this.lattice.staticScore);
    const { cands } = this.lattice;
    this.historyPrior?.add(cands.ids, cands.start[i]!, e.ids.length, t1, t2, this.scores);
  }

  /** Writes at out[at] the span of the t1 (template 20) or t2 (21) feature's row of a tag, memoised per tag id. */
  private tagRow(tag: number, template: 20 | 21, out: Int32Array, at: number): void {
    const size = this.tagset.size * 2 + 1;
    if (this.tagRowsFound.length < this.tagset.size + 1) {
      this.t1Rows = new Int32Array(size * 2);
      this.t2Rows = new Int32Array(size * 2);
      this.tagRowsFound = new Uint8Array(size);
    }
    const table = template === 20 ? this.t1Rows : this.t2Rows;
    const k = tag + 1;
    const bit = template === 20 ? 1 : 2;
    if ((this.tagRowsFound[k]! & bit) === 0) {
      const w = this.weights;
      w.span(w.find(mixHash(template, tag < 0 ? BOUNDARY_TAG : tag)), table, 2 * k);
      if (!this.training) this.tagRowsFound[k]! |= bit;
    }
    out[at] = table[2 * k]!;
    out[at + 1] = table[2 * k + 1]!;
  }

  /** Scores every candidate of token i given the previous tags; returns the index (into cands.ids) of the best (greedy training). */
  scoreToken(i: number, t1: number, t2: number): number {
    this.scoreStatic(i);
    this.scoreHistory(i, t1, t2);
    const from = this.lattice.cands.start[i]!;
    const count = this.lattice.cands.count(i);
    let best = 0;
    for (let k = 1; k < count; k++) if (this.scores[k]! > this.scores[best]!) best = k;
    return from + best;
  }

  /** Sums, per candidate of token i, the part scores just computed, into `out` (plus `base[k]` when given). */
  private sumCandidates(i: number, out: Float64Array, outAt: number, base: Float64Array | null): void {
    this.lattice.cands.sumPartScores(i, this.tagset.partsOf, this.partScore, out, outAt, base);
  }
}
