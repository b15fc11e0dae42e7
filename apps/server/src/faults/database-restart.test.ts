// Fault: PostgreSQL stops during traffic and comes back. A server of the test's own (throwaway-postgres.ts)
// is cut off as by a crash: meanwhile every request that needs the database is answered 503 with
// Versio's Italian message and a Retry-After; afterwards the same requests succeed, and the credits
// spent are exactly those of the analyses that were answered (decision 043).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { createDb } from '../db/create-db';
import type { Db } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { asCookie, signUpAndRegister } from '../features/auth/auth-test-client';
import type { Session } from '../features/auth/auth-test-client';
import { setUserType } from '../features/lessons/lessons-test-kit';
import { MESSAGES } from '../messages';
import { createTestEnv } from '../test/db';
import { findPostgresBin, startThrowawayPostgres } from './throwaway-postgres';
import type { ThrowawayPostgres } from './throwaway-postgres';

const bin = findPostgresBin();

type Call = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };

const CALLS: readonly Call[] = [
  { method: 'GET', url: '/user/data' },
  { method: 'GET', url: '/history?lang=lat' },
  { method: 'POST', url: '/api/analysis/start', payload: { lang: 'lat', text: 'Gallia est omnis divisa' } },
  { method: 'POST', url: '/translate', payload: { lang: 'lat', text: 'Roma' } },
  { method: 'POST', url: '/limit/', payload: { lang: 'lat' } },
  { method: 'GET', url: '/api/lessons' },
  { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'livia@example.org', password: 'roma753' } },
  { method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'durante@example.org', password: 'roma753', name: 'Durante' } },
];

function isDatabaseDown(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 503) return false;
  const body = response.json<{ error?: { code: string; message: string } }>();
  return body.error?.code === 'database_unavailable' && body.error.message === MESSAGES.databaseDown && response.headers['retry-after'] === '30';
}

describe('PostgreSQL restarts during traffic', () => {
  let pg: ThrowawayPostgres;
  let db: Db;
  let app: FastifyInstance;
  let livia: Session;
  beforeAll(async () => {
    // The machine's PostgreSQL programs are part of this project's test setup (README): no skipping.
    expect(bin, 'PostgreSQL programs in /usr/lib/postgresql/<version>/bin').toBeDefined();
    pg = await startThrowawayPostgres(bin!);
    const env = createTestEnv({ DATABASE_URL: pg.url, OUTBOX_DIR: '/nonexistent/outbox' });
    db = createDb(env);
    await migrateToLatest(db);
    app = await buildApp({ env, db });
    livia = await signUpAndRegister(app, 'livia@example.org');
    await setUserType(db, livia.userId, 'premium');
    // However many calls the machine's speed lets through before the restart, the month's credits never run out.
    await db.updateTable('user_credits').set({ latino_count: 100_000 }).where('user_id', '=', livia.userId).execute();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await pg?.destroy();
  });

  const send = (call: Call) => app.inject({ method: call.method, url: call.url, headers: asCookie(livia), ...(call.payload ? { payload: call.payload } : {}) });
  const credits = async () => (await send({ method: 'GET', url: '/user/data' })).json<{ latinoCount: number }>().latinoCount;

  test('down: a clear 503 for every call; back: every call succeeds; no credit lost', async () => {
    const before = await credits();
    await pg.stop();
    const down = await Promise.all(CALLS.map(send));
    expect(down.map((response, index) => [CALLS[index]!.url, isDatabaseDown(response) ? 'database_unavailable' : response.body.slice(0, 160)]))
      .toEqual(CALLS.map((call) => [call.url, 'database_unavailable']));
    const health = await app.inject({ url: '/api/health' });
    expect([health.statusCode, health.json().database.ok]).toEqual([503, false]);

    await pg.start();
    const back = await Promise.all(CALLS.map(send));
    expect(back.map((response) => response.statusCode)).toEqual(CALLS.map(() => 200));
    // One analysis was answered after the restart: one credit, no more.
    expect(await credits()).toBe(before - 1);
  }, 30_000);

  test('a restart in the middle of a stream of requests: each answer is a success or the 503, credits match the analyses answered', async () => {
    const before = await credits();
    const answers: LightMyRequestResponse[] = [];
    let analyses = 0;
    let restarted = false;
    let afterRestart = 0;
    // Calls one after another until five have been answered after the restart.
    const traffic = (async () => {
      for (let round = 0; afterRestart < 5 && round < 500; round += 1) {
        const call = CALLS[round % 5]!;
        // Counted as after the restart only when sent after it: one sent before may still get the 503.
        const sentAfter = restarted;
        const response = await send(call);
        answers.push(response);
        if (sentAfter) afterRestart += 1;
        if (call.url === '/api/analysis/start' && response.statusCode === 200) analyses += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pg.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await pg.start();
    restarted = true;
    await traffic;
    expect(answers.some(isDatabaseDown)).toBe(true);
    expect(answers.slice(-5).map((response) => `${response.statusCode} ${response.statusCode === 200 ? '' : response.body.slice(0, 300)}`))
      .toEqual(Array(5).fill('200 '));
    const unexpected = answers.filter((response) => response.statusCode !== 200 && !isDatabaseDown(response));
    expect(unexpected.map((response) => `${response.statusCode} ${response.body.slice(0, 160)}`)).toEqual([]);
    expect(await credits()).toBe(before - analyses);
  }, 30_000);
});
