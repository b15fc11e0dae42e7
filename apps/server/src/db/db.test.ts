import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS, createTestDb } from '../test/db';
import type { TestDb } from '../test/db';
import { checkDb, createDb, getDialectName } from './create-db';
import { migrateToLatest, migrateWith } from './migrate';
import { MIGRATIONS } from './migrations';

describe.each(DIALECTS)('database on %s', (dialect) => {
  let test$: TestDb | undefined;
  afterEach(async () => {
    await test$?.cleanup();
    test$ = undefined;
  });

  test('migrates an empty database, then has nothing left to apply', async () => {
    test$ = await createTestDb(dialect, { migrate: false });
    expect(await migrateToLatest(test$.db)).toEqual(['0001-saved-versions', '0002-auth', '0003-profiles-and-credits', '0004-rate-limit-hits', '0005-analysis-grant-uses', '0006-analysis-chunks', '0007-payments', '0008-lessons', '0009-ocr-uploads']);
    expect(await migrateToLatest(test$.db)).toEqual([]);
    const tables = await test$.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toContain('saved_versions');
  });

  // Branches number their migrations as they start; one merged later may sort before one already applied.
  test('applies a migration that sorts before the last applied one', async () => {
    test$ = await createTestDb(dialect, { migrate: false });
    const { '0008-lessons': lessons, ...earlier } = MIGRATIONS;
    await migrateWith(test$.db, { ...earlier, '0009-later': lessons! });
    expect(await migrateWith(test$.db, { ...earlier, '0006-merged-later': { up: async () => {} }, '0009-later': lessons! }))
      .toEqual(['0006-merged-later']);
  });

  test('stores a saved version and lists it newest first', async () => {
    test$ = await createTestDb(dialect);
    const { db } = test$;
    await db.insertInto('saved_versions').values([
      { id: randomUUID(), user_id: 'u1', lang: 'lat', input: 'Gallia est omnis divisa in partes tres',
        translation: 'La Gallia è tutta divisa in tre parti', analysis: null, created_at: '2025-03-01T10:00:00.000Z' },
      { id: randomUUID(), user_id: 'u1', lang: 'lat', input: 'Arma virumque cano',
        translation: "Canto le armi e l'uomo", analysis: '{"arma":{"lemma":"arma"}}', created_at: '2025-03-02T10:00:00.000Z' },
      { id: randomUUID(), user_id: 'u1', lang: 'grc', input: 'μῆνιν ἄειδε θεά',
        translation: "Canta, o dea, l'ira", analysis: null, created_at: '2025-03-03T10:00:00.000Z' },
    ]).execute();
    const rows = await db.selectFrom('saved_versions').select(['input', 'analysis'])
      .where('user_id', '=', 'u1').where('lang', '=', 'lat').orderBy('created_at', 'desc').execute();
    expect(rows).toEqual([
      { input: 'Arma virumque cano', analysis: '{"arma":{"lemma":"arma"}}' },
      { input: 'Gallia est omnis divisa in partes tres', analysis: null },
    ]);
  });

  test('refuses a language other than lat and grc', async () => {
    test$ = await createTestDb(dialect);
    const insert = test$.db.insertInto('saved_versions').values({
      id: randomUUID(), user_id: 'u1', lang: 'ita' as 'lat', input: 'ciao', translation: 'ciao',
      analysis: null, created_at: '2025-03-01T10:00:00.000Z',
    }).execute();
    await expect(insert).rejects.toThrow(/check/i);
  });

  test('reports its dialect and health, and ill health once closed', async () => {
    test$ = await createTestDb(dialect);
    expect(getDialectName(test$.db)).toBe(dialect);
    expect(await checkDb(test$.db)).toBe(true);
    await test$.db.destroy();
    expect(await checkDb(test$.db)).toBe(false);
  });
});

describe('createDb', () => {
  test('creates the SQLite file with its folder, in WAL mode, synchronous NORMAL (no fsync per commit), foreign keys on', async () => {
    const test$ = await createTestDb('sqlite');
    try {
      expect(existsSync(test$.env.SQLITE_PATH)).toBe(true);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(test$.db);
      const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(test$.db);
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(test$.db);
      expect([journal.rows[0]?.journal_mode, synchronous.rows[0]?.synchronous, foreignKeys.rows[0]?.foreign_keys]).toEqual(['wal', 1, 1]);
    } finally {
      await test$.cleanup();
    }
  });

  test('checkDb is false when PostgreSQL is unreachable', async () => {
    const db = createDb({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test', SQLITE_PATH: ':memory:' });
    try {
      expect(await checkDb(db)).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
