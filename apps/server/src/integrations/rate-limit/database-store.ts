// A @fastify/rate-limit store on Versio's database, so that every instance behind a load
// balancer counts the same hits without Redis. One atomic upsert per request: it starts a new
// window when the old one is over, otherwise adds one hit, and returns the count and window end.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db';

export type Hit = { current: number; ttl: number };

/** Removes windows that are over about once every CLEANUP_EVERY hits, so the table stays small. */
const CLEANUP_EVERY = 500;

/** Counts one hit of `key` in its current window of `timeWindow` ms: the count so far and the ms left. */
export type HitCounter = (key: string, timeWindow: number) => Promise<Hit>;

export function createHitCounter(db: Db, now: () => number = Date.now): HitCounter {
  let hitsSinceCleanup = 0;

  async function hit(key: string, timeWindow: number): Promise<Hit> {
    const at = now();
    const { rows } = await sql<{ hits: number | string; expires_at: number | string }>`
      insert into rate_limit_hits (key, hits, expires_at) values (${key}, 1, ${at + timeWindow})
      on conflict (key) do update set
        hits = case when rate_limit_hits.expires_at <= ${at} then 1 else rate_limit_hits.hits + 1 end,
        expires_at = case when rate_limit_hits.expires_at <= ${at} then ${at + timeWindow} else rate_limit_hits.expires_at end
      returning hits, expires_at`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    hitsSinceCleanup += 1;
    if (hitsSinceCleanup >= CLEANUP_EVERY) {
      hitsSinceCleanup = 0;
      await db.deleteFrom('rate_limit_hits').where('expires_at', '<=', at).execute();
    }
    return { current: Number(row.hits), ttl: Number(row.expires_at) - at };
  }
  return hit;
}

export function createDatabaseStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  const hit = createHitCounter(db, now);
  return class DatabaseStore implements FastifyRateLimitStore {
    constructor(_options: FastifyRateLimitOptions, private readonly prefix = 'global-') {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow = 60_000): void {
      hit(this.prefix + key, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error));
    }

    // A route with its own limit counts apart from the global one, as @fastify/rate-limit's stores do.
    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      return new DatabaseStore(routeOptions, `${String(route?.method ?? '')}${route?.url ?? ''}-`);
    }
  };
}
