// The embedded default: photos as files under one folder (var/uploads), one sub-folder per student.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertSafeKey } from './upload-store';
import type { UploadStore } from './upload-store';
import { storageFull } from './upload-store';

export function createLocalUploadStore(root: string): UploadStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = join(root, key);
    // Belt and braces: the key's pattern already forbids any way out of the folder.
    if (relative(root, path).startsWith(`..${sep}`)) throw new Error('chiave fuori dalla cartella dei caricamenti');
    return path;
  };
  return {
    kind: 'local',
    // Written beside the target, then renamed: a full disk leaves no half-written photo under the
    // key, and the part already written is removed (decision 043).
    async put(key, bytes) {
      const path = pathOf(key);
      const part = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(part, bytes, { mode: 0o600 });
        await rename(part, path);
      } catch (error) {
        await rm(part, { force: true }).catch(() => undefined);
        const code = (error as NodeJS.ErrnoException).code;
        throw code === 'ENOSPC' || code === 'EDQUOT' ? storageFull() : error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
