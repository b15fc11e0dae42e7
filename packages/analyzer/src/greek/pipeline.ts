/**
 * The Greek analyzer: the pipeline's stages (core/pipeline.ts) run with the Greek language (language.ts) —
 * tokenize → the lexicon's readings → the tagger's choice in context (or, without a trained model, corpus
 * frequency refined by the rules of readings.ts) → the reading and lemma of the chosen tag → the Italian meaning.
 * A word the lexicon does not know gets a reading guessed from its ending, marked uncertain (the describer).
 * Example: `createGreekAnalyzer().analyzeText('ὁ λόγος')[1]` → `{ lemma: 'λόγος', upos: 'NOUN', meaning: 'parola', … }`.
 */
import { runPipeline } from '../core/pipeline';
import { createGreekLanguage, type GreekFlow } from './language';
import { loadGreekLexicon, type GreekLexicon } from './lexicon/index';
import { loadGreekMeanings, type GreekMeaningLookup } from './meanings';
import type { GreekToken } from './italian/describe';
import { loadGreekTagger, type GreekTaggerData } from './tagger/model';

export { middleLemma, type GreekToken } from './italian/describe';

export interface GreekAnalyzer {
  /** Analyses running text, one token per word, number or punctuation mark. */
  analyzeText(text: string): GreekToken[];
  /** Analyses one sentence given as forms (CoNLL-U's tokenisation): one token per form. */
  analyzeForms(forms: readonly string[]): GreekToken[];
  /** Italian meanings of lemmas, and case-specific renderings of prepositions (`ἐν:Dat` → `in`). */
  readonly meanings: GreekMeaningLookup;
  readonly lexicon: GreekLexicon;
  /** The statistical tagger, when a trained model was found. */
  readonly tagger: GreekTaggerData | undefined;
}

export interface CreateGreekAnalyzerOptions {
  lexicon?: GreekLexicon;
  meanings?: GreekMeaningLookup;
  /** The tagger (default: the trained model of the data folder, if any; null: none, the lexicon's ranking). */
  tagger?: GreekTaggerData | null;
  /** The treebank whose habits the tagger follows where treebanks disagree: `agdt` (default) or `ptnk`. */
  convention?: string;
}

/**
 * The meanings looked up once per lemma: a lemma without its own meaning is tried under every verb prefix
 * (meanings.ts), which the describer would otherwise do again for each of its tokens.
 */
function memoized(meanings: GreekMeaningLookup): GreekMeaningLookup {
  const memo = new Map<string, ReturnType<GreekMeaningLookup>>();
  return (lemma, options) => {
    // The English fallback a card asks for is looked up as asked (it is not what the memo holds).
    if (options?.english) return meanings(lemma, options);
    if (memo.has(lemma)) return memo.get(lemma);
    if (memo.size > 100_000) memo.clear();
    const found = meanings(lemma);
    memo.set(lemma, found);
    return found;
  };
}

export function createGreekAnalyzer(options: CreateGreekAnalyzerOptions = {}): GreekAnalyzer {
  const lexicon = options.lexicon ?? loadGreekLexicon();
  const meanings = options.meanings ?? loadGreekMeanings();
  const tagger = options.tagger === null ? undefined : options.tagger ?? loadGreekTagger();
  const greek = createGreekLanguage(lexicon, memoized(meanings), tagger, options.convention);
  return {
    lexicon,
    meanings,
    tagger,
    analyzeText: (text) => runPipeline<GreekFlow>(greek, text),
    analyzeForms: (forms) => runPipeline<GreekFlow>(greek, forms),
  };
}
