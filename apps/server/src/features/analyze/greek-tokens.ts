// The Greek analyzer's tokens in the shape the analysis answers are built from (AnalyzedToken, the
// pipeline's Latin answer), so that the chunks, the word map, the lemma list and the rich answer are
// the same code for both languages (decision 038). What is read from a GreekToken: form, start, end,
// wordIndex, kind, lemma, upos, feats, meaning, senses, analysis, alternatives, uncertain, and, when
// the analyzer gives them, `card` (a WordCard) and the paradigm tables: the package's `greekParadigm(lemma)`
// export, or a `paradigm(lemma)` method of the analyzer.
import * as analyzerPackage from '@versio/analyzer';
import { formatFeats, parseFeats } from '@versio/analyzer';
import type { AnalyzedToken, Analysis, GreekAnalysis, GreekAnalyzer, GreekToken, ParadigmTable, Upos, WordCard } from '@versio/analyzer';
import { toGreekCard } from './greek-card';

/** A Greek token as the analyzer may give it: with its own Italian card once the Greek describer makes one. */
export type CardedGreekToken = Omit<GreekToken, 'card'> & { card?: WordCard };

/** The Greek analyzer, with the paradigm tables it may offer (the same shape as Latin's). */
export type GreekAnalyzerWithParadigms = GreekAnalyzer & { paradigm?: (lemma: string) => ParadigmTable | undefined };

type FindTable = (lemma: string) => ParadigmTable | undefined;

// Looked up by name so that this module works with an analyzer that does not export it yet (decision 038).
const exportedParadigm = (analyzerPackage as unknown as { greekParadigm?: FindTable }).greekParadigm ?? null;

/** The card of a reading that is not the chosen one (occurrences.ts, DescribeReading): from its lemma's meanings. */
export function createGreekReadingDescriber(analyzer: Pick<GreekAnalyzer, 'meanings'>): (analysis: Analysis) => WordCard {
  return (analysis) => {
    const meaning = analyzer.meanings(analysis.lemma);
    return toGreekCard({
      lemma: analysis.lemma,
      upos: analysis.upos,
      feats: formatFeats(analysis.feats),
      meaning: meaning?.senses || meaning?.meaning || '',
      known: analysis.source !== 'guess',
    });
  };
}

/**
 * The lexicon's reading as the pipeline's Analysis. The lemma is its own key, for GET /api/paradigm: null
 * while the analyzer has no paradigms, so that the cards offer none (`withParadigms` false).
 */
export function toAnalysis(analysis: GreekAnalysis, withParadigms = true): Analysis {
  const lemmaKey = withParadigms ? analysis.lemma : null;
  return { lemma: analysis.lemma, lemmaKey, upos: analysis.upos, feats: parseFeats(analysis.feats), source: 'lexicon' };
}

function paradigmsOf(analyzer: GreekAnalyzerWithParadigms, exported: FindTable | null): FindTable | undefined {
  if (typeof analyzer.paradigm === 'function') return (lemma) => analyzer.paradigm?.(lemma);
  return typeof exported === 'function' ? exported : undefined;
}

/** True when the analyzer offers paradigm tables (its `paradigm` method, or the package's `greekParadigm`). */
export function hasGreekParadigms(analyzer: GreekAnalyzerWithParadigms, exported: FindTable | null = exportedParadigm): boolean {
  return paradigmsOf(analyzer, exported) !== undefined;
}

function toBareAnalysis(token: CardedGreekToken): Analysis {
  const known = token.kind !== 'word';
  return { lemma: token.lemma, lemmaKey: null, upos: token.upos as Upos, feats: {}, source: known ? 'invariable' : 'guess' };
}

/** One AnalyzedToken per Greek token, with the analyzer's card or one built from its reading. */
export function toAnalyzedTokens(tokens: readonly CardedGreekToken[], withParadigms = true): AnalyzedToken[] {
  return tokens.map((token) => {
    const card = token.card ?? toGreekCard({
      lemma: token.lemma,
      upos: token.upos,
      feats: token.feats,
      meaning: token.senses || token.meaning,
      known: token.kind !== 'word' || !token.uncertain,
    });
    return {
      form: token.form,
      start: token.start,
      end: token.end,
      wordIndex: token.wordIndex,
      kind: token.kind,
      lemma: token.lemma,
      upos: token.upos,
      feats: token.feats,
      analysis: token.analysis ? toAnalysis(token.analysis, withParadigms) : toBareAnalysis(token),
      // The lexicon's corpus score stands where Latin has the tagger's.
      alternatives: token.alternatives.map((analysis) => ({ analysis: toAnalysis(analysis, withParadigms), score: analysis.score })),
      card,
      uncertain: token.uncertain,
    };
  });
}

/** The lemma's paradigm table when the analyzer offers paradigms; undefined otherwise. */
export function findGreekParadigm(analyzer: GreekAnalyzerWithParadigms, lemma: string, exported: FindTable | null = exportedParadigm): ParadigmTable | undefined {
  return paradigmsOf(analyzer, exported)?.(lemma);
}
