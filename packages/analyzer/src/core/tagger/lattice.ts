/**
 * One sentence prepared for decoding (the pipeline's tag stage): each token's candidates and cached form
 * entry, and the scores computed so far. Decoding it again under other constraints (the grammar rules) reuses
 * them: static scores are computed once per token, history scores once per (token, previous two tags) state.
 * A lattice outlives the next sentence's preparation, so every sentence of a text can be prepared before any
 * is decoded.
 */
import { PROFILE_SIZE } from './agreement';
import { CandidateBuffer } from './candidates';
import { NO_CONVENTION } from './features';
import type { FormEntry } from './form-cache';

/** History scores kept per token: decodings under the rules and the chosen path's scoring meet the same states. */
export const MEMO_SLOTS = 6;

export class Lattice {
  length = 0;
  convention = NO_CONVENTION;
  // Every buffer starts empty and is sized by reset for the sentences it meets (twice the first one's size):
  // the CLI keeps one lattice per sentence of its input, and fixed buffers for 64 tokens and 1,024 candidates
  // (70 KB) made a long input allocate and collect ten times what it used.
  readonly cands = new CandidateBuffer(0);
  entries: FormEntry[] = [];
  /** Written shape of each token (features.ts shapeOf, +8 at the sentence start). */
  shapes = new Uint8Array(0);
  /** Per token: whether its static scores are in `staticScore` (0, STATIC_EXACT, STATIC_LEAN of engine.ts). */
  staticDone = new Uint8Array(0);
  staticScore = new Float64Array(0);
  /** Agreement profiles of the tokens, PROFILE_SIZE bytes each. */
  profiles = new Uint8Array(0);
  /** Per token: its candidates' clause roles, punctuation or not, what its clause offers (clause.ts). */
  offers = new Uint8Array(0);
  boundary = new Uint8Array(0);
  clause = new Uint8Array(0);
  /** Per token: how many history states are memoised, their (t1, t2), and their scores (MEMO_SLOTS × candidates each). */
  memoCount = new Uint8Array(0);
  memoKeys = new Int32Array(0);
  memoScores = new Float64Array(0);
  /**
   * The per-token views of a copy of the candidates, as TaggerModel.decodeWithScores gives them: made at the
   * sentence's first scored decoding and given again by the others (the candidates do not change until the
   * lattice is prepared again, which makes a new copy and leaves the old one to whoever holds it).
   */
  candidateViews: Int32Array[] | null = null;

  /** Sizes the buffers for `n` tokens with `total` candidates and clears the per-token marks. */
  reset(n: number, total: number): void {
    this.length = n;
    this.candidateViews = null;
    if (this.shapes.length < n) {
      this.shapes = new Uint8Array(n * 2);
      this.staticDone = new Uint8Array(n * 2);
      this.offers = new Uint8Array(n * 2);
      this.boundary = new Uint8Array(n * 2);
      this.clause = new Uint8Array(n * 2);
      this.memoCount = new Uint8Array(n * 2);
      this.memoKeys = new Int32Array(n * 2 * MEMO_SLOTS * 2);
      this.profiles = new Uint8Array(n * 2 * PROFILE_SIZE);
    } else {
      this.staticDone.fill(0, 0, n);
      this.memoCount.fill(0, 0, n);
    }
    const c = this.cands;
    if (c.start.length < n + 1) c.start = new Int32Array(n * 2 + 1);
    if (c.ids.length < total) c.ids = new Int32Array(total * 2);
    if (this.staticScore.length < total) this.staticScore = new Float64Array(total * 2);
    if (this.memoScores.length < total * MEMO_SLOTS) this.memoScores = new Float64Array(total * 2 * MEMO_SLOTS);
  }
}
