// Each test database starts as a fresh, fully migrated one, also on PostgreSQL where a file's tests reuse a schema
// emptied after the test before (pg-schemas.ts). The tests run in order: each checks what the one before left.
import { afterEach, describe, expect, test } from 'vitest';
import { MIGRATIONS } from '../db/migrations';
import { DIALECTS, createTestDb } from './db';
import type { TestDb } from './db';

describe.each(DIALECTS)('test databases on %s', (dialect) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  async function expectFreshlyMigrated(db: TestDb['db']): Promise<void> {
    expect(await db.selectFrom('rate_limit_hits').selectAll().execute()).toEqual([]);
    // The row migration 0007 writes is back, as it was.
    expect(await db.selectFrom('lifetime_seats').selectAll().execute()).toEqual([{ id: 1, taken: 0 }]);
    const { count } = await db.selectFrom('kysely_migration' as never).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(Object.keys(MIGRATIONS).length);
  }

  test('a test writes rows', async () => {
    t = await createTestDb(dialect);
    await expectFreshlyMigrated(t.db);
    await t.db.insertInto('rate_limit_hits').values({ key: 'k', hits: 3, expires_at: 1 }).execute();
    await t.db.updateTable('lifetime_seats').set({ taken: 5 }).execute();
  });

  test('the next one finds none of them, the migrations\' own rows as they were; it drops a table', async () => {
    t = await createTestDb(dialect);
    await expectFreshlyMigrated(t.db);
    await t.db.schema.dropTable('rate_limit_hits').execute();
  });

  test('the next one has every table again', async () => {
    t = await createTestDb(dialect);
    await expectFreshlyMigrated(t.db);
  });
});
