/**
 * The sentence model (decision 044): an averaged perceptron that scores a word's candidate tag by what the rest
 * of its sentence says (features.ts), learnt on the UD Latin trees. Each training word chooses among its
 * candidate tags with every other word at its gold tag; beside the context features it learns the tag and the
 * (form, tag) pair, which soak up what the word says by itself (the tagger's part) and are dropped when saved,
 * so that the model keeps only what the context adds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { arcFeatures, type Arcs } from './arc-features';
import { FeatureList, FeatureWeights } from './feature-sink';
import { contextFeatures, tagParts, type SentenceView, type TagParts, type WordContext } from './features';

/** One training sentence: look-up keys, gold tags and each word's candidate tags. */
export interface SentenceExample {
  keys: readonly string[];
  tags: readonly string[];
  candidates: readonly (readonly string[] | null)[];
  /** The sentence's tree (gold or parsed), for the arc features. */
  arcs?: Arcs;
}

/** What a saved model records of its training. */
export interface SentenceModelMeta {
  commercial: boolean;
  epochs: number;
  sources: string[];
  /** The trees it was trained with (decision 068), when it reads the parser's arcs. */
  arcs?: 'gold' | 'parsed';
}

/** Weights below this (in absolute value) are not saved. */
const SAVE_CUT = 0.05;

export class SentenceModel {
  /** The weights summed by the features' parts (feature-sink.ts), the same sum as by their strings. */
  private readonly sum: FeatureWeights;

  /** `usesArcs`: trained with a tree, so the analyzer gives it the parser's (decision 068). */
  constructor(
    readonly weights: ReadonlyMap<string, number>,
    readonly usesArcs = false,
  ) {
    this.sum = new FeatureWeights(weights);
  }

  /** What the context adds to word i's reading as `p` (the other words at their tags in `s`; `c`: word i's context, when read). */
  score(s: SentenceView, i: number, p: TagParts, c?: WordContext): number {
    const sum = this.sum;
    sum.total = 0;
    contextFeatures(s, i, p, sum, c);
    if (s.arcs) arcFeatures(s, s.arcs, i, p, sum);
    return sum.total;
  }

  save(path: string, meta: SentenceModelMeta): void {
    const entries = [...this.weights].filter(([, v]) => Math.abs(v) >= SAVE_CUT).map(([k, v]) => [k, Math.round(v * 1000) / 1000]);
    writeFileSync(path, JSON.stringify({ kind: 'latin-sentence-model', version: 1, meta, weights: entries }));
  }

  static load(path: string): SentenceModel {
    const data = JSON.parse(readFileSync(path, 'utf8')) as { kind: string; meta?: SentenceModelMeta; weights: [string, number][] };
    if (data.kind !== 'latin-sentence-model') throw new Error(`${path} is not a Latin sentence model`);
    return new SentenceModel(new Map(data.weights), data.meta?.arcs !== undefined);
  }
}

/** Averaged perceptron weights (Collins 2002), with the usual lazy averaging. */
class Averaged {
  readonly w = new Map<string, number>();
  private readonly u = new Map<string, number>();
  step = 1;

  score(features: readonly string[]): number {
    let t = 0;
    for (const f of features) t += this.w.get(f) ?? 0;
    return t;
  }

  update(features: readonly string[], delta: number): void {
    for (const f of features) {
      this.w.set(f, (this.w.get(f) ?? 0) + delta);
      this.u.set(f, (this.u.get(f) ?? 0) + this.step * delta);
    }
  }

  averaged(keep: (f: string) => boolean): Map<string, number> {
    const out = new Map<string, number>();
    for (const [f, v] of this.w) if (keep(f)) out.set(f, v - (this.u.get(f) ?? 0) / this.step);
    return out;
  }
}

function isNuisance(f: string): boolean {
  return f.startsWith('T|') || f.startsWith('W|');
}

function featuresOf(s: SentenceView, i: number, p: TagParts): string[] {
  const out = new FeatureList();
  out.features.push(`T|${p.tag}`, `W|${s.keys[i]}|${p.tag}`);
  contextFeatures(s, i, p, out);
  if (s.arcs) arcFeatures(s, s.arcs, i, p, out);
  return out.features;
}

/** A deterministic shuffle (so that a training is repeatable). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let x = seed >>> 0 || 1;
  for (let k = out.length - 1; k > 0; k--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (k + 1);
    [out[k], out[j]] = [out[j]!, out[k]!];
  }
  return out;
}

/** Trains the sentence model on gold sentences; `log` gets one line per epoch (the training error rate). */
export function trainSentenceModel(examples: readonly SentenceExample[], options: { epochs?: number; seed?: number; log?: (line: string) => void } = {}): SentenceModel {
  const perceptron = new Averaged();
  const epochs = options.epochs ?? 4;
  for (let epoch = 0; epoch < epochs; epoch++) {
    let seen = 0;
    let wrong = 0;
    for (const ex of shuffled(examples, (options.seed ?? 1) + epoch)) {
      const view: SentenceView = { keys: ex.keys, tags: ex.tags.map(tagParts), ...(ex.arcs ? { arcs: ex.arcs } : {}) };
      for (let i = 0; i < ex.tags.length; i++) {
        const given = ex.candidates[i];
        if (!given) continue;
        const cands = given.includes(ex.tags[i]!) ? given : [...given, ex.tags[i]!];
        if (cands.length < 2) continue;
        const gold = featuresOf(view, i, view.tags[i]!);
        const goldScore = perceptron.score(gold);
        let best: string[] | null = null;
        let bestScore = -Infinity;
        for (const c of cands) {
          if (c === ex.tags[i]) continue;
          const f = featuresOf(view, i, tagParts(c));
          const sc = perceptron.score(f);
          if (sc > bestScore) [best, bestScore] = [f, sc];
        }
        seen++;
        // A tie is an error: the gold tag has to win outright.
        if (best && bestScore >= goldScore) {
          wrong++;
          perceptron.update(gold, 1);
          perceptron.update(best, -1);
        }
        perceptron.step++;
      }
    }
    options.log?.(`epoch ${epoch + 1}: ${seen} ambiguous words, ${((100 * wrong) / Math.max(1, seen)).toFixed(2)} % wrong`);
  }
  return new SentenceModel(perceptron.averaged((f) => !isNuisance(f)), examples.some((ex) => ex.arcs !== undefined));
}
