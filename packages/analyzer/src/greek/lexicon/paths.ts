/** Where the generated Greek data live: `<repo>/.data/greek/`, or `$VERSIO_DATA_DIR/greek/`. */
import { join } from 'node:path';
import { resolveDataDir } from '../../latin/lexicon/paths';

export function resolveGreekDir(): string {
  return join(resolveDataDir(), 'greek');
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
