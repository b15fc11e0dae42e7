// The real app in memory over a real test database: `const t = await createTestApp('sqlite');
// await t.app.inject({ url: '/api/health' }); … await t.cleanup();`
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DialectName } from '../db/create-db';
import { createTestDb, createTestEnv } from './db';
import type { TestDb } from './db';

export type TestApp = TestDb & { app: FastifyInstance };

/** `env` overrides the test environment (same keys and string values as process.env). */
export async function createTestApp(dialect: DialectName, env: Record<string, string> = {}): Promise<TestApp> {
  const testDb = await createTestDb(dialect);
  // Keep the database settings of the test database, everything else from the overrides.
  const appEnv = createTestEnv({
    SQLITE_PATH: testDb.env.SQLITE_PATH,
    ...(testDb.env.DATABASE_URL ? { DATABASE_URL: testDb.env.DATABASE_URL } : {}),
    ...env,
  });
  const app = await buildApp({ env: appEnv, db: testDb.db });
  return {
    ...testDb,
    env: appEnv,
    app,
    cleanup: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}
