import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { createDb } from '../db/create-db';
import type { Db } from '../db/create-db';
import { DIALECTS, createTestDb } from '../test/db';
import type { TestDb } from '../test/db';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const run = promisify(execFile);

/** `npm run -s backup -- …` as an operator runs it, on the test database's settings. */
async function backup(t: TestDb, ...args: string[]) {
  const env = { ...process.env, SQLITE_PATH: t.env.SQLITE_PATH, DATABASE_URL: t.env.DATABASE_URL ?? '', NODE_ENV: 'test' };
  return run('npm', ['run', '-s', 'backup', '--', ...args], { cwd: ROOT, env });
}

const version = (input: string) => ({
  id: randomUUID(), user_id: 'u1', lang: 'lat' as const, input, translation: '—', analysis: null, created_at: new Date().toISOString(),
});
const inputs = async (db: Db) => (await db.selectFrom('saved_versions').select('input').orderBy('input').execute()).map((row) => row.input);

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  let t: TestDb | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await t?.cleanup();
    if (folder) rmSync(folder, { recursive: true, force: true });
    t = undefined;
  });

  test('a backup taken while the server runs brings back exactly what was there', async () => {
    t = await createTestDb(dialect);
    folder = mkdtempSync(join(tmpdir(), 'versio-backup-'));
    const file = join(folder, 'versio.backup');
    await t.db.insertInto('saved_versions').values([version('Gallia est omnis divisa'), version('Arma virumque cano')]).execute();

    const created = await backup(t, 'create', file);
    expect(created.stdout).toContain('copia salvata');
    expect(statSync(file).size).toBeGreaterThan(0);

    // After the backup: one version lost, one added.
    await t.db.deleteFrom('saved_versions').where('input', '=', 'Arma virumque cano').execute();
    await t.db.insertInto('saved_versions').values(version('Quo usque tandem')).execute();

    let db = t.db;
    if (dialect === 'sqlite') await t.db.destroy(); // SQLite is restored with the server stopped
    expect((await backup(t, 'restore', file)).stdout).toContain('ripristinato');
    if (dialect === 'sqlite') {
      const removeFolder = t.cleanup;
      const reopened = createDb(t.env);
      db = reopened;
      t = { ...t, db, cleanup: async () => { await reopened.destroy(); await removeFolder(); } };
    }
    expect(await inputs(db)).toEqual(['Arma virumque cano', 'Gallia est omnis divisa']);
  });

  test('wrong usage and a missing file say so', async () => {
    t = await createTestDb(dialect);
    await expect(backup(t)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('uso:') });
    await expect(backup(t, 'restore', '/nonexistent/versio.backup')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('non esiste') });
  });
});
