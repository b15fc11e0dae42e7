import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { bundleIsFresh } from '../../bin/launch.mjs';

const LAUNCH = new URL('../../bin/launch.mjs', import.meta.url).href;
const OCR_BIN = new URL('../../bin/ocr.mjs', import.meta.url);

let dir: string;
const url = (path: string) => pathToFileURL(join(dir, path));
const root = () => pathToFileURL(`${dir}/`);
const setTime = (path: string, seconds: number) => utimesSync(join(dir, path), seconds, seconds);

/** A checkout in small: two sources, the bundle built from them, and the list of its inputs. */
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'versio-launch-'));
  mkdirSync(join(dir, 'src'));
  mkdirSync(join(dir, 'dist'));
  mkdirSync(join(dir, 'bin'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(dir, 'src/main.ts'), "const where: string = 'sources';\nprocess.stdout.write(`${where} ${process.argv[2]}`);\n");
  writeFileSync(join(dir, 'src/other.ts'), 'export const other = 1;\n');
  writeFileSync(join(dir, 'dist/main.mjs'), "process.stdout.write(`bundle ${process.argv[2]}`);\n");
  writeFileSync(join(dir, 'dist/inputs.json'), JSON.stringify(['src/main.ts', 'src/other.ts']));
  setTime('src/main.ts', 1_000_000);
  setTime('src/other.ts', 1_000_000);
  setTime('dist/main.mjs', 2_000_000);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const fresh = () => bundleIsFresh(url('dist/main.mjs'), url('dist/inputs.json'), root());

/** Runs a launcher of the small checkout written as bin/ocr.mjs is, in a child process. */
function launch(): string {
  const entry = "{ bundle: new URL('../dist/main.mjs', import.meta.url), inputs: new URL('../dist/inputs.json', import.meta.url), root: new URL('../', import.meta.url), sources: new URL('../src/main.ts', import.meta.url) }";
  writeFileSync(join(dir, 'bin/main.mjs'), `import { runBundleOrSources } from '${LAUNCH}';\nawait runBundleOrSources(${entry});\n`);
  const result = spawnSync(process.execPath, [join(dir, 'bin/main.mjs'), 'argomento'], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return result.stdout;
}

describe('CLI launcher (bin/launch.mjs)', () => {
  test('a bundle newer than all its sources is fresh, and is what runs', () => {
    expect(fresh()).toBe(true);
    expect(launch()).toBe('bundle argomento');
  });

  test('a source edited after the build makes it stale: the sources run through tsx', () => {
    setTime('src/other.ts', 3_000_000);
    expect(fresh()).toBe(false);
    expect(launch()).toBe('sources argomento');
  }, 30_000);

  test('a missing bundle, source or list of inputs falls back to the sources', () => {
    rmSync(join(dir, 'src/other.ts'));
    expect(fresh()).toBe(false);
    writeFileSync(join(dir, 'src/other.ts'), '');
    setTime('src/other.ts', 1_000_000);
    expect(fresh()).toBe(true);
    rmSync(join(dir, 'dist/inputs.json'));
    expect(fresh()).toBe(false);
    writeFileSync(join(dir, 'dist/inputs.json'), '[]');
    expect(fresh()).toBe(false);
    rmSync(join(dir, 'dist/main.mjs'));
    expect(launch()).toBe('sources argomento');
  }, 30_000);
});

describe('ocr CLI', () => {
  test('a wrong argument: a message in Italian on stderr, nothing on stdout, exit code 2', () => {
    const result = spawnSync(process.execPath, [OCR_BIN.pathname, '--lang', 'eng', 'foto.jpg'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('ocr: indica la lingua con --lang lat oppure --lang grc\n');
  }, 30_000);
});
