// An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Scaleway…) through its REST API:
// three calls (PUT, GET, DELETE of one object, path-style addressing), signed with AWS Signature
// Version 4 by hand, so that three calls do not bring in a whole SDK.
import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey } from './upload-store';
import type { UploadStore } from './upload-store';

export type S3Options = {
  bucket: string;
  /** The service's address, e.g. https://s3.eu-south-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For tests: the signing time. */
  now?: () => Date;
  fetch?: typeof fetch;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Percent-encoding as SigV4 wants it: everything but unreserved characters, "/" kept in paths. */
function encodePath(path: string): string {
  return path.split('/').map((part) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');
}

/** The Authorization header and the others to send (AWS Signature Version 4, one request). */
export function signS3Request(
  options: Pick<S3Options, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; headers: Map<string, string>; payloadHash: string; date: Date },
): Map<string, string> {
  const amzDate = request.date.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers = new Map(request.headers);
  headers.set('host', request.url.host);
  headers.set('x-amz-date', amzDate);
  headers.set('x-amz-content-sha256', request.payloadHash);
  const names = [...headers.keys()].map((name) => name.toLowerCase()).sort();
  const canonicalHeaders = names.map((name) => `${name}:${(headers.get(name) ?? '').trim()}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).sort().join('&');
  const canonical = [request.method, encodePath(decodeURIComponent(request.url.pathname)), query, canonicalHeaders, signedHeaders, request.payloadHash].join('\n');
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  headers.set('authorization', `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`);
  return headers;
}

export function createS3UploadStore(options: S3Options): UploadStore {
  const now = options.now ?? (() => new Date());
  const send = options.fetch ?? fetch;
  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(`${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/${key}`);
    const headers = new Map<string, string>();
    if (contentType) headers.set('content-type', contentType);
    const signed = signS3Request(options, { method, url, headers, payloadHash: sha256(body ?? ''), date: now() });
    signed.delete('host');
    return send(url, { method, headers: Object.fromEntries(signed), ...(body ? { body: new Uint8Array(body) } : {}) });
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, bytes, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key}: ${response.status}`);
    },
  };
}
