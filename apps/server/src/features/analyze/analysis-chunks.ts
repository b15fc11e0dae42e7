// Where the analysis of a granted text waits for its chunk requests: the database, shared by every
// instance behind a load balancer (decision 029). One row per chunk, keyed by the grant's nonce, with
// the chunk's answer as JSON text and gzipped, so that a chunk request reads one row and sends it as it
// is. The read of one chunk and the count of a call are the hot path: prepared once (db/prepared.ts).
import type { Db } from '../../db/create-db';
import { prepareQuery } from '../../db/prepared';

/** Deletes the rows of expired grants about once every CLEANUP_EVERY saves, so the table stays small. */
export const CLEANUP_EVERY = 50;

/** One chunk's answer: the JSON text, and the same gzipped (base64). */
export type StoredChunk = { json: string; gzip: string };

export type AnalysisChunks = {
  /** Stores the answers of every chunk of the grant `nonce`, until the grant expires. */
  save(nonce: string, chunks: readonly StoredChunk[], expiresAt: number): Promise<void>;
  /** The stored answer of chunk `chunk`, or undefined. */
  readOne(nonce: string, chunk: number): Promise<StoredChunk | undefined>;
  /** The stored answers of chunks `from` to `to` (both included) by chunk number; missing ones are absent. */
  read(nonce: string, from: number, to: number): Promise<Map<number, StoredChunk>>;
};

export function createAnalysisChunks(db: Db, now: () => number = Date.now): AnalysisChunks {
  let savesSinceCleanup = 0;
  const selectOne = prepareQuery(db, ['nonce', 'chunk', 'now'], (v: { nonce: string; chunk: number; now: number }) => db
    .selectFrom('analysis_chunks')
    .select(['body', 'body_gzip'])
    .where('nonce', '=', v.nonce)
    .where('chunk', '=', v.chunk)
    .where('expires_at', '>', v.now));

  return {
    async save(nonce, chunks, expiresAt) {
      if (chunks.length === 0) return;
      // Saved again by a recomputation on another instance: same rows, same content (the analyzer is deterministic).
      await db.insertInto('analysis_chunks')
        .values(chunks.map(({ json, gzip }, chunk) => ({ nonce, chunk, body: json, body_gzip: gzip, expires_at: expiresAt })))
        .onConflict((conflict) => conflict.columns(['nonce', 'chunk']).doNothing())
        .execute();
      savesSinceCleanup += 1;
      if (savesSinceCleanup >= CLEANUP_EVERY) {
        savesSinceCleanup = 0;
        await db.deleteFrom('analysis_chunks').where('expires_at', '<=', now()).execute();
      }
    },

    async readOne(nonce, chunk) {
      const row = (await selectOne({ nonce, chunk, now: now() })).rows[0];
      return row && { json: row.body, gzip: row.body_gzip };
    },

    async read(nonce, from, to) {
      const rows = await db.selectFrom('analysis_chunks')
        .select(['chunk', 'body', 'body_gzip'])
        .where('nonce', '=', nonce)
        .where('chunk', '>=', from)
        .where('chunk', '<=', to)
        .where('expires_at', '>', now())
        .execute();
      return new Map(rows.map((row) => [Number(row.chunk), { json: row.body, gzip: row.body_gzip }]));
    },
  };
}
