// Spec §4 "Analysis in chunks": one request per 20-word chunk, in order, so the progress the
// student sees is the share of chunks really answered; each chunk is reported as it arrives.
import { analyzeChunk, lookUpLemmas } from '../api/analysis-api';
import type { AnalysisMap, Lang, LemmaEntry } from '../api/analysis-types';
import { computeProgress, selectLemmaText, splitIntoChunks } from './chunks';
import { toAnalysisMap } from './word-entries';

export type ChunkResult = { index: number; count: number; progress: number; map: AnalysisMap; lemmas: LemmaEntry[]; ok: boolean };

export type AnalysisApi = { analyzeChunk: typeof analyzeChunk; lookUpLemmas: typeof lookUpLemmas };

type Options = {
  text: string;
  lang: Lang;
  grant: string;
  /** Premium and lifetime: every chunk; normal: the first chunk's first 5 words. */
  everyChunkLemmas: boolean;
  onChunk: (result: ChunkResult) => void;
  signal?: AbortSignal;
  api?: AnalysisApi;
};

/** Runs every chunk; resolves ok false when any chunk failed, with the first failure. */
export async function runChunkedAnalysis(options: Options): Promise<{ ok: boolean; error: unknown }> {
  const { text, lang, grant, everyChunkLemmas, onChunk, signal } = options;
  const api = options.api ?? { analyzeChunk, lookUpLemmas };
  const chunks = splitIntoChunks(text);
  let firstError: unknown = null;
  for (const [index, chunk] of chunks.entries()) {
    if (signal?.aborted) return { ok: false, error: signal.reason };
    let map: AnalysisMap = {};
    let ok = true;
    try {
      map = toAnalysisMap(await api.analyzeChunk(chunk, lang, grant, signal));
    } catch (error) {
      if (signal?.aborted) return { ok: false, error };
      ok = false;
      firstError ??= error;
    }
    const lemmas = ok ? await lookUpQuietly(api, selectLemmaText(chunk, index, everyChunkLemmas), lang, grant, signal) : [];
    onChunk({ index, count: chunks.length, progress: computeProgress(index, chunks.length), map, lemmas, ok });
  }
  return { ok: firstError === null, error: firstError };
}

// The dictionary headwords are a help, not the analysis: a failed look-up leaves the cards as they are.
async function lookUpQuietly(api: AnalysisApi, text: string | null, lang: Lang, grant: string, signal?: AbortSignal): Promise<LemmaEntry[]> {
  if (!text) return [];
  try {
    return await api.lookUpLemmas(text, lang, grant, signal);
  } catch {
    return [];
  }
}
