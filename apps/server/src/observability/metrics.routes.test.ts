import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asCookie, createAccountsTestApp, signUpAndRegister } from '../features/auth/auth-test-client';
import type { TestApp } from '../test/app';
import { TEST_DIALECT } from '../test/db';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics from this machine (no token configured)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createAccountsTestApp(TEST_DIALECT, { FREE_MONTHLY_ANALYSES: '5' }); });
  afterAll(async () => { await t.cleanup(); });

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  test('counts requests by route pattern and status, with their latency', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/lessons/una-lezione-che-non-esiste' });
    const body = await scrape();
    expect(body).toContain('versio_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    // The pattern, never the raw path: ids do not make a label per lesson.
    expect(body).toMatch(/versio_http_requests_total\{method="GET",route="\/api\/lessons\/:lessonId",status="4\d\d"\} 1/);
    expect(body).toMatch(/versio_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 1/);
  });

  test('counts a spent credit, the pool task and the words analysed', async () => {
    const livia = await signUpAndRegister(t.app, 'metriche@example.org');
    const res = await t.app.inject({ method: 'POST', url: '/api/analysis/start', headers: asCookie(livia), payload: { lang: 'lat', text: 'Gallia est omnis divisa in partes tres.' } });
    expect(res.statusCode).toBe(200);
    const body = await scrape();
    expect(body).toContain('versio_credits_spent_total{kind="lat"} 1');
    expect(body).toMatch(/versio_worker_task_duration_seconds_count\{task="analyzeChunks",outcome="ok"\} 1/);
    expect(body).toContain('versio_analyzer_words_total{lang="lat"} 7');
    expect(body).toMatch(/versio_worker_pending\{pool="lavoro"\} 0/);
  });

  test('refuses another machine with an Italian message', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '192.168.1.20' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'forbidden', message: expect.stringContaining('METRICS_TOKEN') } });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createAccountsTestApp(TEST_DIALECT, { METRICS_TOKEN: TOKEN }); });
  afterAll(async () => { await t.cleanup(); });

  test('needs the bearer token, from any address', async () => {
    const from = (headers: Record<string, string>) => t.app.inject({ url: '/metrics', remoteAddress: '10.0.0.7', headers });
    expect((await from({})).statusCode).toBe(403);
    expect((await from({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(403);
    expect((await from({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createAccountsTestApp(TEST_DIALECT); });
  afterAll(async () => { await t.cleanup(); });

  test('every answer carries one: the proxy’s when well formed, else a new one', async () => {
    const own = await t.app.inject({ url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'proxy-req-12345678' } });
    expect(given.headers['x-request-id']).toBe('proxy-req-12345678');
    const forged = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.app.inject({ url: '/non-esiste/davvero' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
