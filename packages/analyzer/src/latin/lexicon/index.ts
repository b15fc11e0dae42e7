/**
 * The Latin lexicon: Collatinus lemmas and paradigms, loaded once from the generated file.
 * `loadLatinLexicon().analyze('rosam')` → [{ lemma: 'rosa', upos: 'NOUN', feats: { Case: 'Acc', … } }].
 */
import type { LatinLemmaInfo, LatinLexicon } from '../types';
import { createAnalyzer } from './analyze';
import { createGuesser } from './guess';
import { describeLemma } from './lemma-info';
import { buildParadigm } from './paradigm';
import { resolveLexiconPath } from './paths';
import { readLexiconStore, type LexiconStore } from './store';

export interface LoadLatinLexiconOptions {
  /** Path of the generated lexicon file; default `.data/lexicon/lat-lexicon.json` (or under VERSIO_DATA_DIR). */
  path?: string;
}

const cache = new Map<string, LatinLexicon>();

/** Wraps a prepared store in the `LatinLexicon` interface. */
export function createLatinLexicon(store: LexiconStore): LatinLexicon {
  const analyzer = createAnalyzer(store);
  const guesser = createGuesser(store);
  const infos = new Map<number, LatinLemmaInfo>();
  const lemmaInfo = (index: number): LatinLemmaInfo => {
    let info = infos.get(index);
    if (!info) {
      info = describeLemma(store, index);
      infos.set(index, info);
    }
    return info;
  };
  return {
    analyze: (form) => analyzer.analyze(form),
    guess: guesser.guess,
    // Known as written: the tokenizer asks before splitting an enclitic, and a guessed spelling
    // (e for ae, a dropped h) must not keep armaque or Ciceroneque whole.
    isKnownForm: (form) => analyzer.analyze(form, { spellingVariants: false }).length > 0,
    lemma: (key) => {
      const index = store.indexOfLemma(key);
      return index === undefined ? undefined : lemmaInfo(index);
    },
    paradigm: (key) => {
      const index = store.indexOfLemma(key);
      return index === undefined ? undefined : buildParadigm(store, index, lemmaInfo(index));
    },
  };
}

/** Loads the generated Latin lexicon once per path (later calls return the same object). */
export function loadLatinLexicon(options: LoadLatinLexiconOptions = {}): LatinLexicon {
  const path = options.path ?? resolveLexiconPath();
  let lexicon = cache.get(path);
  if (!lexicon) {
    lexicon = createLatinLexicon(readLexiconStore(path));
    cache.set(path, lexicon);
  }
  return lexicon;
}
