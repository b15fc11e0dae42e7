/**
 * Which training treebank's annotation conventions a document resembles most. Treebanks of one language
 * annotate the same words differently (Latin `non`: PART or ADV; `ille` before a noun: DET or PRON), and a
 * CoNLL-U document is scored against one of those conventions. The classifier is a multinomial naive
 * Bayes over the document's normalised tokens (punctuation included: some treebanks have none), trained
 * on the same sentences as the tagger; the whole document votes, so a few hundred tokens decide reliably.
 * Example: `classifier.classify([['gallia', 'est', 'omnis', 'divisa']])` → `{ convention: 'perseus', … }`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const CONVENTION_CLASSIFIER_VERSION = 1;
/** Words seen fewer times than this in all the training data are not kept (they carry little evidence). */
const MIN_COUNT = 2;
/** Additive smoothing of the per-convention word probabilities. */
const ALPHA = 0.1;

interface ClassifierFile {
  version: number;
  conventions: string[];
  /** Tokens per convention in training. */
  totals: number[];
  /** word → count per convention (aligned with `conventions`). */
  counts: Record<string, number[]>;
}

export interface ConventionGuess {
  /** The most likely convention, or undefined when the document has no word the classifier knows. */
  convention: string | undefined;
  /** Average log-likelihood lead per token of the best convention over the second (0 when undecided). */
  margin: number;
  /** Tokens that took part in the vote. */
  tokens: number;
}

export class ConventionClassifier {
  private constructor(private readonly data: ClassifierFile) {}

  /** Trains from sentences of normalised keys labelled with their convention. */
  static train(sentences: readonly { keys: readonly string[]; convention?: string }[]): ConventionClassifier {
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
    const counts: Record<string, number[]> = {};
    for (const [key, row] of raw) if (row.reduce((a, b) => a + b, 0) >= MIN_COUNT) counts[key] = row;
    return new ConventionClassifier({ version: CONVENTION_CLASSIFIER_VERSION, conventions, totals, counts });
  }

  static load(path: string): ConventionClassifier {
    const data = JSON.parse(readFileSync(path, 'utf8')) as ClassifierFile;
    if (data.version !== CONVENTION_CLASSIFIER_VERSION) throw new Error(`${path}: classifier version ${data.version}, expected ${CONVENTION_CLASSIFIER_VERSION}`);
    return new ConventionClassifier(data);
  }

  save(path: string): void {
    writeFileSync(path, JSON.stringify(this.data));
  }

  get conventions(): readonly string[] {
    return this.data.conventions;
  }

  /** Classifies a whole document given as sentences of normalised keys. */
  classify(sentences: readonly (readonly string[])[]): ConventionGuess {
    const { conventions, totals, counts } = this.data;
    const vocabulary = Object.keys(counts).length + 1;
    const denominators = totals.map((t) => Math.log(t + ALPHA * vocabulary));
    const scores = conventions.map(() => 0);
    let tokens = 0;
    for (const sentence of sentences) {
      for (const key of sentence) {
        const row = counts[key];
        tokens++;
        for (let c = 0; c < conventions.length; c++) scores[c]! += Math.log((row ? row[c]! : 0) + ALPHA) - denominators[c]!;
      }
    }
    if (tokens === 0 || conventions.length === 0) return { convention: undefined, margin: 0, tokens };
    const order = scores.map((s, c) => [s, c] as const).sort((a, b) => b[0] - a[0]);
    const margin = order.length > 1 ? (order[0]![0] - order[1]![0]) / tokens : Infinity;
    return { convention: conventions[order[0]![1]], margin, tokens };
  }
}
