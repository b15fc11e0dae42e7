// The embedded default: photos as files under one folder (var/uploads), one sub-folder per student.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertSafeKey } from './upload-store';
import type { UploadStore } from './upload-store';

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
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { mode: 0o600 });
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
