// How a command-line entry of the server starts (decision 046, as the analyzer's in decision 041): the
// bundle of scripts/build-cli.ts, run by plain node, when it is newer than every source file it was built
// from; else the TypeScript sources through tsx (a fresh clone before setup, a source edited since the
// build). Both run the same code; the bundle only starts faster (no compilation of TypeScript at start).
import { readFileSync, statSync } from 'node:fs';

/**
 * True when the bundle exists and no source it was built from changed (or went) since. `inputs` is the
 * JSON list of those sources, relative to `root`; all three are file URLs.
 */
export function bundleIsFresh(bundle, inputs, root) {
  try {
    const built = statSync(bundle).mtimeMs;
    const sources = JSON.parse(readFileSync(inputs, 'utf8'));
    return Array.isArray(sources) && sources.length > 0 && sources.every((file) => statSync(new URL(file, root)).mtimeMs <= built);
  } catch {
    return false;
  }
}

/** Imports the bundle when it is fresh, else registers tsx and imports the sources' entry. */
export async function runBundleOrSources({ bundle, inputs, root, sources }) {
  if (bundleIsFresh(bundle, inputs, root)) {
    await import(bundle.href);
    return;
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import(sources.href);
}
