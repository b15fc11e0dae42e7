/**
 * Italian meanings of Greek lemmas, from the generated `.data/greek/grc-meanings.tsv` (see
 * scripts/build-greek.ts for the chain of sources). `meaningOf('πόλις')` → `{ meaning: 'città', … }`.
 */
import { readFileSync } from 'node:fs';
import { resolveGreekMeaningsPath } from './lexicon/paths';

export interface GreekMeaning {
  /** The one Italian word the translator inflects: `città`, `dire`. */
  meaning: string;
  /** Up to four senses for the word card: `città, metropoli`. */
  senses: string;
  /** Where it comes from: `versio` (hand-written), `glaux`, `lsj`, `wordnet`. */
  source: string;
}

export type GreekMeaningLookup = (lemma: string) => GreekMeaning | undefined;

export function loadGreekMeanings(path = resolveGreekMeaningsPath()): GreekMeaningLookup {
  const table = new Map<string, GreekMeaning>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [lemma, meaning, senses, source] = line.split('\t');
    if (lemma && meaning) table.set(lemma, { meaning, senses: senses ?? meaning, source: source ?? '' });
  }
  return (lemma) => table.get(lemma);
}
