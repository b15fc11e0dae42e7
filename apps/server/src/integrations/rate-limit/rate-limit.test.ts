import { afterEach, describe, expect, test } from 'vitest';
import { createAccountsTestApp } from '../../features/auth/auth-test-client';
import type { TestApp } from '../../test/app';

const VERSIO_TIRED = { error: { code: 'rate_limited', message: 'Versio ha lavorato troppo per te oggi, torna domani.' } };
const TOO_MANY = { error: { code: 'rate_limited', message: 'Troppe richieste, riprova più tardi.' } };

describe('rate limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('over the global limit an address gets 429 with Versio\'s message; another address is not affected', async () => {
    t = await createAccountsTestApp('sqlite', { RATE_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await t.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '10.0.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const over = await t.app.inject({ method: 'POST', url: '/limit/', payload: { lang: 'lat' }, remoteAddress: '10.0.0.1' });
    expect([over.statusCode, over.json(), over.headers['retry-after']]).toEqual([429, VERSIO_TIRED, '60']);
    expect((await t.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  });

  test.each([
    ['/api/auth/sign-in/email', { email: 'livia@example.org', password: 'sbagliata' }],
    ['/api/auth/sign-up/email', { email: 'livia@example.org', password: 'x', name: 'Livia' }],
    ['/api/auth/request-password-reset', { email: 'livia@example.org' }],
  ])('%s has its own stricter limit, answered with the spec\'s login message', async (url, payload) => {
    t = await createAccountsTestApp('sqlite', { AUTH_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '100' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
    expect(statuses.slice(0, 2).every((status) => status !== 429)).toBe(true);
    const over = await t.app.inject({ method: 'POST', url, payload });
    expect([over.statusCode, over.json()]).toEqual([429, TOO_MANY]);
    // The session check the web app makes on every page stays under the generous global limit.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(200);
  });
});
