// The Greek analyzer's tokens in the shape the analysis answers are built from (AnalyzedToken, the
// pipeline's Latin answer), so that the chunks, the word map, the lemma list and the rich answer are
// the same code for both languages (decision 038). The cards are the analyzer's own (its Greek describer);
// the paradigm tables are the package's `greekParadigm(lemma)`, or a `paradigm(lemma)` method of the analyzer.
import { describeGreekReading, formatFeats, greekParadigm, parseFeats } from '@versio/analyzer';
import type { AnalyzedToken, Analysis, GreekAnalysis, GreekAnalyzer, GreekToken, ParadigmTable, Upos, WordCard } from '@versio/analyzer';

/** The Greek analyzer, with the paradigm tables it may offer (the same shape as Latin's). */
export type GreekAnalyzerWithParadigms = GreekAnalyzer & { paradigm?: (lemma: string) => ParadigmTable | undefined };

type FindTable = (lemma: string) => ParadigmTable | undefined;

const exportedParadigm: FindTable = greekParadigm;

/** The card of a reading that is not the chosen one (occurrences.ts, DescribeReading): the analyzer's describer. */
export function createGreekReadingDescriber(analyzer: Pick<GreekAnalyzer, 'meanings'>): (analysis: Analysis) => WordCard {
  return (analysis) => {
    const card = describeGreekReading({ lemma: analysis.lemma, upos: analysis.upos, feats: formatFeats(analysis.feats), score: 0 }, analyzer.meanings);
    return analysis.source === 'guess' ? { ...card, incerto: true } : card;
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

function toBareAnalysis(token: GreekToken): Analysis {
  const known = token.kind !== 'word';
  return { lemma: token.lemma, lemmaKey: null, upos: token.upos as Upos, feats: {}, source: known ? 'invariable' : 'guess' };
}

/** One AnalyzedToken per Greek token, with the analyzer's card. */
export function toAnalyzedTokens(tokens: readonly GreekToken[], withParadigms = true): AnalyzedToken[] {
  return tokens.map((token) => {
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
      card: token.card,
      uncertain: token.uncertain,
    };
  });
}

/** The lemma's paradigm table when the analyzer offers paradigms; undefined otherwise. */
export function findGreekParadigm(analyzer: GreekAnalyzerWithParadigms, lemma: string, exported: FindTable | null = exportedParadigm): ParadigmTable | undefined {
  return paradigmsOf(analyzer, exported)?.(lemma);
}
