import { afterEach, describe, expect, test } from 'vitest';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { asBearer, asCookie, createAccountsTestApp, signUp, signUpAndRegister } from '../auth/auth-test-client';

describe.each(DIALECTS)('POST /limit/ and /ocr/update-limit on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('limit/ gives the counts after a due monthly reset', async () => {
    t = await createAccountsTestApp(dialect);
    const session = await signUpAndRegister(t.app, 'livia@example.org');
    await t.db.updateTable('user_credits').set({ latino_count: 0, greco_count: 1, last_update: '2020-01-31T10:00:00.000Z' })
      .where('user_id', '=', session.userId).execute();
    const response = await t.app.inject({ method: 'POST', url: '/limit/', headers: asBearer(session), payload: { lang: 'lat' } });
    expect(response.statusCode).toBe(200);
    const { latino_count, greco_count, last_update } = response.json();
    expect([latino_count, greco_count]).toEqual([5, 5]);
    expect(Math.abs(last_update._seconds - Date.now() / 1000)).toBeLessThan(60);
  });

  test('limit/ is 404 for an account that has not registered, 401 without a session', async () => {
    t = await createAccountsTestApp(dialect);
    const session = await signUp(t.app, 'marco@example.org');
    const unregistered = await t.app.inject({ method: 'POST', url: '/limit/', headers: asCookie(session), payload: { lang: 'grc' } });
    expect([unregistered.statusCode, unregistered.json().error.code]).toEqual([404, 'not_registered']);
    const anonymous = await t.app.inject({ method: 'POST', url: '/limit/', payload: { lang: 'grc' } });
    expect(anonymous.statusCode).toBe(401);
  });

  test('ocr/update-limit spends the free plan\'s 3 camera uses, then sends to plus', async () => {
    t = await createAccountsTestApp(dialect);
    const session = await signUpAndRegister(t.app, 'tito@example.org');
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/ocr/update-limit', headers: asBearer(session), payload: { uid: session.userId } });
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers).toEqual([
      [200, { cameraCount: 2 }], [200, { cameraCount: 1 }], [200, { cameraCount: 0 }],
      [403, { error: { code: 'camera_limit_reached', message: 'Passa a plus per usare scatta e traduci!' } }],
    ]);
  });
});
