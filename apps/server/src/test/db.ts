// Real databases for tests: a SQLite file in a temporary folder, or a fresh PostgreSQL schema
// (selected through search_path) that is dropped afterwards, so parallel runs never collide.
//   describe.each(DIALECTS)('%s', (dialect) => { … await createTestDb(dialect) … })
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadEnv, loadTestDatabaseUrl, loadTestDialects } from '../config/env';
import type { Env } from '../config/env';
import { createDb } from '../db/create-db';
import type { DialectName, Db } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';

/**
 * The dialects the suite runs on: both by default; one when VERSIO_TEST_DIALECT names it (CI runs the whole
 * server suite once per dialect, as the projects `server` and `server-postgres` of vitest.config.ts).
 */
export const DIALECTS: readonly DialectName[] = loadTestDialects();

/** The dialect of tests that need one database only: the first of DIALECTS. */
export const TEST_DIALECT: DialectName = DIALECTS[0]!;

export const TEST_DATABASE_URL = loadTestDatabaseUrl();

export type TestDb = {
  db: Db;
  env: Env;
  /** Closes the connection and removes the file or schema. */
  cleanup: () => Promise<void>;
};

/** An Env for tests: quiet logs, plus any overrides (same keys and string values as process.env). */
const TEST_AUTH_SECRET = 'versio-test-secret-versio-test-secret-0123456789';

export function createTestEnv(overrides: Record<string, string> = {}): Env {
  // A fixed secret lets tests run the app in production mode, which refuses to start without one.
  // Tests register students who came after the lifetime seats were gone (decision 032) unless they
  // set LIFETIME_SEATS themselves.
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BETTER_AUTH_SECRET: TEST_AUTH_SECRET, LIFETIME_SEATS: '0', ...overrides });
}

/** A database of the given dialect, empty, with `migrate: false`; migrated to the latest schema otherwise. */
export async function createTestDb(dialect: DialectName, options: { migrate?: boolean } = {}): Promise<TestDb> {
  const test = dialect === 'postgres' ? await createPostgresTestDb() : createSqliteTestDb();
  if (options.migrate !== false) await migrateToLatest(test.db);
  return test;
}

function createSqliteTestDb(): TestDb {
  const folder = mkdtempSync(join(tmpdir(), 'versio-test-'));
  const env = createTestEnv({ SQLITE_PATH: join(folder, 'nested', 'versio.db') });
  const db = createDb(env);
  return {
    db,
    env,
    cleanup: async () => {
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDb(): Promise<TestDb> {
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await runAdminQuery(`create schema "${schema}"`);
  const env = createTestEnv({ DATABASE_URL: withSearchPath(TEST_DATABASE_URL, schema) });
  const db = createDb(env);
  return {
    db,
    env,
    cleanup: async () => {
      await db.destroy();
      await runAdminQuery(`drop schema if exists "${schema}" cascade`);
    },
  };
}

/** The same URL with `options=-c search_path=<schema>`, which pg passes to the server at connect. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function runAdminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
