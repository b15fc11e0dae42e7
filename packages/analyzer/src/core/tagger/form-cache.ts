/**
 * What the tagger knows about a form independently of its sentence, computed once per form and reused
 * across a run: its candidate tags, their parts, the summed weights of the features that depend only on
 * the form (bias, word, suffixes, prefix, candidate-set signature), and the weight rows the form selects
 * when it is a neighbour of the token being tagged. Running text repeats its words, so tagging a token
 * then reads a handful of cached rows instead of hashing and probing every feature. While training, the
 * weights change after every sentence: an entry made from older weights is made again when next used.
 */
import { PROFILE_SIZE, fillProfile } from './agreement';
import { CandidateBuffer, type TagDictionaries } from './candidates';
import { clauseOfferOf } from './clause';
import { BOUNDARY, PREFIX_SEED, PRIOR_FEATURES, SUFFIX_LENGTHS, SentenceFeatures, signatureOf, uposSetOf } from './features';
import { hashString, hashSuffixes, mixHash } from './hash';
import { HistoryCache } from './history-cache';
import type { RowScorer } from './rows';
import { PARTS_PER_TAG, uposGroupMask, type TagSet } from './tagset';

export interface FormEntry {
  /** What the entry was made from: the form as written, its key, the language's candidate tags (by identity) and priors, a gold tag added (training), the weights' version. */
  form: string;
  key: string;
  extra: readonly string[] | null | undefined;
  priors: readonly number[] | null | undefined;
  gold: number;
  version: number;
  /** Candidate tag ids, ascending. */
  ids: Int32Array;
  /** Distinct parts of the candidates. */
  parts: Int32Array;
  /** The features of the form alone (bias, word, suffixes, prefix, signature). */
  formFeatures: Uint32Array;
  /** Per part (same order as `parts`): the sum of the form-only feature weights. */
  formScore: Float64Array;
  word: number;
  /** Hash of the form's last three letters (its suffix feature as a neighbour). */
  suffix3: number;
  signature: number;
  /** UPOS bits of the candidates. */
  uposSet: number;
  /** The lexicon-prior bucket of each candidate (aligned with ids; 0: not among the language's candidates), and its weight. */
  priorBucket: Int32Array;
  prior: Float64Array;
  /** Agreement profile of the candidates (agreement.ts). */
  profile: Uint8Array;
  /** Clause roles of the candidates, OR-ed (clause.ts). */
  clauseOffer: number;
  /**
   * Spans of the rows (RowScorer.span, two numbers each) when this form is a neighbour: word at −1, +1, −2, +2;
   * suffix at −1, +1; signature at −1, +1.
   */
  neighbour: Int32Array;
  /**
   * Per word shape as written (features.ts shapeOf, +8 at the sentence start): formScore plus the features
   * of the shape alone and with the candidates' UPOS set and signature, filled on first use.
   */
  shapeScores: (Float64Array | undefined)[];
  /**
   * The entry's number among those the cache made, new whenever it reads the weights again: its history
   * states are kept under it (history-cache.ts).
   */
  serial: number;
}

/** Word shapes (features.ts shapeOf) at the sentence start or not. */
const SHAPES = 16;

const NEIGHBOUR_TEMPLATES = [7, 8, 9, 10] as const;

export interface FormCacheOptions {
  /** Training dictionary entries of forms seen fewer times are ignored (training simulates unknown words so). */
  minFormCount?: number;
  maxEntries?: number;
}

export class FormCache {
  private readonly entries = new Map<string, FormEntry>();
  /** The history states kept across sentences (see keepHistory). */
  private readonly history = new HistoryCache();
  private serials = 0;
  private readonly single = new SentenceFeatures();
  private readonly scratch = new CandidateBuffer();
  private readonly suffixes = new Uint32Array(SUFFIX_LENGTHS);
  private readonly featureBuf = new Uint32Array(3);
  private partScore = new Float64Array(0);
  private partList: Int32Array = new Int32Array(64);
  private readonly minFormCount: number;
  private readonly maxEntries: number;
  readonly boundary: FormEntry;

  constructor(
    private readonly tagset: TagSet,
    private readonly dict: TagDictionaries,
    private readonly weights: RowScorer,
    options: FormCacheOptions = {},
  ) {
    this.minFormCount = options.minFormCount ?? 1;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.boundary = this.neighbourOnly();
  }

