import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startSmtpTestServer } from '../../integrations/email/smtp-test-server';
import type { SmtpTestServer } from '../../integrations/email/smtp-test-server';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { PASSWORD, REGISTRATION, asBearer, asCookie, readCookies, signIn, signUp } from './auth-test-client';

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let smtp: SmtpTestServer;
  let t: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => smtp.close());
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  async function start(env: Record<string, string> = {}) {
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'http://versio.test', ...env });
    return t.app;
  }

  test('sign-up, verification e-mail over SMTP, verify, sign-in with cookie and bearer, registration', async () => {
    const app = await start();
    const since = smtp.messages.length;
    const signedUp = await signUp(app, 'livia@example.org');

    const mail = await smtp.waitForMessage('livia@example.org', since);
    expect([mail.from, mail.subject]).toEqual(['noreply@versio.app', 'Conferma il tuo indirizzo email']);
    const link = new URL(mail.links[0] ?? '');
    expect([link.origin, link.pathname, link.searchParams.get('callbackURL')])
      .toEqual(['http://versio.test', '/api/auth/verify-email', '/profilo']);

    const verified = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect([verified.statusCode, verified.headers.location]).toEqual([302, '/profilo']);

    const byCookie = await signIn(app, 'livia@example.org');
    const byBearer = await signIn(app, 'livia@example.org');
    expect([byCookie.userId, byBearer.userId]).toEqual([signedUp.userId, signedUp.userId]);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: asCookie(byCookie) });
    expect(session.json().user).toMatchObject({ email: 'livia@example.org', emailVerified: true });

    const before = await app.inject({ method: 'GET', url: '/user/data', headers: asBearer(byBearer) });
    expect([before.statusCode, before.json().error.code]).toEqual([404, 'not_registered']);

    const posted = await app.inject({
      method: 'POST', url: '/user/data', headers: asCookie(byCookie), payload: { user_uid: signedUp.userId, ...REGISTRATION },
    });
    expect(posted.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/user/data', headers: asBearer(byBearer) });
    expect(after.statusCode).toBe(200);
    const { lastUpdate, nextUpdate, ...data } = after.json();
    expect(data).toEqual({
      isRegistered: true, uid: signedUp.userId, email: 'livia@example.org', emailVerified: true,
      type: 'normal', nome: 'Livia Drusilla', scuola: 'classico', anno: 3, membership: null, termsAccepted: false,
      latinoCount: 5, grecoCount: 5, cameraCount: 3,
    });
    expect(Math.abs(lastUpdate._seconds - Date.now() / 1000)).toBeLessThan(60);
    const next = new Date(lastUpdate._seconds * 1000);
    next.setUTCMonth(next.getUTCMonth() + 1);
    // Within a day: near a month's end the server clamps (31 Jan → 28 Feb) where setUTCMonth overflows.
    expect(Math.abs(nextUpdate._seconds - next.getTime() / 1000)).toBeLessThan(4 * 86_400);
  });

  test('password reset: the e-mail links to the login page, the new password works, the old one not', async () => {
    const app = await start();
    await signUp(app, 'marco@example.org', 'Marco');
    const since = smtp.messages.length;
    const asked = await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'marco@example.org' } });
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitForMessage('marco@example.org', since);
    expect(mail.subject).toBe('Reimposta la tua password di Versio');
    const link = new URL(mail.links[0] ?? '');
    expect([link.origin, link.pathname]).toEqual(['http://versio.test', '/login']);
    const token = link.searchParams.get('reset');

    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'cartago146' } });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(app, 'marco@example.org', 'cartago146')).userId).toBeTruthy();
    const old = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'marco@example.org', password: PASSWORD } });
    expect(old.json()).toEqual({ error: { code: 'wrong_password', message: 'Email o password errati.' } });

    const reused = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'numantia133' } });
    expect([reused.statusCode, reused.json()]).toEqual([400, {
      error: { code: 'invalid_token', message: 'Il link non è valido o è scaduto: chiedine uno nuovo.' },
    }]);
  });

  test('the spec\'s Italian messages for every sign-in and sign-up mistake', async () => {
    const app = await start();
    await signUp(app, 'giulia@example.org');
    const cases = [
      ['/api/auth/sign-in/email', { email: 'giulia@example.org', password: 'sbagliata' }, 401, 'wrong_password', 'Email o password errati.'],
      ['/api/auth/sign-in/email', { email: 'nessuno@example.org', password: PASSWORD }, 401, 'wrong_password', 'Email o password errati.'],
      ['/api/auth/sign-up/email', { email: 'tito@example.org', password: '12345', name: 'Tito' }, 400, 'weak_password',
        'Password troppo debole, deve contenere almeno 6 caratteri'],
      ['/api/auth/sign-up/email', { email: 'tito-at-example.org', password: PASSWORD, name: 'Tito' }, 400, 'invalid_email', 'Email non valida'],
      ['/api/auth/sign-up/email', { email: 'giulia@example.org', password: PASSWORD, name: 'Giulia' }, 422, 'email_already_in_use', 'Email già in uso'],
      ['/api/auth/sign-in/email', { email: 'giulia@example.org' }, 400, 'invalid_input', 'I dati inviati non sono validi: controlla e riprova.'],
      ['/api/auth/request-password-reset', {}, 400, 'missing_email', 'Scrivi la tua email'],
    ] as const;
    const answers = [];
    for (const [url, payload] of cases) {
      const response = await app.inject({ method: 'POST', url, payload });
      answers.push([response.statusCode, response.json().error.code, response.json().error.message]);
    }
    expect(answers).toEqual(cases.map(([, , status, code, message]) => [status, code, message]));
  });

  test('"Invia nuova email di verifica" sends a fresh link that verifies the address', async () => {
    const app = await start();
    const session = await signUp(app, 'ottavia@example.org', 'Ottavia');
    const since = smtp.messages.length;
    const resent = await app.inject({
      method: 'POST', url: '/api/auth/send-verification-email', headers: asCookie(session),
      payload: { email: 'ottavia@example.org', callbackURL: '/profilo' },
    });
    expect([resent.statusCode, resent.json()]).toEqual([200, { status: true }]);
    const mail = await smtp.waitForMessage('ottavia@example.org', since);
    const link = new URL(mail.links[0] ?? '');
    const verified = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verified.headers.location).toBe('/profilo');
    const me = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: asCookie(session) });
    expect(me.json().user.emailVerified).toBe(true);
    const broken = await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=contraffatto&callbackURL=%2Fprofilo' });
    expect(broken.headers.location).toBe('/profilo?error=INVALID_TOKEN');
  });

  test('a forged or expired session gets 401 with an Italian message', async () => {
    const app = await start();
    const session = await signUp(app, 'bruto@example.org');
    const forged = { ...session, token: `${session.token.slice(0, -4)}AAAA`, cookie: session.cookie.replace(/.{4}$/, 'AAAA') };
    await t?.db.updateTable('auth_session').set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', session.userId).execute();
    for (const headers of [asBearer(forged), asCookie(forged), asBearer(session), asCookie(session), {}]) {
      const response = await app.inject({ method: 'GET', url: '/user/data', headers });
      expect([response.statusCode, response.json()]).toEqual([401, { error: { code: 'unauthenticated', message: 'Accedi a Versio per continuare.' } }]);
    }
  });

  test('sign-out ends the session, even one just remembered by the session cache', async () => {
    const app = await start({ SESSION_CACHE_MS: '600000' });
    const session = await signUp(app, 'cassio@example.org');
    const before = await app.inject({ method: 'GET', url: '/user/data', headers: asBearer(session) });
    expect(before.statusCode).not.toBe(401);
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...asCookie(session), origin: 'http://versio.test' } });
    expect(out.statusCode).toBe(200);
    expect(readCookies(out)).toContain('versio.session_token=');
    const after = await app.inject({ method: 'GET', url: '/user/data', headers: asBearer(session) });
    expect(after.statusCode).toBe(401);
  });
});
