// Upgrades keep what students have: a database at every earlier schema (each prefix of the migration
// list, the previous release's among them) is seeded with a student, a profile, credits and a saved
// version, migrated to the latest schema, and must still hold all of it. Migrations are forward-only.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS, createTestDb } from '../test/db';
import type { TestDb } from '../test/db';
import { getDialectName } from './create-db';
import { migrateToLatest, migrateWith } from './migrate';
import { MIGRATIONS } from './migrations';

const NAMES = Object.keys(MIGRATIONS);
/** The schema the previous release shipped with (the last migration it ran). */
const PREVIOUS_RELEASE = '0009-ocr-uploads';

async function seed(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const now = postgres ? new Date() : new Date().toISOString();
  await sql`insert into auth_user (id, name, email, "emailVerified", "createdAt", "updatedAt")
    values ('u1', 'Giulia', 'giulia@example.it', ${postgres ? true : 1}, ${now}, ${now})`.execute(db);
  await sql`insert into auth_session (id, "expiresAt", token, "createdAt", "updatedAt", "userId")
    values ('s1', ${postgres ? new Date(Date.now() + 86_400_000) : new Date(Date.now() + 86_400_000).toISOString()}, 'tok1', ${now}, ${now}, 'u1')`.execute(db);
  await sql`insert into user_profiles (user_id, nome, scuola, anno, created_at)
    values ('u1', 'Giulia', 'classico', 3, '2026-01-10T08:00:00.000Z')`.execute(db);
  await sql`insert into user_credits (user_id, latino_count, greco_count, camera_count, last_update)
    values ('u1', 7, 5, 2, '2026-11-01T00:00:00.000Z')`.execute(db);
  await sql`insert into saved_versions (id, user_id, lang, input, translation, analysis, created_at)
    values ('v1', 'u1', 'lat', 'Gallia est omnis divisa in partes tres', 'La Gallia è tutta divisa in tre parti', null,
      '2026-11-02T10:00:00.000Z')`.execute(db);
}

async function readBack(db: Kysely<unknown>) {
  const one = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows[0];
  return {
    user: await one(sql`select email from auth_user where id = 'u1'`),
    session: await one(sql`select token from auth_session where "userId" = 'u1'`),
    profile: await one(sql`select nome, scuola, anno from user_profiles where user_id = 'u1'`),
    credits: await one(sql`select latino_count, greco_count, camera_count from user_credits where user_id = 'u1'`),
    version: await one(sql`select input, translation from saved_versions where user_id = 'u1'`),
  };
}

const EXPECTED = {
  user: { email: 'giulia@example.it' },
  session: { token: 'tok1' },
  profile: { nome: 'Giulia', scuola: 'classico', anno: 3 },
  credits: { latino_count: 7, greco_count: 5, camera_count: 2 },
  version: { input: 'Gallia est omnis divisa in partes tres', translation: 'La Gallia è tutta divisa in tre parti' },
};

test('migrations are forward-only: none can undo a schema', () => {
  for (const [name, migration] of Object.entries(MIGRATIONS)) expect({ name, down: migration.down }).toEqual({ name, down: undefined });
});

test('the previous release is among the migrations, and later ones sort after it', () => {
  expect(NAMES).toContain(PREVIOUS_RELEASE);
  expect(NAMES.slice(NAMES.indexOf(PREVIOUS_RELEASE) + 1).every((name) => name > PREVIOUS_RELEASE)).toBe(true);
});

describe.each(DIALECTS)('upgrades on %s', (dialect) => {
  let test$: TestDb | undefined;
  afterEach(async () => {
    await test$?.cleanup();
    test$ = undefined;
  });

  // Every schema from the one that has profiles and credits (0003) up to the last but one.
  const starts = NAMES.slice(NAMES.indexOf('0003-profiles-and-credits'), -1);
  test.each(starts)('from the schema of %s to the latest, keeping the students’ data', async (last) => {
    test$ = await createTestDb(dialect, { migrate: false });
    const db = test$.db as unknown as Kysely<unknown>;
    const earlier = Object.fromEntries(NAMES.slice(0, NAMES.indexOf(last) + 1).map((name) => [name, MIGRATIONS[name]!]));
    await migrateWith(test$.db, earlier);
    await seed(db, getDialectName(test$.db) === 'postgres');
    const applied = await migrateToLatest(test$.db);
    expect(applied).toEqual(NAMES.slice(NAMES.indexOf(last) + 1));
    expect(await readBack(db)).toEqual(EXPECTED);
  });
});
