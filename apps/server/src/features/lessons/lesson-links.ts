// Short-lived signed links to lesson videos (decision 033). GET /api/lessons/{id} answers a link
// /api/lessons/{id}/video?e=…&u=…&s=… where e is the expiry (epoch seconds), u the user the link was made
// for (premium lessons only) and s an HMAC of the lesson, its video's key, e and u. The video route
// checks the signature and the expiry, and for a premium lesson that the session is u's and u has plus.
// A guessed, altered, expired or replaced-video link is refused; the link itself carries no secret.
import { createSigner, isSameSecret } from '../../http/signatures';

export type LinkSubject = { codice: string; video: string; userId: string | null };
export type LinkQuery = { e?: string | undefined; u?: string | undefined; s?: string | undefined };
export type CheckedLink = { userId: string | null };

export type LessonLinks = {
  /** The link to the lesson's video, and when it stops working. */
  create(subject: LinkSubject): { link: string; expiresAt: Date };
  /** The link's user ('' = none) when its signature is right and it has not expired, else null. */
  check(subject: Omit<LinkSubject, 'userId'>, query: LinkQuery): CheckedLink | null;
};

export function createLessonLinks({ secret, ttlSeconds, now = Date.now }: { secret: string; ttlSeconds: number; now?: () => number }): LessonLinks {
  // A key of its own, so that a link can never be mistaken for another token signed with the same secret.
  const signer = createSigner(secret, 'versio lesson video link v1');
  const sign = (subject: LinkSubject, expires: number) =>
    signer.sign([subject.codice, subject.video, String(expires), subject.userId ?? ''].join('\n'));

  return {
    create(subject) {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      const params = new URLSearchParams({ e: String(expires), ...(subject.userId ? { u: subject.userId } : {}), s: sign(subject, expires) });
      return { link: `/api/lessons/${encodeURIComponent(subject.codice)}/video?${params}`, expiresAt: new Date(expires * 1000) };
    },
    check(subject, query) {
      if (!query.e || !/^\d{1,12}$/.test(query.e) || !query.s) return null;
      const expires = Number(query.e);
      if (expires * 1000 <= now()) return null;
      const userId = query.u ? query.u : null;
      if (!isSameSecret(query.s, sign({ ...subject, userId }, expires))) return null;
      return { userId };
    },
  };
}
