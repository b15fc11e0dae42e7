import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../messages';
import { DIALECTS } from '../../test/db';
import type { TestApp } from '../../test/app';
import { asBearer, asCookie, createAccountsTestApp, signUp, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { KEPT_VERSIONS, MAX_ANALYSIS_BYTES, measureJson } from './history.schema';
import type { SavedAnalysis } from './history.schema';

const GALLIA = {
  pos: 'sostantivo', lemma: 'Gallia', declinazione: '1ª declinazione', significato: 'Gallia', caso: 'nominativo',
  numero: 'singolare', genere: 'femminile', cercaCome: 'Gallia', dizionario: 'Gallia, Galliae, f.', incerto: false,
};
const EST = {
  pos: 'verbo anomalo', lemma: 'sum', declinazione: 'coniugazione anomala', significato: 'essere, esserci, esistere',
  persona: '3ª', numero: 'singolare', modo: 'indicativo', tempo: 'presente', cercaCome: 'sum', dizionario: 'sum, es, fui, esse', incerto: false,
};
const EDO = { ...EST, lemma: 'edo', significato: 'mangiare', cercaCome: 'edo', dizionario: 'edo, edis, edi, esum, edere', diatesi: 'attiva' };
/** What the web app saved before the occurrence list: the word map of its chunks and the looked-up lemmas. */
type WordMapAnalysis = Extract<SavedAnalysis, { words: unknown }>;
const ANALYSIS: WordMapAnalysis = {
  words: {
    gallia: { word: 'gallia', card: GALLIA, lemmaKey: 'Gallia', uncertain: false, alternatives: [] },
    est: { word: 'est', card: EST, lemmaKey: 'sum', uncertain: false, alternatives: [{ card: EDO, lemmaKey: 'edo' }] },
  },
  lemmas: [{ lemma: 'Gallia', text: 'gallia' }, { lemma: 'sum', text: 'est' }],
};
/** What the web app saves: every occurrence in order with its sentence (POST /api/analysis/chunk), and the lemmas. */
const OCCURRENCES: SavedAnalysis = {
  occurrences: [
    { form: 'Gallia', word: 'gallia', start: 0, end: 6, sentence: 0, card: GALLIA, lemmaKey: 'Gallia' },
    { form: 'est', word: 'est', start: 7, end: 10, sentence: 0, card: EST, lemmaKey: 'sum', alternatives: [{ pos: 'verbo', lemma: 'edo', tratti: 'singolare, indicativo, presente, attiva, 3ª persona' }] },
    { form: 'est', word: 'est', start: 12, end: 15, sentence: 1, card: EST, lemmaKey: 'sum' },
  ],
  sentences: [{ index: 0, start: 0, text: 'Gallia est.' }, { index: 1, start: 12, text: 'Est.' }],
  lemmas: [{ lemma: 'Gallia', text: 'gallia' }],
};

/** A well-formed analysis of `count` words, each card carrying a 2,000-character meaning. */
function analysisOfWords(count: number): WordMapAnalysis {
  const words: WordMapAnalysis['words'] = {};
  for (let i = 0; i < count; i += 1) {
    words[`verbum${i}`] = { word: `verbum${i}`, card: { ...GALLIA, significato: 'parola '.repeat(285) }, lemmaKey: 'verbum', uncertain: false, alternatives: [] };
  }
  return { words, lemmas: [] };
}

/** The largest such analysis that fits the cap, and the smallest that does not. */
function analysesAroundTheCap(): [WordMapAnalysis, WordMapAnalysis] {
  let count = Math.floor(MAX_ANALYSIS_BYTES / measureJson(analysisOfWords(1)));
  while (measureJson(analysisOfWords(count + 1)) <= MAX_ANALYSIS_BYTES) count += 1;
  while (measureJson(analysisOfWords(count)) > MAX_ANALYSIS_BYTES) count -= 1;
  return [analysisOfWords(count), analysisOfWords(count + 1)];
}

describe.each(DIALECTS)('history on %s', (dialect) => {
  let t: TestApp;
  let livia: Session;
  let marco: Session;
  /** Sends only what must be refused: she never has a saved version. */
  let tullia: Session;
  beforeAll(async () => {
    t = await createAccountsTestApp(dialect);
    livia = await signUpAndRegister(t.app, 'livia@example.org');
    marco = await signUpAndRegister(t.app, 'marco@example.org');
    tullia = await signUpAndRegister(t.app, 'tullia@example.org');
  });
  afterAll(async () => { await t.cleanup(); });

  const save = (session: Session, payload: object) => t.app.inject({ method: 'POST', url: '/save', headers: asCookie(session), payload });
  const list = (session: Session, query: string) => t.app.inject({ url: `/history?${query}`, headers: asBearer(session) });
  /** Sends the body as written, so that JSON escapes such as \ud800 reach the server's parser unchanged. */
  const saveRaw = (session: Session, json: string) => t.app.inject({
    method: 'POST', url: '/save', headers: { ...asCookie(session), 'content-type': 'application/json' }, payload: json,
  });
  const countVersions = async (session: Session, lang: 'lat' | 'grc') => Number((await t.db.selectFrom('saved_versions')
    .select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', session.userId).where('lang', '=', lang).executeTakeFirstOrThrow()).n);

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

  test('the occurrence list, each with its sentence, is saved and restored as sent', async () => {
    expect((await save(marco, { input: 'Gallia est. Est.', translation: 'La Gallia è. È.', analysis: OCCURRENCES, lang: 'lat' })).statusCode).toBe(200);
    const [item] = (await list(marco, 'lang=lat&limit=1')).json<{ analysis: unknown }[]>();
    expect(item?.analysis).toEqual(OCCURRENCES);
    await t.db.deleteFrom('saved_versions').where('user_id', '=', marco.userId).execute();
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

  // Regression: /save stored an analysis of any shape and size (three 1 MB saves grew the database by 6.5 MB).
  test.each([
    ['a probe\'s blob', { blob: 'x'.repeat(1000) }],
    ['the word map without its wrapper', ANALYSIS.words],
    ['a card missing its fields', { words: { gallia: { word: 'gallia', card: { pos: 'sostantivo' } } }, lemmas: [] }],
    ['arrays nested 100,000 deep', '['.repeat(100_000) + ']'.repeat(100_000)],
  ])('an analysis that is not the web app\'s (%s) is refused with 400 and not stored', async (_name, analysis) => {
    const json = typeof analysis === 'string' ? analysis : JSON.stringify(analysis);
    const res = await saveRaw(tullia, `{"input":"Gallia est omnis divisa","translation":"La Gallia è tutta divisa","lang":"lat","analysis":${json}}`);
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'invalid_input']);
    expect(await countVersions(tullia, 'lat')).toBe(0);
  });

  test(`an analysis over ${MAX_ANALYSIS_BYTES / 1024} KB is refused with analysis_too_large; one just under is saved whole`, async () => {
    const [fits, tooLarge] = analysesAroundTheCap();
    const body = (analysis: SavedAnalysis) => ({ input: 'Gallia est omnis divisa', translation: 'La Gallia è tutta divisa', analysis, lang: 'grc' });
    const refused = await save(marco, body(tooLarge));
    expect([refused.statusCode, refused.json().error.code, refused.json().error.message])
      .toEqual([400, 'analysis_too_large', "L'analisi è troppo grande per essere salvata."]);
    expect(await countVersions(marco, 'grc')).toBe(0);
    expect((await save(marco, body(fits))).statusCode).toBe(200);
    expect((await list(marco, 'lang=grc&limit=1')).json()[0].analysis).toEqual(fits);
  });

  // Regression: every save was kept for ever, so one account could grow the database without end.
  test(`keeps the newest ${KEPT_VERSIONS} versions of each language and deletes older ones as it saves`, async () => {
    const cornelia = await signUpAndRegister(t.app, 'cornelia@example.org');
    await save(cornelia, { input: 'λόγος', translation: 'parola', analysis: null, lang: 'grc' });
    const inputs = Array.from({ length: KEPT_VERSIONS + 2 }, (_, i) => `Arma virumque cano ${i + 1}`);
    for (const input of inputs) expect((await save(cornelia, { input, translation: 'Canto le armi', analysis: ANALYSIS, lang: 'lat' })).statusCode).toBe(200);
    expect(await countVersions(cornelia, 'lat')).toBe(KEPT_VERSIONS);
    const kept = (await list(cornelia, `lang=lat&limit=${KEPT_VERSIONS}`)).json<{ input: string }[]>().map((item) => item.input);
    expect(kept).toEqual(inputs.slice(2).reverse());
    expect(await countVersions(cornelia, 'grc')).toBe(1);
    expect(await countVersions(livia, 'lat')).toBeGreaterThan(0);
  });

  // Regression: lone surrogates and control characters were silently changed on the way to the database.
  test.each([
    ['input', 'lone high surrogate', '\\ud800'],
    ['input', 'lone low surrogate', '\\udc00'],
    ['translation', 'NUL', '\\u0000'],
    ['translation', 'escape', '\\u001b'],
    ['input', 'DEL', '\\u007f'],
    ['input', 'C1 next line', '\\u0085'],
    ['significato', 'lone surrogate in a card', '\\ud800'],
    ['word key', 'lone surrogate in a word of the map', '\\udfff'],
  ])('%s with a %s is refused with invalid_text and not stored', async (field, _name, escape) => {
    const analysis = { words: { gallia: { ...ANALYSIS.words.gallia, card: { ...GALLIA, significato: 'Gallia @' } }, 'est@': ANALYSIS.words.est }, lemmas: [] };
    const body = JSON.stringify({ input: 'Arma @ cano', translation: 'Canto @ le armi', analysis, lang: 'grc' });
    const marker = { input: 'Arma @ cano', translation: 'Canto @ le armi', significato: 'Gallia @', 'word key': 'est@' }[field] ?? '';
    const json = body.replace(marker, marker.replace('@', escape)).replaceAll('@', '');
    const res = await saveRaw(tullia, json);
    expect([res.statusCode, res.json().error.code, res.json().error.message]).toEqual([400, 'invalid_text', MESSAGES.invalidText]);
    expect(await countVersions(tullia, 'grc')).toBe(0);
  });

  test('tabs, new lines, Greek and characters beyond the BMP are stored as sent', async () => {
    const input = 'Μῆνιν ἄειδε θεὰ\r\n\tΠηληϊάδεω Ἀχιλῆος 𝔐';
    const res = await saveRaw(marco, JSON.stringify({ input, translation: 'Canta, o dea, l’ira\n😀', analysis: null, lang: 'grc' }));
    expect(res.statusCode).toBe(200);
    const [item] = (await list(marco, 'lang=grc&limit=1')).json<{ input: string; translation: string }[]>();
    expect([item?.input, item?.translation]).toEqual([input, 'Canta, o dea, l’ira\n😀']);
  });
});
