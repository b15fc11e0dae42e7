// An S3-compatible bucket (AWS S3, MinIO, Garage, Cloudflare R2, Scaleway…), spoken to over its REST
// API with Signature Version 4: HEAD, GET with Range, PUT and DELETE of one object. No SDK: these four
// calls are all Versio needs. Objects live under `prefix` in the bucket.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { EMPTY_PAYLOAD_HASH, signRequest } from './sigv4';
import type { S3Credentials } from './sigv4';
import type { ByteRange, ObjectStorage, StoredObject } from './storage';
import { StorageError, assertObjectKey, contentTypeOf } from './storage';

export type S3Config = {
  /** e.g. https://s3.eu-south-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: S3Credentials;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name (http://bucket.host/key). */
  pathStyle: boolean;
  /** Prefix of every key in the bucket, e.g. "lessons/". */
  prefix: string;
  now?: () => Date;
};

/** Where an object lives: path style (http://host/bucket/prefix/key) or virtual-host style (http://bucket.host/prefix/key). */
export function objectUrl(config: Pick<S3Config, 'endpoint' | 'bucket' | 'pathStyle' | 'prefix'>, key: string): URL {
  assertObjectKey(key);
  const endpoint = new URL(config.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const objectPath = `${config.prefix}${key}`;
  if (config.pathStyle) return new URL(`${endpoint.protocol}//${endpoint.host}${base}/${config.bucket}/${objectPath}`);
  return new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}${base}/${objectPath}`);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Readable };

export function createS3Storage(config: S3Config): ObjectStorage {
  const now = config.now ?? (() => new Date());

  const urlOf = (key: string) => objectUrl(config, key);

  function send(method: string, url: URL, extra: Map<string, string>, payloadHash: string, body?: Readable): Promise<Answer> {
    const headers = signRequest({ method, url, headers: extra, payloadHash, region: config.region, credentials: config.credentials, date: now() });
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(url, { method, headers: Object.fromEntries(headers) }, (response) => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response });
      });
      request.on('error', (error) => reject(new StorageError(`S3 ${method} non riuscita: ${error.message}`, { cause: error })));
      if (body) body.on('error', (error) => request.destroy(error)).pipe(request);
      else request.end();
    });
  }

  async function fail(method: string, answer: Answer): Promise<never> {
    const code = await readErrorCode(answer.body);
    throw new StorageError(`S3 ${method} ha risposto ${answer.status}${code ? ` (${code})` : ''}`);
  }

  function toObject(key: string, headers: http.IncomingHttpHeaders, size: number): StoredObject {
    return {
      size,
      contentType: headers['content-type'] ?? contentTypeOf(key),
      etag: headers.etag ?? '""',
      lastModified: new Date(headers['last-modified'] ?? 0),
    };
  }

  async function head(key: string): Promise<StoredObject | null> {
    const answer = await send('HEAD', urlOf(key), new Map(), EMPTY_PAYLOAD_HASH);
    answer.body.resume();
    if (answer.status === 404) return null;
    if (answer.status !== 200) return fail('HEAD', answer);
    return toObject(key, answer.headers, Number(answer.headers['content-length'] ?? 0));
  }

  return {
    kind: 's3',
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      // The body's hash is signed, so a store can refuse a body altered on the way.
      const payloadHash = await hashFile(path);
      const extra = new Map([['content-type', contentType], ['content-length', String(size)]]);
      const answer = await send('PUT', urlOf(key), extra, payloadHash, createReadStream(path));
      if (answer.status !== 200) return fail('PUT', answer);
      answer.body.resume();
      const stored = await head(key);
      if (!stored) throw new StorageError(`S3: oggetto assente dopo la scrittura (${key})`);
      return stored;
    },
    head,
    async read(key, range?: ByteRange) {
      const extra = new Map(range ? [['range', `bytes=${range.start}-${range.end}`]] : []);
      const answer = await send('GET', urlOf(key), extra, EMPTY_PAYLOAD_HASH);
      if (answer.status === 404) {
        // A missing bucket is a configuration error, not a missing lesson video.
        const code = await readErrorCode(answer.body);
        if (code === 'NoSuchBucket') throw new StorageError('S3 GET ha risposto 404 (NoSuchBucket)');
        return null;
      }
      if (answer.status !== 200 && answer.status !== 206) return fail('GET', answer);
      const total = answer.status === 206
        ? Number(/\/(\d+)$/.exec(answer.headers['content-range'] ?? '')?.[1] ?? Number.NaN)
        : Number(answer.headers['content-length'] ?? Number.NaN);
      if (!Number.isFinite(total)) {
        answer.body.destroy();
        throw new StorageError('S3 GET: risposta senza lunghezza');
      }
      return { object: toObject(key, answer.headers, total), body: answer.body };
    },
    async remove(key) {
      const answer = await send('DELETE', urlOf(key), new Map(), EMPTY_PAYLOAD_HASH);
      if (answer.status !== 204 && answer.status !== 200 && answer.status !== 404) return fail('DELETE', answer);
      answer.body.resume();
    },
  };
}

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The <Code> of an S3 error body ('' when there is none). */
async function readErrorCode(body: Readable): Promise<string> {
  let text = '';
  for await (const chunk of body) {
    text += String(chunk);
    if (text.length > 4096) break;
  }
  return /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
}
