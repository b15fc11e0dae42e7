import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../test/app';
import { asBearer, asCookie, createAccountsTestApp, signUp } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { TEST_DIALECT } from '../../test/db';

let t: TestApp;
let livia: Session;
beforeAll(async () => {
  t = await createAccountsTestApp(TEST_DIALECT, { TRANSLATE_RATE_LIMIT_MAX: '12' });
  livia = await signUp(t.app, 'livia@example.org');
}, 60_000);
afterAll(async () => t.cleanup());

function post(body: object) {
  return t.app.inject({ method: 'POST', url: '/translate', payload: body, headers: asCookie(livia) });
}

describe('POST /translate answers signed-in students only', () => {
  test.each([
    ['no session', {}],
    ['a forged session cookie', { cookie: 'versio.session_token=contraffatto.firma' }],
    ['a forged bearer token', { authorization: 'Bearer contraffatto' }],
  ])('%s: 401, nothing translated', async (_name, headers) => {
    const response = await t.app.inject({ method: 'POST', url: '/translate', payload: { text: 'Gallia est omnis divisa.', lang: 'lat' }, headers });
    expect([response.statusCode, response.json()]).toEqual([401, { error: { code: 'unauthenticated', message: 'Accedi a Versio per continuare.' } }]);
  });

  test('each student has a limit of their own, from whatever address they come', async () => {
    const marco = await signUp(t.app, 'marco@example.org');
    const statuses: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      const response = await t.app.inject({
        method: 'POST', url: '/translate', payload: { text: 'Rosa pulchra est.', lang: 'lat' },
        headers: asBearer(marco), remoteAddress: `10.0.0.${index + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(12).fill(200), 429]);
    const other = await t.app.inject({
      method: 'POST', url: '/translate', payload: { text: 'Rosa pulchra est.', lang: 'lat' }, headers: asBearer(livia), remoteAddress: '10.0.0.1',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /translate with nothing configured (embedded literal translator)', () => {
  test('translates Latin literally and says so', async () => {
    const response = await post({ text: 'Agricola terram arat.', lang: 'lat' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      translatedText: "L'agricoltore ara la terra.",
      provider: 'embedded',
      notice: expect.stringContaining('Traduzione di lavoro costruita dall’analisi'),
    });
  });

  test.each([
    ['Ciao, come stai? Oggi la scuola è chiusa.', 'Italian'],
    ['The farmer ploughs the land and loves the roses.', 'English'],
    ['Ὁ γεωργὸς τὴν γῆν ἀροῖ.', 'Greek sent as Latin'],
  ])('refuses %s (%s) with not_latin', async (text) => {
    const response = await post({ text, lang: 'lat' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'not_latin', message: 'Versio traduce solo testi latini!' } });
  });

  test('refuses Latin sent as Greek with not_greek', async () => {
    const response = await post({ text: 'Agricola terram arat.', lang: 'grc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'not_greek', message: 'Versio traduce solo testi greci!' } });
  });

  test('translates Greek literally and says so', async () => {
    const response = await post({ text: 'Ὁ γεωργὸς τὴν γῆν ἀροῖ.', lang: 'grc' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      translatedText: 'Il contadino ara la terra.',
      provider: 'embedded',
      notice: expect.stringContaining('Traduzione di lavoro costruita dall’analisi'),
    });
  });

  test.each([
    ['   ', 'empty_text', 'Cosa vuoi chiedere a Versio?'],
    ['rosa '.repeat(301), 'text_too_long', 'Il testo è troppo lungo: Versio traduce al massimo 1500 caratteri alla volta.'],
  ])('refuses %j before translating', async (text, code, message) => {
    const response = await post({ text, lang: 'lat' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message } });
  });
});
