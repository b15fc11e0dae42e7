// The analysis of a granted text, made once and read in slices (decision 029). POST /api/analysis/start
// has the whole text analysed on the work pool and stores each chunk's answer in the database; a chunk
// request reads its row and sends it as it is. On an instance that finds no row (a grant signed before
// the rows existed, or rows cleaned early) the text is analysed again: the analyzer is deterministic,
// so every instance answers the same slices. /analyze/dynamic and /analyze/lemmas, which send words
// rather than a chunk number, get the occurrences of those words from the same analysis.
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import type { WorkPool } from '../../workers/work-pool';
import type { AnalysisChunks, StoredChunk } from './analysis-chunks';
import type { GrantScope, PrepareAnalysis } from './analyze-credit';
import { CHUNK_WORDS, countChunks, listWordSpans } from './occurrences.schema';
import type { AnalysisChunk, Occurrence } from './occurrences.schema';

export type AnalysisSlices = {
  /** For POST /api/analysis/start: analyses the granted text and stores its chunks. */
  prepare: PrepareAnalysis;
  /** The answer of chunk `chunk` of the granted text, as JSON and gzipped; 404 past its last chunk. */
  readChunk(scope: GrantScope, chunk: number): Promise<StoredChunk>;
  /** The occurrences of `text` when it is a run of the granted text's words (a chunk, or its first words); else null. */
  findOccurrences(scope: GrantScope, text: string): Promise<Occurrence[] | null>;
};

export function createAnalysisSlices({ pool, chunks }: { pool: WorkPool; chunks: AnalysisChunks }): AnalysisSlices {
  async function analyse(scope: GrantScope): Promise<StoredChunk[]> {
    const bodies = await pool.run('analyzeChunks', { text: scope.text, lang: scope.lang });
    await chunks.save(scope.nonce, bodies, scope.expiresAt);
    return bodies;
  }

  async function read(scope: GrantScope, from: number, to: number): Promise<Map<number, StoredChunk>> {
    const stored = await chunks.read(scope.nonce, from, to);
    if (stored.size === to - from + 1) return stored;
    const bodies = await analyse(scope);
    return new Map(bodies.map((body, chunk) => [chunk, body] as const).filter(([chunk]) => chunk >= from && chunk <= to));
  }

  return {
    async prepare(scope) {
      return (await analyse(scope)).length;
    },

    async readChunk(scope, chunk) {
      const stored = await chunks.readOne(scope.nonce, chunk);
      if (stored !== undefined) return stored;
      if (chunk >= countChunks(scope.text)) throw new AppError('analysis_chunk_not_found', 404, MESSAGES.analysisChunkNotFound);
      const body = (await read(scope, chunk, chunk)).get(chunk);
      if (body === undefined) throw new AppError('analysis_chunk_not_found', 404, MESSAGES.analysisChunkNotFound);
      return body;
    },

    async findOccurrences(scope, text) {
      const spans = listWordSpans(scope.text);
      const words = text.split(/\s+/u).filter((word) => word !== '');
      const first = findRun(spans.map(({ start, end }) => scope.text.slice(start, end)), words);
      if (first < 0) return null;
      const from = spans[first]!.start;
      const to = spans[first + words.length - 1]!.end;
      const rows = await read(scope, Math.floor(first / CHUNK_WORDS), Math.floor((first + words.length - 1) / CHUNK_WORDS));
      return [...rows.entries()]
        .sort(([a], [b]) => a - b)
        .flatMap(([, body]) => (JSON.parse(body.json) as AnalysisChunk).occurrences)
        .filter((occurrence) => occurrence.start >= from && occurrence.start < to);
    },
  };
}

/** Where the words `run` appear one after another in `words`, or -1. */
export function findRun(words: readonly string[], run: readonly string[]): number {
  if (run.length === 0) return -1;
  for (let i = 0; i + run.length <= words.length; i++) {
    let j = 0;
    while (j < run.length && words[i + j] === run[j]) j++;
    if (j === run.length) return i;
  }
  return -1;
}
