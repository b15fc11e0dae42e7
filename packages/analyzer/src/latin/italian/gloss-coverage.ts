/**
 * Coverage of running words: the share of word tokens of a CoNLL-U treebank whose lemma gets an Italian
 * meaning. Punctuation, symbols and digits are not words; everything else (proper nouns too) counts.
 */
import type { MeaningLookup } from './gloss-lookup';

export interface Coverage {
  words: number;
  covered: number;
  /** Lemmas without a meaning, with their number of running words. */
  missing: Map<string, number>;
}

const NOT_WORDS = new Set(['PUNCT', 'SYM']);

/** Counts the word tokens of CoNLL-U text and those whose lemma has a meaning. */
export function measureCoverage(conllu: string, lookUp: MeaningLookup): Coverage {
  const coverage: Coverage = { words: 0, covered: 0, missing: new Map() };
  for (const line of conllu.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0 || !/^\d+$/.test(line.slice(0, tab))) continue;
    const [, form = '', lemma = '', upos = ''] = line.split('\t', 4);
    if (NOT_WORDS.has(upos) || /^\d+$/.test(form)) continue;
    coverage.words++;
    if (lookUp(null, lemma) !== undefined) coverage.covered++;
    else coverage.missing.set(lemma, (coverage.missing.get(lemma) ?? 0) + 1);
  }
  return coverage;
}
