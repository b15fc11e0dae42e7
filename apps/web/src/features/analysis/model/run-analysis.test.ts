import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { AnalysisChunk } from '../api/analysis-types';
import { retryWhenBusy, runChunkedAnalysis, type ChunkResult } from './run-analysis';

const card = (lemma: string) => ({ pos: 'sostantivo', lemma, significato: 'parola', cercaCome: lemma, dizionario: lemma, incerto: false });

/** Chunk `chunk` of a 45-word text: words verbum0 … verbum44, 20 a chunk. */
function chunkOf(chunk: number): AnalysisChunk {
  const words = Array.from({ length: 45 }, (_, i) => `verbum${i}`).slice(chunk * 20, chunk * 20 + 20);
  return {
    chunk,
    chunks: 3,
    sentences: [{ index: 0, start: 0, text: 'verbum0 …' }],
    occurrences: words.map((word, i) => ({
      form: word, word, start: (chunk * 20 + i) * 10, end: (chunk * 20 + i) * 10 + word.length, sentence: 0,
      card: card(word.toUpperCase()), lemmaKey: word,
    })),
  };
}

function createApi(failing: Map<number, ApiError> = new Map()) {
  return {
    fetchChunk: vi.fn(async (_grant: string, chunk: number) => {
      const error = failing.get(chunk);
      if (error) {
        failing.delete(chunk);
        throw error;
      }
      return chunkOf(chunk);
    }),
  };
}

const noWait = vi.fn(async () => {});

describe('runChunkedAnalysis', () => {
  test('three chunks: three requests in order, progress 33, 67, 100, every occurrence there', async () => {
    const api = createApi();
    const seen: ChunkResult[] = [];
    const outcome = await runChunkedAnalysis({ grant: 'g', chunks: 3, everyWordLookedUp: false, onChunk: (r) => seen.push(r), api });
    expect(outcome.ok).toBe(true);
    expect(api.fetchChunk.mock.calls.map((c) => [c[0], c[1]])).toEqual([['g', 0], ['g', 1], ['g', 2]]);
    expect(seen.map((r) => r.progress)).toEqual([33, 67, 100]);
    expect(seen.map((r) => r.occurrences.length)).toEqual([20, 20, 5]);
  });

  test('normal users: the headwords of the first chunk\'s first 5 words only', async () => {
    const seen: ChunkResult[] = [];
    await runChunkedAnalysis({ grant: 'g', chunks: 3, everyWordLookedUp: false, onChunk: (r) => seen.push(r), api: createApi() });
    expect(seen.map((r) => r.lemmas.length)).toEqual([5, 0, 0]);
    expect(seen[0]?.lemmas[4]).toEqual({ lemma: 'VERBUM4', text: 'verbum4' });
  });

  test('premium and lifetime: the headwords of every word', async () => {
    const seen: ChunkResult[] = [];
    await runChunkedAnalysis({ grant: 'g', chunks: 3, everyWordLookedUp: true, onChunk: (r) => seen.push(r), api: createApi() });
    expect(seen.map((r) => r.lemmas.length)).toEqual([20, 20, 5]);
  });

  test('a failed chunk makes the whole status false but the other chunks still arrive', async () => {
    const api = createApi(new Map([[1, new ApiError(500, '/api/analysis/chunk', 'internal')]]));
    const seen: ChunkResult[] = [];
    const outcome = await runChunkedAnalysis({ grant: 'g', chunks: 3, everyWordLookedUp: true, onChunk: (r) => seen.push(r), api });
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(seen.map((r) => [r.ok, r.occurrences.length, r.progress])).toEqual([[true, 20, 33], [false, 0, 67], [true, 5, 100]]);
  });

  test('a busy server (503) is asked once more after its Retry-After, and the chunk arrives', async () => {
    const api = createApi(new Map([[1, new ApiError(503, '/api/analysis/chunk', 'server_busy', 2)]]));
    const wait = vi.fn(async (_ms: number) => {});
    const seen: ChunkResult[] = [];
    const outcome = await runChunkedAnalysis({ grant: 'g', chunks: 3, everyWordLookedUp: false, onChunk: (r) => seen.push(r), api, wait });
    expect([outcome.ok, seen.map((r) => r.ok)]).toEqual([true, [true, true, true]]);
    expect(api.fetchChunk.mock.calls.map((c) => c[1])).toEqual([0, 1, 1, 2]);
    expect(wait.mock.calls.map((c) => c[0])).toEqual([2000]);
  });
});

describe('retryWhenBusy', () => {
  test('busy twice: the second refusal is the answer', async () => {
    const busy = new ApiError(503, '/api/analysis/start', 'server_busy', 5);
    const call = vi.fn(async () => { throw busy; });
    await expect(retryWhenBusy(call, undefined, noWait)).rejects.toBe(busy);
    expect(call).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['another 503', new ApiError(503, '/x', 'internal')],
    ['a 429', new ApiError(429, '/x', 'analysis_grant_exhausted')],
  ])('%s is not asked again', async (_name, error) => {
    const call = vi.fn(async () => { throw error; });
    await expect(retryWhenBusy(call, undefined, noWait)).rejects.toBe(error);
    expect(call).toHaveBeenCalledTimes(1);
  });

  test('without Retry-After it waits 5 s; a Retry-After of an hour is capped at 15 s', async () => {
    const wait = vi.fn(async (_ms: number) => {});
    for (const seconds of [null, 3600]) {
      let calls = 0;
      await retryWhenBusy(async () => {
        if (calls++ === 0) throw new ApiError(503, '/x', 'server_busy', seconds);
        return 'ok';
      }, undefined, wait);
    }
    expect(wait.mock.calls.map((c) => c[0])).toEqual([5000, 15_000]);
  });
});
