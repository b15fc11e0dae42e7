// Who is calling: the better-auth session behind the request's cookie or bearer token. Versio's
// own routes (user, limits, and later analyze and OCR) call `requireUser` first.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

export type RequireUser = (request: FastifyRequest) => Promise<SessionUser>;

/**
 * A function that returns the signed-in user or throws 401 (no, forged or expired session). With `cache`,
 * requests with the same credentials share a lookup for a few seconds (session-cache.ts).
 */
export function createRequireUser(auth: Auth, cache?: SessionCache<SessionUser>): RequireUser {
  // A request's session is looked up once, however many hooks ask (a per-user limit, the handler).
  const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const askAuth = async (request: FastifyRequest): Promise<{ value: SessionUser; expiresAt: number } | null> => {
    const session = await auth.api.getSession({ headers: toHeaders(request) });
    if (!session) return null;
    const { id, email, name, emailVerified } = session.user;
    return { value: { id, email, name, emailVerified }, expiresAt: new Date(session.session.expiresAt).getTime() };
  };
  const lookUp = (request: FastifyRequest): Promise<SessionUser | null> => cache
    ? cache.get({ cookie: request.headers.cookie, authorization: request.headers.authorization }, () => askAuth(request))
    : askAuth(request).then((found) => found?.value ?? null);
  return async (request) => {
    let user = sessions.get(request);
    if (!user) {
      user = lookUp(request);
      sessions.set(request, user);
    }
    const found = await user;
    if (!found) throw new AppError('unauthenticated', 401, MESSAGES.unauthenticated);
    return found;
  };
}

/** 403 unless `uid` (a body's user_uid or uid) is the signed-in user: nobody touches another's data. */
export function assertSameUser(user: SessionUser, uid: string | undefined): void {
  if (uid !== undefined && uid !== user.id) throw new AppError('forbidden', 403, MESSAGES.forbidden);
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}
