// The catalogue of video lessons (spec §3 "Lesson"): seeded from apps/server/data/lessons.json and
// managed by the administrators (decision 033). A removed lesson keeps its row with removed_at set,
// so that seeding the catalogue again never brings it back.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lessons')
    // The id in the route /lezioni/{codice}: lower-case words joined by dashes.
    .addColumn('codice', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // 0/1 rather than boolean so both dialects return the same value.
    .addColumn('premium', 'integer', (col) => col.notNull().defaultTo(0).check(sql`premium in (0, 1)`))
    .addColumn('order_custom', 'integer', (col) => col.notNull())
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0).check(sql`published in (0, 1)`))
    // The video's key in the lesson store (integrations/storage), null until one is uploaded.
    .addColumn('video', 'text')
    // Title and description in lower case without accents, what the search compares against.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('lessons_order_idx').on('lessons').columns(['order_custom', 'codice']).execute();
}
