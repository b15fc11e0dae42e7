// The signed link of GET /ocr/upload (spec §7): a token naming the student, the photo's file name and
// type, an expiry and a random nonce, signed with a key derived from the server's secret. The link is
// single-use through its nonce's row in ocr_uploads (ocr-uploads.ts), which the PUT claims once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type UploadLinkPayload = { n: string; u: string; f: string; t: string; e: number };

export type UploadLinks = {
  issue(userId: string, filename: string, filetype: string): { token: string; payload: UploadLinkPayload };
  /** The payload of a genuine, unexpired token; null otherwise. */
  verify(token: string): UploadLinkPayload | null;
};

export function createUploadLinks({ secret, ttlMs, now = Date.now }: { secret: string; ttlMs: number; now?: () => number }): UploadLinks {
  // A key of its own: an upload link can never pass for a session or an analysis grant.
  const key = createHmac('sha256', secret).update('versio upload link v1').digest();
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  return {
    issue(userId, filename, filetype) {
      const payload: UploadLinkPayload = { n: randomBytes(16).toString('base64url'), u: userId, f: filename, t: filetype, e: now() + ttlMs };
      const data = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      return { token: `${data}.${sign(data)}`, payload };
    },
    verify(token) {
      const [data, signature, extra] = token.split('.');
      if (!data || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as UploadLinkPayload;
        return typeof payload.e === 'number' && payload.e > now() ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
