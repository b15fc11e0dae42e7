import { afterEach, describe, expect, test } from 'vitest';
import type { Db } from '../../db/create-db';
import type { UserType } from '../../db/database';
import { AppError } from '../../errors';
import { DIALECTS, createTestDb, createTestEnv } from '../../test/db';
import type { TestDb } from '../../test/db';
import { createPlans } from '../plans/plans';
import { createCreditsService } from './credits.service';

const PLANS = createPlans(createTestEnv());

async function addUser(db: Db, id: string, type: UserType, counts: { latino: number; greco: number; camera: number }, lastUpdate: string) {
  // 0 and ISO text suit both dialects (PostgreSQL reads '0' as false and ISO text as timestamptz).
  await db.insertInto('auth_user').values({
    id, name: id, email: `${id}@example.org`, emailVerified: 0, image: null, createdAt: lastUpdate, updatedAt: lastUpdate,
  }).execute();
  await db.insertInto('user_profiles').values({
    user_id: id, nome: id, scuola: 'classico', anno: 3, phone_number: '', type, membership: null, terms_accepted: 1, created_at: lastUpdate,
  }).execute();
  await db.insertInto('user_credits').values({
    user_id: id, latino_count: counts.latino, greco_count: counts.greco, camera_count: counts.camera, last_update: lastUpdate,
  }).execute();
}

async function settle<T>(promises: Promise<T>[]) {
  const results = await Promise.allSettled(promises);
  return {
    spent: results.filter((r) => r.status === 'fulfilled').length,
    refused: results.filter((r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.httpStatus === 403).length,
  };
}

describe.each(DIALECTS)('monthly credits on %s', (dialect) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test.each(['lat', 'grc'] as const)('50 parallel %s analyses with 1 credit left: exactly one is spent, the count stops at 0', async (lang) => {
    t = await createTestDb(dialect);
    const now = '2025-03-10T09:00:00.000Z';
    await addUser(t.db, 'livia', 'normal', { latino: 1, greco: 1, camera: 3 }, now);
    const credits = createCreditsService({ db: t.db, plans: PLANS, now: () => new Date('2025-03-20T09:00:00.000Z') });
    const outcome = await settle(Array.from({ length: 50 }, () => credits.spendAnalysisCredit('livia', lang)));
    expect(outcome).toEqual({ spent: 1, refused: 49 });
    const after = await credits.refreshCredits('livia');
    expect([after?.latinoCount, after?.grecoCount]).toEqual(lang === 'lat' ? [0, 1] : [1, 0]);
  });

  test('50 parallel camera uses with 1 left: exactly one', async () => {
    t = await createTestDb(dialect);
    await addUser(t.db, 'marco', 'normal', { latino: 5, greco: 5, camera: 1 }, '2025-03-10T09:00:00.000Z');
    const credits = createCreditsService({ db: t.db, plans: PLANS, now: () => new Date('2025-03-11T09:00:00.000Z') });
    expect(await settle(Array.from({ length: 50 }, () => credits.spendCameraCredit('marco')))).toEqual({ spent: 1, refused: 49 });
    expect((await credits.refreshCredits('marco'))?.cameraCount).toBe(0);
  });

  test('the limit message names the language; the camera refusal sends to plus', async () => {
    t = await createTestDb(dialect);
    await addUser(t.db, 'tito', 'normal', { latino: 0, greco: 0, camera: 0 }, '2025-03-10T09:00:00.000Z');
    const credits = createCreditsService({ db: t.db, plans: PLANS, now: () => new Date('2025-03-11T09:00:00.000Z') });
    await expect(credits.spendAnalysisCredit('tito', 'lat')).rejects.toThrow('Hai raggiunto il limite di analisi di latino per questo mese!');
    await expect(credits.spendAnalysisCredit('tito', 'grc')).rejects.toThrow('Hai raggiunto il limite di analisi di greco per questo mese!');
    await expect(credits.spendCameraCredit('tito')).rejects.toThrow('Passa a plus per usare scatta e traduci!');
    await expect(credits.spendAnalysisCredit('nobody', 'lat')).rejects.toThrow('Utente non registrato');
  });

  test.each([
    ['normal', '2025-02-10T08:59:59.999Z', { latino: 0, greco: 2, camera: 1 }, '2025-01-10T09:00:00.000Z'],
    ['normal', '2025-02-10T09:00:00.000Z', { latino: 5, greco: 5, camera: 3 }, '2025-02-10T09:00:00.000Z'],
    ['normal', '2025-02-28T09:00:00.000Z', { latino: 5, greco: 5, camera: 3 }, '2025-02-28T09:00:00.000Z'],
    ['premium', '2025-03-01T00:00:00.000Z', { latino: 30, greco: 30, camera: 0 }, '2025-03-01T00:00:00.000Z'],
    ['lifetime', '2025-02-15T00:00:00.000Z', { latino: 30, greco: 30, camera: 0 }, '2025-02-15T00:00:00.000Z'],
  ] as const)('%s user, last reset 2025-01-10T09:00Z, at %s: %j, last update %s', async (type, at, expected, lastUpdate) => {
    t = await createTestDb(dialect);
    await addUser(t.db, 'ottavia', type, { latino: 0, greco: 2, camera: 1 }, '2025-01-10T09:00:00.000Z');
    const credits = createCreditsService({ db: t.db, plans: PLANS, now: () => new Date(at) });
    const after = await credits.refreshCredits('ottavia');
    expect([after?.latinoCount, after?.grecoCount, after?.cameraCount, after?.lastUpdate.toISOString()])
      .toEqual([expected.latino, expected.greco, expected.camera, lastUpdate]);
  });

  test('a reset that is due happens before the spend, once, even when requests race', async () => {
    t = await createTestDb(dialect);
    await addUser(t.db, 'cassio', 'normal', { latino: 0, greco: 0, camera: 0 }, '2025-01-10T09:00:00.000Z');
    const credits = createCreditsService({ db: t.db, plans: PLANS, now: () => new Date('2025-02-11T09:00:00.000Z') });
    const outcome = await settle(Array.from({ length: 8 }, () => credits.spendAnalysisCredit('cassio', 'lat')));
    expect(outcome).toEqual({ spent: 5, refused: 3 });
  });

  test('premium and lifetime use the camera without limit and spend nothing', async () => {
    t = await createTestDb(dialect);
    await addUser(t.db, 'augusto', 'premium', { latino: 30, greco: 30, camera: 0 }, '2025-03-10T09:00:00.000Z');
    await addUser(t.db, 'agrippa', 'lifetime', { latino: 30, greco: 30, camera: 0 }, '2025-03-10T09:00:00.000Z');
    const credits = createCreditsService({ db: t.db, plans: PLANS, now: () => new Date('2025-03-11T09:00:00.000Z') });
    for (let i = 0; i < 5; i += 1) {
      expect(await credits.spendCameraCredit('augusto')).toBe(0);
      expect(await credits.spendCameraCredit('agrippa')).toBe(0);
    }
    expect(await credits.spendAnalysisCredit('augusto', 'lat')).toBe(29);
  });
});
