// The analysis in chunks (decision 029): the whole text analysed once when the credit is spent, each
// chunk request answered with its slice of that analysis, through the real app and a real database.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../test/app';
import { asBearer, asCookie, createAccountsTestApp, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { analysisChunkSchema } from './occurrences.schema';
import type { AnalysisChunk } from './occurrences.schema';
import { findRun } from './analysis-slices';
import { acceptsGzip } from './analyze-credit.routes';
import { TEST_DIALECT } from '../../test/db';

// 28 words: "maximis" is the 20th, "itineribus" the 21st. Analysed apart, the first chunk ends in
// "… duxit; deinde maximis" and maximis read as a dative; in the whole sentence it is an ablative.
const MAXIMIS = 'Caesar cum legionibus quas in Gallia habebat ex hibernis profectus est et cum exercitu per fines Sequanorum duxit; '
  + 'deinde maximis itineribus ad Rhenum contendit et ibi castra posuit.';
const REPEATED = 'Puella rosam amat. «Puella rosam portat.» Nauta puellam videt.';

let t: TestApp;
let livia: Session;
let bruto: Session;
beforeAll(async () => {
  t = await createAccountsTestApp(TEST_DIALECT, { FREE_MONTHLY_ANALYSES: '100' });
  livia = await signUpAndRegister(t.app, 'livia@example.org');
  bruto = await signUpAndRegister(t.app, 'bruto@example.org');
});
afterAll(async () => { await t.cleanup(); });

async function start(session: Session, text: string): Promise<{ grant: string; chunks: number; remaining: number }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/analysis/start', headers: asCookie(session), payload: { lang: 'lat', text } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const readChunk = (session: Session | null, grant: string, chunk: number) =>
  t.app.inject({ method: 'POST', url: '/api/analysis/chunk', headers: session ? asCookie(session) : {}, payload: { grant, chunk } });

async function readAll(session: Session, text: string): Promise<AnalysisChunk[]> {
  const { grant, chunks } = await start(session, text);
  const answers: AnalysisChunk[] = [];
  for (let chunk = 0; chunk < chunks; chunk++) {
    const response = await readChunk(session, grant, chunk);
    expect(response.statusCode).toBe(200);
    // Sent as serialised on the thread: exactly the schema's shape, no key more or less.
    expect(analysisChunkSchema.parse(response.json())).toStrictEqual(response.json());
    answers.push(response.json());
  }
  return answers;
}

describe('POST /api/analysis/chunk', () => {
  test('one card per occurrence, in text order, each with its sentence; repeated words keep their own card', async () => {
    const [only] = await readAll(livia, REPEATED);
    expect(only!.occurrences.map((o) => [o.form, o.sentence])).toEqual([
      ['Puella', 0], ['rosam', 0], ['amat', 0], ['Puella', 1], ['rosam', 1], ['portat', 1], ['Nauta', 2], ['puellam', 2], ['videt', 2],
    ]);
    expect(only!.sentences).toEqual([
      { index: 0, start: 0, text: 'Puella rosam amat.' },
      { index: 1, start: 19, text: '«Puella rosam portat.»' },
      { index: 2, start: 42, text: 'Nauta puellam videt.' },
    ]);
    for (const o of only!.occurrences) expect(REPEATED.slice(o.start, o.end)).toBe(o.form);
    expect(only!.occurrences[1]).toMatchObject({ word: 'rosam', lemmaKey: 'rosa', card: { lemma: 'rosa', caso: 'accusativo' } });
  });

  test('a word at a chunk\'s edge keeps its context: "maximis | itineribus" stays an ablative', async () => {
    const [first, second] = await readAll(livia, MAXIMIS);
    expect([first!.chunks, first!.occurrences.length, second!.occurrences.length]).toEqual([2, 20, 8]);
    expect(first!.occurrences.at(-1)).toMatchObject({ form: 'maximis', card: { caso: 'ablativo', numero: 'plurale' } });
    expect(second!.occurrences[0]).toMatchObject({ form: 'itineribus', card: { caso: 'ablativo' } });
    // The sentence across the edge (the analyzer ends one at ';') comes with both chunks.
    expect(first!.sentences.map((s) => s.text)).toEqual([MAXIMIS.slice(0, MAXIMIS.indexOf(';') + 1), 'deinde maximis itineribus ad Rhenum contendit et ibi castra posuit.']);
    expect(second!.sentences).toEqual([first!.sentences.at(-1)]);
  });

  test('the chunks are cut every 20 words of the text, as the web app cuts it, and cover every word once', async () => {
    const text = `${MAXIMIS} ${REPEATED} ${MAXIMIS}`;
    const words = text.split(' ');
    const answers = await readAll(livia, text);
    expect(answers.map((a) => [a.chunk, a.chunks])).toEqual([[0, 4], [1, 4], [2, 4], [3, 4]]);
    answers.forEach((answer, chunk) => {
      const inChunk = words.slice(chunk * 20, chunk * 20 + 20).join(' ');
      expect(answer.occurrences.map((o) => o.form).join(' ')).toBe(inChunk.replace(/[.;«»]/g, ''));
    });
  });

  test('a word read by guess (not in the lexicon) says so and lists up to four other readings, one line each; the others neither', async () => {
    const [only] = await readAll(livia, 'Caesar glorbam vidit et quarbia ambulat.');
    const [glorbam, quarbia] = [only!.occurrences[1]!, only!.occurrences[4]!];
    for (const guessed of [glorbam, quarbia]) {
      expect(guessed.card.incerto).toBe(true);
      expect(guessed.alternatives!.length).toBeGreaterThan(0);
      expect(guessed.alternatives!.length).toBeLessThanOrEqual(4);
      for (const alternative of guessed.alternatives!) expect(Object.keys(alternative).sort()).toEqual(['lemma', 'pos', 'tratti']);
    }
    for (const known of [0, 2, 3, 5].map((i) => only!.occurrences[i]!)) {
      expect([known.form, known.card.incerto, known.alternatives]).toEqual([known.form, undefined, undefined]);
    }
  });

  test('the answer is lean: no scores, features codes, sources or cards of other readings', async () => {
    const { grant } = await start(livia, MAXIMIS);
    const body = (await readChunk(livia, grant, 0)).body;
    expect(body).not.toMatch(/"(score|feats|source|upos|card)":[^{]|"incerto":false|"alternatives":\[\]/);
    expect(Buffer.byteLength(body) / 20).toBeLessThan(700);
  });

  test('gzipped when it was made, for a client that takes gzip; the same JSON either way', async () => {
    const { grant } = await start(livia, MAXIMIS);
    const plain = await readChunk(livia, grant, 0);
    const gzipped = await t.app.inject({ method: 'POST', url: '/api/analysis/chunk', headers: { ...asCookie(livia), 'accept-encoding': 'br, gzip;q=0.8' }, payload: { grant, chunk: 0 } });
    expect([gzipped.headers['content-encoding'], gzipped.headers.vary, plain.headers['content-encoding']]).toEqual(['gzip', 'accept-encoding', undefined]);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  test.each([
    ['gzip, deflate, br', true],
    ['br;q=1, GZIP;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0, br', false],
    ['identity', false],
    [undefined, false],
  ])('Accept-Encoding %j takes the stored gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  test('the same text started twice gives the same slices (the analysis is deterministic)', async () => {
    const [a, b] = [await readAll(livia, MAXIMIS), await readAll(livia, MAXIMIS)];
    expect(b).toEqual(a);
  });

  test('with the stored rows gone (a grant from an instance that kept none), the chunk is analysed again, the same', async () => {
    const { grant } = await start(livia, MAXIMIS);
    const before = (await readChunk(livia, grant, 1)).body;
    await t.db.deleteFrom('analysis_chunks').execute();
    const again = await readChunk(livia, grant, 1);
    expect([again.statusCode, again.body]).toEqual([200, before]);
  });

  test('a chunk past the last: 404 in Italian', async () => {
    const { grant } = await start(livia, REPEATED);
    const response = await readChunk(livia, grant, 1);
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'analysis_chunk_not_found']);
  });

  test('another student\'s grant: 403, by cookie or bearer; nobody signed in: 401', async () => {
    const { grant } = await start(livia, REPEATED);
    expect((await readChunk(bruto, grant, 0)).json().error.code).toBe('forbidden');
    const bearer = await t.app.inject({ method: 'POST', url: '/api/analysis/chunk', headers: asBearer(bruto), payload: { grant, chunk: 0 } });
    expect([bearer.statusCode, bearer.json().error.code]).toEqual([403, 'forbidden']);
    expect((await readChunk(null, grant, 0)).statusCode).toBe(401);
  });

  test('a forged grant: 403; two calls per chunk and four more, then 429', async () => {
    const { grant } = await start(livia, REPEATED);
    expect((await readChunk(livia, `${grant.split('.')[0]}.AAAA`, 0)).json().error.code).toBe('analysis_grant_invalid');
    for (let i = 0; i < 6; i++) expect((await readChunk(livia, grant, 0)).statusCode).toBe(200);
    const refused = await readChunk(livia, grant, 0);
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'analysis_grant_exhausted']);
  });

  test('a text with a control character is refused at the start with invalid_text, nothing spent', async () => {
    const before = await start(livia, 'Arma');
    const response = await t.app.inject({ method: 'POST', url: '/api/analysis/start', headers: asCookie(livia), payload: { lang: 'lat', text: 'Arma\u0007 virumque' } });
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'invalid_text']);
    expect((await start(livia, 'Arma')).remaining).toBe(before.remaining - 1);
  });
});

