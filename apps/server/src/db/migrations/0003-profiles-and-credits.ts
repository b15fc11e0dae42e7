// A registered student's profile (POST /user/data) and monthly credits. Both belong to one
// better-auth user and go with it: deleting the auth_user row deletes them too.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('auth_user.id').onDelete('cascade'))
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('scuola', 'text', (col) => col.notNull()
      .check(sql`scuola in ('classico', 'scientifico', 'linguistico', 'pedagogico', 'universita', 'altro')`))
    .addColumn('anno', 'integer', (col) => col.notNull().check(sql`anno between 0 and 5`))
    .addColumn('phone_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('normal')
      .check(sql`type in ('normal', 'premium', 'lifetime')`))
    // The subscription's billing period ('annual' | 'monthly') once payments exist; null otherwise.
    .addColumn('membership', 'text')
    // 0/1 rather than boolean so both dialects return the same value.
    .addColumn('terms_accepted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_credits')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('auth_user.id').onDelete('cascade'))
    // The checks are the last guard: no code path can ever take a count below zero.
    .addColumn('latino_count', 'integer', (col) => col.notNull().check(sql`latino_count >= 0`))
    .addColumn('greco_count', 'integer', (col) => col.notNull().check(sql`greco_count >= 0`))
    .addColumn('camera_count', 'integer', (col) => col.notNull().check(sql`camera_count >= 0`))
    /** ISO 8601 UTC of the last monthly reset; the next one is due a calendar month later. */
    .addColumn('last_update', 'text', (col) => col.notNull())
    .execute();
}
