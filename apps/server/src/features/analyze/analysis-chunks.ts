// Where the analysis of a granted text waits for its chunk requests: the database, shared by every
// instance behind a load balancer (decision 029). One row per chunk, keyed by the grant's nonce, with
// the chunk's answer as JSON text, so that a chunk request reads one row and sends it as it is.
import type { Db } from '../../db/create-db';

/** Deletes the rows of expired grants about once every CLEANUP_EVERY saves, so the table stays small. */
export const CLEANUP_EVERY = 50;

export type AnalysisChunks = {
  /** Stores the answers of every chunk of the grant `nonce`, until the grant expires. */
  save(nonce: string, bodies: readonly string[], expiresAt: number): Promise<void>;
  /** The stored answers of chunks `from` to `to` (both included) by chunk number; missing ones are absent. */
  read(nonce: string, from: number, to: number): Promise<Map<number, string>>;
};

export function createAnalysisChunks(db: Db, now: () => number = Date.now): AnalysisChunks {
  let savesSinceCleanup = 0;

  return {
    async save(nonce, bodies, expiresAt) {
      if (bodies.length === 0) return;
      // Saved again by a recomputation on another instance: same rows, same content (the analyzer is deterministic).
      await db.insertInto('analysis_chunks')
        .values(bodies.map((body, chunk) => ({ nonce, chunk, body, expires_at: expiresAt })))
        .onConflict((conflict) => conflict.columns(['nonce', 'chunk']).doNothing())
        .execute();
      savesSinceCleanup += 1;
      if (savesSinceCleanup >= CLEANUP_EVERY) {
        savesSinceCleanup = 0;
        await db.deleteFrom('analysis_chunks').where('expires_at', '<=', now()).execute();
      }
    },

    async read(nonce, from, to) {
      const rows = await db.selectFrom('analysis_chunks')
        .select(['chunk', 'body'])
        .where('nonce', '=', nonce)
        .where('chunk', '>=', from)
        .where('chunk', '<=', to)
        .where('expires_at', '>', now())
        .execute();
      return new Map(rows.map((row) => [Number(row.chunk), row.body]));
    },
  };
}
