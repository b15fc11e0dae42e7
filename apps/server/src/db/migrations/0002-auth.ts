// better-auth's tables (users, sessions, linked accounts, one-time tokens), created by Versio's
// own migrations so that SQLite and PostgreSQL migrate the same way. Table names carry an auth_
// prefix (better-auth's modelName option); column names are better-auth's own camelCase ones,
// and column types are those better-auth's adapter reads and writes on each dialect.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const boolean = postgres ? 'boolean' : 'integer';
  const timestamp = postgres ? sql`timestamptz` : sql`date`;

  await db.schema
    .createTable('auth_user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('emailVerified', boolean, (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', timestamp, (col) => col.notNull())
    .addColumn('updatedAt', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expiresAt', timestamp, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', timestamp, (col) => col.notNull())
    .addColumn('updatedAt', timestamp, (col) => col.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('auth_session_user_idx').on('auth_session').column('userId').execute();

  await db.schema
    .createTable('auth_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accountId', 'text', (col) => col.notNull())
    .addColumn('providerId', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', timestamp)
    .addColumn('refreshTokenExpiresAt', timestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', timestamp, (col) => col.notNull())
    .addColumn('updatedAt', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_account_user_idx').on('auth_account').column('userId').execute();

  await db.schema
    .createTable('auth_verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expiresAt', timestamp, (col) => col.notNull())
    .addColumn('createdAt', timestamp, (col) => col.notNull())
    .addColumn('updatedAt', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_verification_identifier_idx').on('auth_verification').column('identifier').execute();
}
