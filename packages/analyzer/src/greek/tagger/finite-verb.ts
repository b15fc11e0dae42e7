/**
 * A rule the tagger's statistics miss, as a constraint on a second decoding: a clause (the words between stops:
 * . ; · :) where no word was read as a finite verb gives the finite reading to its word with the most frequent
 * one (the best prior bucket), outside article phrases (οἱ πολῖται τοῦ ῥήτορος ἀκούουσιν: "ascoltano", not the
 * dative participle; but τοῖς ἀκούουσιν stays a participle).
 * Example: `finiteVerbConstraint(stops, tags, priors, chosen, tagName)` → allow(token, tag) or undefined.
 */
import type { Allow } from './vocative';

const FINITE = 'VerbForm=Fin';

export function finiteVerbConstraint(
  stops: readonly boolean[],
  tags: readonly (readonly string[] | null)[],
  priors: readonly (readonly number[] | null)[],
  chosen: Int32Array,
  tagName: (id: number) => string,
): Allow | undefined {
  const forced = new Set<number>();
  let start = 0;
  for (let i = 0; i <= stops.length; i++) {
    if (i < stops.length && !stops[i]) continue;
    let hasFinite = false;
    let best = -1;
    let bestBucket = Infinity;
    for (let j = start; j < i; j++) {
      if (tagName(chosen[j]!).includes(FINITE)) hasFinite = true;
      // After an article the word is in its phrase (τοῖς ἀκούουσιν).
      if (j > 0 && tagName(chosen[j - 1]!).startsWith('DET|')) continue;
      const list = tags[j];
      if (!list) continue;
      list.forEach((tag, k) => {
        const bucket = priors[j]?.[k] ?? 8;
        if (tag.includes(FINITE) && bucket < bestBucket) [best, bestBucket] = [j, bucket];
      });
    }
    if (!hasFinite && best >= 0) forced.add(best);
    start = i + 1;
  }
  if (forced.size === 0) return undefined;
  return (token, tagId) => !forced.has(token) || tagName(tagId).includes(FINITE);
}
