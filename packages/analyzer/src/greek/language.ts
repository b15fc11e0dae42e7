/**
 * The Greek language object for the pipeline (core/pipeline.ts): the tokenizer; the lexicon's ranked analyses as
 * candidates (a lower-case word is no proper name when it has another reading); no statistical tagger, the
 * lexicon's ranking by corpus frequency standing in its place; the rules of readings.ts (article agreement,
 * prepositional government, a finite verb per clause) as the constraints; the Italian describer.
 */
import type { Language } from '../core/language';
import type { Flow } from '../core/pipeline';
import type { Token } from '../core/types';
import { describeGreek, type GreekToken } from './italian/describe';
import type { GreekAnalysis, GreekLexicon } from './lexicon/index';
import type { GreekMeaningLookup } from './meanings';
import { isCapitalizedGreek } from './normalize';
import { greekParadigm } from './paradigm/index';
import { greekCardStore } from './paradigm/store';
import { chooseReadings } from './readings';
import { tokenizeGreek } from './tokenize';

export interface GreekFlow extends Flow {
  input: string;
  tokens: Token[];
  /** Per token, the lexicon's analyses, best first ([] for punctuation, numbers and unknown words). */
  candidates: GreekAnalysis[][];
  /** No tagger: the lexicon's ranking stands. */
  lattice: null;
  /** Per token, the index of its reading. */
  path: number[];
  /** Per token, its reading (undefined without one). */
  chosen: (GreekAnalysis | undefined)[];
  out: GreekToken[];
}

const CASES = ['Nom', 'Gen', 'Dat', 'Acc'];
/** Marks that end a clause for the finite-verb rule (readings.ts). */
const STOPS = new Set(['.', ';', '·', ':', '!', '?']);

export function createGreekLanguage(lexicon: GreekLexicon, meanings: GreekMeaningLookup): Language<GreekFlow> {
  const governsCache = new Map<string, string[] | undefined>();
  const governs = (lemma: string) => {
    if (!governsCache.has(lemma)) {
      const cases = CASES.filter((c) => meanings(`${lemma}:${c}`));
      governsCache.set(lemma, cases.length > 0 ? cases : undefined);
    }
    return governsCache.get(lemma);
  };
  // Keys are lower case, so proper names share them with common words: a word written in lower case
  // is not a name when it has another reading (βασιλέως: βασιλεύς, not Βασιλίς).
  const lookUp = (form: string) => {
    const list = lexicon.lookUp(form);
    if (isCapitalizedGreek(form)) return list;
    const common = list.filter((a) => a.upos !== 'PROPN' && !/^\p{Lu}/u.test(a.lemma));
    return common.length > 0 ? common : list;
  };
  return {
    code: 'grc',
    tokenize: tokenizeGreek,
    candidates: (tokens) => tokens.map((t) => (t.kind === 'word' ? lookUp(t.form) : [])),
    tag: () => null,
    constrain: (tokens, analyses) => chooseReadings(analyses, { governs }, tokens.map((t) => t.kind === 'punct' && STOPS.has(t.form))),
    choose: (_tokens, analyses, path) => analyses.map((list, i) => list[path[i]!]),
    describe: (tokens, analyses, _path, chosen) => tokens.map((token, i) => describeGreek(token, chosen[i], analyses[i]!, meanings, greekCardStore())),
    paradigm: (lemma) => greekParadigm(lemma),
    conventions: [],
  };
}
