/**
 * The lexicon the tests use: the generated file when it exists, otherwise built in memory from
 * the Collatinus data (so that the tests also run on a machine where setup has not built it yet).
 */
import { existsSync } from 'node:fs';
import type { LatinLexicon } from '../types';
import { createLatinLexicon, loadLatinLexicon } from './index';
import { resolveCollatinusDir, resolveLexiconPath } from './paths';
import { createLexiconStore, type LexiconStore } from './store';
import { buildLexicon, readCoreVocabulary } from '../../../scripts/build-lexicon';

let store: LexiconStore | undefined;

/** The lexicon store, built from Collatinus if the generated file is missing. */
export function loadTestStore(): LexiconStore {
  if (!store) {
    const { lexicon, glosses } = buildLexicon(resolveCollatinusDir(), readCoreVocabulary());
    store = createLexiconStore(lexicon, () => glosses);
  }
  return store;
}

/** The lexicon as the application loads it; built in memory when the file is missing or of an older format. */
export function loadTestLexicon(): LatinLexicon {
  if (existsSync(resolveLexiconPath())) {
    try {
      return loadLatinLexicon();
    } catch {
      // stale generated file: fall through to a fresh build
    }
  }
  return createLatinLexicon(loadTestStore());
}
