import { afterEach, describe, expect, test } from 'vitest';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { REGISTRATION, asBearer, asCookie, createAccountsTestApp, signUp, signUpAndRegister } from '../auth/auth-test-client';

const FORBIDDEN = { error: { code: 'forbidden', message: 'Non puoi accedere ai dati di un altro utente.' } };

describe.each(DIALECTS)('user/* on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  async function start() {
    t = await createAccountsTestApp(dialect);
    return t.app;
  }

  test('another user\'s uid gets 403 on every route that names one, and changes nothing', async () => {
    const app = await start();
    const livia = await signUpAndRegister(app, 'livia@example.org');
    const marco = await signUpAndRegister(app, 'marco@example.org');
    const calls = [
      ['/user/data', { user_uid: livia.userId, ...REGISTRATION, nome: 'Intruso' }],
      ['/user/complete-signup', { user_uid: livia.userId }],
      ['/user/delete', { uid: livia.userId }],
      ['/ocr/update-limit', { uid: livia.userId }],
    ] as const;
    for (const [url, payload] of calls) {
      const response = await app.inject({ method: 'POST', url, headers: asBearer(marco), payload });
      expect([url, response.statusCode, response.json()]).toEqual([url, 403, FORBIDDEN]);
    }
    const data = await app.inject({ method: 'GET', url: '/user/data', headers: asCookie(livia) });
    expect(data.json()).toMatchObject({ nome: 'Livia Drusilla', cameraCount: 3 });
  });

  test.each([
    ['/user/data', { user_uid: 'x', scuola: 'elementare', anno: '3', nome: 'Tito', phoneNumber: '' }, 'body.scuola'],
    ['/user/data', { user_uid: 'x', scuola: 'classico', anno: '6', nome: 'Tito', phoneNumber: '' }, 'body.anno'],
    ['/user/data', { user_uid: 'x', scuola: 'classico', anno: 2, nome: '   ', phoneNumber: '' }, 'body.nome'],
    ['/user/data', { scuola: 'classico', anno: 2, nome: 'Tito' }, 'body.user_uid'],
    ['/user/delete', {}, 'body.uid'],
    ['/user/delete', { uid: 42 }, 'body.uid'],
    ['/limit/', { lang: 'ita' }, 'body.lang'],
  ])('%s with %j gets 400 invalid_input naming %s', async (url, payload, path) => {
    const app = await start();
    const session = await signUp(app, 'tito@example.org');
    const response = await app.inject({ method: 'POST', url, headers: asBearer(session), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  // Regression: a lone surrogate or a control character in the name was silently changed on its way to the database.
  test.each([
    ['nome', 'Livia \\ud800 Drusilla'],
    ['nome', 'Livia\\u0000'],
    ['nome', 'Livia \\u001b[31mDrusilla'],
    ['phoneNumber', '\\u0007'],
  ])('registration with %s %s gets 400 invalid_text and stores nothing', async (field, escaped) => {
    const app = await start();
    const session = await signUp(app, 'tito@example.org');
    const body = JSON.stringify({ user_uid: session.userId, ...REGISTRATION, [field]: '@' }).replace('"@"', `"${escaped}"`);
    const response = await app.inject({
      method: 'POST', url: '/user/data', headers: { ...asBearer(session), 'content-type': 'application/json' }, payload: body,
    });
    expect([response.statusCode, response.json().error.code, response.json().error.message]).toEqual([
      400, 'invalid_text', 'Il testo contiene caratteri non ammessi (caratteri di controllo o simboli spezzati): correggilo e riprova.',
    ]);
    expect((await app.inject({ method: 'GET', url: '/user/data', headers: asBearer(session) })).statusCode).toBe(404);
  });

  test('a malformed JSON body gets 400 invalid_json', async () => {
    const app = await start();
    const session = await signUp(app, 'tito@example.org');
    const response = await app.inject({
      method: 'POST', url: '/user/data', headers: { ...asBearer(session), 'content-type': 'application/json' }, payload: '{"user_uid": ',
    });
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'invalid_json']);
  });

  test('nextUpdate is the last reset plus one calendar month, clamped to the month\'s end', async () => {
    const app = await start();
    const session = await signUpAndRegister(app, 'clodia@example.org');
    const lastReset = new Date(Date.now() - 86_400_000);
    await t!.db.updateTable('user_credits').set({ last_update: lastReset.toISOString() })
      .where('user_id', '=', session.userId).execute();
    const data = (await app.inject({ method: 'GET', url: '/user/data', headers: asBearer(session) })).json();
    expect(data.lastUpdate._seconds).toBe(Math.floor(lastReset.getTime() / 1000));
    expect(new Date(data.nextUpdate._seconds * 1000).getUTCDate())
      .toBe(Math.min(lastReset.getUTCDate(), new Date(Date.UTC(lastReset.getUTCFullYear(), lastReset.getUTCMonth() + 2, 0)).getUTCDate()));
  });

  test('year 0 means Altro and numbers are accepted as well as strings', async () => {
    const app = await start();
    const session = await signUp(app, 'anna@example.org');
    const response = await app.inject({
      method: 'POST', url: '/user/data', headers: asBearer(session),
      payload: { user_uid: session.userId, scuola: 'universita', anno: 0, nome: 'Anna', phoneNumber: '' },
    });
    expect(response.json()).toMatchObject({ scuola: 'universita', anno: 0, nome: 'Anna' });
  });

  test('complete-signup says whether the profile still has to be filled in', async () => {
    const app = await start();
    const session = await signUp(app, 'google@example.org');
    const ask = () => app.inject({ method: 'POST', url: '/user/complete-signup', headers: asBearer(session), payload: { user_uid: session.userId } });
    expect((await ask()).json()).toEqual({ status: 'needs_registration' });
    await app.inject({ method: 'POST', url: '/user/data', headers: asBearer(session), payload: { user_uid: session.userId, ...REGISTRATION } });
    expect((await ask()).json()).toEqual({ status: 'registered' });
  });

  test('terms: 404 before registering, then accepted once and for all', async () => {
    const app = await start();
    const session = await signUp(app, 'ottavia@example.org');
    const accept = () => app.inject({ method: 'POST', url: '/user/terms-accepted', headers: asCookie(session) });
    const early = await accept();
    expect([early.statusCode, early.json()]).toEqual([404, {
      error: { code: 'not_registered', message: 'Versio ti chiede di fare logout e login, oppure contattaci.' },
    }]);
    await app.inject({ method: 'POST', url: '/user/data', headers: asBearer(session), payload: { user_uid: session.userId, ...REGISTRATION } });
    expect((await accept()).json()).toEqual({ termsAccepted: true });
    const data = await app.inject({ method: 'GET', url: '/user/data', headers: asBearer(session) });
    expect(data.json().termsAccepted).toBe(true);
  });

  test('deletion removes every row of the user and nobody else\'s', async () => {
    const app = await start();
    const db = t!.db;
    const livia = await signUpAndRegister(app, 'livia@example.org');
    const marco = await signUpAndRegister(app, 'marco@example.org');
    await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'livia@example.org' } });
    for (const userId of [livia.userId, marco.userId]) {
      await db.insertInto('saved_versions').values({
        id: `v-${userId}`, user_id: userId, lang: 'lat', input: 'Arma virumque cano', translation: "Canto le armi e l'uomo",
        analysis: null, created_at: new Date().toISOString(),
      }).execute();
    }
    const rowsOf = async (userId: string) => Promise.all([
      db.selectFrom('auth_user').select('id').where('id', '=', userId).execute(),
      db.selectFrom('auth_session').select('id').where('userId', '=', userId).execute(),
      db.selectFrom('auth_account').select('id').where('userId', '=', userId).execute(),
      db.selectFrom('auth_verification').select('id').where('value', '=', userId).execute(),
      db.selectFrom('user_profiles').select('user_id').where('user_id', '=', userId).execute(),
      db.selectFrom('user_credits').select('user_id').where('user_id', '=', userId).execute(),
      db.selectFrom('saved_versions').select('id').where('user_id', '=', userId).execute(),
    ]).then((tables) => tables.map((rows) => rows.length));
    expect(await rowsOf(livia.userId)).toEqual([1, 1, 1, 1, 1, 1, 1]);

    const deleted = await app.inject({ method: 'POST', url: '/user/delete', headers: asCookie(livia), payload: { uid: livia.userId } });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { deleted: true }]);
    expect(await rowsOf(livia.userId)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await rowsOf(marco.userId)).toEqual([1, 1, 1, 0, 1, 1, 1]);
    const after = await app.inject({ method: 'GET', url: '/user/data', headers: asBearer(livia) });
    expect(after.statusCode).toBe(401);
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'livia@example.org', password: 'roma753' } });
    expect(signIn.statusCode).toBe(401);
  });
});
