// The analyzer's options and data paths, read once: the only place in the package that reads the
// environment. Every default is relative to the checkout, so nothing names a folder of one machine.
//   VERSIO_DATA_DIR       generated data (lexicons, models, meanings)       default <repo>/.data
//   VERSIO_SHARED_DATA    outside data with licences                       default <repo>/../shared/data
//   VERSIO_UD_DIR         the UD treebanks                                  default <shared>/ud
//   VERSIO_GREEK_SOURCES  the Greek build's sources                         default <shared>
//   COLLATINUS_DIR        Collatinus's data, extracted by setup             default <data>/collatinus
//   VERSIO_TAGGER         `commercial` picks the commercially usable model  default full
//   VERSIO_TAGGER_MODEL   a model's base path, overriding the choice above
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { AnalyzerError } from './errors';

export type TaggerModelName = 'full' | 'commercial';

export interface AnalyzerConfig {
  readonly repoRoot: string;
  readonly dataDir: string;
  readonly sharedDataDir: string;
  readonly udDir: string;
  readonly greekSourcesDir: string;
  readonly collatinusDir: string;
  readonly taggerModel: TaggerModelName;
  /** A model's base path (without `.json`/`.weights`) given outright, else undefined. */
  readonly taggerModelBase: string | undefined;
}

/** The checkout's root, found from this file's own place in it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Reads the configuration from `source` (the process environment by default). */
export function loadAnalyzerConfig(source: NodeJS.ProcessEnv = process.env): AnalyzerConfig {
  const read = (key: string): string | undefined => {
    const value = source[key]?.trim();
    return value ? resolve(REPO_ROOT, value) : undefined;
  };
  const tagger = source.VERSIO_TAGGER?.trim() || 'full';
  if (tagger !== 'full' && tagger !== 'commercial') {
    throw new AnalyzerError('invalid_config', `VERSIO_TAGGER deve essere full o commercial (trovato: ${tagger})`);
  }
  const dataDir = read('VERSIO_DATA_DIR') ?? join(REPO_ROOT, '.data');
  const sharedDataDir = read('VERSIO_SHARED_DATA') ?? resolve(REPO_ROOT, '..', 'shared', 'data');
  return Object.freeze({
    repoRoot: REPO_ROOT,
    dataDir,
    sharedDataDir,
    udDir: read('VERSIO_UD_DIR') ?? join(sharedDataDir, 'ud'),
    greekSourcesDir: read('VERSIO_GREEK_SOURCES') ?? sharedDataDir,
    collatinusDir: read('COLLATINUS_DIR') ?? join(dataDir, 'collatinus'),
    taggerModel: tagger,
    taggerModelBase: read('VERSIO_TAGGER_MODEL'),
  });
}

let current: AnalyzerConfig | undefined;

/** The configuration of this process, read on first use. */
export function analyzerConfig(): AnalyzerConfig {
  current ??= loadAnalyzerConfig();
  return current;
}
