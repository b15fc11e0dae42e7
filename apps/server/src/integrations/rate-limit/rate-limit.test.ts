import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { createAccountsTestApp } from '../../features/auth/auth-test-client';
import type { TestApp } from '../../test/app';
import { TEST_DIALECT } from '../../test/db';

const VERSIO_TIRED = { error: { code: 'rate_limited', message: 'Versio ha lavorato troppo per te oggi, torna domani.' } };
const TOO_MANY = { error: { code: 'rate_limited', message: 'Troppe richieste, riprova più tardi.' } };

describe('rate limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('over the global limit an address gets 429 with Versio\'s message; another address is not affected', async () => {
    t = await createAccountsTestApp(TEST_DIALECT, { RATE_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await t.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '10.0.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const over = await t.app.inject({ method: 'POST', url: '/limit/', payload: { lang: 'lat' }, remoteAddress: '10.0.0.1' });
    expect([over.statusCode, over.json(), over.headers['retry-after']]).toEqual([429, VERSIO_TIRED, '60']);
    expect((await t.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  });

  test.each([
    ['/api/auth/sign-in/email', { email: 'livia@example.org', password: 'sbagliata' }],
    ['/api/auth/sign-up/email', { email: 'livia@example.org', password: 'x', name: 'Livia' }],
    ['/api/auth/request-password-reset', { email: 'livia@example.org' }],
  ])('%s has its own stricter limit, answered with the spec\'s login message', async (url, payload) => {
    t = await createAccountsTestApp(TEST_DIALECT, { AUTH_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '100' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
    expect(statuses.slice(0, 2).every((status) => status !== 429)).toBe(true);
    const over = await t.app.inject({ method: 'POST', url, payload });
    expect([over.statusCode, over.json()]).toEqual([429, TOO_MANY]);
    // The session check the web app makes on every page stays under the generous global limit.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(200);
  });
});

describe('rate limits shared through PostgreSQL', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.cleanup();
  });

  test('two instances on one PostgreSQL database count the same address together', async () => {
    const first = await createAccountsTestApp('postgres', { RATE_LIMIT_MAX: '3' });
    apps.push(first);
    // A second server on the same database, as behind a load balancer.
    const second = await buildApp({ env: first.env, db: first.db });
    try {
      const statuses = [];
      for (const app of [first.app, second, first.app, second]) {
        statuses.push((await app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '10.0.0.8' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await second.close();
    }
  });
});

describe('rate limits shared through Redis', () => {
  let redis: { url: string; stop: () => Promise<void> } | undefined;
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.cleanup();
    await redis?.stop();
    redis = undefined;
  });

  test('two instances on one REDIS_URL count the same address together', async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i += 1) apps.push(await createAccountsTestApp(TEST_DIALECT, { RATE_LIMIT_MAX: '3', REDIS_URL: redis.url }));
    const [first, second] = apps;
    const statuses = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await app!.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '10.0.0.9' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk) => { output += String(chunk); });
  for (let waited = 0; !output.includes('Ready to accept connections'); waited += 50) {
    if (waited > 5000 || child.exitCode !== null) throw new Error(`redis-server did not start: ${output}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
  };
}

function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}
