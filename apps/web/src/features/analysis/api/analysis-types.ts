// The shapes of the analysis calls, as the server declares them (apps/server/src/features/analyze/analyze.schema.ts).
import type {
  LemmaEntry,
  Lang,
  ParadigmResponse,
  RichAnalysis,
  RichToken,
  WordCardResponse,
} from '@versio/server/types';

export type { Lang, LemmaEntry, RichAnalysis, RichToken };

/** One word's Italian card (Italian keys, ready-to-show strings). */
export type WordCard = WordCardResponse;

/** GET /api/paradigm/:lang/:key. */
export type Paradigm = ParadigmResponse;

/** What Versio keeps of one word: its card, its lemma key (for the paradigm) and the other readings. */
export type WordEntry = {
  word: string;
  card: WordCard;
  lemmaKey: string | null;
  uncertain: boolean;
  alternatives: { card: WordCard; lemmaKey: string | null }[];
};

/** The analysis result of spec §3: a map keyed by word. */
export type AnalysisMap = Record<string, WordEntry>;

/** POST /api/analysis/start: one credit spent, the grant every chunk carries. */
export type AnalysisGrant = { grant: string; lang: Lang; remaining: number; expiresAt: string };
