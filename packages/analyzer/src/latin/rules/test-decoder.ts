/**
 * For the rules' tests: made-up sentences, and a decoder whose scores are given per token and tag, so that each
 * rule can be checked alone under the real registry. Tags get ids as the tests name them.
 */
import type { Allow, ConstraintToken, Decoder, Pass } from '../../core/constraints/types';
import type { Analysis } from '../../core/types';
import type { ConstraintContext } from './registry';

const TAGS: string[] = [];
const IDS = new Map<string, number>();

/** The tag's id, given on first use. */
export function idOf(tag: string): number {
  let id = IDS.get(tag);
  if (id === undefined) IDS.set(tag, (id = TAGS.push(tag) - 1));
  return id;
}

/** A word with its candidate tags (and lexicon analyses when a rule reads them). */
export function token(key: string, tags: string[], analyses: Partial<Analysis>[] = []): ConstraintToken {
  for (const tag of tags) idOf(tag);
  return { key, wordLike: true, tags, analyses: analyses as Analysis[] };
}
export const comma = (): ConstraintToken => ({ key: ',', wordLike: false, tags: ['PUNCT'], analyses: [] });
export const period = (): ConstraintToken => ({ key: '.', wordLike: false, tags: ['PUNCT'], analyses: [] });

/**
 * Each token's candidate scores (an object literal, tag → score: `{ ADP: 1 }`); the best allowed candidate of
 * each token wins (no history).
 */
export function decoder(scores: readonly object[]): Decoder {
  const tables = scores.map((s) => Object.entries(s) as [string, number][]);
  const run = (allow?: Allow): Pass => {
    const candidates = tables.map((s) => Int32Array.from(s.map(([tag]) => idOf(tag))));
    const values = tables.map((s) => Float64Array.from(s.map(([, score]) => score)));
    const ids = Int32Array.from(candidates.map((c, i) => {
      let best = -1;
      c.forEach((t, k) => {
        if ((!allow || allow(i, t)) && (best < 0 || values[i]![k]! > values[i]![c.indexOf(best)]!)) best = t;
      });
      return best;
    }));
    return { ids, candidates, scores: values };
  };
  return { scored: run, ids: (allow) => run(allow).ids };
}

// Test analyses carry their tag (`tag`); without one, the tag is the part of speech.
const tagOf = (a: Analysis) => (a as Analysis & { tag?: string }).tag ?? a.upos;
/** A context with made-up lexicon counts: agricola 50, every other lemma 5. */
export const ctx: ConstraintContext = { tagName: (i: number) => TAGS[i]!, frequency: (a: Analysis) => (a.lemma === 'agricola' ? 50 : 5), tagOf };
export const tagsOf = (p: Pass) => Array.from(p.ids, (i) => TAGS[i]);
