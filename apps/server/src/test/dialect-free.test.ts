import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { DIALECT_FREE_TESTS } from './dialect-free';

const SERVER = fileURLToPath(new URL('../..', import.meta.url));
const DB_MODULE = 'src/test/db.ts';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(SERVER, path)] : [];
  });
}

/** The test files whose static imports (followed through the server's own modules) never reach src/test/db.ts. */
async function filesWithoutTheDatabase(files: readonly string[]): Promise<string[]> {
  const result = await build({
    absWorkingDir: SERVER,
    entryPoints: [...files],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: 'graph',
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const reachesDb = (output: string, seen: Set<string>): boolean => {
    if (seen.has(output)) return false;
    seen.add(output);
    const info = outputs[output];
    if (!info) return false;
    if (Object.keys(info.inputs).includes(DB_MODULE)) return true;
    return info.imports.some((imported) => !imported.external && reachesDb(imported.path, seen));
  };
  return Object.entries(outputs)
    .filter(([output, info]) => info.entryPoint !== undefined && !reachesDb(output, new Set()))
    .map(([, info]) => info.entryPoint!)
    .sort();
}

describe('the server tests that run on one dialect only', () => {
  it('are exactly the test files whose imports never reach src/test/db.ts', async () => {
    const files = testFiles(join(SERVER, 'src')).sort();
    expect(files).toContain('src/test/dialect-free.test.ts');
    expect(DIALECT_FREE_TESTS).toEqual(await filesWithoutTheDatabase(files));
  }, 60_000);

  it('tells a file that reaches the database through a helper from one that does not', async () => {
    expect(await filesWithoutTheDatabase(['src/http/safe-text.test.ts', 'src/features/lessons/catalogue.test.ts'])).toEqual(['src/http/safe-text.test.ts']);
  }, 60_000);
});
