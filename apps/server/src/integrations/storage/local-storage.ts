// The embedded default store: files in one folder on the local disk (LESSONS_DIR, var/lessons by
// default). A file is written beside its final name and renamed, so a reader never sees half of it.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ByteRange, ObjectBody, ObjectStorage, StoredObject } from './storage';
import { assertObjectKey, contentTypeOf } from './storage';

export function createLocalStorage({ dir }: { dir: string }): ObjectStorage {
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return join(dir, key);
  };

  async function head(key: string): Promise<StoredObject | null> {
    try {
      const found = await stat(pathOf(key));
      if (!found.isFile()) return null;
      return {
        size: found.size,
        contentType: contentTypeOf(key),
        etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
        lastModified: found.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'local',
    async putFile(key, path) {
      const target = pathOf(key);
      await mkdir(dir, { recursive: true });
      // A hidden name never matches a key, so a half-copied file is never served.
      const partial = join(dir, `.partial-${randomBytes(6).toString('hex')}`);
      try {
        await copyFile(path, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        const code = (error as NodeJS.ErrnoException).code;
        // A full disk is said so, in Italian (decision 043); the old video, if any, is still served.
        throw code === 'ENOSPC' || code === 'EDQUOT' ? new AppError('storage_full', 503, MESSAGES.videoStorageFull, 60) : error;
      }
      const stored = await head(key);
      if (!stored) throw new Error(`file scomparso dopo la scrittura: ${key}`);
      return stored;
    },
    head,
    async read(key: string, range?: ByteRange): Promise<ObjectBody | null> {
      const object = await head(key);
      if (!object) return null;
      const body = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return { object, body };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
