import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadCatalogue } from '../features/lessons/catalogue';
import { writeFakeVideo } from '../features/lessons/lessons-test-kit';
import { createLocalStorage } from '../integrations/storage/local-storage';
import { createTestDb } from '../test/db';
import type { TestDb } from '../test/db';
import { USAGE, runLessonsCommand } from './lessons-command';
import { TEST_DIALECT } from '../test/db';

const CLI = fileURLToPath(new URL('./lessons.ts', import.meta.url));

describe('npm run lessons (in memory)', () => {
  let t: TestDb;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDb(TEST_DIALECT);
    dir = mkdtempSync(join(tmpdir(), 'versio-cli-'));
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  async function run(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLessonsCommand(argv, { db: t.db, storage: createLocalStorage({ dir: join(dir, 'lezioni') }) }, {
      out: (line) => out.push(line), err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  test('seed adds the starting catalogue once', async () => {
    expect((await run('seed')).out).toEqual([expect.stringMatching(new RegExp(`^aggiunte ${loadCatalogue().length} lezioni: la-prima-declinazione, `))]);
    expect(await run('seed')).toEqual({ code: 0, out: ['il catalogo è già completo'], err: [] });
  });

  test('add, edit, publish, list', async () => {
    expect((await run('add', 'la-supino', '--title', 'Il supino', '--description', 'Il supino in -um e in -u.', '--premium')).out)
      .toEqual(['aggiunta:  41  la-supino  [premium] [bozza] [senza video]  Il supino']);
    expect((await run('edit', 'la-supino', '--free', '--title', 'Il supino attivo e passivo')).out)
      .toEqual(['modificata:  41  la-supino  [bozza] [senza video]  Il supino attivo e passivo']);
    expect((await run('publish', 'la-supino')).out).toEqual(['pubblicata:  41  la-supino  [senza video]  Il supino attivo e passivo']);
    expect((await run('unpublish', 'la-supino')).out).toEqual(['ritirata:  41  la-supino  [bozza] [senza video]  Il supino attivo e passivo']);
    const listed = (await run('list')).out;
    expect(listed[0]).toBe('  0  la-prima-declinazione  La prima declinazione');
    expect(listed.at(-1)).toBe(' 41  la-supino  [bozza] [senza video]  Il supino attivo e passivo');
  });

  test('reorder moves the lessons named among their places', async () => {
    const { out } = await run('reorder', 'la-supino', 'la-prima-declinazione');
    expect(out[0]).toBe('  0  la-supino  [bozza] [senza video]  Il supino attivo e passivo');
    expect(out.at(-1)).toBe(' 41  la-prima-declinazione  La prima declinazione');
  });

  test('upload stores an MP4 as the lesson\'s video; anything else is refused', async () => {
    writeFakeVideo(dir, 'supino.mp4');
    const { code, out } = await run('upload', 'la-supino', join(dir, 'supino.mp4'));
    expect([code, out]).toEqual([0, ['video caricato:   0  la-supino  [bozza]  Il supino attivo e passivo']]);
    expect(readdirSync(join(dir, 'lezioni'))).toEqual([expect.stringMatching(/^la-supino\.[0-9a-f]{8}\.mp4$/)]);
    writeFileSync(join(dir, 'note.txt'), 'non è un video');
    expect(await run('upload', 'la-supino', join(dir, 'note.txt'))).toEqual({ code: 1, out: [], err: ['Il video deve essere un file MP4 o WebM.'] });
  });

  test('remove takes the lesson and its video away', async () => {
    expect((await run('remove', 'la-supino')).out).toEqual(['tolta: la-supino']);
    expect(readdirSync(join(dir, 'lezioni'))).toEqual([]);
    expect(await run('remove', 'la-supino')).toEqual({ code: 1, out: [], err: ['Questa lezione non esiste.'] });
  });

  test.each([
    [['add', 'la-x', '--title', 'Titolo']],
    [['edit', 'la-x']],
    [['edit', 'la-x', '--premium', '--free']],
    [['add', 'la-x', '--title', 'T', '--description', 'D', '--order', 'primo']],
    [['reorder', 'la-x']],
    [['vola']],
    [[]],
    [['list', '--colore', 'rosso']],
  ])('%j is wrong usage: exit 2 with the usage', async (argv) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err.join('\n')).toContain(USAGE);
  });

  test.each([
    [['add', 'La X', '--title', 'Il titolo', '--description', 'Descrizione.'], 'codice: deve essere fatto di lettere minuscole'],
    [['reorder', 'la-prima-declinazione', 'la-prima-declinazione'], 'Elenca codici di lezioni esistenti, ognuno una volta sola.'],
    [['publish', 'la-nessuna'], 'Questa lezione non esiste.'],
  ])('%j is refused: exit 1 with the reason', async (argv, reason) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(reason);
  });
});

describe('npm run lessons (the real command)', () => {
  test('works on the configured database and folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'versio-cli-'));
    try {
      const env = { ...process.env, SQLITE_PATH: join(dir, 'versio.db'), LESSONS_DIR: join(dir, 'lezioni'), DATABASE_URL: '', S3_BUCKET: '' };
      const run = (...args: string[]) => promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...args], { env, encoding: 'utf8' });
      await run('add', 'la-supino', '--title', 'Il supino', '--description', 'Il supino in -um e in -u.', '--publish');
      expect((await run('list')).stdout).toBe('  0  la-supino  [senza video]  Il supino\n');
      await expect(run('remove', 'la-nulla')).rejects.toMatchObject({ code: 1, stderr: 'lessons: Questa lezione non esiste.\n' });
      expect(existsSync(join(dir, 'versio.db'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
