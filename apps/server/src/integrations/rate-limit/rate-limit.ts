// Rate limits for every route, per client address: a generous global limit, and a stricter one
// that the sign-in, sign-up and reset routes opt into. Counters live in this process, or in Redis
// when REDIS_URL is set so that every instance behind a load balancer shares them.
// Over the limit: HTTP 429 with Versio's Italian message, through the one error handler.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../../config/env';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';

type Limits = Pick<Env, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS' | 'AUTH_RATE_LIMIT_MAX' | 'AUTH_RATE_LIMIT_WINDOW_MS'>;

/** Registers the global limit; call before the routes are registered. */
export async function registerRateLimit(app: FastifyInstance, env: Limits & Pick<Env, 'REDIS_URL'>): Promise<void> {
  const redis = env.REDIS_URL ? connectRedis(app, env.REDIS_URL) : undefined;
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => request.ip,
    // The built web app's files are not API calls: a page load fetches a dozen of them.
    allowList: (request: FastifyRequest) => request.routeOptions.url === '/*',
    errorResponseBuilder: () => new AppError('rate_limited', 429, MESSAGES.rateLimited),
    // A Redis outage must not take the whole API down with it: requests pass uncounted meanwhile.
    ...(redis ? { redis, nameSpace: 'versio-rate-limit-', skipOnError: true } : {}),
  });
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis dei limiti non raggiungibile'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** The route config of the sign-in, sign-up and reset routes: `{ config: authRateLimit(env) }`. */
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
