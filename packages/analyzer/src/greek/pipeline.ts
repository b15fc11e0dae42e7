/**
 * The Greek analyzer: the pipeline's stages (core/pipeline.ts) run with the Greek language (language.ts) —
 * tokenize → the lexicon's ranked analyses → one reading per word (corpus frequency refined by article
 * agreement and prepositional government, see readings.ts) → the Italian meaning of the lemma.
 * Example: `createGreekAnalyzer().analyzeText('ὁ λόγος')[1]` → `{ lemma: 'λόγος', upos: 'NOUN', meaning: 'parola', … }`.
 */
import { runPipeline } from '../core/pipeline';
import { createGreekLanguage, type GreekFlow } from './language';
import { loadGreekLexicon, type GreekLexicon } from './lexicon/index';
import { loadGreekMeanings, type GreekMeaningLookup } from './meanings';
import type { GreekToken } from './italian/describe';

export { middleLemma, type GreekToken } from './italian/describe';

export interface GreekAnalyzer {
  /** Analyses running text, one token per word, number or punctuation mark. */
  analyzeText(text: string): GreekToken[];
  /** Italian meanings of lemmas, and case-specific renderings of prepositions (`ἐν:Dat` → `in`). */
  readonly meanings: GreekMeaningLookup;
  readonly lexicon: GreekLexicon;
}

export interface CreateGreekAnalyzerOptions {
  lexicon?: GreekLexicon;
  meanings?: GreekMeaningLookup;
}

export function createGreekAnalyzer(options: CreateGreekAnalyzerOptions = {}): GreekAnalyzer {
  const lexicon = options.lexicon ?? loadGreekLexicon();
  const meanings = options.meanings ?? loadGreekMeanings();
  const greek = createGreekLanguage(lexicon, meanings);
  return {
    lexicon,
    meanings,
    analyzeText: (text) => runPipeline<GreekFlow>(greek, text),
  };
}