describe('the spec\'s calls with the words of a chunk answer from the whole text\'s analysis', () => {
  test('/analyze/dynamic and /analyze/lemmas of the first chunk: maximis is the ablative of the whole sentence', async () => {
    const { grant } = await start(livia, MAXIMIS);
    const chunk = MAXIMIS.split(' ').slice(0, 20).join(' ');
    const map = await t.app.inject({ method: 'POST', url: '/analyze/dynamic', headers: asCookie(livia), payload: { text: chunk, lang: 'lat', grant } });
    expect(map.statusCode).toBe(200);
    expect(Object.keys(map.json())).toHaveLength(19);
    expect(map.json().maximis).toMatchObject({ caso: 'ablativo' });
    const lemmas = await t.app.inject({ method: 'POST', url: '/analyze/lemmas', headers: asCookie(livia), payload: { text: 'Caesar cum legionibus quas in', lang: 'lat', grant } });
    expect(lemmas.json().data.map((entry: { text: string }) => entry.text)).toEqual(['caesar', 'cum', 'legionibus', 'quas', 'in']);
  });
});

test.each([
  [['a', 'b', 'c', 'b', 'c'], ['b', 'c'], 1],
  [['a', 'b', 'c'], ['c', 'd'], -1],
  [['a', 'b'], [], -1],
  [['a'], ['a'], 0],
])('findRun(%j, %j) = %i', (words, run, expected) => {
  expect(findRun(words, run)).toBe(expected);
});
