/**
 * Contracts between the Latin lexicon (lexicon/), the Latin tokenizer and Italian description
 * (tokenize.ts, italian/), and the pipeline/tagger. Change them only together with every user.
 */
import type { Analysis, ParadigmTable, Upos } from '../core/types';

export type { ParadigmSection, ParadigmTable } from '../core/types';

/** What Versio knows about one Latin lemma, from Collatinus (lemmes.la, modeles.la, lem_ext.la). */
export interface LatinLemmaInfo {
  /** Lexicon key, with a homograph digit when there is one: `rosa`, `edo2`, `sum1`. */
  key: string;
  /** Headword without vowel-length marks or digit: `rosa`, `edo`, `sum`. */
  lemma: string;
  /** Headword with vowel quantities as Collatinus gives them: `rŏsă`. */
  quantities: string;
  /** Main part of speech of the lemma. */
  upos: Upos;
  /** Name of the Collatinus paradigm model (`uita`, `amo`, `capio`…). */
  model: string;
  /** The dictionary line a paper dictionary prints: `rosa, rosae, f.`; `amo, amas, amavi, amatum, amare`. */
  dictionaryLine: string;
  /**
   * School inflection class: `1ª declinazione`, `3ª coniugazione in -io`, `1ª classe`, `2ª classe`;
   * null for invariable words.
   */
  inflectionClass: string | null;
  /** Grammatical gender of a noun (`m`, `f`, `n`, or combinations like `m/f`); undefined otherwise. */
  gender?: string;
  /** The gender a note writes without its period (`onis, f`), where `gender` is undefined: the card's (decision 063). */
  noteGender?: string;
  deponent?: boolean;
  /** Anomalous verb (sum, fero, volo, eo…): the card says "verbo anomalo". */
  anomalous?: boolean;
  /** Noun used only in the plural (arma, castra…). */
  pluraleTantum?: boolean;
  /** The lemma key this one is another spelling of, when Collatinus files it only as a cross-reference (`servos` → `seruus`). */
  seeAlso?: string;
  /** Frequency from Collatinus (higher = more frequent); 0 when unknown. */
  frequency: number;
  /** A better figure where Collatinus's count is missing (`cogito`: 1, estimated 389); see count-estimates.ts. */
  estimatedFrequency?: number;
  /** From Collatinus's extended lexicon (lem_ext.la), whose count column is 1 throughout: not counted. */
  extended?: boolean;
  /** Meanings in other languages kept by the lexicon build (`it` from lemmes.it when present, `en`, `fr`). */
  glosses?: Partial<Record<'it' | 'en' | 'fr', string>>;
}

/** The generated Latin lexicon, loaded once. */
export interface LatinLexicon {
  /** Every analysis the paradigms and the irregular lists allow for a single written word (no enclitic split). */
  analyze(form: string): Analysis[];
  /** Analyses guessed from the ending for a form the lexicon does not know; all with source `guess`. */
  guess(form: string): Analysis[];
  /** True when `analyze(form)` would return something. */
  isKnownForm(form: string): boolean;
  lemma(key: string): LatinLemmaInfo | undefined;
  /** The full declension or conjugation of a lemma, generated from its paradigm. */
  paradigm(key: string): ParadigmTable | undefined;
}
