// Fault: the SMTP server is down (connections cut) or hangs (never greets). Signing up still creates
// the account, whose answer says the verification e-mail is still to come; asking for it again is
// refused with a clear Italian 503; every answer comes within nodemailer's bounded timeouts; and once
// the server is back the e-mail goes out (decision 043).
import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn } from '../features/auth/auth-test-client';
import { startSmtpTestServer } from '../integrations/email/smtp-test-server';
import type { SmtpTestServer } from '../integrations/email/smtp-test-server';
import { MESSAGES } from '../messages';
import { createTestApp } from '../test/app';
import type { TestApp } from '../test/app';

type Mode = 'up' | 'down' | 'hang';

/** A local port in front of the real test SMTP server: passes connections on, cuts them, or holds them silent. */
async function startSmtpSwitch(target: SmtpTestServer): Promise<{ url: string; set: (mode: Mode) => void; close: () => Promise<void> }> {
  const targetPort = Number(new URL(target.url).port);
  let mode: Mode = 'up';
  const open = new Set<Socket>();
  const server: Server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'down') return void socket.destroy();
    if (mode === 'hang') return;
    const upstream = createConnection(targetPort, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    set: (next) => { mode = next; },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

describe('the SMTP server is down', () => {
  let smtp: SmtpTestServer;
  let relay: Awaited<ReturnType<typeof startSmtpSwitch>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    relay = await startSmtpSwitch(smtp);
    t = await createTestApp('sqlite', { SMTP_URL: relay.url, AUTH_RATE_LIMIT_MAX: '1000' });
  }, 60_000);
  afterAll(async () => {
    await t.cleanup();
    await relay.close();
    await smtp.close();
  });

  const signUp = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password: 'roma753', name: 'Livia' } });
  const resend = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email } });

  test('down: the account is created and says the e-mail is to come; a resend is a clear 503; back: the e-mail goes out', async () => {
    relay.set('down');
    const answer = await signUp('livia@example.org');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ emailSent: false, notice: MESSAGES.signUpEmailNotSent, user: { email: 'livia@example.org' } });
    // The account is not lost: the student signs in with it.
    expect((await signIn(t.app, 'livia@example.org')).userId).toBe(answer.json().user.id);
    const again = await resend('livia@example.org');
    expect([again.statusCode, again.json()]).toEqual([503, { error: { code: 'email_not_sent', message: MESSAGES.emailNotSent } }]);

    relay.set('up');
    const since = smtp.messages.length;
    const later = await resend('livia@example.org');
    expect(later.statusCode).toBe(200);
    expect((await smtp.waitForMessage('livia@example.org', since)).links.length).toBeGreaterThan(0);
    // And a sign-up while it is up carries no notice.
    const normal = await signUp('marco@example.org');
    expect([normal.statusCode, normal.json().notice]).toEqual([200, undefined]);
  });

  test('hanging: the sign-up answers once the greeting times out, with the account made', async () => {
    relay.set('hang');
    const answer = await signUp('tito@example.org');
    expect([answer.statusCode, answer.json().emailSent, answer.json().notice]).toEqual([200, false, MESSAGES.signUpEmailNotSent]);
    const users = await t.db.selectFrom('auth_user').select('email').where('email', '=', 'tito@example.org').execute();
    expect(users).toHaveLength(1);
  }, 20_000);
});
