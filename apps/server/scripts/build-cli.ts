/**
 * The photo-recognition CLI (`npm run -s ocr`, src/cli/ocr.ts) as one ES module bundle run by plain node
 * (decision 046, as the analyzer's CLI in decision 041): bin/ocr.mjs starts it when it is newer than every
 * source file it was built from, and falls back to the TypeScript sources through tsx otherwise (a fresh
 * clone before setup, a source edited since the build). Packages from npm stay outside the bundle (read from
 * node_modules as before); the workspace's analyzer is bundled. Writes dist/cli/ocr.mjs and dist/cli/ocr.inputs.json (the sources, relative to
 * the checkout). Run by scripts/setup.sh:
 *   npm run -s build:ocr-cli
 */
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(root, 'apps/server/dist/cli');
// config/env.ts finds the checkout from its own URL (four folders up), and in the bundle that URL is the
// bundle's: the bundle must sit as deep in the checkout as src/config/ does.
const depth = (dir: string) => relative(root, dir).split(sep).length;
if (depth(outDir) !== depth(join(root, 'apps/server/src/config'))) throw new Error('build-cli: dist/cli must be as deep as src/config');

mkdirSync(outDir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['apps/server/src/cli/ocr.ts'],
  outfile: join(outDir, 'ocr.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages from npm stay in node_modules; the workspace's own (@versio/analyzer, whose entry is TypeScript
  // that plain node cannot run) are bundled (decision 053: the Greek lexicon's reader).
  plugins: [{
    name: 'npm-packages-external',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@versio/') ? undefined : { path: args.path, external: true }));
    },
  }],
  metafile: true,
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).sort();
writeFileSync(join(outDir, 'ocr.inputs.json'), `${JSON.stringify(inputs)}\n`);
console.log(`build-cli: ${relative(root, join(outDir, 'ocr.mjs'))} from ${inputs.length} files`);
