// For tests: a local stand-in for an S3 bucket, speaking the REST calls Versio makes (HEAD, GET with
// Range, PUT, DELETE of one object, path style). It checks every request's Signature Version 4 against
// what arrived on the wire (the signed headers as received, the host with its port, the body's hash), so
// a header signed one way and sent another fails here as it would on S3. The signing arithmetic itself is
// checked against AWS's published examples in sigv4.test.ts. Objects live in memory.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from './sigv4';
import type { S3Credentials } from './sigv4';

export type S3TestServer = { endpoint: string; bucket: string; credentials: S3Credentials; requests: string[]; close: () => Promise<void> };

type Stored = { data: Buffer; contentType: string; etag: string; lastModified: Date };

export async function startS3TestServer(bucket = 'versio-test'): Promise<S3TestServer> {
  const credentials = { accessKeyId: 'VERSIOTESTKEY', secretAccessKey: 'versio-test-secret-key' };
  const objects = new Map<string, Stored>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push(`${request.method ?? ''} ${request.url ?? ''}${request.headers.range ? ` ${request.headers.range}` : ''}`);
      answer(request, Buffer.concat(chunks), response);
    });
  });

  function answer(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? ''}`);
    const problem = checkSignature(request, url, credentials);
    if (problem) return sendError(response, 403, problem);
    if (request.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) {
      return sendError(response, 400, 'XAmzContentSHA256Mismatch');
    }
    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket');
    const key = rest.join('/');
    const found = objects.get(key);
    switch (request.method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, { data: body, contentType: request.headers['content-type'] ?? 'binary/octet-stream', etag, lastModified: new Date() });
        response.writeHead(200, { etag }).end();
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      case 'HEAD':
      case 'GET': {
        if (!found) return sendError(response, 404, 'NoSuchKey', request.method === 'HEAD');
        const headers = {
          'content-type': found.contentType, etag: found.etag, 'last-modified': found.lastModified.toUTCString(), 'accept-ranges': 'bytes',
        };
        const range = parseRange(request.headers.range, found.data.length);
        if (range === 'unsatisfiable') return sendError(response, 416, 'InvalidRange');
        if (!range || request.method === 'HEAD') {
          response.writeHead(200, { ...headers, 'content-length': found.data.length });
          response.end(request.method === 'HEAD' ? undefined : found.data);
          return;
        }
        response.writeHead(206, {
          ...headers, 'content-length': range.end - range.start + 1, 'content-range': `bytes ${range.start}-${range.end}/${found.data.length}`,
        });
        response.end(found.data.subarray(range.start, range.end + 1));
        return;
      }
      default:
        sendError(response, 405, 'MethodNotAllowed');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function checkSignature(request: http.IncomingMessage, url: URL, credentials: S3Credentials): string | null {
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/
    .exec(request.headers.authorization ?? '');
  if (!match) return 'AccessDenied';
  const [, accessKeyId, , region = '', signedHeaders = '', signature] = match;
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = request.headers['x-amz-date'];
  if (typeof amzDate !== 'string' || !/^\d{8}T\d{6}Z$/.test(amzDate)) return 'AccessDenied';
  const date = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13)}`);
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-content-sha256') || !names.includes('x-amz-date')) return 'AccessDenied';
  const signed = new Map<string, string>();
  for (const name of names) {
    if (name === 'host' || name === 'x-amz-date' || name === 'x-amz-content-sha256') continue;
    const value = request.headers[name];
    if (typeof value !== 'string') return 'SignatureDoesNotMatch';
    signed.set(name, value);
  }
  const expected = signRequest({
    method: request.method ?? 'GET', url, headers: signed, payloadHash: String(request.headers['x-amz-content-sha256']),
    region, credentials, date,
  }).get('authorization');
  return expected?.endsWith(`Signature=${signature ?? ''}`) ? null : 'SignatureDoesNotMatch';
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - Number(to)), end: size - 1 };
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

function sendError(response: http.ServerResponse, status: number, code: string, headOnly = false): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(headOnly ? undefined : xml);
}
