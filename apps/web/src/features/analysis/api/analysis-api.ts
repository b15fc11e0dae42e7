// The analysis calls: start (spends the credit, analyses the whole text, answers the grant), one chunk
// of that analysis, a paradigm.
import { getJson, postJson } from '../../../lib/api-client';
import type { AnalysisChunk, AnalysisGrant, Lang, Paradigm } from './analysis-types';

export function startAnalysis(text: string, lang: Lang, signal?: AbortSignal): Promise<AnalysisGrant> {
  return postJson<AnalysisGrant>('/api/analysis/start', { text, lang }, signal);
}

/** Chunk `chunk` (words 20 × chunk to 20 × chunk + 19) of the analysis the grant names. */
export function fetchChunk(grant: string, chunk: number, signal?: AbortSignal): Promise<AnalysisChunk> {
  return postJson<AnalysisChunk>('/api/analysis/chunk', { grant, chunk }, signal);
}

export function fetchParadigm(lang: Lang, key: string, signal?: AbortSignal): Promise<Paradigm> {
  return getJson<Paradigm>(`/api/paradigm/${lang}/${encodeURIComponent(key)}`, signal);
}
