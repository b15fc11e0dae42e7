/**
 * Training of the tagger: an averaged structured perceptron. Each sentence is decoded with the same beam
 * as at tagging time and, where the decoded path departs from the gold one, the gold path's features are
 * rewarded and the decoded path's penalised (a greedy token-by-token variant is kept as an option). Forms seen once are treated as unknown during
 * training so that the model learns to use endings and the language's candidates for new words. Several
 * perceptrons, each trained on its own shuffle, can be averaged into one model (TrainOptions.ensemble).
 */
import { HistoryPriorScorer, type HistoryPrior } from './history-prior';
import type { TagDictionaries } from './candidates';
import { BeamBuffers, TRAINING_BEAM_WIDTH, decodeBeam } from './decode';
import { TaggerEngine } from './engine';
import { FEATURES_PER_TOKEN, PRIOR_FEATURES, SUFFIX_LENGTHS } from './features';
import { hashSuffixes } from './hash';
import { Lattice } from './lattice';
import { LemmaTableBuilder, type ConventionThresholds, type LemmaTables } from './lemmatizer';
import { CLAUSE_PART } from './clause';
import { TaggerModel, type ModelMeta } from './model';
import { PARTS_PER_TAG, TagSet } from './tagset';
import type { RowWeights } from './rows';
import { TrainingView } from './training-view';
import { TrainingWeights } from './weights';

/** One training sentence; `tags` are `UPOS|features` strings, `candidates` the language's tags per token. */
export interface TrainingSentence {
  forms: string[];
  keys: string[];
  tags: string[];
  lemmas: string[];
  /** Lemmas as comparison keys (the edit scripts are learnt on them). */
  lemmaKeys: string[];
  candidates: (readonly string[] | null)[];
  /** The annotation convention (treebank) of the sentence, learnt as a feature. */
  convention?: string;
  /** Lexicon prior buckets aligned with `candidates` (see TaggerInput.priors). */
  priors?: (readonly number[] | null)[];
  /** Per token, the comparison key of the lemma the language's lexicon gives the gold tag (null: none). */
  lexiconLemmaKeys?: (string | null)[];
  /** Per token, the class the language puts the gold lemma in (null: none), for the convention tables. */
  lemmaClasses?: (string | null)[];
}

export interface TrainOptions {
  epochs?: number;
  seed?: number;
  /**
   * Perceptrons to train, each on its own shuffle of the sentences (seeds seed, seed + 1, …), whose averaged
   * weights are averaged into the one shipped model: the tagger costs the same, training takes as many times longer.
   */
  ensemble?: number;
  /** Averaged weights smaller than this are dropped from the shipped model (0.5: a third smaller, same accuracy in CV). */
  minWeight?: number;
  /** Forms seen at most this often count as rare: their endings feed the open-class table. */
  rareCount?: number;
  /**
   * Train on the beam decoder's whole-sentence output (a structured perceptron) instead of greedy
   * token-by-token decisions: the model learns to score paths as tagging reads them (the default; about
   * +0.3 UPOS and +0.6 core features on Perseus folds, twice the training time).
   */
  structured?: boolean;
  /** An outside tag-sequence prior (history-prior.ts), added to the scores in training and tagging. */
  historyPrior?: HistoryPrior;
  /**
   * Balances the annotation conventions (treebanks): each epoch goes through a convention's sentences as
   * many times as it takes to reach about this many tokens (at most MAX_REPEAT times), so that a small
   * treebank's habits are learnt as firmly as a large one's. Lemma tables and dictionaries count each
   * sentence once.
   */
  balanceTokens?: number;
  onEpoch?: (epoch: number, accuracy: number) => void;
  meta?: ModelMeta;
}

function buildDictionaries(sentences: readonly TrainingSentence[], tagset: TagSet, rareCount: number): TagDictionaries {
  const forms = new Map<string, { tags: Set<number>; count: number; seen: Map<number, number>; lexicon: Set<string> | null }>();
  const tagFreq = new Map<number, number>();
  for (const s of sentences) {
    for (let i = 0; i < s.keys.length; i++) {
      const id = tagset.idOf(s.tags[i]!);
      let e = forms.get(s.keys[i]!);
      if (!e) forms.set(s.keys[i]!, (e = { tags: new Set(), count: 0, seen: new Map(), lexicon: null }));
      e.tags.add(id);
      e.count++;
      e.seen.set(id, (e.seen.get(id) ?? 0) + 1);
      const c = s.candidates[i];
      if (c) for (const t of c) (e.lexicon ??= new Set()).add(t);
      tagFreq.set(id, (tagFreq.get(id) ?? 0) + 1);
    }
  }
  // A tag the lexicon does not allow for a form, seen only once with it, is most likely an annotation slip
  // (hostes as an ablative): it does not become a candidate of that form.
  for (const e of forms.values()) {
    if (!e.lexicon) continue;
    for (const [id, n] of e.seen) if (n < 2 && !e.lexicon.has(tagset.tags[id]!)) e.tags.delete(id);
  }
  const bySuffixSets = new Map<number, Set<number>>();
  const tmp = new Uint32Array(SUFFIX_LENGTHS);
  for (const [key, e] of forms) {
    if (e.count > rareCount) continue;
    hashSuffixes(key, tmp);
    for (let k = 1; k < SUFFIX_LENGTHS; k++) {
      let set = bySuffixSets.get(tmp[k - 1]!);
      if (!set) bySuffixSets.set(tmp[k - 1]!, (set = new Set()));
      for (const id of e.tags) set.add(id);
    }
  }
  const byForm = new Map<string, { ids: Int32Array; count: number }>();
  for (const [key, e] of forms) byForm.set(key, { ids: Int32Array.from([...e.tags].sort((a, b) => a - b)), count: e.count });
  const bySuffix = new Map<number, Int32Array>();
  for (const [h, set] of bySuffixSets) bySuffix.set(h, Int32Array.from([...set].sort((a, b) => a - b)));
  const fallback = Int32Array.from([...tagFreq.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40).map((e) => e[0]));
  return { byForm, bySuffix, fallback };
}

