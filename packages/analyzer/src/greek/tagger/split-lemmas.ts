/**
 * Which lemmas a treebank splits between parts of speech by context, and into which classes (context-pos.ts learns
 * a classifier for them): a lemma of at least MIN_OCCURRENCES whose most frequent part of speech has less than
 * SPLIT_SHARE of them; for the annotations of BY_MINORITY (UD PROIEL) also one whose other parts of speech together
 * have at least MIN_MINORITY occurrences, however small their share (its ὁ: PRON 97 times of 1,949, in ὁ δέ, ὃ μέν;
 * its αὐτός DET in ὁ αὐτός). A class needs CLASS_SHARE of the occurrences, or there MIN_MINORITY of its own.
 * Example: `splitClasses(new Map([['DET', 1852], ['PRON', 97]]), 'proiel')` → ['DET', 'PRON'].
 */
export const MIN_OCCURRENCES = 40;
export const SPLIT_SHARE = 0.9;
export const MIN_MINORITY = 15;
/** A part of speech below this share of a lemma's occurrences (and below MIN_MINORITY) is not learnt. */
const CLASS_SHARE = 0.05;
/**
 * The annotations split by a frequent minority: UD PROIEL, where it pays in cross-validation (decision 069). AGDT and
 * PTNK keep the share alone (on UD Perseus dev typed without accents it cost two tokens).
 */
const BY_MINORITY: ReadonlySet<string> = new Set(['proiel']);

/** The classes of a split lemma, the most frequent first (ties by name), or undefined where it is not split. */
export function splitClasses(counts: ReadonlyMap<string, number>, annotation: string): string[] | undefined {
  let total = 0;
  for (const n of counts.values()) total += n;
  if (total < MIN_OCCURRENCES) return undefined;
  const minority = BY_MINORITY.has(annotation) ? MIN_MINORITY : Infinity;
  const classes = [...counts].filter(([, n]) => n >= CLASS_SHARE * total || n >= minority).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([c]) => c);
  if (classes.length < 2) return undefined;
  const top = counts.get(classes[0]!)!;
  return top < SPLIT_SHARE * total || total - top >= minority ? classes : undefined;
}
