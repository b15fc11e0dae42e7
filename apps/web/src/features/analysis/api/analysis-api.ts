// The analysis calls: start (spends the credit, answers the grant), one chunk, its lemmas, a paradigm.
import { getJson, postJson } from '../../../lib/api-client';
import type { AnalysisGrant, Lang, LemmaEntry, Paradigm, RichAnalysis } from './analysis-types';

export function startAnalysis(text: string, lang: Lang, signal?: AbortSignal): Promise<AnalysisGrant> {
  return postJson<AnalysisGrant>('/api/analysis/start', { text, lang }, signal);
}

/** One chunk, with every occurrence and the other possible readings (Versio's richer /api/analyze). */
export function analyzeChunk(text: string, lang: Lang, grant: string, signal?: AbortSignal): Promise<RichAnalysis> {
  return postJson<RichAnalysis>('/api/analyze', { text, lang, grant }, signal);
}

export async function lookUpLemmas(text: string, lang: Lang, grant: string, signal?: AbortSignal): Promise<LemmaEntry[]> {
  return (await postJson<{ data: LemmaEntry[] }>('/analyze/lemmas', { text, lang, grant }, signal)).data;
}

export function fetchParadigm(lang: Lang, key: string, signal?: AbortSignal): Promise<Paradigm> {
  return getJson<Paradigm>(`/api/paradigm/${lang}/${encodeURIComponent(key)}`, signal);
}
