// Real databases for tests: a SQLite file in a temporary folder, or a PostgreSQL schema of the test's own
// (selected through search_path), so parallel runs never collide. A migrated schema is emptied after its test and
// reused by the file's next one, with the rows the migrations wrote (pg-schemas.ts); the file's afterAll drops it
// (setup.ts).
//   describe.each(DIALECTS)('%s', (dialect) => { … await createTestDb(dialect) … })
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadEnv, loadTestDatabaseUrl, loadTestDialects } from '../config/env';
import type { Env } from '../config/env';
import { createDb } from '../db/create-db';
import type { DialectName, Db } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { adminQuery, readMigratedState, releaseSchema, takeIdleSchema } from './pg-schemas';

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
  /** Closes the connection and removes the file or schema (empties a migrated schema for the file's next test). */
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
  const migrate = options.migrate !== false;
  if (dialect === 'postgres') return createPostgresTestDb(migrate);
  const test = createSqliteTestDb();
  if (migrate) await migrateToLatest(test.db);
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

// A migrated database takes a schema an earlier test of the file emptied, or creates and migrates one; an
// unmigrated one (migration tests) is always new and always dropped.
async function createPostgresTestDb(migrate: boolean): Promise<TestDb> {
  const reused = migrate ? takeIdleSchema() : undefined;
  const schema = reused?.schema ?? `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  if (!reused) await runAdminQuery(`create schema "${schema}"`);
  const env = createTestEnv({ DATABASE_URL: withSearchPath(TEST_DATABASE_URL, schema) });
  const db = createDb(env);
  let state = reused?.state;
  if (migrate && !reused) {
    await migrateToLatest(db);
    state = await readMigratedState(TEST_DATABASE_URL, schema);
  } else if (reused) {
    // Connected like a database just migrated: a test that destroys it must find it closed, not opened anew.
    await sql`select 1`.execute(db);
  }
  let released = false;
  return {
    db,
    env,
    cleanup: async () => {
      await db.destroy();
      if (released) return;
      released = true;
      await releaseSchema(TEST_DATABASE_URL, schema, state);
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
  await adminQuery(TEST_DATABASE_URL, text);
}
