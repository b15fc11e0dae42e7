// Rate limits for every route, per client address: a generous global limit, and a stricter one
// that the sign-in, sign-up and reset routes opt into. Where the counters live: Redis when
// REDIS_URL is set; else PostgreSQL when that is the database, so every instance behind a load
// balancer shares them; else (SQLite, one process) this process's memory.
// Over the limit: HTTP 429 with Versio's Italian message, through the one error handler.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../../config/env';
import { getDialectName } from '../../db/create-db';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { createDatabaseStore, createHitCounter } from './database-store';
import type { Hit } from './database-store';

type Limits = Pick<Env, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS' | 'AUTH_RATE_LIMIT_MAX' | 'AUTH_RATE_LIMIT_WINDOW_MS'>;

/** Registers the global limit; call before the routes are registered. */
export async function registerRateLimit(app: FastifyInstance, env: Limits & Pick<Env, 'REDIS_URL'>, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => request.ip,
    // The built web app's files are not API calls: a page load fetches a dozen of them.
    allowList: (request: FastifyRequest) => request.routeOptions.url === '/*',
    errorResponseBuilder: () => new AppError('rate_limited', 429, MESSAGES.rateLimited),
    ...chooseStore(app, env, db),
  });
}

function chooseStore(app: FastifyInstance, env: Pick<Env, 'REDIS_URL'>, db: Db) {
  // An outage of the counters' store must not take the whole API down: requests pass uncounted.
  if (env.REDIS_URL) return { redis: connectRedis(app, env.REDIS_URL), nameSpace: 'versio-rate-limit-', skipOnError: true };
  if (getDialectName(db) === 'postgres') return { store: createDatabaseStore(db), skipOnError: true };
  return {};
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis dei limiti non raggiungibile'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** The route config of the sign-in, sign-up and reset routes: `{ config: createAuthRateLimitConfig(env) }`. */
export function createAuthRateLimitConfig(env: Limits) {
  return {
    rateLimit: {
      max: env.AUTH_RATE_LIMIT_MAX,
      timeWindow: env.AUTH_RATE_LIMIT_WINDOW_MS,
      // Spec §8 "Login and reset": the identity provider's too-many-requests text.
      errorResponseBuilder: () => new AppError('rate_limited', 429, MESSAGES.tooManyRequests),
    },
  };
}

/**
 * A limit per signed-in user for one route: a preHandler to list after the one that requires the
 * session. @fastify/rate-limit runs one limit per request, and the per-address one already runs,
 * so this one counts in the database, which every instance shares.
 */
export function createPerUserRateLimit(
  db: Db,
  requireUser: (request: FastifyRequest) => Promise<{ id: string }>,
  options: { name: string; max: number; timeWindow: number },
) {
  const hit = createHitCounter(db);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const user = await requireUser(request);
    let counted: Hit;
    try {
      counted = await hit(`user-${options.name}-${user.id}`, options.timeWindow);
    } catch (error) {
      // As for the per-address limits: an outage of the counters lets requests pass uncounted.
      request.log.warn({ err: error }, 'limite per utente non conteggiato');
      return;
    }
    if (counted.current <= options.max) return;
    reply.header('retry-after', Math.ceil(counted.ttl / 1000));
    throw new AppError('rate_limited', 429, MESSAGES.rateLimited);
  };
}
