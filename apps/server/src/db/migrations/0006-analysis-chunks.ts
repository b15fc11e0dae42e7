// The analysis of a granted text, computed once when its credit is spent (POST /api/analysis/start)
// and read back one chunk at a time by every instance behind a load balancer (decision 029): one row
// per chunk, keyed by the grant's nonce, holding the chunk's answer ready to send: as JSON text, and
// gzipped (base64, so that both dialects store it as text) for the browsers, which all accept gzip.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_chunks')
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('chunk', 'integer', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('body_gzip', 'text', (col) => col.notNull())
    /** Epoch milliseconds at which the grant expires; the row is useless afterwards. */
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('analysis_chunks_pk', ['nonce', 'chunk'])
    .execute();
  // The opportunistic clean-up deletes the rows of expired grants.
  await db.schema.createIndex('analysis_chunks_expires_idx').on('analysis_chunks').column('expires_at').execute();
}
