// Short-lived signed tokens (analysis grants, upload links, lesson video links) and secret comparison:
// each kind signs with a key of its own, derived from the server's secret and the kind's purpose, so a
// token of one kind never passes for another; signatures are compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when `given` equals `expected`, in time that does not depend on where they differ. */
export function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type Signer = {
  /** The base64url HMAC-SHA256 of `data` under this purpose's key. */
  sign(data: string): string;
  /** `data.signature`, for data that is itself base64url. */
  seal(data: string): string;
  /** The data of a token sealed by `seal`, or null when it is malformed or its signature is wrong. */
  open(token: string): string | null;
};

export function createSigner(secret: string, purpose: string): Signer {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  return {
    sign,
    seal: (data) => `${data}.${sign(data)}`,
    open(token) {
      const [data, signature, extra] = token.split('.');
      if (!data || !signature || extra !== undefined) return null;
      return isSameSecret(signature, sign(data)) ? data : null;
    },
  };
}
