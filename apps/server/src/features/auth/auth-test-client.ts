// For tests: a student's steps against the app in memory (sign up, sign in, call with a session).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DialectName } from '../../db/create-db';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';

export const PASSWORD = 'roma753';

export type Session = { cookie: string; token: string; userId: string };

/** The Cookie header a browser would send back after this response. */
export function readCookies(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

export function asCookie(session: Session): Record<string, string> {
  return { cookie: session.cookie };
}

export function asBearer(session: Session): Record<string, string> {
  return { authorization: `Bearer ${session.token}` };
}

function toSession(response: LightMyRequestResponse): Session {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  const body = response.json<{ user: { id: string } }>();
  return { cookie: readCookies(response), token: String(response.headers['set-auth-token']), userId: body.user.id };
}

export async function signUp(app: FastifyInstance, email: string, name = 'Livia', password = PASSWORD): Promise<Session> {
  return toSession(await app.inject({
    method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password, name, callbackURL: '/profilo' },
  }));
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<Session> {
  return toSession(await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } }));
}

export const REGISTRATION = { scuola: 'classico', anno: '3', nome: 'Livia Drusilla', phoneNumber: '' } as const;

/** Signs up and posts the registration data, as the sign-up wizard does. */
export async function signUpAndRegister(app: FastifyInstance, email: string): Promise<Session> {
  const session = await signUp(app, email);
  const response = await app.inject({
    method: 'POST', url: '/user/data', headers: asBearer(session), payload: { user_uid: session.userId, ...REGISTRATION },
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return session;
}

/** createTestApp with the e-mail outbox in a temporary folder (removed by cleanup), never var/. */
export async function createAccountsTestApp(dialect: DialectName, env: Record<string, string> = {}): Promise<TestApp & { outboxDir: string }> {
  const outboxDir = mkdtempSync(join(tmpdir(), 'versio-outbox-'));
  const t = await createTestApp(dialect, { OUTBOX_DIR: outboxDir, ...env });
  return {
    ...t,
    outboxDir,
    cleanup: async () => {
      await t.cleanup();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
