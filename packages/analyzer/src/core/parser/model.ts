/**
 * A greedy labelled dependency parser (decision 068): the arc-hybrid system of transitions.ts, each move chosen by
 * an averaged perceptron over features.ts, one weight vector (over the moves) per feature. Trained with the
 * dynamic oracle and exploration (Goldberg and Nivre 2012): after the first epoch the parser mostly follows its own
 * moves, so that it learns to go on well after a mistake, and non-projective trees train too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readRowWeights, writeRowWeights } from '../tagger/row-file';
import { RowWeights, type RowScorer } from '../tagger/rows';
import { PARSER_FEATURES, parserFeatures, type ParserWord } from './features';
import { codeOf, Configuration, LEFT, moveCost, moveOf, RIGHT, SHIFT } from './transitions';

/** A parsed sentence: heads (1-based words, 0 the root) and relation names, index 0 unused. */
export interface Parse {
  heads: Int32Array;
  relations: string[];
}

/** A training sentence: its words (index 0 unused) and gold tree. */
export interface ParserExample {
  words: readonly ParserWord[];
  heads: readonly number[];
  relations: readonly string[];
}

export interface ParserMeta {
  commercial: boolean;
  epochs: number;
  sources: string[];
}

/** Averaged weights below this (in absolute value) are not kept. */
const SAVE_CUT = 0.05;
const FORMAT_VERSION = 1;

export class DependencyParser {
  /** The features of the last configuration scored (overwritten by the next call), and how many. */
  readonly features = new Uint32Array(PARSER_FEATURES);
  featureCount = 0;
  private readonly scores: Float64Array;
  private readonly moves: Int32Array;

  constructor(
    readonly labels: readonly string[],
    readonly weights: Pick<RowScorer, 'addScores'>,
  ) {
    this.scores = new Float64Array(1 + 2 * labels.length);
    this.moves = Int32Array.from(this.scores, (_, k) => k);
  }

  /** The scores of every move in configuration `c` (shared array, overwritten by the next call). */
  scoreMoves(c: Configuration, words: readonly ParserWord[]): Float64Array {
    this.scores.fill(0);
    this.featureCount = parserFeatures(c, words, this.features);
    this.weights.addScores(this.features, 0, this.featureCount, this.moves, this.moves.length, this.scores);
    return this.scores;
  }

  /** Parses a sentence (`words[0]` unused: the root). */
  parse(words: readonly ParserWord[]): Parse {
    const c = new Configuration(words.length - 1);
    while (!c.done()) c.apply(bestMove(c, this.scoreMoves(c, words), null));
    return { heads: c.heads, relations: Array.from(c.labels, (l) => (l >= 0 ? this.labels[l]! : '')) };
  }

  /** Writes `<base>.json` (labels, what the training recorded) and `<base>.weights` (the weight rows). */
  save(base: string, meta: ParserMeta): void {
    const w = this.weights;
    if (!(w instanceof RowWeights)) throw new Error('only a trained parser is saved');
    writeFileSync(`${base}.json`, JSON.stringify({ kind: 'dependency-parser', version: FORMAT_VERSION, meta, labels: this.labels }));
    writeRowWeights(`${base}.weights`, w, FORMAT_VERSION);
  }

  static load(base: string): DependencyParser {
    const data = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as { kind: string; version: number; labels: string[] };
    if (data.kind !== 'dependency-parser' || data.version !== FORMAT_VERSION) throw new Error(`${base} is not a dependency parser model`);
    const { version, weights } = readRowWeights(`${base}.weights`);
    if (version !== FORMAT_VERSION) throw new Error(`${base}.weights is not a dependency parser's weights of version ${FORMAT_VERSION}`);
    return new DependencyParser(data.labels, weights);
  }
}

/**
 * Weights while training: a dense row over the moves per feature (one look-up per feature when scoring), with the
 * running sums of the averaged perceptron (Daumé's trick: the average is w − u / step).
 */
class DenseRows {
  private readonly rows = new Map<number, { w: Float32Array; u: Float64Array }>();
  constructor(private readonly size: number) {}

  addScores(features: Uint32Array, from: number, to: number, _parts: Int32Array, _n: number, out: Float64Array): void {
    for (let j = from; j < to; j++) {
      const row = this.rows.get(features[j]!);
      if (!row) continue;
      const w = row.w;
      for (let k = 0; k < w.length; k++) out[k]! += w[k]!;
    }
  }

