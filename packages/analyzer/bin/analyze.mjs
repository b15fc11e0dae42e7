// `npm run analyze` (the contract in src/cli.ts): the CLI bundle of scripts/build-cli.ts run by plain node
// when it is newer than every source file it was built from (decision 041), else the sources through tsx.
// Both run the same code; the bundle only starts and runs faster. `npm run analyze` starts node with
// --no-turbo-inlining (decision 074): a run spends less CPU compiling, the same output.
import { readFileSync, statSync } from 'node:fs';

const bundle = new URL('../dist/cli/cli.mjs', import.meta.url);
const root = new URL('../../../', import.meta.url);

/** True when the bundle exists and no source it was built from changed (or went) since. */
function bundleIsFresh() {
  try {
    const built = statSync(bundle).mtimeMs;
    const inputs = JSON.parse(readFileSync(new URL('../dist/cli/inputs.json', import.meta.url), 'utf8'));
    return inputs.every((file) => statSync(new URL(file, root)).mtimeMs <= built);
  } catch {
    return false;
  }
}

if (bundleIsFresh()) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli.ts', import.meta.url).href);
}
