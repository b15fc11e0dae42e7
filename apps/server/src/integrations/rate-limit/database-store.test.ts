import { afterEach, describe, expect, test } from 'vitest';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { DIALECTS, createTestDb } from '../../test/db';
import type { TestDb } from '../../test/db';
import { createDatabaseStore } from './database-store';

function incr(store: FastifyRateLimitStore, key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
  return new Promise((done, fail) => {
    (store.incr as (key: string, cb: (error: Error | null, result?: { current: number; ttl: number }) => void, window: number) => void)(
      key, (error, result) => (error || !result ? fail(error) : done(result)), timeWindow,
    );
  });
}

describe.each(DIALECTS)('the database rate limit store on %s', (dialect) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('counts hits in a window, tells the time left, and starts again when it is over', async () => {
    t = await createTestDb(dialect);
    let clock = 1_700_000_000_000;
    const Store = createDatabaseStore(t.db, () => clock);
    const store = new Store({} as FastifyRateLimitOptions);
    expect(await incr(store, '10.0.0.1', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock += 20_000;
    expect(await incr(store, '10.0.0.1', 60_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(await incr(store, '10.0.0.2', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock += 40_000;
    expect(await incr(store, '10.0.0.1', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  test('a route\'s own limit counts apart from the global one', async () => {
    t = await createTestDb(dialect);
    const Store = createDatabaseStore(t.db, () => 1_700_000_000_000);
    const global = new Store({} as FastifyRateLimitOptions);
    const routeOptions = { routeInfo: { method: 'POST', url: '/api/auth/sign-in/email' } };
    const signIn = global.child(routeOptions as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
    await incr(global, '10.0.0.1', 60_000);
    await incr(global, '10.0.0.1', 60_000);
    expect((await incr(signIn, '10.0.0.1', 60_000)).current).toBe(1);
  });

  test('50 simultaneous hits are counted 1 to 50, none lost', async () => {
    t = await createTestDb(dialect);
    const Store = createDatabaseStore(t.db);
    const store = new Store({} as FastifyRateLimitOptions);
    const counts = await Promise.all(Array.from({ length: 50 }, () => incr(store, '10.0.0.3', 60_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
