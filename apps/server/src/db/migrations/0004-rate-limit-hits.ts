// Rate limit counters shared by every instance on PostgreSQL (when no Redis is configured):
// one row per client key and route, counting the hits of its current window.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    /** Epoch milliseconds at which the window ends and the count starts again. */
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  // The periodic clean-up deletes windows that are over.
  await db.schema.createIndex('rate_limit_hits_expires_idx').on('rate_limit_hits').column('expires_at').execute();
}
