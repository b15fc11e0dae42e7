// Greek analysis end to end through the app in memory (decision 038), on both databases: one Greek
// credit per text, its chunks, the spec's POST /analyze/greek map (lang 'gre' as the spec's client sends
// it, or 'grc'), the rich answer, and bad input.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getGreekAnalyzer } from '../../analyzer/greek';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { asCookie, createAccountsTestApp, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { hasGreekParadigms } from './greek-tokens';

const TEXT = 'Ὁ στρατηγὸς τοὺς στρατιώτας εἰς τὴν πόλιν ἤγαγεν.';
/** The same sentence as a student types it on a keyboard without Greek accents. */
const PLAIN = 'ο στρατηγος τους στρατιωτας εις την πολιν ηγαγεν.';

type Card = Record<string, unknown>;
type Chunk = { chunks: number; occurrences: { form: string; word: string; lemmaKey: string | null; card: Card }[]; sentences: { text: string }[] };

describe.each(DIALECTS)('Greek analysis on %s', (dialect) => {
  let t: TestApp;
  let student: Session;
  beforeAll(async () => {
    t = await createAccountsTestApp(dialect, { FREE_MONTHLY_ANALYSES: '20' });
    student = await signUpAndRegister(t.app, `greco-${dialect}@example.org`);
  });
  afterAll(async () => { await t.cleanup(); });

  const post = (url: string, payload: object, session: Session | null = student) =>
    t.app.inject({ method: 'POST', url, headers: session ? asCookie(session) : {}, payload });
  const credits = async () =>
    (await post('/limit/', { lang: 'grc' })).json<{ latino_count: number; greco_count: number }>();
  async function grantFor(text: string, lang = 'grc'): Promise<string> {
    const res = await post('/api/analysis/start', { lang, text });
    expect(res.statusCode).toBe(200);
    return res.json<{ grant: string }>().grant;
  }

  test('the start spends one Greek credit (lang gre or grc), never a Latin one', async () => {
    const before = await credits();
    const res = await post('/api/analysis/start', { lang: 'gre', text: TEXT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lang: 'grc', remaining: before.greco_count - 1, chunks: 1 });
    expect(await credits()).toEqual(expect.objectContaining({ latino_count: before.latino_count, greco_count: before.greco_count - 1 }));
  });

  test('the chunk gives every word its Greek card: lemma, case, number, tense, the paradigm key', async () => {
    const grant = await grantFor(TEXT);
    const res = await post('/api/analysis/chunk', { grant, chunk: 0 });
    expect(res.statusCode).toBe(200);
    const chunk = res.json<Chunk>();
    expect(chunk.occurrences.map((o) => o.form)).toEqual(['Ὁ', 'στρατηγὸς', 'τοὺς', 'στρατιώτας', 'εἰς', 'τὴν', 'πόλιν', 'ἤγαγεν']);
    expect(chunk.sentences.map((s) => s.text)).toEqual([TEXT]);
    const byForm = new Map(chunk.occurrences.map((o) => [o.form, o]));
    expect(byForm.get('στρατιώτας')).toMatchObject({
      // The paradigm key: the lemma, once the analyzer has paradigm tables to give.
      word: 'στρατιώτας', lemmaKey: hasGreekParadigms(getGreekAnalyzer()) ? 'στρατιώτης' : null,
      card: { pos: 'sostantivo', lemma: 'στρατιώτης', caso: 'accusativo', numero: 'plurale', cercaCome: 'στρατιώτης' },
    });
    expect(byForm.get('ἤγαγεν')?.card).toMatchObject({ pos: 'verbo', lemma: 'ἄγω', modo: 'indicativo', tempo: 'aoristo', persona: '3ª', numero: 'singolare' });
    expect(byForm.get('πόλιν')?.card).toMatchObject({ lemma: 'πόλις', caso: 'accusativo' });
    expect(byForm.get('τὴν')?.card).toMatchObject({ pos: 'articolo', caso: 'accusativo', genere: 'femminile' });
    for (const occurrence of chunk.occurrences) expect(occurrence.card.significato).not.toBe('');
  });

  test.each(['gre', 'grc'])('POST /analyze/greek with lang %s: a map of the lower-cased words to their data with the lemma', async (lang) => {
    const grant = await grantFor(TEXT);
    const res = await post('/analyze/greek', { text: TEXT, lang, grant });
    expect(res.statusCode).toBe(200);
    const map = res.json<Record<string, Card>>();
    expect(Object.keys(map)).toEqual(['ὁ', 'στρατηγὸς', 'τοὺς', 'στρατιώτας', 'εἰς', 'τὴν', 'πόλιν', 'ἤγαγεν']);
    expect(map['στρατηγὸς']).toMatchObject({ lemma: 'στρατηγός', caso: 'nominativo', incerto: false });
    expect(map['εἰς']).toMatchObject({ pos: 'preposizione', lemma: 'εἰς' });
  });

  test('typed without accents, the words get the same lemmas as with them', async () => {
    const grant = await grantFor(PLAIN);
    const map = (await post('/analyze/greek', { text: PLAIN, lang: 'gre', grant })).json<Record<string, Card>>();
    expect([map['στρατηγος']?.lemma, map['στρατιωτας']?.lemma, map['πολιν']?.lemma, map['ηγαγεν']?.lemma])
      .toEqual(['στρατηγός', 'στρατιώτης', 'πόλις', 'ἄγω']);
  });

  test('POST /api/analyze answers the rich Greek analysis: the chosen reading and the others with their cards', async () => {
    const grant = await grantFor(TEXT);
    const res = await post('/api/analyze', { text: TEXT, lang: 'grc', grant });
    expect(res.statusCode).toBe(200);
    const { lang, tokens } = res.json<{ lang: string; tokens: { form: string; kind: string; chosen: { lemma: string; feats: string }; card: Card | null; alternatives: { card: Card }[] }[] }>();
    expect(lang).toBe('grc');
    expect(tokens.at(-1)).toMatchObject({ form: '.', kind: 'punct', card: null, alternatives: [] });
    const polin = tokens.find((token) => token.form === 'πόλιν');
    expect(polin?.chosen).toMatchObject({ lemma: 'πόλις' });
    expect(polin?.chosen.feats).toContain('Case=Acc');
  });

  test('mixed scripts: the Greek words are read, a Latin word is a guess without a meaning', async () => {
    const text = 'ὁ λόγος Gallia';
    const map = (await post('/analyze/greek', { text, lang: 'grc', grant: await grantFor(text) })).json<Record<string, Card>>();
    expect(map['λόγος']).toMatchObject({ lemma: 'λόγος', incerto: false });
    expect(map.gallia).toMatchObject({ incerto: true, significato: 'significato non ancora disponibile' });
  });

  test('a word spelled like an object property is a word like any other', async () => {
    const text = 'constructor __proto__ λόγος';
    const res = await post('/analyze/greek', { text, lang: 'grc', grant: await grantFor(text) });
    expect(res.statusCode).toBe(200);
    const map = res.json<Record<string, Card>>();
    expect(Object.keys(map)).toEqual(['constructor', 'proto', 'λόγος']);
    expect(map.constructor).toMatchObject({ lemma: 'constructor', incerto: true });
  });

  test.each([
    ['an empty text', { lang: 'grc', text: '   ' }, 'invalid_input'],
    ['a text over 1500 characters', { lang: 'grc', text: 'λόγος '.repeat(251) }, 'text_too_long'],
  ])('the start refuses %s with 400 and spends nothing', async (_name, body, code) => {
    const before = await credits();
    const res = await post('/api/analysis/start', body);
    expect([res.statusCode, res.json().error.code]).toEqual([400, code]);
    expect((await credits()).greco_count).toBe(before.greco_count);
  });

  test.each([
    [{ lang: 'gre' }],
    [{ text: 'ὁ λόγος' }],
    [{ text: '', lang: 'gre' }],
  ])('POST /analyze/greek answers the spec 400 when text or language is missing: %j', async (body) => {
    const grant = await grantFor('ὁ λόγος');
    const res = await post('/analyze/greek', { ...body, grant });
    expect([res.statusCode, res.json().error.message]).toEqual([400, 'Invalid input: text and language are required']);
  });

  test('POST /analyze/greek refuses a Latin text sent as Latin, with the Latin grant', async () => {
    const grant = await grantFor('Gallia est', 'lat');
    const res = await post('/analyze/greek', { text: 'Gallia est', lang: 'lat', grant });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'unsupported_language']);
  });

  test('words of another text, or a Latin grant, are refused (403)', async () => {
    const grant = await grantFor('ὁ λόγος');
    expect((await post('/analyze/greek', { text: 'ἡ πόλις', lang: 'gre', grant })).json().error.code).toBe('analysis_grant_mismatch');
    const latin = await grantFor('rosa', 'lat');
    expect((await post('/analyze/greek', { text: 'rosa', lang: 'gre', grant: latin })).json().error.code).toBe('analysis_grant_mismatch');
  });

  test('without a session: 401', async () => {
    const res = await post('/analyze/greek', { text: 'ὁ λόγος', lang: 'gre', grant: 'x' }, null);
    expect(res.statusCode).toBe(401);
  });

  test('an unknown Greek lemma has no paradigm: 404 in Italian', async () => {
    const res = await t.app.inject({ url: `/api/paradigm/grc/${encodeURIComponent('ξξξξ')}` });
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'Versio non conosce il paradigma di questo lemma.']);
  });

  test('with the Greek credits spent: 403 and the spec monthly-limit message for Greek', async () => {
    const livia = await signUpAndRegister(t.app, `livia-greco-${dialect}@example.org`);
    for (let i = 0; i < 20; i++) expect((await post('/api/analysis/start', { lang: 'grc', text: 'ὁ λόγος' }, livia)).statusCode).toBe(200);
    const res = await post('/api/analysis/start', { lang: 'gre', text: 'ὁ λόγος' }, livia);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Hai raggiunto il limite di analisi di greco per questo mese!');
  });
});
