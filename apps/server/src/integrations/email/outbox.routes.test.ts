import { afterEach, describe, expect, test } from 'vitest';
import { createAccountsTestApp, signUp } from '../../features/auth/auth-test-client';
import type { TestApp } from '../../test/app';

describe('the development outbox page', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('lists the verification e-mail with its link, newest first, to the local machine', async () => {
    t = await createAccountsTestApp('sqlite', { PUBLIC_URL: 'http://versio.test' });
    await signUp(t.app, 'prima@example.org', 'Prima');
    await signUp(t.app, 'seconda@example.org', 'Seconda');
    const json = await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json' });
    const messages = json.json().messages as { to: string; subject: string; links: string[] }[];
    expect(messages.map((m) => [m.to, m.subject])).toEqual([
      ['seconda@example.org', 'Conferma il tuo indirizzo email'],
      ['prima@example.org', 'Conferma il tuo indirizzo email'],
    ]);
    expect(messages[0]?.links[0]).toMatch(/^http:\/\/versio\.test\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fprofilo$/);

    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const page = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(page.body).toContain('<td>seconda@example.org</td>');
      expect(page.body).toContain(`<a href="${messages[0]?.links[0]?.replaceAll('&', '&amp;')}">`);
      expect(page.body.indexOf('seconda@example.org')).toBeLessThan(page.body.indexOf('prima@example.org'));
    }
  });

  test.each(['/api/dev/outbox', '/api/dev/outbox.json'])('%s answers 403 to any other machine, even claiming to be local', async (url) => {
    t = await createAccountsTestApp('sqlite');
    for (const remoteAddress of ['192.168.1.20', '10.0.0.7', '2001:db8::1']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect([response.statusCode, response.json()]).toEqual([403, {
        error: { code: 'forbidden', message: 'La posta in uscita si legge solo da questo computer.' },
      }]);
    }
  });

  test('does not exist while an SMTP server is configured', async () => {
    t = await createAccountsTestApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:2525' });
    for (const url of ['/api/dev/outbox', '/api/dev/outbox.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
