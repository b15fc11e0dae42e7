// How many analysis calls each grant has made (decision 025), shared by every instance behind a load
// balancer: one row per grant, keyed by the grant's random nonce, deleted some time after it expires.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_grant_uses')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('uses', 'integer', (col) => col.notNull())
    /** Epoch milliseconds at which the grant expires; the row is useless afterwards. */
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  // The opportunistic clean-up deletes the rows of expired grants.
  await db.schema.createIndex('analysis_grant_uses_expires_idx').on('analysis_grant_uses').column('expires_at').execute();
}
