/** Where the generated Greek data live: `<repo>/.data/greek/`, or `$VERSIO_DATA_DIR/greek/`. */
import { join } from 'node:path';
import { analyzerConfig } from '../../core/config';

export function resolveGreekDir(): string {
  return join(analyzerConfig().dataDir, 'greek');
}

/** The generated lexicon: form key → ranked analyses. */
export function resolveGreekLexiconPath(dir = resolveGreekDir()): string {
  return join(dir, 'grc-lexicon.tsv');
}

/** The generated Italian meanings of Greek lemmas. */
export function resolveGreekMeaningsPath(dir = resolveGreekDir()): string {
  return join(dir, 'grc-meanings.tsv');
}

/** Accent-free key → best accented key, read only when a form is not found with its accents. */
export function resolveGreekBarePath(dir = resolveGreekDir()): string {
  return join(dir, 'grc-bare.tsv');
}
