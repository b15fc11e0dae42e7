// The signed link of GET /ocr/upload (spec §7): a token naming the student, the photo's file name and
// type, an expiry and a random nonce, signed with a key derived from the server's secret. The link is
// single-use through its nonce's row in ocr_uploads (ocr-uploads.ts), which the PUT claims once.
import { randomBytes } from 'node:crypto';
import { createSigner } from '../../http/signatures';

export type UploadLinkPayload = { n: string; u: string; f: string; t: string; e: number };

export type UploadLinks = {
  issue(userId: string, filename: string, filetype: string): { token: string; payload: UploadLinkPayload };
  /** The payload of a genuine, unexpired token; null otherwise. */
  verify(token: string): UploadLinkPayload | null;
};

export function createUploadLinks({ secret, ttlMs, now = Date.now }: { secret: string; ttlMs: number; now?: () => number }): UploadLinks {
  // A key of its own: an upload link can never pass for a session or an analysis grant.
  const signer = createSigner(secret, 'versio upload link v1');
  return {
    issue(userId, filename, filetype) {
      const payload: UploadLinkPayload = { n: randomBytes(16).toString('base64url'), u: userId, f: filename, t: filetype, e: now() + ttlMs };
      const data = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      return { token: signer.seal(data), payload };
    },
    verify(token) {
      const data = signer.open(token);
      if (data === null) return null;
      try {
        const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as UploadLinkPayload;
        return typeof payload.e === 'number' && payload.e > now() ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