/** A small deterministic generator, so that training is reproducible. */
function createRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** The most times a convention's sentences are repeated in one epoch by TrainOptions.balanceTokens. */
export const MAX_REPEAT = 4;

/** Sentence indexes of one epoch (before shuffling): each once, or each convention's repeated to balance them. */
export function trainingOrder(sentences: readonly TrainingSentence[], balanceTokens?: number): number[] {
  if (!balanceTokens) return sentences.map((_, i) => i);
  const tokens = new Map<string | undefined, number>();
  for (const s of sentences) tokens.set(s.convention, (tokens.get(s.convention) ?? 0) + s.keys.length);
  const order: number[] = [];
  sentences.forEach((s, i) => {
    const repeat = Math.max(1, Math.min(MAX_REPEAT, Math.round(balanceTokens / tokens.get(s.convention)!)));
    for (let r = 0; r < repeat; r++) order.push(i);
  });
  return order;
}

/** The lemma tables training learns (lemmatizer.ts); `options` changes the convention thresholds, to measure them. */
export function buildLemmaTables(sentences: readonly TrainingSentence[], options?: ConventionThresholds): LemmaTables {
  const lemmas = new LemmaTableBuilder();
  for (const s of sentences) {
    for (let i = 0; i < s.keys.length; i++) {
      const tag = s.tags[i]!;
      const bar = tag.indexOf('|');
      lemmas.add(s.keys[i]!, tag, bar < 0 ? tag : tag.slice(0, bar), s.lemmas[i]!, s.lemmaKeys[i]!, s.convention, s.lexiconLemmaKeys?.[i], s.lemmaClasses?.[i]);
    }
  }
  return lemmas.build(options);
}

/** Trains a tagger on tagged sentences. */
export function trainTagger(sentences: readonly TrainingSentence[], options: TrainOptions = {}): TaggerModel {
  const epochs = options.epochs ?? 6;
  const tagset = new TagSet();
  const dict = buildDictionaries(sentences, tagset, options.rareCount ?? 1);
  for (const s of sentences) for (const c of s.candidates) if (c) for (const t of c) tagset.idOf(t);
  const order = trainingOrder(sentences, options.balanceTokens);
  const prior = options.historyPrior;
  const runs = Math.max(1, options.ensemble ?? 1);
  const minWeight = options.minWeight ?? 0.5;
  let averaged: RowWeights;
  if (runs === 1) averaged = trainWeights(sentences, order, tagset, dict, options, options.seed ?? 1).averaged(minWeight, tagset.partCount);
  else {
    const sum = new TrainingWeights();
    for (let r = 0; r < runs; r++) trainWeights(sentences, [...order], tagset, dict, options, (options.seed ?? 1) + r).addAveragedTo(sum, 1 / runs);
    averaged = sum.averaged(1, minWeight, tagset.partCount);
  }
  const historyPrior = prior && { name: prior.name, weight: prior.weight };
  const model = new TaggerModel(tagset, dict, averaged, buildLemmaTables(sentences), { epochs, ...(runs > 1 ? { ensemble: runs } : {}), ...(historyPrior ? { historyPrior } : {}), ...options.meta });
  if (prior) model.useHistoryPrior(prior);
  return model;
}

