// The Greek lexicon photo recognition checks words against (greek-words.ts, decision 053): the analyzer's
// generated `grc-lexicon.tsv`, its bytes read on the first Greek page a process (or pool thread) reads and
// kept (about 0.03 s of CPU and 18 MB; loadGreekSpellings). Without the file (the Greek data not built), or
// with a file the analyzer refuses, Greek is read uncorrected.
import { existsSync } from 'node:fs';
import { loadGreekSpellings } from '@versio/analyzer';
import type { SpellingScore } from './greek-words';

const loaded = new Map<string, Promise<SpellingScore | null>>();

/** How common a Greek spelling is, from the lexicon at `path`; null when there is no lexicon there. */
export function greekSpellingScore(path: string | undefined): Promise<SpellingScore | null> {
  if (!path || !existsSync(path)) return Promise.resolve(null);
  let lexicon = loaded.get(path);
  if (!lexicon) {
    lexicon = Promise.resolve().then(() => loadGreekSpellings(path)).catch(() => null);
    loaded.set(path, lexicon);
  }
  return lexicon;
}
