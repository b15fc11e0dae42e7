import { describe, expect, test } from 'vitest';
import { createTestEnv } from '../../test/db';
import { createDb } from '../../db/create-db';
import { createAuth } from './auth';
import { MAPPED_AUTH_ERROR_CODES, describeAuthError } from './auth-errors';
import { PASSWORD, createAccountsTestApp, signUp } from './auth-test-client';
import { TEST_DIALECT } from '../../test/db';

describe('describeAuthError', () => {
  test('maps every error code better-auth and its plugins declare', async () => {
    const env = createTestEnv({ SQLITE_PATH: ':memory:', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:1/.well-known/openid-configuration' });
    const db = createDb(env);
    try {
      const auth = createAuth({ env, db, email: { send: async () => {} } });
      const declared = Object.keys(auth.$ERROR_CODES);
      expect(declared.length).toBeGreaterThan(40);
      expect(declared.filter((code) => !MAPPED_AUTH_ERROR_CODES.includes(code))).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  test.each([
    ['INVALID_EMAIL_OR_PASSWORD', 401, '', 'wrong_password', 'Email o password errati.'],
    ['USER_NOT_FOUND', 400, '', 'user_not_found', 'Utente non trovato!'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 422, '', 'email_already_in_use', 'Email già in uso'],
    ['PASSWORD_TOO_SHORT', 400, '', 'weak_password', 'Password troppo debole, deve contenere almeno 6 caratteri'],
    ['VALIDATION_ERROR', 400, '[body.email] Invalid email address', 'invalid_email', 'Email non valida'],
    ['VALIDATION_ERROR', 400, '[body.email] Invalid input: expected string, received undefined', 'missing_email', 'Scrivi la tua email'],
    ['VALIDATION_ERROR', 400, '[body.password] Invalid input', 'invalid_input', 'I dati inviati non sono validi: controlla e riprova.'],
    [undefined, 429, '', 'too_many_requests', 'Troppe richieste, riprova più tardi.'],
    ['SOMETHING_NEW', 400, '', 'login_failed', "Si è verificato un errore durante l'accesso."],
    [undefined, 401, '', 'unauthenticated', 'Accedi a Versio per continuare.'],
  ])('%s (%i, %j) → %s', (code, status, message, expectedCode, expectedMessage) => {
    expect(describeAuthError(code, status, message)).toEqual({ code: expectedCode, message: expectedMessage });
  });
});

// Decision 026: the spec's 'Email già in uso' tells who has an account, on sign-up only.
test('sign-up says an address is in use, in any letter case; sign-in and reset answer alike for known and unknown addresses', async () => {
  const t = await createAccountsTestApp(TEST_DIALECT);
  try {
    await signUp(t.app, 'giulia@example.org', 'Giulia');
    const post = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, payload });
      return [response.statusCode, response.json()];
    };
    expect(await post('/api/auth/sign-up/email', { email: 'Giulia@Example.org', password: 'altra-password', name: 'Giulia' }))
      .toEqual([422, { error: { code: 'email_already_in_use', message: 'Email già in uso' } }]);
    const wrongPassword = [401, { error: { code: 'wrong_password', message: 'Email o password errati.' } }];
    expect(await post('/api/auth/sign-in/email', { email: 'giulia@example.org', password: 'sbagliata' })).toEqual(wrongPassword);
    expect(await post('/api/auth/sign-in/email', { email: 'nessuno@example.org', password: PASSWORD })).toEqual(wrongPassword);
    const known = await post('/api/auth/request-password-reset', { email: 'giulia@example.org', redirectTo: '/login' });
    const unknown = await post('/api/auth/request-password-reset', { email: 'nessuno@example.org', redirectTo: '/login' });
    expect([known[0], unknown]).toEqual([200, known]);
  } finally {
    await t.cleanup();
  }
});
