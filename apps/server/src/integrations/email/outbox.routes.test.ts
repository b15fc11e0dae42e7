import { afterEach, describe, expect, test } from 'vitest';
import { createAccountsTestApp, signUp } from '../../features/auth/auth-test-client';
import type { TestApp } from '../../test/app';
import { TEST_DIALECT } from '../../test/db';

const TOKEN = 'tokendiprova-0123456789';
const OUTBOX = { OUTBOX_TOKEN: TOKEN };

describe('the development outbox page', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('lists the verification e-mail with its link, newest first, to the local machine', async () => {
    t = await createAccountsTestApp(TEST_DIALECT, { PUBLIC_URL: 'http://versio.test', ...OUTBOX });
    await signUp(t.app, 'prima@example.org', 'Prima');
    await signUp(t.app, 'seconda@example.org', 'Seconda');
    const json = await t.app.inject({ method: 'GET', url: `/api/dev/outbox.json?token=${TOKEN}` });
    const messages = json.json().messages as { to: string; subject: string; links: string[] }[];
    expect(messages.map((m) => [m.to, m.subject])).toEqual([
      ['seconda@example.org', 'Conferma il tuo indirizzo email'],
      ['prima@example.org', 'Conferma il tuo indirizzo email'],
    ]);
    expect(messages[0]?.links[0]).toMatch(/^http:\/\/versio\.test\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fprofilo$/);

    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const page = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?token=${TOKEN}`, remoteAddress });
      expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(page.body).toContain('<td>seconda@example.org</td>');
      expect(page.body).toContain(`<a href="${messages[0]?.links[0]?.replaceAll('&', '&amp;')}">`);
      expect(page.body.indexOf('seconda@example.org')).toBeLessThan(page.body.indexOf('prima@example.org'));
    }
  });

  test.each(['/api/dev/outbox', '/api/dev/outbox.json'])('%s answers 403 to any other machine, even claiming to be local', async (url) => {
    t = await createAccountsTestApp(TEST_DIALECT, OUTBOX);
    for (const remoteAddress of ['192.168.1.20', '10.0.0.7', '2001:db8::1']) {
      const response = await t.app.inject({ method: 'GET', url: `${url}?token=${TOKEN}`, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect([response.statusCode, response.json()]).toEqual([403, {
        error: { code: 'forbidden', message: 'La posta in uscita si legge solo da questo computer.' },
      }]);
    }
  });

  // Behind a reverse proxy on the same host every visitor comes from the local socket.
  test.each(['/api/dev/outbox', '/api/dev/outbox.json'])('%s asks the local machine too for the token printed at start-up', async (url) => {
    t = await createAccountsTestApp(TEST_DIALECT, OUTBOX);
    await signUp(t.app, 'prima@example.org', 'Prima');
    for (const query of ['', '?token=', '?token=tokendiprova-0123456788', `?token=${TOKEN}x`, `?token[]=${TOKEN}`]) {
      const response = await t.app.inject({ method: 'GET', url: `${url}${query}`, remoteAddress: '127.0.0.1' });
      expect([query, response.statusCode, response.json()]).toEqual([query, 403, {
        error: {
          code: 'outbox_token_required',
          message: "La posta in uscita si apre dal link completo, con il suo token, stampato all'avvio di Versio.",
        },
      }]);
    }
  });

  test('without OUTBOX_TOKEN each start makes a random token of its own', async () => {
    t = await createAccountsTestApp(TEST_DIALECT);
    expect(t.env.OUTBOX_TOKEN).toMatch(/^[\w-]{24}$/);
    const other = await createAccountsTestApp(TEST_DIALECT);
    expect(other.env.OUTBOX_TOKEN).not.toBe(t.env.OUTBOX_TOKEN);
    await other.cleanup();
  });

  test('does not exist while an SMTP server is configured', async () => {
    t = await createAccountsTestApp(TEST_DIALECT, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    for (const url of ['/api/dev/outbox', '/api/dev/outbox.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
