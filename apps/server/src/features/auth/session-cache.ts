// Who a request's credentials belong to, remembered for a few seconds (decision 041). better-auth's
// session lookup costs ~1.5–3 ms of the event loop (a signed-cookie check, two queries, its endpoint
// machinery), and a burst of requests with the same cookie (a student's translation and analysis, the
// chunks of a text) paid it once each, holding every other request meanwhile. Requests with the same
// credentials share one lookup while it runs, and its answer for `ttlMs` (never past the session's own
// expiry). Keys are SHA-256 hashes of the cookie and bearer token, never the tokens. Everything is
// forgotten whenever the accounts change: any call of better-auth's own endpoints other than reading
// the session (sign-in, sign-out, password reset, verification…) and an account's deletion.
import { createHash } from 'node:crypto';

/** Credentials of a request (its Cookie and Authorization headers). */
export type Credentials = { cookie?: string | undefined; authorization?: string | undefined };

export type SessionCache<T> = {
  /** `lookUp`'s answer for these credentials, shared with a lookup running or done in the last ttlMs. */
  get(credentials: Credentials, lookUp: () => Promise<{ value: T; expiresAt: number } | null>): Promise<T | null>;
  /** Forgets every answer (an account or session changed). */
  forgetAll(): void;
};

/** Answers kept at most: the oldest is forgotten first. */
const MAX_REMEMBERED = 10_000;

type Entry<T> = { answer: Promise<T | null>; until: number };

export function createSessionCache<T>(ttlMs: number, now: () => number = Date.now): SessionCache<T> {
  const entries = new Map<string, Entry<T>>();

  function store(key: string, entry: Entry<T>): void {
    entries.delete(key);
    if (entries.size >= MAX_REMEMBERED) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  return {
    get(credentials, lookUp) {
      const key = toKey(credentials);
      if (key === null) return lookUp().then((found) => found?.value ?? null);
      const known = entries.get(key);
      if (known && known.until > now()) return known.answer;
      // Until it settles the lookup is shared whatever ttlMs is; then it stays only while valid. A lookup
      // running when everything was forgotten is no longer in the map, and stores nothing.
      const entry: Entry<T> = { answer: Promise.resolve(null), until: Infinity };
      entry.answer = lookUp().then(
        (found) => {
          const until = found ? Math.min(now() + ttlMs, found.expiresAt) : 0;
          if (entries.get(key) === entry && until > now()) entry.until = until;
          else if (entries.get(key) === entry) entries.delete(key);
          return found?.value ?? null;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      store(key, entry);
      return entry.answer;
    },
    forgetAll() {
      entries.clear();
    },
  };
}

/** The credentials, hashed; null without any (nothing to share). */
function toKey({ cookie, authorization }: Credentials): string | null {
  if (!cookie && !authorization) return null;
  return createHash('sha256').update(cookie ?? '').update('\0').update(authorization ?? '').digest('base64url');
}
