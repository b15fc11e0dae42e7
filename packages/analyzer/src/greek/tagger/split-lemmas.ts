/**
 * Which lemmas a Greek treebank splits between parts of speech by context (context-pos.ts learns a classifier for
 * them, core/context-pos/learn.ts): the core's rule by share, and for the annotations of BY_MINORITY (UD PROIEL)
 * also a lemma whose other parts of speech together have at least MIN_MINORITY occurrences, however small their
 * share (its ὁ: PRON 97 times of 1,949, in ὁ δέ, ὃ μέν; its αὐτός DET in ὁ αὐτός).
 * Example: `greekSplitClasses(new Map([['DET', 1852], ['PRON', 97]]), 'proiel')` → ['DET', 'PRON'].
 */
import { splitClasses } from '../../core/context-pos/learn';

export const MIN_MINORITY = 15;
/**
 * The annotations split by a frequent minority: UD PROIEL, where it pays in cross-validation (decision 069). AGDT and
 * PTNK keep the share alone (on UD Perseus dev typed without accents it cost two tokens).
 */
const BY_MINORITY: ReadonlySet<string> = new Set(['proiel']);

/** The classes of a split lemma of an annotation, the most frequent first (ties by name), or undefined. */
export function greekSplitClasses(counts: ReadonlyMap<string, number>, annotation: string): string[] | undefined {
  return splitClasses(counts, BY_MINORITY.has(annotation) ? MIN_MINORITY : Infinity);
}
