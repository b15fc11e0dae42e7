/**
 * The sentence model's pass over a decoded sentence (decision 044): each word's candidates of its part of speech
 * are scored again with the other words at their current tags; a word moves to another candidate when `weight` ×
 * what the rest of the sentence says for it (model.ts) beats its own tag's by more than the tagger's score puts
 * it below (in the path's context), and that is less than `margin`. Two sweeps from left to right let a change
 * reach the words before it.
 */
import type { Arcs } from './arc-features';
import { keptFromNominative, secondNominative } from './rerank-guards';
import { ClauseIndex } from './clause-index';
import { clauseOf, contextOf, tagParts, type SentenceView, type TagParts, type WordContext } from './features';
import type { SentenceModel } from './model';

export interface RerankOptions {
  weight: number;
  /** How far below the chosen tag's tagger score a candidate may be (the grammar rules' choices stay). */
  margin: number;
  sweeps?: number;
  /** Only candidates of the chosen tag's part of speech (case, number, gender, mood, not the word class). */
  sameUpos?: boolean;
  /** Forbid the moves rerank-guards.ts names (to the nominative); default true, false to measure it. */
  guards?: boolean;
}

/** The defaults, chosen by cross-validation on the school-canon folds (decision 044). */
export const RERANK_DEFAULTS: RerankOptions = { weight: 2, margin: 40, sweeps: 2, sameUpos: true };

/**
 * The parts of each tag id, per naming of the ids (a language's `tagName`, made once): filled on first use and
 * read by id, instead of looking each tag's name up among the parts per sentence.
 */
const partsByNaming = new WeakMap<(id: number) => string, TagParts[]>();

function partsTable(tagName: (id: number) => string): TagParts[] {
  let table = partsByNaming.get(tagName);
  if (!table) partsByNaming.set(tagName, (table = []));
  return table;
}

/** One sentence being re-ranked: its view (the current tags), candidates and tagger scores. */
class Sentence {
  readonly view: SentenceView;
  /** Read when a word first has a candidate within reach (a sentence where none has needs no clauses). */
  private clauseIndex: ClauseIndex | undefined;
  private readonly parts: TagParts[];
  constructor(
    readonly model: SentenceModel,
    keys: readonly string[],
    readonly ids: Int32Array,
    readonly candidates: readonly Int32Array[],
    readonly scores: readonly Float64Array[],
    readonly tagName: (id: number) => string,
    readonly options: RerankOptions,
    arcs?: Arcs,
  ) {
    this.parts = partsTable(tagName);
    const tags: TagParts[] = new Array(ids.length);
    for (let i = 0; i < ids.length; i++) tags[i] = this.partsOf(ids[i]!);
    this.view = arcs ? { keys, tags, arcs } : { keys, tags };
  }

  private get clauses(): ClauseIndex {
    return (this.clauseIndex ??= new ClauseIndex(this.view));
  }

  context(i: number, p: TagParts, c: WordContext): number {
    return this.options.weight * this.model.score(this.view, i, p, c);
  }

  /** The parts of a tag id. */
  partsOf(id: number): TagParts {
    return (this.parts[id] ??= tagParts(this.tagName(id)));
  }

  /**
   * What it costs in tagger score to read word i as its k-th candidate instead of its tag (at index `at`), or
   * NaN when the candidate is out of reach: further below than the margin, or of another part of speech. A
   * candidate the tagger's local score prefers but its path (or a grammar rule) did not gets no credit for it.
   */
  cost(i: number, at: number, k: number): number {
    const own = this.scores[i]![at]!;
    const local = this.scores[i]![k]!;
    if (!(local >= own - this.options.margin)) return NaN;
    if (this.options.sameUpos && this.partsOf(this.candidates[i]![k]!).upos !== this.view.tags[i]!.upos) return NaN;
    return Math.max(0, own - local);
  }

  set(i: number, k: number): void {
    this.ids[i] = this.candidates[i]![k]!;
    const was = this.view.tags[i]!;
    (this.view.tags as TagParts[])[i] = this.partsOf(this.ids[i]!);
    this.clauses.moved(i, was);
  }

  /** Moves word i to its best candidate in context; true when it moved. */
  moveOne(i: number): boolean {
    const cands = this.candidates[i]!;
    if (cands.length < 2) return false;
    // The loops below are written out (no typed-array indexOf, no destructuring): every word of every sentence
    // comes here, in a CLI run without the optimizing compiler's inlining (decision 074).
    const id = this.ids[i]!;
    let at = 0;
    while (at < cands.length && cands[at] !== id) at++;
    if (at === cands.length) return false;
    let base = NaN;
    let c: WordContext | undefined;
    let best = at;
    let bestGain = 0;
    let clause: [number, number] | undefined;
    const own = this.scores[i]![at]!;
    const reach = own - this.options.margin;
    for (let k = 0; k < cands.length; k++) {
      if (k === at || !(this.scores[i]![k]! >= reach)) continue;
      const cost = this.cost(i, at, k);
      if (Number.isNaN(cost)) continue;
      // No second subject, no subject without a verb, no ablative noun made a subject (rerank-guards.ts).
      if (this.options.guards !== false) {
        clause ??= this.clauses.has(i) ? this.clauses.clauseOf(i) : clauseOf(this.view, i);
        const p = this.partsOf(cands[k]!);
        if (secondNominative(this.view, i, p, clause[0], clause[1]) || keptFromNominative(this.view, i, p, clause[0], clause[1])) continue;
      }
      // The context of the word's own tag is scored only when some candidate is within reach (most words have none).
      if (c === undefined) {
        c = contextOf(this.view, i, this.clauses);
        base = this.context(i, this.view.tags[i]!, c);
      }
      const gain = this.context(i, this.partsOf(cands[k]!), c) - base - cost;
      if (gain > bestGain) {
        best = k;
        bestGain = gain;
      }
    }
    if (best === at) return false;
    this.set(i, best);
    return true;
  }
}

/**
 * Re-ranks one sentence in place: `ids` are its tag ids, `candidates`/`scores` each word's candidate ids and
 * tagger scores; `keys` the words' look-up keys; `constrained` the words the grammar rules decided, left as
 * they are; `arcs`: the parser's tree of the sentence (read on the tags before re-ranking). Returns how many words moved.
 */
export function rerankSentence(
  model: SentenceModel,
  keys: readonly string[],
  ids: Int32Array,
  candidates: readonly Int32Array[],
  scores: readonly Float64Array[],
  tagName: (id: number) => string,
  options: RerankOptions = RERANK_DEFAULTS,
  constrained?: ReadonlySet<number>,
  arcs?: Arcs,
): number {
  const s = new Sentence(model, keys, ids, candidates, scores, tagName, options, arcs);
  const n = ids.length;
  let changed = 0;
  for (let sweep = 0; sweep < (options.sweeps ?? 2); sweep++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      // A word a grammar rule decided keeps its reading (constraints.ts).
      if (constrained?.has(i) || !s.moveOne(i)) continue;
      changed++;
      moved = true;
    }
    if (!moved) break;
  }
  return changed;
}
