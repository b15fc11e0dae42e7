// The analysis as it is kept — in the browser (spec §3 displayedAnalysis) and in the history (POST /save):
// the occurrences and sentences, with the looked-up lemmas. Versions kept before the occurrence list
// hold the older word map (one entry per distinct word): they are read as one occurrence per word.
import type { AlternativeSummary, AnalysisResult, LemmaEntry, SavedAnalysis, WordCard } from '../api/analysis-types';
import { describePersona, joinOtherFeatures } from './word-entries';

type LegacyEntry = { word: string; card: WordCard; lemmaKey: string | null; uncertain: boolean; alternatives: { card: WordCard }[] };

export function toSavedAnalysis(analysis: AnalysisResult, lemmas: LemmaEntry[]): SavedAnalysis {
  return { occurrences: analysis.occurrences, sentences: analysis.sentences, lemmas };
}

/** The analysis of a saved or stored value, either shape; null when it holds none. */
export function readSavedAnalysis(value: unknown): AnalysisResult | null {
  if (value === null || typeof value !== 'object') return null;
  const saved = value as { occurrences?: unknown; sentences?: unknown; words?: unknown };
  if (Array.isArray(saved.occurrences)) {
    return { occurrences: saved.occurrences as AnalysisResult['occurrences'], sentences: Array.isArray(saved.sentences) ? saved.sentences as AnalysisResult['sentences'] : [] };
  }
  // The older word map, saved by itself (browser storage) or as `words` (history).
  const words = saved.words !== null && typeof saved.words === 'object' ? saved.words : value;
  return fromWordMap(words as object);
}

/** One occurrence per entry of the older word map, in its order; every key kept, `constructor` included. */
function fromWordMap(words: object): AnalysisResult | null {
  const occurrences = Object.entries(words)
    .filter((entry): entry is [string, LegacyEntry] => isLegacyEntry(entry[1]))
    .map(([word, entry]) => ({
      form: word,
      word,
      start: 0,
      end: 0,
      sentence: -1,
      card: entry.card,
      lemmaKey: entry.lemmaKey,
      // The card showed the other readings of an uncertain word only.
      ...(entry.uncertain && entry.alternatives.length > 0 ? { alternatives: entry.alternatives.map(({ card }) => summarise(card)) } : {}),
    }));
  return occurrences.length > 0 ? { occurrences, sentences: [] } : null;
}

function isLegacyEntry(value: unknown): value is LegacyEntry {
  const entry = value as Partial<LegacyEntry> | null;
  return entry !== null && typeof entry === 'object' && typeof entry.card === 'object' && entry.card !== null && Array.isArray(entry.alternatives);
}

function summarise(card: WordCard): AlternativeSummary {
  return { pos: card.pos, lemma: card.lemma, tratti: [joinOtherFeatures(card), describePersona(card)].filter(Boolean).join(', ') };
}
