/**
 * The Latin analyzer: the pipeline's stages (core/pipeline.ts) run with the Latin language (language.ts) —
 * tokenize → candidates (lexicon, or a guess from the ending) → tag (the statistical tagger scores the
 * candidates) → constrain (grammar rules) → choose the analysis and lemma → describe in Italian.
 */
import type { AnalyzedToken, TaggedForm } from '../core/analyzed-token';
import { analyzerConfig } from '../core/config';
import { runFromTokens, runPipeline } from '../core/pipeline';
import { textParts } from '../core/text-parts';
import type { TaggerModel } from '../core/tagger/model';
import type { ConstraintContext } from './constraints';
import type { SentenceModel } from './sentence/model';
import { loadSentenceModel } from './sentence/paths';
import { loadLatinParser } from './parser/paths';
import type { DependencyParser } from '../core/parser/model';
import type { RerankOptions } from './sentence/rerank';
import { loadLatinLexicon } from './lexicon/index';
import { createLatinLanguage, sliceTokens, type LatinFlow, type LatinTaggingFlow } from './language';
import { loadLatinModel } from './pipeline-model';
import type { LatinLexicon } from './types';
import type { LatinTreebank } from './ud/normalize';

export type { AnalyzedToken, TaggedForm } from '../core/analyzed-token';
export { loadLatinModel } from './pipeline-model';

export interface LatinAnalyzer {
  /** Analyses running text. Example: `analyzeText('Gallia est omnis divisa')[0].lemma` → `Gallia`. */
  analyzeText(text: string): AnalyzedToken[];
  /**
   * A long text analysed part by part (core/text-parts.ts), for writing it so: the text is tokenized once, and
   * each part's tokens, with their offsets and word numbers in the whole text, are what `analyzeText(text)`
   * gives for them. Example: `[...analyzeInParts(text)].flat()` equals `analyzeText(text)`.
   */
  analyzeInParts(text: string, minChars?: number): Generator<AnalyzedToken[]>;
  /** Analyses one sentence given as forms (gold tokenisation, as in CoNLL-U). */
  analyzeTokens(forms: readonly string[]): AnalyzedToken[];
  /** Only lemma, UPOS and features of each form: the fast path for CoNLL-U and benchmarks. */
  tagForms(forms: readonly string[]): readonly TaggedForm[];
}

export interface CreateLatinAnalyzerOptions {
  lexicon?: LatinLexicon;
  model?: TaggerModel;
  /** Use the model trained only on commercially usable data. */
  commercial?: boolean;
  /**
   * Follow one treebank's annotation convention (`proiel`: `non` PART, `is` DET…) instead of Versio's
   * shared one; for scoring against that treebank. Example: `createLatinAnalyzer({ convention: 'proiel' })`.
   */
  convention?: LatinTreebank;
  /** Apply the grammar rules of constraints.ts in a second pass (default true; false to measure them). */
  rules?: boolean;
  /** The soft rules' margins (constraints.ts), to measure other ones. */
  ruleMargins?: ConstraintContext['margins'];
  /** Grammar rules left out (constraints.ts), to measure them. */
  withoutRules?: ConstraintContext['without'];
  /** The sentence model (decision 044); default: the built one for the model's data, if any; null for none. */
  sentenceModel?: SentenceModel | null;
  /** The sentence model's weight and margin (sentence/rerank.ts), to measure other ones. */
  rerank?: RerankOptions;
  /** The dependency parser whose tree the sentence model reads (decision 068); default: the built one when the sentence model uses it. */
  parser?: DependencyParser | null;
}

/** Creates the Latin analyzer (loads the lexicon and the tagger model once). */
export function createLatinAnalyzer(options: CreateLatinAnalyzerOptions = {}): LatinAnalyzer {
  const commercial = options.commercial ?? analyzerConfig().taggerModel === 'commercial';
  // A model given by the caller (a fold's, in evaluation) gets no sentence model unless one is given too.
  const sentenceModel = options.sentenceModel !== undefined ? options.sentenceModel : options.model ? null : loadSentenceModel(commercial);
  const latin = createLatinLanguage({
    lexicon: options.lexicon ?? loadLatinLexicon(),
    model: options.model ?? loadLatinModel(options.commercial),
    convention: options.convention,
    rules: options.rules,
    ruleMargins: options.ruleMargins,
    // The commercial analyzer reads nothing learnt from the non-commercial treebanks: rule 45's table is (decision 081).
    withoutRules: commercial ? new Set([...(options.withoutRules ?? []), 'substantiveGender']) : options.withoutRules,
    sentenceModel,
    // The parser only for a sentence model trained with its arcs (decision 068).
    parser: options.parser !== undefined ? options.parser : sentenceModel?.usesArcs ? loadLatinParser(commercial) : null,
    ...(options.rerank ? { rerank: options.rerank } : {}),
  });
  return {
    analyzeText: (text) => runPipeline<LatinFlow>(latin, text),
    *analyzeInParts(text, minChars) {
      const whole = latin.tokenize(text);
      const firsts = textParts(text, whole.tokens ?? [], whole.starts, minChars);
      for (let p = 0; p < firsts.length; p++) yield runFromTokens<LatinFlow>(latin, sliceTokens(whole, firsts[p]!, firsts[p + 1] ?? whole.forms.length));
    },
    analyzeTokens: (forms) => runPipeline<LatinFlow>(latin, forms),
    tagForms: (forms) => runPipeline<LatinTaggingFlow>(latin.tagging, forms),
  };
}
