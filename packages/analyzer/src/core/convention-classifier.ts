/**
 * Which training treebank's annotation conventions a document resembles most. Treebanks of one language
 * annotate the same words differently (Latin `non`: PART or ADV; `ille` before a noun: DET or PRON), and a
 * CoNLL-U document is scored against one of those conventions. The classifier is a multinomial naive
 * Bayes over the document's normalised tokens (punctuation included: some treebanks have none), trained
 * on the same sentences as the tagger; the whole document votes, so a few hundred tokens decide reliably.
 * Example: `classifier.classify([['gallia', 'est', 'omnis', 'divisa']])` → `{ convention: 'perseus', … }`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { AnalyzerError } from './errors';

export const CONVENTION_CLASSIFIER_VERSION = 2;
/** Words seen fewer times than this in all the training data are not kept (they carry little evidence). */
const MIN_COUNT = 2;
/** Additive smoothing of the per-convention word probabilities. */
const ALPHA = 0.1;
/** Held-out parts of each convention's sentences that calibrate the smallest margin (see `minMargin`). */
const CALIBRATION_PARTS = 5;
/** Held-out parts shorter than this (tokens) do not calibrate: their margin says too little. */
const CALIBRATION_MIN_TOKENS = 500;
/**
 * A document follows a convention only when its margin reaches this share of the smallest margin a held-out
 * part of a training convention had. Latin: held-out parts of the training conventions lead by 0.36–3.8 nats
 * per token, documents of a treebank the classifier never saw (Perseus for the commercial model, which knows
 * LLCT and CIRCSE) by 0.22–0.70, while the commercial model's own conventions lead by 1.57 or more.
 */
const CALIBRATION_SHARE = 0.5;

interface ClassifierFile {
  version: number;
  conventions: string[];
  /** Tokens per convention in training. */
  totals: number[];
  /** word → count per convention (aligned with `conventions`); read into a Map, as it is looked up by the input's words. */
  // eslint-disable-next-line no-restricted-syntax -- the file's JSON shape, only ever read through Object.entries
  counts: Record<string, number[]>;
  /** Margin below which a document is taken to follow none of the conventions (0: any margin decides). */
  minMargin: number;
}

export interface ConventionGuess {
  /**
   * The most likely convention, or undefined when the document has no word the classifier knows or leads by
   * less than the calibrated margin (it resembles none of them well enough: Versio's own convention applies).
   */
  convention: string | undefined;
  /** The most likely convention whatever its margin. */
  best: string | undefined;
  /** Average log-likelihood lead per token of the best convention over the second (0 when undecided). */
  margin: number;
  /** Tokens that took part in the vote. */
  tokens: number;
}

export class ConventionClassifier {
  /** The file's counts by word: a Map, so that a word such as `constructor` is looked up like any other. */
  private readonly counts: ReadonlyMap<string, readonly number[]>;

  private constructor(private readonly data: ClassifierFile) {
    this.counts = new Map(Object.entries(data.counts));
  }

  /**
   * Trains from sentences of normalised keys labelled with their convention. `calibrate`: the smallest margin
   * that decides is measured on held-out parts of each convention's sentences, every fifth sentence
   * (interleaved) or, `contiguous`, five runs of consecutive sentences: a document to classify is a text the
   * training never saw, which a run of sentences resembles and an interleaved part (its neighbours' names and
   * words in training) does not.
   */
  static train(sentences: readonly LabelledSentence[], options: { calibrate?: boolean; contiguous?: boolean } = {}): ConventionClassifier {
    const conventions = [...new Set(sentences.flatMap((s) => (s.convention ? [s.convention] : [])))].sort();
    const index = new Map(conventions.map((c, i) => [c, i]));
    const raw = new Map<string, number[]>();
    const totals = conventions.map(() => 0);
    for (const s of sentences) {
      const c = s.convention === undefined ? undefined : index.get(s.convention);
      if (c === undefined) continue;
      for (const key of s.keys) {
        let row = raw.get(key);
        if (!row) raw.set(key, (row = conventions.map(() => 0)));
        row[c]!++;
        totals[c]!++;
      }
    }
    const counts = new Map([...raw].filter(([, row]) => row.reduce((a, b) => a + b, 0) >= MIN_COUNT));
    // fromEntries defines each word as an own property, `__proto__` included.
    const data: ClassifierFile = { version: CONVENTION_CLASSIFIER_VERSION, conventions, totals, counts: Object.fromEntries(counts), minMargin: 0 };
    if (options.calibrate) data.minMargin = calibratedMinMargin(sentences, data, counts, raw, index, options.contiguous ?? false);
    return new ConventionClassifier(data);
  }

