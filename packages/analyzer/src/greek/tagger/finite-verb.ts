/**
 * A rule the tagger's statistics miss, as a constraint on a second decoding: a clause (the words between stops:
 * . ; · :) where no word was read as a finite verb gives the finite reading to its word with the most frequent
 * one (the best prior bucket), outside article phrases (οἱ πολῖται τοῦ ῥήτορος ἀκούουσιν: "ascoltano", not the
 * dative participle; but τοῖς ἀκούουσιν stays a participle).
 * Example: `finiteVerbConstraint(stops, tags, priors, chosen, tagName)` → allow(token, tag) or undefined.
 */
import { clauseRanges } from './clauses';
import type { Allow } from './vocative';

const FINITE = 'VerbForm=Fin';

/** Per tag: whether it is finite (1) and an article's or determiner's (2); a tagset has a few thousand tags. */
const flagsOf = new Map<string, number>();
function flags(tag: string): number {
  let f = flagsOf.get(tag);
  if (f === undefined) flagsOf.set(tag, (f = (tag.includes(FINITE) ? 1 : 0) | (tag.startsWith('DET|') ? 2 : 0)));
  return f;
}

/** Per candidate list (a form's, kept with its form): the best prior bucket of its finite tags and where it is. */
const bestFinite = new WeakMap<readonly string[], number>();
function bestFiniteBucket(list: readonly string[], priors: readonly number[] | null | undefined): number {
  let best = bestFinite.get(list);
  if (best === undefined) {
    best = Infinity;
    list.forEach((tag, k) => {
      const bucket = priors?.[k] ?? 8;
      if (flags(tag) & 1 && bucket < best!) best = bucket;
    });
    bestFinite.set(list, best);
  }
  return best;
}

export function finiteVerbConstraint(
  stops: readonly boolean[],
  tags: readonly (readonly string[] | null)[],
  priors: readonly (readonly number[] | null)[],
  chosen: Int32Array,
  tagName: (id: number) => string,
): Allow | undefined {
  const forced = new Set<number>();
  for (const [start, i] of clauseRanges(stops)) {
    let hasFinite = false;
    let best = -1;
    let bestBucket = Infinity;
    for (let j = start; j < i; j++) {
      if (flags(tagName(chosen[j]!)) & 1) hasFinite = true;
      // After an article the word is in its phrase (τοῖς ἀκούουσιν).
      if (j > 0 && flags(tagName(chosen[j - 1]!)) & 2) continue;
      const list = tags[j];
      if (!list) continue;
      const bucket = bestFiniteBucket(list, priors[j]);
      if (bucket < bestBucket) [best, bestBucket] = [j, bucket];
    }
    if (!hasFinite && best >= 0) forced.add(best);
  }
  if (forced.size === 0) return undefined;
  return (token, tagId) => !forced.has(token) || (flags(tagName(tagId)) & 1) === 1;
}
