// Spec §3 browser-stored values: the text, the translation, the analysis and the lemmas of each
// language survive a reload (and are cleared on log out, with the rest of local storage).
import { readStored, writeStored } from '../../../lib/storage';
import type { AnalysisResult, Lang, LemmaEntry } from '../../analysis/api/analysis-types';
import { readSavedAnalysis } from '../../analysis/model/saved-analysis';
import type { Translation } from './translate-flow';

export const STORAGE_KEYS: Record<Lang, { input: string; translation: string; analysis: string; lemmas: string }> = {
  lat: { input: 'inputText', translation: 'displayedTranslationLatin', analysis: 'displayedAnalysis', lemmas: 'displayedAnalysisLemma' },
  grc: { input: 'inputTextGreek', translation: 'displayedTranslationGreek', analysis: 'displayedAnalysisGreek', lemmas: 'displayedAnalysisLemmaGreek' },
};

export type StoredResults = { text: string; translation: Translation | null; analysis: AnalysisResult | null; lemmas: LemmaEntry[] };

export function readStoredResults(lang: Lang): StoredResults {
  const keys = STORAGE_KEYS[lang];
  return {
    text: readStored(keys.input) ?? '',
    translation: parseTranslation(readStored(keys.translation)),
    // The occurrence list; a word map stored before it is read as one occurrence per word.
    analysis: readSavedAnalysis(parseObject<unknown>(readStored(keys.analysis))),
    lemmas: parseObject<LemmaEntry[]>(readStored(keys.lemmas)) ?? [],
  };
}

export function writeStoredText(lang: Lang, text: string): void {
  writeStored(STORAGE_KEYS[lang].input, text === '' ? null : text);
}

export function writeStoredResults(lang: Lang, results: Omit<StoredResults, 'text'>): void {
  const keys = STORAGE_KEYS[lang];
  writeStored(keys.translation, results.translation ? JSON.stringify(results.translation) : null);
  writeStored(keys.analysis, results.analysis ? JSON.stringify(results.analysis) : null);
  writeStored(keys.lemmas, results.lemmas.length > 0 ? JSON.stringify(results.lemmas) : null);
}

// The translation is kept with its notice; a plain string (an older value) is read as the text alone.
function parseTranslation(value: string | null): Translation | null {
  if (value === null) return null;
  const parsed = parseObject<Translation>(value);
  if (parsed && typeof parsed.translatedText === 'string') return parsed;
  return { translatedText: value, provider: '' };
}

function parseObject<T>(value: string | null): T | null {
  if (value === null) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed !== null && typeof parsed === 'object' ? (parsed as T) : null;
  } catch {
    return null;
  }
}
