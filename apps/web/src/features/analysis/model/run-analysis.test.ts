import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { RichAnalysis } from '../api/analysis-types';
import { runChunkedAnalysis, type ChunkResult } from './run-analysis';

const TEXT = Array.from({ length: 45 }, (_, i) => `verbum${i}`).join(' ');

function answer(text: string): RichAnalysis {
  return {
    lang: 'lat',
    tokens: text.split(' ').map((form, i) => ({
      form, word: form, start: 0, end: form.length, wordIndex: i, isEnclitic: false, kind: 'word' as const, uncertain: false, alternatives: [],
      chosen: { lemma: form, lemmaKey: form, upos: 'NOUN', feats: '', source: 'lexicon' },
      card: { pos: 'sostantivo', lemma: form, significato: 'parola', cercaCome: form, dizionario: form, incerto: false },
    })),
  };
}

function createApi(failing: number[] = []) {
  let call = 0;
  return {
    analyzeChunk: vi.fn(async (text: string, _lang: string, _grant: string) => {
      const index = call++;
      if (failing.includes(index)) throw new ApiError(500, '/api/analyze', 'internal');
      return answer(text);
    }),
    lookUpLemmas: vi.fn(async (text: string) => text.split(' ').map((word) => ({ lemma: word.toUpperCase(), text: word }))),
  };
}

describe('runChunkedAnalysis', () => {
  test('45 words: three requests in order, progress 33, 67, 100, merged words all there', async () => {
    const api = createApi();
    const seen: ChunkResult[] = [];
    const outcome = await runChunkedAnalysis({ text: TEXT, lang: 'lat', grant: 'g', everyChunkLemmas: false, onChunk: (r) => seen.push(r), api });
    expect(outcome.ok).toBe(true);
    expect(seen.map((r) => r.progress)).toEqual([33, 67, 100]);
    expect(seen.map((r) => Object.keys(r.map).length)).toEqual([20, 20, 5]);
    expect(api.analyzeChunk.mock.calls.map((c) => [c[1], c[2]])).toEqual([['lat', 'g'], ['lat', 'g'], ['lat', 'g']]);
  });

  test('normal users: lemmas of the first chunk\'s first 5 words only', async () => {
    const api = createApi();
    const seen: ChunkResult[] = [];
    await runChunkedAnalysis({ text: TEXT, lang: 'lat', grant: 'g', everyChunkLemmas: false, onChunk: (r) => seen.push(r), api });
    expect(api.lookUpLemmas.mock.calls.map((c) => c[0])).toEqual(['verbum0 verbum1 verbum2 verbum3 verbum4']);
    expect(seen.map((r) => r.lemmas.length)).toEqual([5, 0, 0]);
  });

  test('premium and lifetime: lemmas of every chunk', async () => {
    const api = createApi();
    await runChunkedAnalysis({ text: TEXT, lang: 'lat', grant: 'g', everyChunkLemmas: true, onChunk: () => {}, api });
    expect(api.lookUpLemmas.mock.calls.map((c) => c[0].split(' ').length)).toEqual([20, 20, 5]);
  });

  test('a failed chunk makes the whole status false but the other chunks still arrive', async () => {
    const api = createApi([1]);
    const seen: ChunkResult[] = [];
    const outcome = await runChunkedAnalysis({ text: TEXT, lang: 'lat', grant: 'g', everyChunkLemmas: true, onChunk: (r) => seen.push(r), api });
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(seen.map((r) => r.ok)).toEqual([true, false, true]);
    expect(seen.map((r) => r.progress)).toEqual([33, 67, 100]);
  });
});
