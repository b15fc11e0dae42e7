// Backups of Versio's database with the database's own tools: PostgreSQL through pg_dump's custom
// format (consistent while the server runs; restored by pg_restore --clean in one transaction), SQLite
// through its online backup API (consistent while the server runs; restored by putting the copy in
// place, with the server stopped). Uploaded photos are transient and lesson videos live in their own
// store (LESSONS_DIR or the bucket): back those up with the storage's own tools (docs/operations.md).
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';

const run = promisify(execFile);

export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; path: string };

/** The schema a DATABASE_URL selects with `options=-c search_path=…`, if any. */
function schemaOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /-c\s*search_path=([\w-]+)/.exec(options)?.[1];
}

/**
 * The URL as libpq (pg_dump, pg_restore) reads it: query values percent-encoded, since libpq does not read
 * `+` as a space as node's URL writes it (`options=-c+search_path=…`).
 */
function forLibpq(url: string): string {
  const parsed = new URL(url);
  const query = [...parsed.searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  parsed.search = query ? `?${query}` : '';
  return parsed.toString();
}

export async function createBackup(target: BackupTarget, file: string): Promise<void> {
  if (target.kind === 'sqlite') {
    const db = new Database(target.path, { readonly: true, fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
    return;
  }
  const schema = schemaOf(target.url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', ...(schema ? [`--schema=${schema}`] : []), `--file=${file}`, `--dbname=${forLibpq(target.url)}`]);
}

export async function restoreBackup(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`il file ${file} non esiste`);
  if (target.kind === 'sqlite') {
    // The server must be stopped: its open connection would keep writing to the replaced file.
    for (const suffix of ['-wal', '-shm']) rmSync(`${target.path}${suffix}`, { force: true });
    copyFileSync(file, target.path);
    return;
  }
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${forLibpq(target.url)}`, file]);
}
