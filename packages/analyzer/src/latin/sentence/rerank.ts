/**
 * The sentence model's pass over a decoded sentence (decision 044): each word's candidates are scored again,
 * with the other words at their current tags; a word moves to
 * another candidate when `weight` × what the rest of the sentence says for it (model.ts) beats its own tag's by
 * more than the tagger's score puts it below (in the path's context), and that is less than `margin`. Two sweeps from left to right let a change reach the words before it.
 */
import { tagParts, type SentenceView, type TagParts } from './features';
import type { SentenceModel } from './model';

export interface RerankOptions {
  weight: number;
  /** How far below the chosen tag's tagger score a candidate may be (the grammar rules' choices stay). */
  margin: number;
  sweeps?: number;
  /** Only candidates of the chosen tag's part of speech (case, number, gender, mood, not the word class). */
  sameUpos?: boolean;
}

/** The defaults, chosen by cross-validation on the school-canon folds (decision 044). */
export const RERANK_DEFAULTS: RerankOptions = { weight: 2, margin: 40, sweeps: 2, sameUpos: true };

/**
 * Re-ranks one sentence in place: `ids` are its tag ids, `candidates`/`scores` each word's candidate ids and
 * tagger scores; `keys` the words' look-up keys. Returns how many words changed.
 */
export function rerankSentence(
  model: SentenceModel,
  keys: readonly string[],
  ids: Int32Array,
  candidates: readonly Int32Array[],
  scores: readonly Float64Array[],
  tagName: (id: number) => string,
  options: RerankOptions = RERANK_DEFAULTS,
): number {
  const n = ids.length;
  const tags: TagParts[] = new Array(n);
  for (let i = 0; i < n; i++) tags[i] = tagParts(tagName(ids[i]!));
  const view: SentenceView = { keys, tags };
  const scratch: string[] = [];
  let changed = 0;
  for (let sweep = 0; sweep < (options.sweeps ?? 2); sweep++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      const cands = candidates[i]!;
      if (cands.length < 2) continue;
      const at = cands.indexOf(ids[i]!);
      if (at < 0) continue;
      const own = scores[i]![at]!;
      const floor = own - options.margin;
      const base = options.weight * model.score(view, i, tags[i]!, scratch);
      let best = at;
      let bestGain = 0;
      for (let k = 0; k < cands.length; k++) {
        const local = scores[i]![k]!;
        if (k === at || !(local >= floor)) continue;
        if (options.sameUpos && tagParts(tagName(cands[k]!)).upos !== tags[i]!.upos) continue;
        // A candidate the tagger's local score prefers but its path (or a grammar rule) did not gets no credit for it.
        const gain = options.weight * model.score(view, i, tagParts(tagName(cands[k]!)), scratch) - base - Math.max(0, own - local);
        if (gain > bestGain) [best, bestGain] = [k, gain];
      }
      if (best === at) continue;
      ids[i] = cands[best]!;
      tags[i] = tagParts(tagName(cands[best]!));
      changed++;
      moved = true;
    }
    if (!moved) break;
  }
  return changed;
}
