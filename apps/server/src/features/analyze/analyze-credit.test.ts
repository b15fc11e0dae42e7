import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../../errors';
import type { TestApp } from '../../test/app';
import { asBearer, asCookie, createAccountsTestApp, signUp, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { createAnalysisGrants, countGrantCalls, isPartOf } from './analyze-credit';
import { createGrantUses } from './grant-uses';
import { TEST_DIALECT } from '../../test/db';

const TEXT = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani.';

let t: TestApp;
beforeAll(async () => { t = await createAccountsTestApp(TEST_DIALECT, { FREE_MONTHLY_ANALYSES: '1' }); });
afterAll(async () => { await t.cleanup(); });

const start = (session: Session | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/analysis/start', headers: session ? asCookie(session) : {}, payload });
const analyze = (url: string, session: Session | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: session ? asCookie(session) : {}, payload });
const credits = async (session: Session) =>
  (await t.app.inject({ method: 'POST', url: '/limit/', headers: asCookie(session), payload: { lang: 'lat' } })).json<{ latino_count: number; greco_count: number }>();

describe('POST /api/analysis/start', () => {
  test('spends exactly one Latin credit and the chunks of that text all pass with the grant', async () => {
    const livia = await signUpAndRegister(t.app, 'livia@example.org');
    const res = await start(livia, { lang: 'lat', text: TEXT });
    expect(res.statusCode).toBe(200);
    const { grant, remaining, lang } = res.json<{ grant: string; remaining: number; lang: string }>();
    expect([remaining, lang]).toEqual([0, 'lat']);
    const words = TEXT.split(' ');
    for (const chunk of [words.slice(0, 6).join(' '), words.slice(6).join(' ')]) {
      expect((await analyze('/analyze/dynamic', livia, { text: chunk, lang: 'lat', grant })).statusCode).toBe(200);
      expect((await analyze('/analyze/lemmas', livia, { text: chunk, lang: 'lat', grant })).statusCode).toBe(200);
      expect((await analyze('/api/analyze', livia, { text: chunk, lang: 'lat', grant })).statusCode).toBe(200);
    }
    expect(await credits(livia)).toMatchObject({ latino_count: 0, greco_count: 1 });
  });

  test('with no credit left: 403 and the spec monthly-limit message', async () => {
    const marco = await signUpAndRegister(t.app, 'marco@example.org');
    expect((await start(marco, { lang: 'lat', text: TEXT })).statusCode).toBe(200);
    const res = await start(marco, { lang: 'lat', text: 'Arma virumque cano' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'limit_reached', message: 'Hai raggiunto il limite di analisi di latino per questo mese!' });
  });

  test('10 parallel starts with 1 credit: exactly one grant, nine refusals', async () => {
    const tito = await signUpAndRegister(t.app, 'tito@example.org');
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(tito, { lang: 'lat', text: TEXT })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect((await credits(tito)).latino_count).toBe(0);
  });

  test('Greek spends exactly one Greek credit, and the Latin ones stay', async () => {
    const ottavia = await signUpAndRegister(t.app, 'ottavia@example.org');
    const res = await start(ottavia, { lang: 'grc', text: 'ὁ λόγος' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lang: 'grc', remaining: 0, chunks: 1 });
    expect(await credits(ottavia)).toMatchObject({ latino_count: 1, greco_count: 0 });
  });

  test('nobody signed in → 401', async () => {
    const res = await start(null, { lang: 'lat', text: TEXT });
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'unauthenticated']);
  });

  test('a signed-in but unregistered account has no credits: 404', async () => {
    const guest = await signUp(t.app, 'ospite@example.org');
    const res = await start(guest, { lang: 'lat', text: TEXT });
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'not_registered']);
  });
});

describe('analysis calls without a valid grant', () => {
  let owner: Session;
  let other: Session;
  let grant: string;
  beforeAll(async () => {
    owner = await signUpAndRegister(t.app, 'cesare@example.org');
    other = await signUpAndRegister(t.app, 'bruto@example.org');
    grant = (await start(owner, { lang: 'lat', text: TEXT })).json<{ grant: string }>().grant;
  });

  test.each(['/analyze/dynamic', '/analyze/lemmas', '/api/analyze'])('%s without a session → 401', async (url) => {
    const res = await analyze(url, null, { text: 'Gallia est', lang: 'lat', grant });
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'unauthenticated']);
  });

  test.each([
    ['no grant', () => ({ text: 'Gallia est', lang: 'lat' }), 'analysis_grant_required'],
    ['a forged signature', () => ({ text: 'Gallia est', lang: 'lat', grant: `${grant.split('.')[0]}.AAAA` }), 'analysis_grant_invalid'],
    ['words of another text', () => ({ text: 'Arma virumque cano', lang: 'lat', grant }), 'analysis_grant_mismatch'],
    ['one foreign word in the chunk', () => ({ text: 'Gallia est Roma', lang: 'lat', grant }), 'analysis_grant_mismatch'],
  ])('%s → 403', async (_name, body, code) => {
    const res = await analyze('/analyze/dynamic', owner, body());
    expect([res.statusCode, res.json().error.code]).toEqual([403, code]);
  });

  test('another student cannot use the grant, by cookie or bearer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/analyze/dynamic', headers: asBearer(other), payload: { text: 'Gallia est', lang: 'lat', grant } });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'forbidden']);
  });

  test('an expired grant is refused, for the calls that send words and for the chunks', async () => {
    let clock = Date.parse('2025-03-01T10:00:00Z');
    const grants = createTestGrants(() => clock);
    const request = { headers: {} } as FastifyRequest;
    const { grant: fresh } = await grants.start(request, { lang: 'lat', text: TEXT }, async () => 1);
    await expect(grants.check(request, { text: 'Gallia', lang: 'lat', grant: fresh })).resolves.toMatchObject({ text: TEXT, lang: 'lat' });
    await expect(grants.authorize(request, fresh)).resolves.toMatchObject({ text: TEXT, lang: 'lat' });
    clock += 60_001;
    await expect(grants.check(request, { text: 'Gallia', lang: 'lat', grant: fresh })).rejects.toMatchObject({ code: 'analysis_grant_invalid', httpStatus: 403 });
    await expect(grants.authorize(request, fresh)).rejects.toMatchObject({ code: 'analysis_grant_invalid', httpStatus: 403 });
  });
});

