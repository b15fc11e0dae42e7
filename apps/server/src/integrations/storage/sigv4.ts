// AWS Signature Version 4 for S3 requests, in the header form (Authorization: AWS4-HMAC-SHA256 …),
// as every S3-compatible store accepts it. Checked against AWS's own published example (sigv4.test.ts).
import { createHash, createHmac } from 'node:crypto';

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. range, content-type). */
  headers: ReadonlyMap<string, string>;
  /** Hex SHA-256 of the body (EMPTY_PAYLOAD_HASH without one). */
  payloadHash: string;
  region: string;
  credentials: S3Credentials;
  date: Date;
  service?: string;
};

export const EMPTY_PAYLOAD_HASH = sha256Hex('');

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The headers to send: the given ones, host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(input: SignInput): Map<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers = new Map<string, string>();
  for (const [name, value] of input.headers) headers.set(name.toLowerCase(), value);
  headers.set('host', input.url.host);
  headers.set('x-amz-date', amzDate);
  headers.set('x-amz-content-sha256', input.payloadHash);

  const names = [...headers.keys()].sort();
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url.pathname),
    canonicalQuery(input.url.searchParams),
    names.map((name) => `${name}:${(headers.get(name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${input.credentials.secretAccessKey}`, day);
  for (const part of [input.region, service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  headers.set(
    'authorization',
    `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  );
  return headers;
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

// S3 encodes each path segment once (other AWS services encode twice).
function canonicalPath(pathname: string): string {
  return pathname.split('/').map((segment) => encodeRfc3986(decodeURIComponent(segment))).join('/') || '/';
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}