  static load(path: string): ConventionClassifier {
    const data = JSON.parse(readFileSync(path, 'utf8')) as ClassifierFile;
    if (data.version !== CONVENTION_CLASSIFIER_VERSION) throw new AnalyzerError('data_format', `${path}: classificatore versione ${data.version}, attesa ${CONVENTION_CLASSIFIER_VERSION}`);
    return new ConventionClassifier(data);
  }

  save(path: string): void {
    writeFileSync(path, JSON.stringify(this.data));
  }

  get conventions(): readonly string[] {
    return this.data.conventions;
  }

  /** The smallest margin that decides (0 when not calibrated). */
  get minMargin(): number {
    return this.data.minMargin;
  }

  /** Classifies a whole document given as sentences of normalised keys. */
  classify(sentences: readonly (readonly string[])[]): ConventionGuess {
    const { counts } = this;
    const { minMargin } = this.data;
    const guess = scoreDocument(this.data, sentences, (key) => counts.get(key));
    return guess.margin < minMargin ? { ...guess, convention: undefined } : guess;
  }
}

export interface LabelledSentence {
  keys: readonly string[];
  convention?: string;
}

/** Naive Bayes scores of a document, with the word counts `rowOf` gives (`minMargin` not applied). */
function scoreDocument(data: ClassifierFile, sentences: readonly (readonly string[])[], rowOf: (key: string) => readonly number[] | undefined, totals = data.totals): ConventionGuess {
  const { conventions } = data;
  const vocabulary = Object.keys(data.counts).length + 1;
  const denominators = totals.map((t) => Math.log(t + ALPHA * vocabulary));
  const scores = conventions.map(() => 0);
  let tokens = 0;
  for (const sentence of sentences) {
    for (const key of sentence) {
      const row = rowOf(key);
      tokens++;
      for (let c = 0; c < conventions.length; c++) scores[c]! += Math.log((row ? row[c]! : 0) + ALPHA) - denominators[c]!;
    }
  }
  if (tokens === 0 || conventions.length === 0) return { convention: undefined, best: undefined, margin: 0, tokens };
  const order = scores.map((s, c) => [s, c] as const).sort((a, b) => b[0] - a[0]);
  const margin = order.length > 1 ? (order[0]![0] - order[1]![0]) / tokens : Infinity;
  const best = conventions[order[0]![1]];
  return { convention: best, best, margin, tokens };
}

/**
 * The calibrated smallest margin: each convention's sentences are split into CALIBRATION_PARTS parts, each part
 * is classified as one document by the counts of everything else (its own counts taken out), and the smallest
 * margin of a part classified right, times CALIBRATION_SHARE, is kept.
 */
function calibratedMinMargin(
  sentences: readonly LabelledSentence[],
  data: ClassifierFile,
  counts: ReadonlyMap<string, number[]>,
  raw: ReadonlyMap<string, number[]>,
  index: ReadonlyMap<string, number>,
  contiguous: boolean,
): number {
  if (data.conventions.length < 2) return 0;
  const parts = new Map<string, (readonly string[])[][]>();
  const seen = new Map<string, number>();
  const sizes = new Map<string, number>();
  for (const s of sentences) if (s.convention !== undefined) sizes.set(s.convention, (sizes.get(s.convention) ?? 0) + 1);
  for (const s of sentences) {
    if (s.convention === undefined || !index.has(s.convention)) continue;
    const n = seen.get(s.convention) ?? 0;
    seen.set(s.convention, n + 1);
    let list = parts.get(s.convention);
    if (!list) parts.set(s.convention, (list = Array.from({ length: CALIBRATION_PARTS }, () => [])));
    list[contiguous ? Math.floor((n * CALIBRATION_PARTS) / sizes.get(s.convention)!) : n % CALIBRATION_PARTS]!.push(s.keys);
  }
  let least = Infinity;
  for (const [convention, list] of parts) {
    const c = index.get(convention)!;
    for (const doc of list) {
      const own = new Map<string, number>();
      let tokens = 0;
      for (const keys of doc) {
        for (const key of keys) own.set(key, (own.get(key) ?? 0) + 1);
        tokens += keys.length;
      }
      if (tokens < CALIBRATION_MIN_TOKENS) continue;
      const totals = data.totals.map((t, k) => (k === c ? t - tokens : t));
      const rowOf = (key: string) => {
        const row = raw.get(key);
        if (!row) return undefined;
        const mine = own.get(key) ?? 0;
        if (mine === 0) return counts.get(key);
        const rest = row.map((v, k) => (k === c ? v - mine : v));
        return rest.reduce((a, b) => a + b, 0) >= MIN_COUNT ? rest : undefined;
      };
      const guess = scoreDocument(data, doc, rowOf, totals);
      if (guess.best === convention) least = Math.min(least, guess.margin);
    }
  }
  return Number.isFinite(least) ? least * CALIBRATION_SHARE : 0;
}
