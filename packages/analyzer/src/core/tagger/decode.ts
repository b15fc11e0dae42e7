/**
 * Beam decoding over the tag history: at each token, every kept state (its last two tags) extends with
 * every candidate; the best `width` states survive, two states ending in the same pair of tags being
 * merged (the model cannot tell them apart afterwards, Viterbi-style). Width 1 is greedy decoding.
 */
import type { CandidateBuffer } from './candidates';

/** What beam decoding needs from an engine: the candidates, and scores of a token's candidates in context. */
export interface BeamScorer {
  /** Number of tokens of the prepared sentence. */
  readonly length: number;
  readonly cands: CandidateBuffer;
  /** Scores of token i's candidates after scoreHistory (index k − cands.start[i]). */
  readonly scores: Float64Array;
  /** `lean`: the engine may leave out scores that shift every path alike (see TaggerEngine.scoreStatic). */
  scoreStatic(i: number, lean?: boolean): void;
  scoreHistory(i: number, t1: number, t2: number): void;
}

/** Beam of training: the structured perceptron learns on paths decoded with it. */
export const TRAINING_BEAM_WIDTH = 4;
/**
 * Beam of tagging: a model trained with width 4 tags as well with 3 (UD Latin folds: UPOS, lemma and core
 * features within ±0.01–0.07 points, Perseus, PROIEL and ITTB) and 5–20 % faster (decision 011).
 */
export const TAGGING_BEAM_WIDTH = 3;

/** Reusable buffers for {@link decodeBeam}. */
export class BeamBuffers {
  tag = new Int32Array(0);
  back = new Int32Array(0);
  score = new Float64Array(0);
  size = new Int32Array(0);

  ensure(n: number, width: number): void {
    if (this.tag.length >= n * width && this.size.length >= n) return;
    this.tag = new Int32Array(n * width * 2);
    this.back = new Int32Array(n * width * 2);
    this.score = new Float64Array(n * width * 2);
    this.size = new Int32Array(n * 2);
  }
}

/**
 * Decodes a prepared sentence into `out` (tag ids). `allowed`, aligned with `engine.cands.ids`, forbids
 * the candidates marked 0 (a constraint on the reading, e.g. the case a preposition governs).
 */
export function decodeBeam(engine: BeamScorer, out: Int32Array, width: number, buf: BeamBuffers, allowed?: Uint8Array): void {
  const n = engine.length;
  if (n === 0) return;
  buf.ensure(n, width);
  const { tag, back, score, size } = buf;
  const ids = engine.cands.ids;
  for (let i = 0; i < n; i++) {
    engine.scoreStatic(i, true);
    const from = engine.cands.start[i]!;
    const count = engine.cands.count(i);
    const prevStates = i === 0 ? 1 : size[i - 1]!;
    const at = i * width;
    let kept = 0;
    for (let s = 0; s < prevStates; s++) {
      const ps = (i - 1) * width + s;
      const t1 = i === 0 ? -1 : tag[ps]!;
      const t2 = i < 2 ? -1 : tag[(i - 2) * width + back[ps]!]!;
      const base = i === 0 ? 0 : score[ps]!;
      engine.scoreHistory(i, t1, t2);
      for (let k = 0; k < count; k++) {
        if (allowed && allowed[from + k] === 0) continue;
        const total = base + engine.scores[k]!;
        const t = ids[from + k]!;
        // Merge with a kept state that has the same last two tags.
        let same = -1;
        for (let q = 0; q < kept; q++) {
          if (tag[at + q] === t && (i === 0 || tag[(i - 1) * width + back[at + q]!] === t1)) {
            same = q;
            break;
          }
        }
        if (same >= 0) {
          if (score[at + same]! >= total) continue;
          removeAt(buf, at, kept--, same);
        } else if (kept === width) {
          if (score[at + kept - 1]! >= total) continue;
          kept--;
        }
        // Insert keeping the states sorted best first.
        let q = kept;
        while (q > 0 && score[at + q - 1]! < total) {
          tag[at + q] = tag[at + q - 1]!;
          back[at + q] = back[at + q - 1]!;
          score[at + q] = score[at + q - 1]!;
          q--;
        }
        tag[at + q] = t;
        back[at + q] = s;
        score[at + q] = total;
        kept++;
      }
    }
    size[i] = kept;
  }
  let s = 0;
  for (let i = n - 1; i >= 0; i--) {
    out[i] = tag[i * width + s]!;
    s = back[i * width + s]!;
  }
}

function removeAt(buf: BeamBuffers, at: number, kept: number, q: number): void {
  for (let r = q; r < kept - 1; r++) {
    buf.tag[at + r] = buf.tag[at + r + 1]!;
    buf.back[at + r] = buf.back[at + r + 1]!;
    buf.score[at + r] = buf.score[at + r + 1]!;
  }
}
