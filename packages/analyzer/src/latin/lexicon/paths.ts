/** Where the generated lexicon lives: `<repo>/.data/lexicon/`, or `$VERSIO_DATA_DIR/lexicon/`. */
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

/** The folder of generated data (`.data` at the repo root unless VERSIO_DATA_DIR says otherwise). */
export function resolveDataDir(): string {
  return process.env.VERSIO_DATA_DIR ?? join(REPO_ROOT, '.data');
}

/** Path of the generated Latin lexicon file. */
export function resolveLexiconPath(): string {
  return join(resolveDataDir(), 'lexicon', 'lat-lexicon.json');
}

/** The outside data folder (`../shared/data` beside the repository, or VERSIO_SHARED_DATA), read by the builds. */
export function resolveSharedDataDir(): string {
  return process.env.VERSIO_SHARED_DATA ?? join(REPO_ROOT, '..', 'shared', 'data');
}

/** The Collatinus data folder the build reads (`.data/collatinus`, or COLLATINUS_DIR). */
export function resolveCollatinusDir(): string {
  return process.env.COLLATINUS_DIR ?? join(REPO_ROOT, '.data', 'collatinus');
}

/** Path of the glosses file, read only when a lemma's meanings are asked for. */
export function resolveGlossesPath(lexiconPath = resolveLexiconPath()): string {
  return join(dirname(lexiconPath), 'lat-glosses.json');
}
