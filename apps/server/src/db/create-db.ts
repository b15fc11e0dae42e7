// Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise a
// SQLite file, so a fresh clone runs with nothing configured.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Env } from '../config/env';
import type { Database } from './database';

export type DialectName = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

const CHECK_TIMEOUT_MS = 3000;

export function createDb(env: Pick<Env, 'DATABASE_URL' | 'SQLITE_PATH'>): Db {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: 10,
      // A database that is down must surface as an error (and a 503 on /api/health), not a hang.
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    });
    // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
    pool.on('error', () => {});
    // A client in use (inside a transaction, between two queries) that loses its connection emits
    // 'error' on itself, where the pool listens only while it is idle: without a listener of its own
    // a database restart would crash the process. Its next query fails instead, and the request gets
    // the database's 503 (decision 043).
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(env.SQLITE_PATH) }) });
}

function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  // WAL lets readers continue while one request writes; SQLite leaves foreign keys off by default.
  database.pragma('journal_mode = WAL');
  // better-sqlite3 writes on the event loop: with the default FULL every commit waits for an fsync
  // (~5 ms here), during which no other request is answered. In WAL mode NORMAL never corrupts the
  // database; a power cut may lose the last commits (decision 030).
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return database;
}

export function getDialectName(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** True when the database answers a trivial query within a few seconds. */
export async function checkDb(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), CHECK_TIMEOUT_MS);
  });
  const query = sql`select 1 as ok`.execute(db).then(() => true, () => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
