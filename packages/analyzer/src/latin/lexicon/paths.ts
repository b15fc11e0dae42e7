/** Where the generated Latin data live, from the analyzer's configuration (core/config.ts). */
import { dirname, join } from 'node:path';
import { analyzerConfig } from '../../core/config';

/** The folder of generated data (`.data` at the repo root unless VERSIO_DATA_DIR says otherwise). */
export function resolveDataDir(): string {
  return analyzerConfig().dataDir;
}

/** Path of the generated Latin lexicon file. */
export function resolveLexiconPath(): string {
  return join(resolveDataDir(), 'lexicon', 'lat-lexicon.json');
}

/** The outside data folder (`../shared/data` beside the repository, or VERSIO_SHARED_DATA), read by the builds. */
export function resolveSharedDataDir(): string {
  return analyzerConfig().sharedDataDir;
}

/** The Collatinus data folder the build reads (`.data/collatinus`, or COLLATINUS_DIR). */
export function resolveCollatinusDir(): string {
  return analyzerConfig().collatinusDir;
}

/** Path of the glosses file, read only when a lemma's meanings are asked for. */
export function resolveGlossesPath(lexiconPath = resolveLexiconPath()): string {
  return join(dirname(lexiconPath), 'lat-glosses.json');
}
