import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createLocalUploadStore } from './local-upload-store';
import { createS3UploadStore, signS3Request } from './s3-upload-store';
import type { UploadStore } from './upload-store';

const root = mkdtempSync(join(tmpdir(), 'versio-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An S3 service cannot run here: a bucket in memory answering the three calls, checking each is signed. */
function createFakeS3(): typeof fetch {
  const objects = new Map<string, Uint8Array>();
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    if (!headers.get('authorization')?.startsWith('AWS4-HMAC-SHA256 Credential=chiave/')) return new Response('', { status: 403 });
    const key = url.pathname;
    if (init?.method === 'PUT') objects.set(key, new Uint8Array(init.body as Uint8Array));
    if (init?.method === 'DELETE') objects.delete(key);
    if (init?.method === 'GET') {
      const body = objects.get(key);
      return body ? new Response(body) : new Response('', { status: 404 });
    }
    return new Response('', { status: 200 });
  }) as typeof fetch;
}

const stores: [string, () => UploadStore][] = [
  ['local', () => createLocalUploadStore(root)],
  ['s3', () => createS3UploadStore({ bucket: 'foto', endpoint: 'http://127.0.0.1:9', region: 'eu-south-1', accessKeyId: 'chiave', secretAccessKey: 'segreto', fetch: createFakeS3() })],
];

describe.each(stores)('the %s upload store', (_kind, create) => {
  test('keeps, gives back and deletes a photo', async () => {
    const store = create();
    await store.put('livia/foto-1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect((await store.get('livia/foto-1.jpg'))?.toString()).toBe('jpeg');
    await store.delete('livia/foto-1.jpg');
    expect(await store.get('livia/foto-1.jpg')).toBeNull();
  });

  test.each([['../foto.jpg'], ['livia/../../etc/passwd'], ['livia/.foto.jpg'], ['/etc/passwd'], ['livia/a/b.jpg'], ['livia\\foto.jpg']])(
    'refuses the key %s', async (key) => {
      await expect(create().put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('chiave di caricamento non valida');
    },
  );
});

test('signs as AWS Signature Version 4 (the GET Object example of the S3 documentation)', () => {
  const headers = signS3Request(
    { region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: new Map([['range', 'bytes=0-9']]),
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      date: new Date('2013-05-24T00:00:00Z'),
    },
  );
  expect(headers.get('authorization')).toBe(
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
    'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  );
});
