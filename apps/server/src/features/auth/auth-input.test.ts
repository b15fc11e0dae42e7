import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { PASSWORD, asCookie, createAccountsTestApp, signUp } from './auth-test-client';
import type { Session } from './auth-test-client';

const ORIGIN = 'http://versio.test';
const INVALID_INPUT = { error: { code: 'invalid_input', message: MESSAGES.invalidInput } };
const INVALID_TEXT = { error: { code: 'invalid_text', message: MESSAGES.invalidText } };
const WEAK_PASSWORD = { error: { code: 'weak_password', message: 'Password troppo debole, deve contenere almeno 6 caratteri' } };
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
  const signUpAs = (fields: Record<string, unknown>) => post('/api/auth/sign-up/email', JSON.stringify({
    email: `studente${(emails += 1)}@example.org`, password: PASSWORD, name: 'Tito', ...fields,
  }));
  const nameOf = async (session: Session) => (await t.db.selectFrom('auth_user').select('name')
    .where('id', '=', session.userId).executeTakeFirstOrThrow()).name;

  // Regression: {"name":{"$gt":""}} reached the database and answered 500.
  test.each([
    ['/api/auth/update-user', 'an operator object as the name', '{"name":{"$gt":""}}'],
    ['/api/auth/update-user', 'a number as the name', '{"name":123}'],
    ['/api/auth/update-user', 'an array as the name', '{"name":["Livia"]}'],
    ['/api/auth/update-user', 'an object as the image', '{"image":{"src":"x"}}'],
    ['/api/auth/update-user/', 'an operator object as the name', '{"name":{"$gt":""}}'],
    ['/api/auth/update-user', 'a name of 101 characters', `{"name":"${'a'.repeat(101)}"}`],
    ['/api/auth/update-user', 'a blank name', '{"name":"   "}'],
  ])('%s with %s answers 400 invalid_input and changes nothing', async (url, _name, json) => {
    const response = await post(url, json, livia);
    expect([response.statusCode, response.json()]).toEqual([400, INVALID_INPUT]);
    expect(await nameOf(livia)).toBe('Livia');
  });

  test('update-user still changes the name, trimmed', async () => {
    const response = await post('/api/auth/update-user', '{"name":"  Livia Drusilla  "}', livia);
    expect([response.statusCode, await nameOf(livia)]).toEqual([200, 'Livia Drusilla']);
    await post('/api/auth/update-user', '{"name":"Livia"}', livia);
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

  // Regression: sign-up kept a name of 500 KB.
  test.each([
    ['a name of 101 characters', 400, { name: 'a'.repeat(101) }],
    ['a name of 500,000 characters', 400, { name: 'a'.repeat(500_000) }],
    ['a blank name', 400, { name: ' \t ' }],
    ['a name of 100 characters', 200, { name: 'a'.repeat(100) }],
    ['an image address over 2048 characters', 400, { image: `https://example.org/${'a'.repeat(2048)}` }],
  ])('sign-up with %s → %i', async (_name, status, fields) => {
    const response = await signUpAs(fields);
    expect(response.statusCode).toBe(status);
    if (status === 400) expect(response.json()).toEqual(INVALID_INPUT);
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

  // Regression: a password of six spaces was accepted.
  test.each([
    ['/api/auth/sign-up/email', { email: 'spazi@example.org', password: '      ', name: 'Tito' }],
    ['/api/auth/sign-up/email', { email: 'spazi@example.org', password: '\t\t\t\t\t\t\t\t', name: 'Tito' }],
    ['/api/auth/reset-password', { token: 'qualsiasi', newPassword: '          ' }],
    ['/api/auth/change-password', { currentPassword: PASSWORD, newPassword: '       ' }],
  ])('%s with a password of white space only answers the spec\'s weak-password message', async (url, body) => {
    const response = await post(url, JSON.stringify(body), livia);
    expect([response.statusCode, response.json()]).toEqual([400, WEAK_PASSWORD]);
  });

  test.each([
    ['spaces around and inside', 200, ' roma 753 '],
    ['128 characters', 200, 'r'.repeat(128)],
    ['129 characters', 400, 'r'.repeat(129)],
  ])('sign-up with a password of %s → %i', async (_name, status, password) => {
    const response = await signUpAs({ password });
    expect(response.statusCode).toBe(status);
    if (status === 400) expect(response.json()).toEqual({ error: { code: 'weak_password', message: 'Password troppo lunga.' } });
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
