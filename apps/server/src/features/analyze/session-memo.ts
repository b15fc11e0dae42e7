// The chunk requests of an analysis follow its start within seconds, each asking who is calling. The
// session behind a cookie costs better-auth a signature check and two queries (~3 ms of the event
// loop, decision 030); a grant call reuses the answer for the same cookie or bearer token for a few
// seconds. Keys are hashes, never the tokens themselves. A session ended meanwhile (sign-out) still
// reads its own analysis for at most SESSION_MEMO_MS: every other check of the grant still applies.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RequireUser, SessionUser } from '../auth/session';

export const SESSION_MEMO_MS = 30_000;
/** Sessions remembered at most: the oldest is forgotten first. */
const MAX_REMEMBERED = 10_000;

export type SessionMemo = {
  /** The signed-in user, from memory when the same credentials were checked in the last SESSION_MEMO_MS. */
  requireUser: RequireUser;
  /** Remembers the user a request was just checked to be (the start of an analysis). */
  remember(request: FastifyRequest, user: SessionUser): void;
};

export function createSessionMemo(requireUser: RequireUser, now: () => number = Date.now): SessionMemo {
  const recent = new Map<string, { user: SessionUser; until: number }>();

  function remember(key: string | null, user: SessionUser): void {
    if (key === null) return;
    recent.delete(key);
    if (recent.size >= MAX_REMEMBERED) recent.delete(recent.keys().next().value!);
    recent.set(key, { user, until: now() + SESSION_MEMO_MS });
  }

  return {
    async requireUser(request) {
      const key = toKey(request);
      const known = key === null ? undefined : recent.get(key);
      if (known && known.until > now()) return known.user;
      const user = await requireUser(request);
      remember(key, user);
      return user;
    },
    remember(request, user) {
      remember(toKey(request), user);
    },
  };
}

/** The request's credentials (cookie and bearer token), hashed; null without any. */
function toKey(request: FastifyRequest): string | null {
  const { cookie, authorization } = request.headers;
  if (!cookie && !authorization) return null;
  return createHash('sha256').update(cookie ?? '').update('\0').update(authorization ?? '').digest('base64url');
}
