// The versions a registered student saves (POST /save) and reads back (GET /history).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<unknown>.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull().check(sql`lang in ('lat', 'grc')`))
    .addColumn('input', 'text', (col) => col.notNull())
    .addColumn('translation', 'text', (col) => col.notNull())
    .addColumn('analysis', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // GET /history lists one student's latest versions in one language.
  await db.schema
    .createIndex('saved_versions_user_lang_created_idx')
    .on('saved_versions')
    .columns(['user_id', 'lang', 'created_at'])
    .execute();
}