  /** The entry of a form (`key` normalised, `form` as written), built on first use; `gold` (training) is added to its candidates. */
  get(form: string, key: string, extra: readonly string[] | null | undefined, priors: readonly number[] | null | undefined, gold = -1): FormEntry {
    const hit = this.entries.get(key);
    if (hit && hit.extra === extra && (gold < 0 || hit.ids.includes(gold))) {
      this.refresh(hit);
      return hit;
    }
    const entry = this.build(form, key, extra, priors, gold);
    // An entry with a gold tag its form does not otherwise take is this sentence's own.
    if (gold >= 0 && entry.gold >= 0) return entry;
    if (this.entries.size >= this.maxEntries) {
      this.history.forget();
      this.entries.clear();
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Computes again, in place, what an entry made from older weights read of them (training changes the weights between and within sentences). */
  refresh(e: FormEntry): void {
    if (e.version !== this.weights.version) this.weigh(e);
  }

  /** What the entry reads of the weights: prior weights, form-only sums, neighbour rows. */
  private weigh(e: FormEntry): void {
    const { ids, parts, priorBucket } = e;
    for (let k = 0; k < ids.length; k++) {
      const u = this.tagset.partsOf[ids[k]! * PARTS_PER_TAG + 1]!;
      e.prior[k] = u >= 0 ? this.weights.get(PRIOR_FEATURES[priorBucket[k]!]!, u) : 0;
    }
    if (this.partScore.length < this.weights.partCount) this.partScore = new Float64Array(this.weights.partCount);
    for (const p of parts) this.partScore[p] = 0;
    this.weights.addScores(e.formFeatures, 0, e.formFeatures.length, parts, parts.length, this.partScore, uposGroupMask(e.uposSet));
    for (let j = 0; j < parts.length; j++) e.formScore[j] = this.partScore[parts[j]!]!;
    e.neighbour = this.neighbourRows(e.word, e.suffix3, e.signature);
    e.shapeScores = new Array(SHAPES);
    e.serial = this.serials++;
    e.version = this.weights.version;
  }

  private build(form: string, key: string, extra: readonly string[] | null | undefined, priors: readonly number[] | null | undefined, gold: number): FormEntry {
    this.single.load([form], [key]);
    this.scratch.fill([key], [extra], this.tagset, this.dict, this.single, this.minFormCount, [priors]);
    let count = this.scratch.count(0);
    let ids = this.scratch.ids.slice(0, count);
    let priorBucket = this.scratch.prior.slice(0, count);
    const added = gold >= 0 && !ids.includes(gold);
    if (added) {
      // Training: a gold tag outside the candidates is added (prior bucket 0), or the perceptron could never learn it.
      let at = 0;
      while (at < count && ids[at]! < gold) at++;
      const withIds = new Int32Array(count + 1);
      const withBuckets = new Int32Array(count + 1);
      withIds.set(ids.subarray(0, at));
      withIds[at] = gold;
      withIds.set(ids.subarray(at), at + 1);
      withBuckets.set(priorBucket.subarray(0, at));
      withBuckets.set(priorBucket.subarray(at), at + 1);
      [ids, priorBucket, count] = [withIds, withBuckets, count + 1];
    }
    const signature = signatureOf(ids, count);
    const uposSet = uposSetOf(ids, count, this.tagset.uposBits);
    const parts = this.partsOf(ids);
    const word = hashString(key);
    hashSuffixes(key, this.suffixes);
    const f = new Uint32Array(8);
    f[0] = mixHash(0, 0);
    f[1] = mixHash(1, word);
    for (let k = 1; k <= SUFFIX_LENGTHS; k++) f[1 + k] = mixHash(2, this.suffixes[k - 1]!);
    f[6] = mixHash(6, hashString(key.length > 3 ? key.slice(0, 3) : key, PREFIX_SEED));
    f[7] = mixHash(13, signature);
    const profile = new Uint8Array(PROFILE_SIZE);
    fillProfile(ids, 0, count, this.tagset.agreement, profile, 0);
    const clauseOffer = clauseOfferOf(ids, 0, count, this.tagset.clauseRole);
    const entry: FormEntry = {
      form, key, extra, priors, gold: added ? gold : -1, version: -1, ids, parts, formFeatures: f, formScore: new Float64Array(parts.length), word, suffix3: this.suffixes[2]!,
      signature, uposSet, priorBucket, prior: new Float64Array(count), profile, clauseOffer, neighbour: EMPTY_ROWS, shapeScores: [],
      serial: 0,
    };
    this.weigh(entry);
    return entry;
  }

  /** The kept part scores of the history states (see historyOf). */
  get historyScores(): Float64Array {
    return this.history.scores;
  }

  /**
   * Where the kept part scores of an entry's history state (per previous two tags, the engine's key) start in
   * historyScores, or −1 when not kept.
   */
  historyOf(e: FormEntry, key: number): number {
    return this.history.find(e.serial, key);
  }

  /** Keeps the part scores of one history state of an entry: `partScore` indexed by part, the entry's parts read from it. */
  keepHistory(e: FormEntry, key: number, partScore: Float64Array): void {
    this.history.keep(e.serial, key, e.parts, partScore);
  }

  /** The entry's form-only scores for one written shape (see FormEntry.shapeScores). */
  shapeScore(e: FormEntry, shape: number): Float64Array {
    const hit = e.shapeScores[shape];
    if (hit) return hit;
    const { parts } = e;
    for (let j = 0; j < parts.length; j++) this.partScore[parts[j]!] = e.formScore[j]!;
    const f = this.featureBuf;
    f[0] = mixHash(16, shape);
    f[1] = mixHash(18, mixHash(shape, e.uposSet));
    f[2] = mixHash(19, mixHash(shape, e.signature));
    this.weights.addScores(f, 0, 3, parts, parts.length, this.partScore, uposGroupMask(e.uposSet));
    const out = new Float64Array(parts.length);
    for (let j = 0; j < parts.length; j++) out[j] = this.partScore[parts[j]!]!;
    e.shapeScores[shape] = out;
    return out;
  }

  /** The distinct parts of the candidates, in first-seen order. */
  private partsOf(ids: Int32Array): Int32Array {
    const list = this.partList;
    let n = 0;
    for (let i = 0; i < ids.length; i++) {
      for (let p = 0; p < PARTS_PER_TAG; p++) {
        const part = this.tagset.partsOf[ids[i]! * PARTS_PER_TAG + p]!;
        if (part < 0) continue;
        let k = 0;
        while (k < n && list[k] !== part) k++;
        if (k === n) {
          if (n === list.length) this.partList = grow(list);
          this.partList[n++] = part;
        }
      }
    }
    return this.partList.slice(0, n);
  }

  private neighbourRows(word: number, suffix3: number, signature: number): Int32Array {
    const w = this.weights;
    const neighbour = new Int32Array(16);
    for (let k = 0; k < NEIGHBOUR_TEMPLATES.length; k++) w.span(w.find(mixHash(NEIGHBOUR_TEMPLATES[k]!, word)), neighbour, 2 * k);
    w.span(w.find(mixHash(11, suffix3)), neighbour, 8);
    w.span(w.find(mixHash(12, suffix3)), neighbour, 10);
    w.span(w.find(mixHash(14, signature)), neighbour, 12);
    w.span(w.find(mixHash(15, signature)), neighbour, 14);
    return neighbour;
  }

  /** The entry of a position outside the sentence: only its rows as a neighbour. */
  private neighbourOnly(): FormEntry {
    const entry: FormEntry = {
      form: '', key: '', extra: null, priors: null, gold: -1, version: -1, ids: new Int32Array(0), parts: new Int32Array(0), formFeatures: new Uint32Array(0),
      formScore: new Float64Array(0), word: BOUNDARY, suffix3: BOUNDARY, signature: BOUNDARY, uposSet: 0, priorBucket: new Int32Array(0), prior: new Float64Array(0),
      profile: new Uint8Array(PROFILE_SIZE), clauseOffer: 0, neighbour: EMPTY_ROWS, shapeScores: [], serial: 0,
    };
    this.weigh(entry);
    return entry;
  }
}

const EMPTY_ROWS = new Int32Array(0);

function grow(a: Int32Array): Int32Array {
  const grown = new Int32Array(a.length * 2);
  grown.set(a);
  return grown;
}
