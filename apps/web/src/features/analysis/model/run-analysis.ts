// Spec §4 "Analysis in chunks": the server analysed the whole text when the credit was spent; the web
// app asks for it one chunk at a time, in order, so the progress the student sees is the share of
// chunks really answered, and each chunk is shown as it arrives. A busy server (503) is asked again
// once, after the wait it names.
import { isServerBusy } from '../../../lib/error-messages';
import { fetchChunk } from '../api/analysis-api';
import type { AnalysisChunk, AnalysisSentence, LemmaEntry, Occurrence } from '../api/analysis-types';
import { computeProgress } from './chunks';
import { selectLookedUp } from './word-entries';

export type ChunkResult = {
  index: number;
  count: number;
  progress: number;
  occurrences: Occurrence[];
  sentences: AnalysisSentence[];
  lemmas: LemmaEntry[];
  ok: boolean;
};

export type AnalysisApi = { fetchChunk: typeof fetchChunk };

/** Waits `ms`, or less when `signal` aborts. */
export type Wait = (ms: number, signal?: AbortSignal) => Promise<void>;

type Options = {
  grant: string;
  /** How many chunks the analysis has (POST /api/analysis/start's `chunks`). */
  chunks: number;
  /** Premium and lifetime: every word's headword; normal: the first chunk's first 5 words. */
  everyWordLookedUp: boolean;
  onChunk: (result: ChunkResult) => void;
  signal?: AbortSignal;
  api?: AnalysisApi;
  wait?: Wait;
};

/** Runs every chunk; resolves ok false when any chunk failed, with the first failure. */
export async function runChunkedAnalysis(options: Options): Promise<{ ok: boolean; error: unknown }> {
  const { grant, chunks: count, everyWordLookedUp, onChunk, signal } = options;
  const api = options.api ?? { fetchChunk };
  let firstError: unknown = null;
  for (let index = 0; index < count; index++) {
    if (signal?.aborted) return { ok: false, error: signal.reason };
    let chunk: AnalysisChunk | null = null;
    try {
      chunk = await retryWhenBusy(() => api.fetchChunk(grant, index, signal), signal, options.wait);
    } catch (error) {
      if (signal?.aborted) return { ok: false, error };
      firstError ??= error;
    }
    onChunk({
      index,
      count,
      progress: computeProgress(index, count),
      occurrences: chunk?.occurrences ?? [],
      sentences: chunk?.sentences ?? [],
      lemmas: chunk ? selectLookedUp(chunk, everyWordLookedUp) : [],
      ok: chunk !== null,
    });
  }
  return { ok: firstError === null, error: firstError };
}

/** The longest wait honoured: a Retry-After beyond it is a server's mistake, not a reason to hang. */
const MAX_RETRY_WAIT_MS = 15_000;
const DEFAULT_RETRY_WAIT_MS = 5_000;

/** Calls once more, after the server's Retry-After, when the first call found the server busy (503 server_busy). */
export async function retryWhenBusy<T>(call: () => Promise<T>, signal?: AbortSignal, wait: Wait = sleep): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isServerBusy(error) || signal?.aborted) throw error;
    const ms = error.retryAfterSeconds === null ? DEFAULT_RETRY_WAIT_MS : error.retryAfterSeconds * 1000;
    await wait(Math.min(ms, MAX_RETRY_WAIT_MS), signal);
    if (signal?.aborted) throw error;
    return call();
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
