import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../test/db';
import type { TestApp } from '../../test/app';
import { asBearer, asCookie, createAccountsTestApp, signUp, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';

const ANALYSIS = { gallia: { pos: 'sostantivo', lemma: 'Gallia', significato: 'Gallia' } };

describe.each(DIALECTS)('history on %s', (dialect) => {
  let t: TestApp;
  let livia: Session;
  let marco: Session;
  beforeAll(async () => {
    t = await createAccountsTestApp(dialect);
    livia = await signUpAndRegister(t.app, 'livia@example.org');
    marco = await signUpAndRegister(t.app, 'marco@example.org');
  });
  afterAll(async () => { await t.cleanup(); });

  const save = (session: Session, payload: object) => t.app.inject({ method: 'POST', url: '/save', headers: asCookie(session), payload });
  const list = (session: Session, query: string) => t.app.inject({ url: `/history?${query}`, headers: asBearer(session) });

  test('saves versions and lists the last five of a language, newest first, with the analysis restored', async () => {
    for (let i = 1; i <= 6; i += 1) {
      const res = await save(livia, { input: `Gallia est omnis ${i}`, translation: `La Gallia è tutta ${i}`, analysis: i === 6 ? ANALYSIS : null, lang: 'lat' });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    }
    await save(livia, { input: 'λόγος', translation: 'parola', analysis: null, lang: 'grc' });
    const res = await list(livia, 'lang=lat&limit=5');
    expect(res.statusCode).toBe(200);
    const items = res.json<{ input: string; analysis: unknown; lang: string; timestamp: { _seconds: number } }[]>();
    expect(items.map((item) => item.input)).toEqual([6, 5, 4, 3, 2].map((i) => `Gallia est omnis ${i}`));
    expect(items[0]?.analysis).toEqual(ANALYSIS);
    expect(items[1]?.analysis).toBeNull();
    expect(items.every((item) => item.lang === 'lat' && item.timestamp._seconds > 1_700_000_000)).toBe(true);
    expect((await list(livia, 'lang=grc')).json().map((item: { input: string }) => item.input)).toEqual(['λόγος']);
  });

  test('another student never sees them', async () => {
    await save(livia, { input: 'Segreto di Livia', translation: 'segreto', analysis: null, lang: 'lat' });
    const items = (await list(marco, 'lang=lat&limit=5')).json<{ input: string }[]>();
    expect(items).toEqual([]);
    await save(marco, { input: 'Arma virumque cano', translation: 'Canto le armi e l’uomo', analysis: null, lang: 'lat' });
    expect((await list(marco, 'lang=lat')).json().map((item: { input: string }) => item.input)).toEqual(['Arma virumque cano']);
    expect((await list(livia, 'lang=lat&limit=20')).json().map((item: { input: string }) => item.input)).not.toContain('Arma virumque cano');
  });

  test.each([
    ['GET', '/history?lang=lat', undefined, 401],
    ['POST', '/save', { input: 'Gallia', translation: 'Gallia', analysis: null, lang: 'lat' }, 401],
  ] as const)('%s %s without a session → %i', async (method, url, payload, status) => {
    expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(status);
  });

  test('an account that is not registered has no history: 404', async () => {
    const guest = await signUp(t.app, 'ospite@example.org');
    expect((await list(guest, 'lang=lat')).json().error.code).toBe('not_registered');
  });

  test.each([
    ['lang=xx', 400],
    ['lang=lat&limit=0', 400],
    ['lang=lat&limit=21', 400],
    ['', 400],
  ])('GET /history?%s → %i', async (query, status) => {
    expect((await list(livia, query)).statusCode).toBe(status);
  });

  test.each([
    [{ input: '', translation: 'x', analysis: null, lang: 'lat' }],
    [{ input: 'a'.repeat(1501), translation: 'x', analysis: null, lang: 'lat' }],
    [{ input: 'Gallia', translation: 'x', analysis: null, lang: 'de' }],
    [{ translation: 'x', lang: 'lat' }],
  ])('POST /save refuses %j with 400', async (payload) => {
    expect((await save(livia, payload)).statusCode).toBe(400);
  });
});
