import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS, createTestDb } from '../../test/db';
import type { TestDb } from '../../test/db';
import type { TestApp } from '../../test/app';
import { asBearer, createAccountsTestApp, signUp, signUpAndRegister, REGISTRATION } from '../auth/auth-test-client';
import { claimLifetimeSeat, countLifetimeSeats } from './lifetime-seats';

describe.each(DIALECTS)('lifetime seats on %s', (dialect) => {
  let t: TestDb | TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('40 parallel claims for 25 seats: seats 1 to 25 are given once each, never a 26th', async () => {
    t = await createTestDb(dialect);
    const { db } = t;
    const seats = await Promise.all(Array.from({ length: 40 }, () => db.transaction().execute((trx) => claimLifetimeSeat(trx, 25))));
    const given = seats.filter((seat): seat is number => seat !== null).sort((a, b) => a - b);
    expect(given).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await countLifetimeSeats(db)).toBe(25);
    expect(await claimLifetimeSeat(db, 25)).toBeNull();
  });

  test('40 students registering at once with 1000 seats and 30 already taken: the counter reaches exactly 70', async () => {
    t = await createTestDb(dialect);
    const { db } = t;
    await db.updateTable('lifetime_seats').set({ taken: 30 }).execute();
    const seats = await Promise.all(Array.from({ length: 40 }, () => db.transaction().execute((trx) => claimLifetimeSeat(trx, 1000))));
    expect(new Set(seats).size).toBe(40);
    expect(await countLifetimeSeats(db)).toBe(70);
  });

  test('no seats configured: nobody gets one', async () => {
    t = await createTestDb(dialect);
    expect(await claimLifetimeSeat(t.db, 0)).toBeNull();
    expect(await countLifetimeSeats(t.db)).toBe(0);
  });

  test('the first registered students are lifetime, then normal; a second registration takes no second seat', async () => {
    const app = await createAccountsTestApp(dialect, { LIFETIME_SEATS: '2' });
    t = app;
    const livia = await signUpAndRegister(app.app, 'livia@example.org');
    const again = await app.app.inject({
      method: 'POST', url: '/user/data', headers: asBearer(livia), payload: { user_uid: livia.userId, ...REGISTRATION, nome: 'Livia Augusta' },
    });
    expect(again.json()).toMatchObject({ type: 'lifetime', membership: 'lifetime', nome: 'Livia Augusta', latinoCount: 30, cameraCount: 0 });
    const marco = await signUpAndRegister(app.app, 'marco@example.org');
    const tito = await signUp(app.app, 'tito@example.org');
    await app.app.inject({ method: 'POST', url: '/user/data', headers: asBearer(tito), payload: { user_uid: tito.userId, ...REGISTRATION } });
    const typeOf = async (session: { token: string }) =>
      (await app.app.inject({ method: 'GET', url: '/user/data', headers: { authorization: `Bearer ${session.token}` } })).json().type;
    expect([await typeOf(livia), await typeOf(marco), await typeOf(tito)]).toEqual(['lifetime', 'lifetime', 'normal']);
    expect(await countLifetimeSeats(app.db)).toBe(2);
  });
});
