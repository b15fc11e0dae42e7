/**
 * The Latin lexicon: Collatinus lemmas and paradigms, loaded once from the generated file.
 * `loadLatinLexicon().analyze('rosam')` → [{ lemma: 'rosa', upos: 'NOUN', feats: { Case: 'Acc', … } }].
 */
import type { Analysis } from '../../core/types';
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
const CACHE_LIMIT = 100_000;

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
  // Running text repeats its words, and the tokenizer and the tagger ask about the same ones:
  // remember recent answers (the analyses are shared, read-only; each caller gets its own array).
  const analyses = new Map<string, Analysis[]>();
  const known = new Map<string, boolean>();
  const remember = <T>(cache: Map<string, T>, form: string, compute: () => T): T => {
    let value = cache.get(form);
    if (value === undefined) {
      value = compute();
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(form, value);
    }
    return value;
  };
  return {
    analyze: (form) => remember(analyses, form, () => analyzer.analyze(form)).slice(),
    guess: guesser.guess,
    // Known as written: the tokenizer asks before splitting an enclitic, and a guessed spelling
    // (e for ae, a dropped h) must not keep armaque or Ciceroneque whole.
    isKnownForm: (form) => remember(known, form, () => analyzer.analyze(form, { spellingVariants: false }).length > 0),
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
