import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { PASSWORD, asCookie, createAccountsTestApp, signUp } from './auth-test-client';
import type { Session } from './auth-test-client';

const ORIGIN = 'http://versio.test';
const INVALID_INPUT = { error: { code: 'invalid_input', message: MESSAGES.invalidInput } };
const INVALID_TEXT = { error: { code: 'invalid_text', message: MESSAGES.invalidText } };
const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

describe.each(DIALECTS)('what /api/auth/* accepts, on %s', (dialect) => {
  let t: TestApp;
  let livia: Session;
  let emails = 0;
  beforeAll(async () => {
    t = await createAccountsTestApp(dialect, { PUBLIC_URL: ORIGIN, AUTH_RATE_LIMIT_MAX: '1000' });
    livia = await signUp(t.app, 'livia@example.org', 'Livia');
  });
  afterAll(async () => { await t.cleanup(); });

  /** Posts the JSON text as written (escapes such as \ud800 and deep nesting reach the parser unchanged). */
  const post = (url: string, json: string, session?: Session) => t.app.inject({
    method: 'POST', url, payload: json,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(session ? asCookie(session) : {}) },
  });
  const nameOf = async (session: Session) => (await t.db.selectFrom('auth_user').select('name')
    .where('id', '=', session.userId).executeTakeFirstOrThrow()).name;

  // Regression: {"name":{"$gt":""}} reached the database and answered 500.
  test.each([
    ['/api/auth/update-user', 'an operator object as the name', '{"name":{"$gt":""}}'],
    ['/api/auth/update-user', 'a number as the name', '{"name":123}'],
    ['/api/auth/update-user', 'an array as the name', '{"name":["Livia"]}'],
    ['/api/auth/update-user', 'an object as the image', '{"image":{"src":"x"}}'],
    ['/api/auth/update-user/', 'an operator object as the name', '{"name":{"$gt":""}}'],
  ])('%s with %s answers 400 invalid_input and changes nothing', async (url, _name, json) => {
    const response = await post(url, json, livia);
    expect([response.statusCode, response.json()]).toEqual([400, INVALID_INPUT]);
    expect(await nameOf(livia)).toBe('Livia');
  });

  // Regression: arrays nested 100,000 deep overflowed the stack when the body was passed on: 500.
  test.each([
    '/api/auth/update-user',
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/email',
    '/api/auth/reset-password',
    '/api/auth/sign-out',
  ])('JSON nested 100,000 deep to %s answers 400 invalid_input', async (url) => {
    const response = await post(url, DEEP, livia);
    expect([response.statusCode, response.json()]).toEqual([400, INVALID_INPUT]);
  });

  // Regression: lone surrogates and control characters in a name were silently changed.
  test.each([
    ['/api/auth/sign-up/email', 'Arma \\ud800 cano'],
    ['/api/auth/sign-up/email', 'Livia\\u0000'],
    ['/api/auth/update-user', 'Livia \\udc00'],
    ['/api/auth/update-user', 'Livia \\u001b[31m'],
  ])('%s with the name %s answers 400 invalid_text', async (url, escaped) => {
    const json = `{"email":"testo${(emails += 1)}@example.org","password":"${PASSWORD}","name":"${escaped}"}`;
    const response = await post(url, json, url.endsWith('update-user') ? livia : undefined);
    expect([response.statusCode, response.json()]).toEqual([400, INVALID_TEXT]);
    expect(await nameOf(livia)).toBe('Livia');
  });

});

test('a fault inside better-auth still answers 500, not 400', async () => {
  const t = await createAccountsTestApp('sqlite', { PUBLIC_URL: ORIGIN });
  try {
    await t.db.schema.dropTable('auth_account').execute();
    const response = await t.app.inject({
      method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'guasto@example.org', password: PASSWORD, name: 'Tito' },
    });
    expect(response.statusCode).toBe(500);
  } finally {
    await t.cleanup();
  }
});
