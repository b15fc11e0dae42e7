// Every route the app registers, in every configuration that adds routes, must be in the hostile
// table (endpoints.ts): a new endpoint cannot escape the hostile-input tests unnoticed.
import type * as FastifyModule from 'fastify';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { createTestApp } from '../test/app';
import { ENDPOINTS, routeKey } from './endpoints';
import { describeAnswer, isCalmAnswer } from './hostile-kit';
import { startStripeTestServer } from '../integrations/payments/stripe-test-server';

const recorded = vi.hoisted(() => new Set<string>());

// The app is built by buildApp, which creates its own Fastify instance: each instance made here
// records its routes as they are added (HEAD routes are Fastify's own copies of GET routes).
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') recorded.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create };
});

describe('the hostile table', () => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  test('covers every route of the app: default, with Stripe, with the API documentation', async () => {
    const stripe = await startStripeTestServer();
    closers.push(() => stripe.close());
    const configurations: Array<Record<string, string>> = [
      {},
      { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ANNUAL: 'price_a',
        STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_API_URL: stripe.url, API_DOCS: 'true' },
    ];
    const apps = [];
    for (const env of configurations) {
      const t = await createTestApp('sqlite', env);
      closers.push(() => t.cleanup());
      apps.push(t.app);
    }
    // The routes only these configurations add get the calm-answer check here (the others: bodies.test.ts and the rest).
    const extra = apps[1]!;
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.only === 'docs' || candidate.only === 'stripe')) {
      for (const payload of [undefined, '{"broken', 'x'.repeat(2 * 1024 * 1024)]) {
        const response = await extra.inject({ method: endpoint.method, url: `${endpoint.url}?a[]=1&a[$ne]=2`, ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}) });
        expect(isCalmAnswer(response), `${endpoint.url}: ${describeAnswer(response)}`).toBe(true);
      }
    }
    const table = new Set(ENDPOINTS.map(routeKey));
    expect(recorded.size).toBeGreaterThan(40);
    expect([...recorded].filter((key) => !table.has(key)).sort()).toEqual([]);
    // And the table names no route that no longer exists.
    expect([...table].filter((key) => !recorded.has(key)).sort()).toEqual([]);
  });
});