test('a grant signed before grants were deflated (plain base64 JSON, no call count) is still honoured', async () => {
  const grants = createTestGrants(() => Date.parse('2025-03-01T10:00:00Z'));
  const key = createHmac('sha256', 'x'.repeat(32)).update('versio analysis grant v1').digest();
  const data = Buffer.from(JSON.stringify({ u: 'u1', l: 'lat', t: TEXT, e: Date.parse('2025-03-01T10:05:00Z'), n: 'vecchio' })).toString('base64url');
  const old = `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
  await expect(grants.authorize({ headers: {} } as FastifyRequest, old)).resolves.toMatchObject({ nonce: 'vecchio', text: TEXT });
  const fresh = (await grants.start({ headers: {} } as FastifyRequest, { lang: 'lat', text: TEXT }, async () => 1)).grant;
  expect(fresh.length).toBeLessThan(old.length);
});

describe('when the analysis cannot be made at the start', () => {
  test('a busy server (503): no grant, and no credit spent', async () => {
    const ledger: string[] = [];
    const grants = createTestGrants(() => Date.now(), ledger);
    const busy = new AppError('server_busy', 503, 'occupato', 5);
    await expect(grants.start({ headers: {} } as FastifyRequest, { lang: 'lat', text: TEXT }, async () => { throw busy; })).rejects.toBe(busy);
    expect(ledger).toEqual(['check lat']);
  });

  test('no credit left: nothing is analysed', async () => {
    const grants = createTestGrants(() => Date.now(), [], 0);
    let analysed = false;
    const prepare = async () => { analysed = true; return 1; };
    await expect(grants.start({ headers: {} } as FastifyRequest, { lang: 'lat', text: TEXT }, prepare)).rejects.toMatchObject({ code: 'limit_reached' });
    expect(analysed).toBe(false);
  });
});

/** Grants for user u1 with `credits` Latin credits, over the test database, on `clock`; checks and spends go to `ledger`. */
function createTestGrants(clock: () => number, ledger: string[] = [], credits = 3) {
  let left = credits;
  return createAnalysisGrants({
    secret: 'x'.repeat(32),
    credits: {
      checkAnalysisCredit: async (_user, lang) => {
        ledger.push(`check ${lang}`);
        if (left === 0) throw new AppError('limit_reached', 403, 'limite');
      },
      spendAnalysisCredit: async (_user, lang) => {
        if (left === 0) throw new AppError('limit_reached', 403, 'limite');
        ledger.push(`spend ${lang}`);
        return --left;
      },
    },
    requireUser: async () => ({ id: 'u1', email: 'a@b.c', name: 'A', emailVerified: true }),
    uses: createGrantUses(t.db, clock),
    now: clock,
    ttlMs: 60_000,
  });
}

describe('how many calls a grant allows', () => {
  test('two for each chunk of 20 words and four more, across the three calls; then 429 in Italian', async () => {
    const giulia = await signUpAndRegister(t.app, 'giulia@example.org');
    const { grant } = (await start(giulia, { lang: 'lat', text: TEXT })).json<{ grant: string }>();
    const chunk = { text: 'Gallia est omnis divisa', lang: 'lat', grant };
    const urls = ['/api/analyze', '/analyze/lemmas', '/analyze/dynamic', '/api/analyze', '/analyze/lemmas', '/analyze/dynamic'];
    for (const url of urls) expect((await analyze(url, giulia, chunk)).statusCode).toBe(200);
    const refused = await analyze('/api/analyze', giulia, chunk);
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: {
      code: 'analysis_grant_exhausted',
      message: "Hai già ricevuto tutta l'analisi di questo testo: per rileggerla chiedi a Versio una nuova analisi.",
    } }]);
  });

  test('a call refused for another text is not counted', async () => {
    const lucio = await signUpAndRegister(t.app, 'lucio@example.org');
    const { grant } = (await start(lucio, { lang: 'lat', text: TEXT })).json<{ grant: string }>();
    for (let i = 0; i < 8; i++) expect((await analyze('/analyze/lemmas', lucio, { text: 'Arma virumque', lang: 'lat', grant })).statusCode).toBe(403);
    expect((await analyze('/analyze/lemmas', lucio, { text: 'Gallia', lang: 'lat', grant })).statusCode).toBe(200);
  });

  test.each([
    ['rosa', 6],
    ['rosa '.repeat(20), 6],
    ['rosa '.repeat(21), 8],
    // The longest text (1500 characters): 250 words of five letters, 13 chunks.
    ['rosae '.repeat(250), 30],
  ])('countGrantCalls(%j) = %i', (text, expected) => {
    expect(countGrantCalls(text)).toBe(expected);
  });
});

test.each([
  ['Gallia est omnis', TEXT, true],
  ['partes tres,', TEXT, true],
  ['«Belgae» aliam Aquitani', TEXT, true],
  ['Gallia Roma', TEXT, false],
  ['GALLIA EST', TEXT, true],
])('isPartOf(%s) = %s', (chunk, text, expected) => {
  expect(isPartOf(chunk, text)).toBe(expected);
});