/** One averaged perceptron over `order` (sentence indexes, shuffled per epoch with `seed`). */
function trainWeights(
  sentences: readonly TrainingSentence[],
  order: number[],
  tagset: TagSet,
  dict: TagDictionaries,
  options: TrainOptions,
  seed: number,
): { averaged(minAbs: number, partCount: number): RowWeights; addAveragedTo(sum: TrainingWeights, scale: number): void } {
  const epochs = options.epochs ?? 6;
  const weights = new TrainingWeights(20, tagset.partCount);
  const engine = new TaggerEngine(tagset, dict, weights, { minFormCount: 2, training: true });
  const lattice = new Lattice();
  const view = new TrainingView(tagset);
  const prior = options.historyPrior;
  if (prior) engine.historyPrior = new HistoryPriorScorer(prior, (id) => tagset.tags[id]!);
  const random = createRandom(seed);
  let step = 1;
  const gold = new Int32Array(1024);
  const predicted = new Int32Array(1024);
  const beam = new BeamBuffers();
  const structured = options.structured ?? true;
  const f = new Uint32Array(FEATURES_PER_TOKEN);
  /** Updates the candidate-level features (lexicon prior, agreement and its convention copy, clause) of candidate `at` of token i, whose tag is `tag`, by `delta`. */
  const updateCandidate = (i: number, at: number, tag: number, delta: number) => {
    const upos = tagset.partsOf[tag * PARTS_PER_TAG + 1]!;
    weights.update(PRIOR_FEATURES[view.priorBucketAt(i, at)]!, upos, delta, step);
    const agree = view.agreementFeatureAt(i, at);
    if (agree !== -1) weights.update(agree, upos, delta, step);
    const own = view.conventionAgreementFeature(agree);
    if (own !== -1) weights.update(own, upos, delta, step);
    const clause = view.clauseFeatureAt(i, at);
    const clausePart = tagset.partsOf[tag * PARTS_PER_TAG + CLAUSE_PART]!;
    if (clause !== -1 && clausePart >= 0) weights.update(clause, clausePart, delta, step);
  };
  /** Structured update of token i's features on a path (its tag and the two before), by `delta`. */
  const updatePosition = (i: number, path: Int32Array, delta: number) => {
    const tag = path[i]!;
    const { start, ids } = engine.cands;
    let at = start[i]!;
    while (at < start[i + 1]! && ids[at] !== tag) at++;
    const parts = tagset.partsOf;
    view.features.staticFeatures(i, f);
    view.features.historyFeatures(i, i > 0 ? path[i - 1]! : -1, i > 1 ? path[i - 2]! : -1, f);
    if (at < start[i + 1]!) updateCandidate(i, at, tag, delta);
    for (let p = 0; p < PARTS_PER_TAG; p++) {
      const part = parts[tag * PARTS_PER_TAG + p]!;
      if (part < 0) continue;
      for (let j = 0; j < FEATURES_PER_TOKEN; j++) weights.update(f[j]!, part, delta, step);
    }
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let correct = 0;
    let total = 0;
    for (const index of order) {
      const s = sentences[index]!;
      const n = s.keys.length;
      const g = n <= gold.length ? gold.subarray(0, n) : new Int32Array(n);
      for (let i = 0; i < n; i++) g[i] = tagset.idOf(s.tags[i]!);
      engine.prepare(s, lattice, g);
      view.load(s, lattice);
      if (structured) {
        const p = n <= predicted.length ? predicted.subarray(0, n) : new Int32Array(n);
        decodeBeam(engine, p, TRAINING_BEAM_WIDTH, beam);
        for (let i = 0; i < n; i++) {
          if (p[i] === g[i]) correct++;
          total++;
          // Positions whose tag or history differ between the two paths: gold features up, predicted down.
          if (p[i] === g[i] && (i < 1 || p[i - 1] === g[i - 1]) && (i < 2 || p[i - 2] === g[i - 2])) continue;
          updatePosition(i, g, 1);
          updatePosition(i, p, -1);
        }
        step += n;
        continue;
      }
      let t1 = -1;
      let t2 = -1;
      for (let i = 0; i < n; i++) {
        const predAt = engine.scoreToken(i, t1, t2);
        const pred = engine.cands.ids[predAt]!;
        const want = g[i]!;
        if (pred !== want) {
          view.features.staticFeatures(i, f);
          view.features.historyFeatures(i, t1, t2, f);
          const parts = tagset.partsOf;
          let wantAt = engine.cands.start[i]!;
          while (engine.cands.ids[wantAt] !== want) wantAt++;
          updateCandidate(i, wantAt, want, 1);
          updateCandidate(i, predAt, pred, -1);
          for (let p = 0; p < PARTS_PER_TAG; p++) {
            const gp = parts[want * PARTS_PER_TAG + p]!;
            const pp = parts[pred * PARTS_PER_TAG + p]!;
            if (gp === pp) continue;
            for (let j = 0; j < FEATURES_PER_TOKEN; j++) {
              weights.update(f[j]!, gp, 1, step);
              weights.update(f[j]!, pp, -1, step);
            }
          }
        } else correct++;
        total++;
        step++;
        t2 = t1;
        t1 = pred;
      }
    }
    options.onEpoch?.(epoch + 1, correct / Math.max(1, total));
  }
  return {
    averaged: (minAbs, partCount) => weights.averaged(step, minAbs, partCount),
    addAveragedTo: (sum, scale) => weights.addAveragedTo(sum, step, scale),
  };
}
