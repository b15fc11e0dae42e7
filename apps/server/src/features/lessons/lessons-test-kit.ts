// For tests: the app in memory with its lesson videos in a temporary folder, fake video files, and the
// database changes a test needs (a plan, a verified e-mail) made directly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDialectName } from '../../db/create-db';
import type { DialectName, Db } from '../../db/create-db';
import type { UserType } from '../../db/database';
import type { TestApp } from '../../test/app';
import { createAccountsTestApp } from '../auth/auth-test-client';

export type LessonsTestApp = TestApp & { lessonsDir: string };

export async function createLessonsTestApp(dialect: DialectName, env: Record<string, string> = {}): Promise<LessonsTestApp> {
  const lessonsDir = mkdtempSync(join(tmpdir(), 'versio-lessons-'));
  const t = await createAccountsTestApp(dialect, { LESSONS_DIR: lessonsDir, ...env });
  return {
    ...t,
    lessonsDir,
    cleanup: async () => {
      await t.cleanup();
      rmSync(lessonsDir, { recursive: true, force: true });
    },
  };
}

/** Bytes that start like an MP4 file ("ftyp" box), then a counting pattern; written as `key` in `dir`. */
export function writeFakeVideo(dir: string, key: string, size = 4096): Buffer {
  const data = Buffer.alloc(size);
  Buffer.from('\0\0\0\x18ftypisom', 'latin1').copy(data);
  for (let i = 12; i < size; i += 1) data[i] = i % 251;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, key), data);
  return data;
}

export async function setUserType(db: Db, userId: string, type: UserType): Promise<void> {
  await db.updateTable('user_profiles').set({ type }).where('user_id', '=', userId).execute();
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  // A boolean on PostgreSQL, 0/1 on SQLite (database.ts).
  await db.updateTable('auth_user').set({ emailVerified: getDialectName(db) === 'postgres' ? true : 1 }).where('id', '=', userId).execute();
}
