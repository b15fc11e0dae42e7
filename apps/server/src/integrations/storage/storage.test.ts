import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage, objectUrl } from './s3-storage';
import { startS3TestServer } from './s3-test-server';
import type { S3TestServer } from './s3-test-server';
import { describeStorageContract } from './storage.contract';
import { StorageError } from './storage';

describeStorageContract('local disk', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'versio-storage-'));
  return { storage: createLocalStorage({ dir: join(dir, 'lezioni') }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});

describeStorageContract('S3-compatible bucket', async () => {
  const server = await startS3TestServer();
  const storage = createS3Storage({
    endpoint: server.endpoint, region: 'eu-south-1', bucket: server.bucket, credentials: server.credentials, pathStyle: true, prefix: 'lessons/',
  });
  return { storage, cleanup: server.close };
});

describe('local disk', () => {
  test('leaves no partial file behind, only the stored one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'versio-storage-'));
    const source = join(dir, 'sorgente.mp4');
    writeFileSync(source, 'video');
    const storage = createLocalStorage({ dir: join(dir, 'lezioni') });
    await storage.putFile('la-prima-declinazione.mp4', source, 'video/mp4');
    expect(readdirSync(join(dir, 'lezioni'))).toEqual(['la-prima-declinazione.mp4']);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('S3-compatible bucket', () => {
  let server: S3TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startS3TestServer();
    dir = mkdtempSync(join(tmpdir(), 'versio-s3-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const settings = () => ({ endpoint: server.endpoint, region: 'eu-south-1', bucket: server.bucket, credentials: server.credentials, pathStyle: true, prefix: 'lessons/' });

  test('keys live under the prefix, and a range is asked for with a Range header', async () => {
    const storage = createS3Storage(settings());
    const source = join(dir, 'v.mp4');
    writeFileSync(source, 'abcdefghij');
    await storage.putFile('il-participio.mp4', source, 'video/mp4');
    const found = await storage.read('il-participio.mp4', { start: 2, end: 4 });
    found?.body.resume();
    expect(server.requests.slice(-3)).toEqual([
      'PUT /versio-test/lessons/il-participio.mp4',
      'HEAD /versio-test/lessons/il-participio.mp4',
      'GET /versio-test/lessons/il-participio.mp4 bytes=2-4',
    ]);
  });

  test('a wrong secret is refused by the store and surfaces as a StorageError naming its code', async () => {
    const storage = createS3Storage({ ...settings(), credentials: { ...server.credentials, secretAccessKey: 'sbagliata' } });
    await expect(storage.head('il-participio.mp4')).rejects.toThrow(StorageError);
    await expect(storage.read('il-participio.mp4')).rejects.toThrow('S3 GET ha risposto 403 (SignatureDoesNotMatch)');
  });

  test('an unknown bucket is an error, not a missing object', async () => {
    const storage = createS3Storage({ ...settings(), bucket: 'altro-secchio' });
    await expect(storage.read('il-participio.mp4')).rejects.toThrow('S3 GET ha risposto 404 (NoSuchBucket)');
  });

  test.each([
    [true, 'http://127.0.0.1:9000', 'http://127.0.0.1:9000/versio/lessons/x.mp4'],
    [false, 'https://s3.eu-south-1.amazonaws.com', 'https://versio.s3.eu-south-1.amazonaws.com/lessons/x.mp4'],
    [true, 'https://storage.example.org/s3/', 'https://storage.example.org/s3/versio/lessons/x.mp4'],
  ])('path style %s at %s puts the object at %s', (pathStyle, endpoint, url) => {
    expect(objectUrl({ endpoint, bucket: 'versio', pathStyle, prefix: 'lessons/' }, 'x.mp4').href).toBe(url);
  });
});
