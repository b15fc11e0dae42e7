// The shapes of the analysis calls, as the server declares them (apps/server/src/features/analyze).
import type {
  AlternativeSummary,
  AnalysisChunk,
  AnalysisSentence,
  AnalysisStartResponse,
  LemmaEntry,
  Lang,
  Occurrence,
  ParadigmResponse,
  SavedAnalysis,
} from '@versio/server/types';

export type { AlternativeSummary, AnalysisChunk, AnalysisSentence, Lang, LemmaEntry, Occurrence, SavedAnalysis };

/** One word's Italian card (Italian keys, ready-to-show strings); `incerto` comes only when true. */
export type WordCard = Occurrence['card'];

/** GET /api/paradigm/:lang/:key. */
export type Paradigm = ParadigmResponse;

/** POST /api/analysis/start: one credit spent, the whole text analysed, the grant every chunk carries. */
export type AnalysisGrant = AnalysisStartResponse;

/** What the analysis panel shows: every occurrence of the text in order, and the sentences they belong to. */
export type AnalysisResult = { occurrences: Occurrence[]; sentences: AnalysisSentence[] };
