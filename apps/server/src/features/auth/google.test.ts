import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { REGISTRATION, asCookie, createAccountsTestApp, readCookies } from './auth-test-client';
import { OIDC_CLIENT, startOidcTestProvider } from './oidc-test-provider';
import type { OidcTestProvider } from './oidc-test-provider';

const PUBLIC_URL = 'http://versio.test';

describe.each(DIALECTS)('Google sign-in (OpenID Connect) on %s', (dialect) => {
  let oidc: OidcTestProvider;
  let t: TestApp | undefined;
  beforeAll(async () => {
    oidc = await startOidcTestProvider(`${PUBLIC_URL}/api/auth/callback/google`);
  });
  afterAll(async () => oidc.close());
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  async function signInWithGoogle(email: string) {
    const app = t!.app;
    const started = await app.inject({
      method: 'POST', url: '/api/auth/sign-in/social', headers: { origin: PUBLIC_URL },
      payload: { provider: 'google', callbackURL: '/', newUserCallbackURL: '/complete-signup', errorCallbackURL: '/login' },
    });
    expect(started.statusCode).toBe(200);
    const { url } = started.json<{ url: string }>();
    expect(url.startsWith(`${oidc.issuer}/auth?`)).toBe(true);
    const back = await oidc.signIn(url, email);
    const callback = await app.inject({
      method: 'GET', url: back.pathname + back.search, headers: { cookie: readCookies(started) },
    });
    return { callback, session: { cookie: readCookies(callback) } };
  }

  test('a new Google user lands on complete-signup, registers, and next time is already registered', async () => {
    t = await createAccountsTestApp(dialect, {
      PUBLIC_URL, GOOGLE_CLIENT_ID: OIDC_CLIENT.id, GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret, GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    });
    const first = await signInWithGoogle('claudia@example.org');
    expect([first.callback.statusCode, first.callback.headers.location]).toEqual([302, '/complete-signup']);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: asCookie({ ...first.session, token: '', userId: '' }) });
    expect(me.json().user).toMatchObject({ email: 'claudia@example.org', emailVerified: true, name: 'Studente claudia' });
    const userId = me.json().user.id as string;

    const headers = { cookie: first.session.cookie };
    const needs = await t.app.inject({ method: 'POST', url: '/user/complete-signup', headers, payload: { user_uid: userId } });
    expect(needs.json()).toEqual({ status: 'needs_registration' });
    expect((await t.app.inject({ method: 'GET', url: '/user/data', headers })).statusCode).toBe(404);
    const registered = await t.app.inject({ method: 'POST', url: '/user/data', headers, payload: { user_uid: userId, ...REGISTRATION } });
    expect(registered.json()).toMatchObject({ isRegistered: true, email: 'claudia@example.org', type: 'normal' });

    const second = await signInWithGoogle('claudia@example.org');
    expect([second.callback.statusCode, second.callback.headers.location]).toEqual([302, '/']);
    const again = await t.app.inject({ method: 'POST', url: '/user/complete-signup', headers: { cookie: second.session.cookie }, payload: { user_uid: userId } });
    expect(again.json()).toEqual({ status: 'registered' });
  });

  test('without a configured Google client the provider is unknown', async () => {
    t = await createAccountsTestApp(dialect, { PUBLIC_URL });
    const started = await t.app.inject({
      method: 'POST', url: '/api/auth/sign-in/social', headers: { origin: PUBLIC_URL }, payload: { provider: 'google', callbackURL: '/' },
    });
    expect([started.statusCode, started.json()]).toEqual([404, { error: { code: 'google_failed', message: "Errore nell'accesso con Google" } }]);
  });
});
