// The behaviour every ObjectStorage adapter promises, as one suite that runs against each of them
// (storage.test.ts): the local disk and an S3-compatible bucket.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ObjectStorage } from './storage';
import { StorageError } from './storage';

export type StorageUnderTest = { storage: ObjectStorage; cleanup: () => Promise<void> };

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Bytes that look like the start of an MP4 ("ftyp"), then every byte value.
const VIDEO = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom', 'latin1'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
const REPLACEMENT = Buffer.from('\0\0\0\x18ftypmp42 una seconda versione', 'latin1');

export function describeStorageContract(name: string, create: () => Promise<StorageUnderTest>): void {
  describe(`storage contract: ${name}`, () => {
    let under: StorageUnderTest;
    let files: string;
    const fileWith = (fileName: string, data: Buffer) => {
      const path = join(files, fileName);
      writeFileSync(path, data);
      return path;
    };
    beforeAll(async () => {
      under = await create();
      files = mkdtempSync(join(tmpdir(), 'versio-storage-files-'));
    });
    afterAll(async () => {
      await under.cleanup();
      rmSync(files, { recursive: true, force: true });
    });

    test('a missing key has no object, no bytes, and removing it is no error', async () => {
      expect(await under.storage.head('assente.mp4')).toBeNull();
      expect(await under.storage.read('assente.mp4')).toBeNull();
      await expect(under.storage.remove('assente.mp4')).resolves.toBeUndefined();
    });

    test('a stored file is described by its size and media type', async () => {
      const stored = await under.storage.putFile('ablativo-assoluto.mp4', fileWith('a.mp4', VIDEO), 'video/mp4');
      expect([stored.size, stored.contentType]).toEqual([VIDEO.length, 'video/mp4']);
      expect(stored.etag).toMatch(/^".+"$/);
      expect(await under.storage.head('ablativo-assoluto.mp4')).toEqual(stored);
    });

    test('reads the whole object', async () => {
      const found = await under.storage.read('ablativo-assoluto.mp4');
      expect(found?.object.size).toBe(VIDEO.length);
      expect(await readAll(found!.body)).toEqual(VIDEO);
    });

    test.each([
      [0, 0],
      [4, 11],
      [100, 263],
      [VIDEO.length - 1, VIDEO.length - 1],
    ])('reads bytes %i-%i and still reports the whole size', async (start, end) => {
      const found = await under.storage.read('ablativo-assoluto.mp4', { start, end });
      expect(found?.object.size).toBe(VIDEO.length);
      expect(await readAll(found!.body)).toEqual(VIDEO.subarray(start, end + 1));
    });

    test('a second file under the same key replaces the first', async () => {
      const before = await under.storage.head('ablativo-assoluto.mp4');
      const stored = await under.storage.putFile('ablativo-assoluto.mp4', fileWith('b.mp4', REPLACEMENT), 'video/mp4');
      expect(stored.size).toBe(REPLACEMENT.length);
      expect(stored.etag).not.toBe(before?.etag);
      expect(await readAll((await under.storage.read('ablativo-assoluto.mp4'))!.body)).toEqual(REPLACEMENT);
    });

    test('a removed object is gone', async () => {
      await under.storage.putFile('da-togliere.webm', fileWith('c.webm', REPLACEMENT), 'video/webm');
      expect((await under.storage.head('da-togliere.webm'))?.contentType).toBe('video/webm');
      await under.storage.remove('da-togliere.webm');
      expect(await under.storage.head('da-togliere.webm')).toBeNull();
    });

    test.each(['../versio.db', 'cartella/video.mp4', '.nascosto', '', 'a\\b.mp4', 'a..b.mp4', 'spazio vuoto.mp4'])(
      'the key %j is refused before anything is touched',
      async (key) => {
        await expect(under.storage.head(key)).rejects.toBeInstanceOf(StorageError);
        await expect(under.storage.read(key)).rejects.toBeInstanceOf(StorageError);
        await expect(under.storage.remove(key)).rejects.toBeInstanceOf(StorageError);
        await expect(under.storage.putFile(key, fileWith('d.mp4', VIDEO), 'video/mp4')).rejects.toBeInstanceOf(StorageError);
      },
    );
  });
}
