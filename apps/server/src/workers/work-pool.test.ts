import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AppError } from '../errors';
import type { AnalysisLang } from '../features/analyze/analyze-input';
import { asCookie, createAccountsTestApp, signUpAndRegister } from '../features/auth/auth-test-client';
import type { Session } from '../features/auth/auth-test-client';
import type { TestApp } from '../test/app';
import { createWorkPool } from './work-pool';
import type { WorkPool } from './work-pool';
import { TEST_DIALECT } from '../test/db';

// Caesar, De bello Gallico 1.1, cut to the longest text Versio takes (1500 characters): an analysis
// of it keeps a thread busy for a good tenth of a second.
const CAESAR = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani, tertiam qui '
  + 'ipsorum lingua Celtae, nostra Galli appellantur. Hi omnes lingua, institutis, legibus inter se differunt. '
  + 'Gallos ab Aquitanis Garumna flumen, a Belgis Matrona et Sequana dividit. Horum omnium fortissimi sunt '
  + 'Belgae, propterea quod a cultu atque humanitate provinciae longissime absunt, minimeque ad eos mercatores '
  + 'saepe commeant atque ea quae ad effeminandos animos pertinent important, proximique sunt Germanis, qui '
  + 'trans Rhenum incolunt, quibuscum continenter bellum gerunt. Qua de causa Helvetii quoque reliquos Gallos '
  + 'virtute praecedunt, quod fere cotidianis proeliis cum Germanis contendunt, cum aut suis finibus eos '
  + 'prohibent aut ipsi in eorum finibus bellum gerunt. ';
const LONG_TEXT = CAESAR.repeat(3).slice(0, 1500);

const BUSY = { code: 'server_busy', message: 'Versio è molto richiesto in questo momento: riprova tra qualche secondo.' };

describe('createWorkPool with 1 thread and a queue of 1', () => {
  let pool: WorkPool;
  beforeAll(async () => {
    pool = createWorkPool({ threads: 1, queueMax: 1, model: 'full' });
    // The first task starts the thread, which loads the analyzer.
    await pool.run('checkLanguage', { text: 'Gallia est omnis divisa', lang: 'lat' });
  });
  afterAll(async () => pool.close());

  test('answers the analysis as the JSON text of the answer', async () => {
    const json = await pool.run('analyzeLemmas', { text: 'Caesar tulit arma, tulit.', lang: 'lat' });
    expect(JSON.parse(json)).toEqual({ data: [{ lemma: 'Caesar', text: 'caesar' }, { lemma: 'fero', text: 'tulit' }, { lemma: 'arma', text: 'arma' }] });
  });

  test.each([
    ['Agricola terram arat.', 'lat', true],
    ['Ciao, come stai? Oggi la scuola è chiusa.', 'lat', false],
  ] as const)('checks the language of %j on the thread: %s', async (text, lang, expected) => {
    expect(await pool.run('checkLanguage', { text, lang })).toBe(expected);
  });

  test('an AppError thrown on the thread comes back as the same AppError', async () => {
    // A language no analyzer reads: only a caller that skips the input check (analyze-input.ts) can send it.
    const error = await pool.run('analyzeWords', { text: 'rosa', lang: 'ita' as AnalysisLang }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'unsupported_language', httpStatus: 400, message: 'Versio analizza solo testi latini e greci.' });
  });

  test('with the thread busy and one task waiting, the next is refused at once: 503 and Retry-After', async () => {
    const running = pool.run('analyzeRich', { text: LONG_TEXT, lang: 'lat' });
    const waiting = pool.run('analyzeRich', { text: LONG_TEXT, lang: 'lat' });
    expect(pool.load()).toEqual({ pending: 2, queued: 1 });
    await expect(pool.run('analyzeLemmas', { text: 'rosa', lang: 'lat' }))
      .rejects.toMatchObject({ ...BUSY, httpStatus: 503, retryAfterSeconds: 5 });
    expect((await Promise.all([running, waiting])).map((json) => JSON.parse(json).tokens.length)).toEqual([253, 253]);
    expect(pool.load()).toEqual({ pending: 0, queued: 0 });
  });
});

describe('the app on its work pool', () => {
  let t: TestApp;
  let session: Session;
  let grant: string;
  const headers = () => ({ ...asCookie(session), 'content-type': 'application/json' });

  async function startApp(queueMax: string) {
    t = await createAccountsTestApp(TEST_DIALECT, { WORKER_THREADS: '1', WORKER_QUEUE_MAX: queueMax, FREE_MONTHLY_ANALYSES: '10' });
    session = await signUpAndRegister(t.app, 'cicerone@example.org');
    const start = await t.app.inject({ method: 'POST', url: '/api/analysis/start', headers: asCookie(session), payload: { lang: 'lat', text: LONG_TEXT } });
    grant = start.json<{ grant: string }>().grant;
  }
  const analyze = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: asCookie(session), payload: { text: LONG_TEXT, lang: 'lat', grant } });

  describe('a full queue', () => {
    beforeAll(async () => startApp('1'));
    afterAll(async () => t.cleanup());

    test('answers 503 with Retry-After and the Italian message, and serves the analyses it accepted', async () => {
      expect((await analyze('/analyze/lemmas')).statusCode).toBe(200);
      const answers = await Promise.all([1, 2, 3, 4].map(() => analyze('/api/analyze')));
      const refused = answers.filter((answer) => answer.statusCode === 503);
      // One analysis runs, one waits: at least the two of them are answered, and some are refused.
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(2);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused.length + answers.filter((answer) => answer.statusCode === 200).length).toBe(4);
      for (const answer of refused) {
        expect([answer.headers['retry-after'], answer.json()]).toEqual(['5', { error: BUSY }]);
      }
    });
  });

  describe('through a real HTTP server', () => {
    let base: string;
    beforeAll(async () => {
      await startApp('8');
      // Listening starts the pool's threads.
      base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => t.cleanup());

    test('/api/health answers 200 while the thread is busy with long analyses and more wait', async () => {
      const post = () => fetch(`${base}/api/analyze`, { method: 'POST', headers: headers(), body: JSON.stringify({ text: LONG_TEXT, lang: 'lat', grant }) });
      const first = await post();
      await first.arrayBuffer();
      expect(first.status).toBe(200);
      // Each answer is read to the end, so that its connection is idle again when the app closes.
      const analyses = [1, 2, 3].map(() => post().then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }));
      await vi.waitFor(() => expect(t.app.workPool.load().queued).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
      const health = await fetch(`${base}/api/health`);
      const stillPending = t.app.workPool.load().pending;
      expect(health.status).toBe(200);
      expect(stillPending).toBeGreaterThan(0);
      expect(await Promise.all(analyses)).toEqual([200, 200, 200]);
    });
  });
});
