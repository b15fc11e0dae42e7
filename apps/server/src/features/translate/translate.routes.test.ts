import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
}, 60_000);
afterAll(async () => t.cleanup());

function post(body: object) {
  return t.app.inject({ method: 'POST', url: '/translate', payload: body });
}

describe('POST /translate with nothing configured (embedded literal translator)', () => {
  test('translates Latin literally and says so', async () => {
    const response = await post({ text: 'Agricola terram arat.', lang: 'lat' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      translatedText: "L'agricoltore ara la terra.",
      provider: 'embedded',
      notice: expect.stringContaining('Traduzione letterale'),
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
      notice: expect.stringContaining('Traduzione letterale'),
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
