/**
 * The word card: what the product shows for one analysed word, in Italian school terms. It is the value of
 * the analysis map that `POST /analyze/dynamic` (Latin) and `POST /analyze/greek` answer, keyed by word.
 * Every key is the UI's Italian word; every value is a ready-to-show Italian string.
 */
export interface WordCard {
  /** Part of speech, starting with the plain word the UI's filter chips use: `sostantivo`, `verbo deponente`, `participio perfetto`. */
  pos: string;
  /** The lemma as a student reads it, without homograph digits: `terra`, `fero`. */
  lemma: string;
  /** Latin inflection class: `1ª declinazione`, `3ª coniugazione in -io`, `2ª classe (a due uscite)`. */
  declinazione?: string;
  /** Greek paradigm line: `2ª declinazione (temi in -ο-), neutro`. */
  paradigma?: string;
  /** Italian meaning (`terra, suolo, paese`), an Italian sentence saying that none is available yet, or empty for punctuation. */
  significato: string;
  /** `en` when `significato` is the English dictionary definition (Greek lemmas without an Italian meaning yet). */
  meaningLanguage?: 'en';
  /** The lemma's entry in a dictionary (LSJ on Perseus for Greek). */
  meaningLink?: string;
  /** Grammatical person as `3ª` (the UI appends " persona"). */
  persona?: string;
  caso?: string;
  numero?: string;
  genere?: string;
  tempo?: string;
  modo?: string;
  diatesi?: string;
  grado?: string;
  /** Notes on form versus meaning: `forma passiva, significato attivo`. */
  forma?: string;
  /** Other features joined by commas: `plurale tantum`, `concordato con oppido (ablativo assoluto)`. */
  altro?: string;
  /** The headword to look up in a paper dictionary: `fero`. */
  cercaCome: string;
  /** Why the form is under another headword: `il perfetto tuli e il supino latum hanno un'altra radice`. */
  cercaComeNota?: string;
  /** The dictionary line as paper dictionaries print it: `terra, terrae, f.`; `fero, fers, tuli, latum, ferre`. */
  dizionario: string;
  /** True when the analysis is a guess from the ending (the form is not in the lexicon). */
  incerto: boolean;
}
