// The start-up contract the browser tests rely on:
//   NODE_ENV=production PORT=<p> SQLITE_PATH=<file> node --import tsx apps/server/src/main.ts
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { REPO_ROOT } from './config/env';
import { VERSION } from './version';

const MAIN = join(REPO_ROOT, 'apps/server/src/main.ts');

type Run = { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> };

// Only the given variables: nothing from the developer's shell (say, a DATABASE_URL) leaks in.
function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: REPO_ROOT, env });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => { out += String(chunk); });
  child.stderr?.on('data', (chunk) => { err += String(chunk); });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitForAddress(run: Run): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const match = /in ascolto su (http:\/\/[\d.:]+)/.exec(run.stdout());
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the server did not start:\n${run.stdout()}\n${run.stderr()}`);
}

describe('main.ts', () => {
  const folders: string[] = [];
  let run: Run | undefined;
  afterEach(() => {
    if (run?.child.exitCode === null) run.child.kill('SIGKILL');
    run = undefined;
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  test('starts in production, serves the API and the web build, and stops cleanly on SIGTERM', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'versio-main-'));
    folders.push(folder);
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>Versio</title>');
    const sqlitePath = join(folder, 'db', 'versio.db');
    run = startServer({
      NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SQLITE_PATH: sqlitePath, WEB_DIST: join(folder, 'dist'),
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    });
    const base = await waitForAddress(run);

    const health = await fetch(`${base}/api/health`);
    expect([health.status, await health.json()]).toEqual([
      200, { status: 'ok', version: VERSION, database: { dialect: 'sqlite', ok: true } },
    ]);
    const page = await fetch(`${base}/lezioni/abc`, { headers: { accept: 'text/html' } });
    expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>Versio</title>']);
    expect(existsSync(sqlitePath)).toBe(true);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  test('refuses to start with a bad configuration and lists every bad key', async () => {
    run = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://root@localhost/versio' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('Configurazione non valida:');
    expect(run.stderr()).toContain('  - PORT: deve essere un numero intero tra 0 e 65535');
    expect(run.stderr()).toContain('  - DATABASE_URL: deve essere un indirizzo postgres://');
  });
});
