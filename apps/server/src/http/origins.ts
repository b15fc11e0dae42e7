// Which pages may send Versio state-changing requests: Versio's own, at whatever address the
// server was reached (http://localhost, http://127.0.0.1, the LAN address a phone opens, the
// public name), plus the configured web addresses. A browser names the page in `Origin`; same
// origin means the same scheme and host as the request itself. The rule is checked once for every
// POST, PUT, PATCH and DELETE, and better-auth applies it again through `trustedOrigins`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import { AppError } from '../errors';
import { MESSAGES } from '../messages';

/** Vite's development server (scripts/dev.sh), which proxies the API to this server. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginPolicy = {
  /** The origins configured for every request, whatever its own address. */
  configured: readonly string[];
  /** True when the request may change state: no browser origin, or a trusted one. */
  isAllowed(request: FastifyRequest): boolean;
};

export function createOriginPolicy(env: Pick<Env, 'PUBLIC_URL' | 'WEB_URL' | 'NODE_ENV'>): OriginPolicy {
  const configured = [...new Set([env.PUBLIC_URL, env.WEB_URL, ...(env.NODE_ENV === 'development' ? [VITE_DEV_ORIGIN] : [])])]
    .map((url) => new URL(url).origin);
  const trusted = new Set(configured);
  return {
    configured,
    isAllowed(request) {
      const origin = request.headers.origin;
      if (origin === undefined) {
        // Browsers send Origin with every cross-site POST; without it, a cross-site fetch still
        // names itself in Sec-Fetch-Site. Neither: a program (curl, an app with a bearer token).
        return request.headers['sec-fetch-site'] !== 'cross-site';
      }
      return origin === ownOrigin(request) || trusted.has(origin);
    },
  };
}

/** The request's own origin: its scheme and the host it was sent to. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Refuses state-changing requests from foreign pages with 403 and a message saying so. `isExempt`
 * names the few endpoints another site posts to by design (an identity provider's callback).
 */
export function registerOriginCheck(app: FastifyInstance, policy: OriginPolicy, isExempt: (path: string) => boolean): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || isExempt(request.url.split('?')[0] ?? '')) return;
    if (!policy.isAllowed(request)) throw new AppError('forbidden_origin', 403, MESSAGES.forbiddenOrigin);
  });
}
