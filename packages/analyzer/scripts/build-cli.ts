/**
 * The analyzer's CLI as one ES module bundle, run by plain node (decision 041): `npm run analyze` starts it
 * through bin/analyze.mjs when it is newer than every source file it was built from, and falls back to the
 * TypeScript sources through tsx otherwise (a fresh clone before setup, a source edited since the build).
 * Packages stay outside the bundle (they are read from node_modules as before). Writes dist/cli/cli.mjs and
 * dist/cli/inputs.json (the sources, relative to the checkout). Run by scripts/setup.sh:
 *   npm run -s build:cli
 */
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(root, 'packages/analyzer/dist/cli');
// core/config.ts finds the checkout from its own URL (four folders up), and in the bundle that URL is the
// bundle's: the bundle must sit as deep in the checkout as core/ does.
const depth = (dir: string) => relative(root, dir).split(sep).length;
if (depth(outDir) !== depth(join(root, 'packages/analyzer/src/core'))) throw new Error('build-cli: dist/cli must be as deep as src/core');

mkdirSync(outDir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['packages/analyzer/src/cli.ts'],
  outfile: join(outDir, 'cli.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  metafile: true,
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).sort();
writeFileSync(join(outDir, 'inputs.json'), `${JSON.stringify(inputs)}\n`);
console.log(`build-cli: ${relative(root, join(outDir, 'cli.mjs'))} from ${inputs.length} files (${relative(root, dirname(outDir))})`);
