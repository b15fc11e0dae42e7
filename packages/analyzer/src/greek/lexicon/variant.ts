/**
 * Readings made from a lexicon reading by the analyzer (the treebanks' lemma, a degree or person the lexicon left
 * out: tagger/choose.ts, italian/school-reading.ts) remember the reading they come from, so that it is not offered
 * again as an alternative of itself. Example: `rootReading(variantOf(a, { feats }))` → `a`.
 */
import type { GreekAnalysis } from './index';

const roots = new WeakMap<GreekAnalysis, GreekAnalysis>();

/** The reading `source` with `changes`, remembering the lexicon reading it comes from. */
export function variantOf(source: GreekAnalysis, changes: Partial<GreekAnalysis>): GreekAnalysis {
  const out = { ...source, ...changes };
  roots.set(out, roots.get(source) ?? source);
  return out;
}

/** The lexicon reading a reading was made from (itself when it is one). */
export function rootReading(reading: GreekAnalysis): GreekAnalysis {
  return roots.get(reading) ?? reading;
}