  update(feature: number, code: number, delta: number, step: number): void {
    let row = this.rows.get(feature);
    if (!row) this.rows.set(feature, (row = { w: new Float32Array(this.size), u: new Float64Array(this.size) }));
    row.w[code]! += delta;
    row.u[code]! += step * delta;
  }

  /** The averaged weights at `step` as rows to parse with, dropping those below `minAbs`. */
  averaged(step: number, minAbs: number): RowWeights {
    const features: number[] = [];
    const parts: number[] = [];
    const values: number[] = [];
    for (const [f, { w, u }] of this.rows) {
      for (let k = 0; k < w.length; k++) {
        const v = w[k]! - u[k]! / step;
        if (Math.abs(v) < minAbs) continue;
        features.push(f);
        parts.push(k);
        values.push(v);
      }
    }
    return RowWeights.fromTriples(Uint32Array.from(features), Int32Array.from(parts), Float32Array.from(values), this.size);
  }
}

/** The best-scoring move `c` allows (with `allowed`, only those it marks). */
function bestMove(c: Configuration, scores: Float64Array, allowed: ((code: number) => boolean) | null): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let code = 0; code < scores.length; code++) {
    if (!c.canDo(moveOf(code)) || (allowed && !allowed(code))) continue;
    if (scores[code]! > bestScore) [best, bestScore] = [code, scores[code]!];
  }
  return best;
}

/** The label a move would give its arc, or −1 when the arc is not gold (any label then costs the same). */
function goldLabel(c: Configuration, move: number, heads: readonly number[], labels: Int32Array): number {
  const s0 = c.s(0);
  const head = move === LEFT ? c.b(0) : c.s(1);
  return heads[s0] === head ? labels[s0]! : -1;
}

/** A deterministic random sequence (xorshift), so that a training is repeatable. */
function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** Trains the parser; `log` gets one line per epoch (the share of moves the model got wrong). */
export function trainParser(examples: readonly ParserExample[], options: { epochs?: number; seed?: number; explore?: number; log?: (line: string) => void } = {}): DependencyParser {
  const labelIndex = new Map<string, number>();
  for (const ex of examples) for (let i = 1; i < ex.relations.length; i++) if (!labelIndex.has(ex.relations[i]!)) labelIndex.set(ex.relations[i]!, labelIndex.size);
  const labels = [...labelIndex.keys()];
  const size = 1 + 2 * labels.length;
  const w = new DenseRows(size);
  const parser = new DependencyParser(labels, w);
  const rand = random(options.seed ?? 7);
  const order = examples.map((_, k) => k);
  let step = 1;
  const update = (feats: Uint32Array, count: number, code: number, delta: number) => {
    for (let k = 0; k < count; k++) w.update(feats[k]!, code, delta, step);
  };
  const epochs = options.epochs ?? 10;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let k = order.length - 1; k > 0; k--) {
      const j = Math.floor(rand() * (k + 1));
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    let moves = 0;
    let wrong = 0;
    for (const e of order) {
      const ex = examples[e]!;
      const goldLabels = Int32Array.from(ex.relations, (r) => labelIndex.get(r) ?? -1);
      const c = new Configuration(ex.words.length - 1);
      while (!c.done()) {
        const costs = [SHIFT, LEFT, RIGHT].map((m) => (c.canDo(m) ? moveCost(c, m, ex.heads) : Infinity));
        const least = Math.min(...costs);
        const zero = (code: number) => {
          const move = moveOf(code);
          if (costs[move] !== least) return false;
          if (move === SHIFT) return true;
          const g = goldLabel(c, move, ex.heads, goldLabels);
          return g < 0 || codeOf(move, g) === code;
        };
        const scores = parser.scoreMoves(c, ex.words);
        const feats = parser.features.slice(0, parser.featureCount);
        const predicted = bestMove(c, scores, null);
        const gold = bestMove(c, scores, zero);
        moves++;
        if (!zero(predicted)) {
          wrong++;
          update(feats, feats.length, gold, 1);
          update(feats, feats.length, predicted, -1);
        }
        step++;
        const explore = epoch > 0 && rand() < (options.explore ?? 0.9);
        c.apply(explore ? predicted : gold);
      }
    }
    options.log?.(`epoch ${epoch + 1}: ${moves} moves, ${((100 * wrong) / Math.max(1, moves)).toFixed(2)} % wrong`);
  }
  return new DependencyParser(labels, w.averaged(step, SAVE_CUT));
}
