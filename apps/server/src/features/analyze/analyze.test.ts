import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../test/app';
import { asCookie, createAccountsTestApp, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { toWordKey } from './analyze-input';
import { TEST_DIALECT } from '../../test/db';

let t: TestApp;
let session: Session;
// One registered student with plenty of credits: every analysis below spends one (see analyze-credit.test.ts).
beforeAll(async () => {
  t = await createAccountsTestApp(TEST_DIALECT, { FREE_MONTHLY_ANALYSES: '100' });
  session = await signUpAndRegister(t.app, 'analisi@example.org');
});
afterAll(async () => { await t.cleanup(); });

/** Posts as the student, with the grant of POST /api/analysis/start for the body's text. */
async function post(url: string, payload: { text?: unknown; lang?: unknown }) {
  const text = typeof payload.text === 'string' && payload.text.trim() !== '' ? payload.text : 'rosa';
  const start = await t.app.inject({ method: 'POST', url: '/api/analysis/start', headers: asCookie(session), payload: { lang: 'lat', text: text.slice(0, 1500) } });
  const { grant } = start.json<{ grant: string }>();
  return t.app.inject({ method: 'POST', url, headers: asCookie(session), payload: { ...payload, grant } });
}

describe('POST /analyze/dynamic', () => {
  test('maps each lower-cased word to its Italian card', async () => {
    const res = await post('/analyze/dynamic', { text: 'Agricola terram arat.', lang: 'lat' });
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(Object.keys(map)).toEqual(['agricola', 'terram', 'arat']);
    expect(map.terram).toMatchObject({ pos: 'sostantivo', lemma: 'terra', declinazione: '1ª declinazione', caso: 'accusativo', numero: 'singolare', cercaCome: 'terra' });
    expect(map.arat).toMatchObject({ lemma: 'aro', persona: '3ª', modo: 'indicativo', tempo: 'presente' });
    expect(typeof map.terram.significato).toBe('string');
  });

  test('splits enclitics into two cards', async () => {
    const map = (await post('/analyze/dynamic', { text: 'Arma virumque cano', lang: 'lat' })).json();
    expect(map.virum).toMatchObject({ lemma: 'vir' });
    expect(map.que.pos).toMatch(/^congiunzione/);
  });

  test.each([
    [{ lang: 'lat' }],
    [{ text: 'Gallia est omnis divisa' }],
    [{ text: '   ', lang: 'lat' }],
    [{ text: 42, lang: 'lat' }],
    [{}],
  ])('answers 400 with the spec message when text or language is missing: %j', async (body) => {
    const res = await post('/analyze/dynamic', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid input: text and language are required');
  });

  test('refuses texts over 1500 characters', async () => {
    const res = await post('/analyze/dynamic', { text: 'rosa '.repeat(301), lang: 'lat' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('text_too_long');
  });

});

describe('POST /analyze/lemmas', () => {
  test('lists one {lemma, text} entry per word with the headword to look up', async () => {
    const res = await post('/analyze/lemmas', { text: 'Caesar tulit arma, tulit.', lang: 'lat' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { lemma: 'Caesar', text: 'caesar' },
      { lemma: 'fero', text: 'tulit' },
      { lemma: 'arma', text: 'arma' },
    ]);
  });
});

describe('POST /api/analyze', () => {
  test('returns every occurrence in order with offsets, the chosen reading and the alternatives', async () => {
    const text = 'Puella aquam portat.';
    const res = await post('/api/analyze', { text, lang: 'lat' });
    expect(res.statusCode).toBe(200);
    const { lang, tokens } = res.json();
    expect(lang).toBe('lat');
    expect(tokens.map((x: { form: string }) => x.form)).toEqual(['Puella', 'aquam', 'portat', '.']);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.form);
    expect(tokens[1].chosen).toMatchObject({ lemma: 'aqua', upos: 'NOUN' });
    expect(tokens[1].chosen.feats).toContain('Case=Acc');
    // "puella" is nominative, vocative or ablative: the other readings are offered, each with its card.
    expect(tokens[0].alternatives.length).toBeGreaterThan(0);
    expect(tokens[0].alternatives[0].card.lemma).toBe('puella');
    expect(tokens[3]).toMatchObject({ kind: 'punct', card: null, alternatives: [] });
  });
});

describe('GET /api/paradigm/:lang/:key', () => {
  test('gives the full declension of a lemma', async () => {
    const res = await t.app.inject({ url: '/api/paradigm/lat/rosa' });
    expect(res.statusCode).toBe(200);
    const table = res.json();
    expect(table.key).toMatch(/^rosa/);
    const forms = table.sections.flatMap((s: { rows: { forms: string[] }[] }) => s.rows.flatMap((r) => r.forms));
    expect(forms.map((f: string) => f.normalize('NFD').replace(/\p{M}/gu, ''))).toEqual(expect.arrayContaining(['rosam', 'rosarum', 'rosis']));
  });

  test('answers 400 in Italian for a language that is neither Latin nor Greek', async () => {
    const res = await t.app.inject({ url: '/api/paradigm/ita/rosa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'unsupported_language', message: 'Versio analizza solo testi latini e greci.' });
  });

  test('answers 404 in Italian for an unknown lemma', async () => {
    const res = await t.app.inject({ url: '/api/paradigm/lat/qwertyzx' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('paradigm_not_found');
  });
});

test.each([
  ['Caesar,', 'caesar'],
  ['«Terram»', 'terram'],
  ['XII', 'xii'],
  ['12', ''],
])('toWordKey(%s) = %s', (form, key) => {
  expect(toWordKey(form)).toBe(key);
});
