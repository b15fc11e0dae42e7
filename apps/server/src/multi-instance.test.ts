// Two production instances behind one proxy share one PostgreSQL database and nothing else: each
// promise that must hold across them is proved here with two apps, each with its own connections,
// threads and memory — sessions, credits, rate limits, signed links, webhook idempotency, lifetime
// seats and the analysis grants that admit work to the pools.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from './app';
import { createDb } from './db/create-db';
import type { Db } from './db/create-db';
import { asBearer, asCookie, createAccountsTestApp, signUpAndRegister } from './features/auth/auth-test-client';
import { askUploadLink, putPhoto } from './features/ocr/ocr-test-client';
import { createStripeTestApp, deliver, signUpVerified } from './features/payments/payments-test-client';
import { renderPrintedText } from './integrations/ocr/test-photos';
import type { TestApp } from './test/app';
import { DIALECTS } from './test/db';

const TEXT = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani.';

type Pair = { a: TestApp; b: FastifyInstance; bDb: Db };
let pair: Pair | undefined;

/** A second instance on the first one's database and settings (its own pool of connections and threads). */
async function withSecondInstance(a: TestApp): Promise<Pair> {
  const bDb = createDb(a.env);
  const b = await buildApp({ env: a.env, db: bDb });
  pair = { a, b, bDb };
  return pair;
}

afterEach(async () => {
  if (!pair) return;
  await pair.b.close();
  await pair.bDb.destroy();
  await pair.a.cleanup();
  pair = undefined;
});

describe.runIf(DIALECTS.includes('postgres'))('two instances on one PostgreSQL database', () => {
  test('a session made on one is valid on the other, and signing out on the other ends it everywhere', async () => {
    const { a, b } = await withSecondInstance(await createAccountsTestApp('postgres'));
    const livia = await signUpAndRegister(a.app, 'livia@example.org');
    expect((await b.inject({ url: '/user/data', headers: asBearer(livia) })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...asCookie(livia), 'content-type': 'application/json' }, payload: {} })).statusCode).toBe(200);
    expect((await a.app.inject({ url: '/user/data', headers: asBearer(livia) })).statusCode).toBe(401);
  });

  test('40 parallel analyses split across both with 5 credits: exactly 5 are granted', async () => {
    const { a, b } = await withSecondInstance(await createAccountsTestApp('postgres', { FREE_MONTHLY_ANALYSES: '5' }));
    const livia = await signUpAndRegister(a.app, 'livia@example.org');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? b : a.app).inject({
      method: 'POST', url: '/api/analysis/start', headers: asCookie(livia), payload: { lang: 'lat', text: TEXT },
    })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code !== 200).every((code) => code === 403)).toBe(true);
  });

  test('a grant made on one admits chunks on the other, and its calls are counted once for both', async () => {
    const { a, b } = await withSecondInstance(await createAccountsTestApp('postgres', { FREE_MONTHLY_ANALYSES: '5' }));
    const livia = await signUpAndRegister(a.app, 'livia@example.org');
    const start = await a.app.inject({ method: 'POST', url: '/api/analysis/start', headers: asCookie(livia), payload: { lang: 'lat', text: TEXT } });
    const { grant, chunks } = start.json<{ grant: string; chunks: number }>();
    const allowed = 2 * chunks + 4;
    const codes: number[] = [];
    for (let i = 0; i < allowed + 2; i++) {
      const app = i % 2 ? a.app : b;
      codes.push((await app.inject({ method: 'POST', url: '/api/analysis/chunk', headers: asCookie(livia), payload: { grant, chunk: 0 } })).statusCode);
    }
    expect(codes.slice(0, allowed).every((code) => code === 200)).toBe(true);
    expect(codes.slice(allowed)).toEqual([429, 429]);
  });

  test('the per-address limit counts requests on both', async () => {
    const { a, b } = await withSecondInstance(await createAccountsTestApp('postgres', { RATE_LIMIT_MAX: '4' }));
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await (i % 2 ? b : a.app).inject({ url: '/api/site' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });

  test('an upload link signed by one is accepted by the other, and only once across both', async () => {
    const { a, b } = await withSecondInstance(await createAccountsTestApp('postgres'));
    const livia = await signUpAndRegister(a.app, 'livia@example.org');
    const photo = await renderPrintedText('Gallia est omnis divisa', { format: 'jpeg' });
    const link: string = (await askUploadLink(a.app, livia, 'foto-1.jpg')).json().uploadLink;
    expect((await putPhoto(b, livia, link, photo)).statusCode).toBe(204);
    expect((await putPhoto(a.app, livia, link, photo)).statusCode).toBe(409);
  });

  test('the same Stripe event delivered to both is applied once', async () => {
    const stripe = await createStripeTestApp('postgres');
    const { a, b } = await withSecondInstance(stripe);
    const livia = await signUpVerified(a, 'livia@example.org');
    const sessionId = (await a.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: asBearer(livia), payload: { isAnnual: true } })).json().id;
    const object = { id: sessionId, object: 'checkout.session', mode: 'subscription', payment_status: 'paid', status: 'complete',
      client_reference_id: livia.userId, customer: 'cus_livia', subscription: 'sub_livia', metadata: { userId: livia.userId, period: 'annual' } };
    const [first, second] = await Promise.all([
      deliver(a, 'checkout.session.completed', object, { id: 'evt_both' }),
      deliver({ ...a, app: b }, 'checkout.session.completed', object, { id: 'evt_both' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().duplicate, second.json().duplicate].sort()).toEqual([false, true]);
    expect(await a.db.selectFrom('payment_events').select('id').execute()).toEqual([{ id: 'evt_both' }]);
  });

  test('lifetime seats: 8 registrations split across both with 3 seats give exactly 3 lifetime students', async () => {
    const { a, b } = await withSecondInstance(await createAccountsTestApp('postgres', { LIFETIME_SEATS: '3' }));
    const students = await Promise.all(Array.from({ length: 8 }, (_, i) => signUpAndRegister(i % 2 ? b : a.app, `studente${i}@example.org`)));
    const types = await Promise.all(students.map(async (s) => (await a.app.inject({ url: '/user/data', headers: asBearer(s) })).json().type));
    expect(types.filter((type) => type === 'lifetime')).toHaveLength(3);
  });
});
