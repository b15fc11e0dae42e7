/**
 * The language-neutral vocabulary of the analyzer. Every language module (src/latin, src/greek)
 * produces these shapes; the core (tokenizer driver, tagger, pipeline) consumes them and never
 * imports a language folder.
 */

/** Language codes of the product: `lat` Latin, `grc` Ancient Greek. */
export type Lang = 'lat' | 'grc';

/** Universal Dependencies part-of-speech tags. */
export const UPOS_TAGS = [
  'ADJ', 'ADP', 'ADV', 'AUX', 'CCONJ', 'DET', 'INTJ', 'NOUN', 'NUM',
  'PART', 'PRON', 'PROPN', 'PUNCT', 'SCONJ', 'SYM', 'VERB', 'X',
] as const;
export type Upos = (typeof UPOS_TAGS)[number];

/**
 * Universal Dependencies features, e.g. `{ Case: 'Acc', Gender: 'Fem', Number: 'Sing' }`.
 * Serialised with {@link formatFeats} as `Case=Acc|Gender=Fem|Number=Sing` (keys sorted, UD order).
 * A plain object, not a Map (docs/decisions/024-prototype-free-lookups.md): its keys are UD feature names
 * that the analyzer writes, never text from the input, and it is read with names written in the code.
 */
// eslint-disable-next-line no-restricted-syntax -- keys are UD feature names, see above
export type Feats = Readonly<Record<string, string>>;
/** Features while they are being built (`f.Case = 'Acc'`), before they are shared as {@link Feats}. */
// eslint-disable-next-line no-restricted-syntax -- keys are UD feature names, see Feats
export type MutableFeats = Record<string, string>;

/** Where a candidate analysis comes from, so that every answer is traceable to data. */
export type AnalysisSource =
  | 'lexicon'     // generated from a lemma and its paradigm (Collatinus lemmes.la + modeles.la)
  | 'irregular'   // an irregular form listed as such (irregs.la)
  | 'extended'    // the extended lexicon (lem_ext.la)
  | 'invariable'  // adverbs, prepositions, conjunctions, interjections
  | 'training'    // seen in a treebank's training data
  | 'guess';      // guessed from the ending: uncertain

/** One reading of a form: lemma, part of speech and features. */
export interface Analysis {
  /** Dictionary form without vowel-length marks, as a student looks it up: `rosa`, `amo`, `fero`. */
  lemma: string;
  /** Key of the lemma in the language's lexicon (may carry a homograph digit: `edo2`); `null` for guesses. */
  lemmaKey: string | null;
  upos: Upos;
  feats: Feats;
  source: AnalysisSource;
  /** Set when the form was split off as an enclitic host/clitic or otherwise rewritten before look-up. */
  note?: string;
}

/** A token of the input text, with its character offsets in the original string. */
export interface Token {
  /** The text as written (with the original capitals and diacritics). */
  form: string;
  start: number;
  end: number;
  kind: 'word' | 'punct' | 'number';
  /**
   * For a word produced by splitting an enclitic (`armaque` → `arma` + `que`), the index of the
   * written word it belongs to; both parts share the same `wordIndex` and `start`/`end` of the whole.
   */
  wordIndex: number;
  /** True for the clitic part of a split word (`-que`, `-ne`, `-ve`, `-cum`). */
  isEnclitic?: boolean;
  /** True when the token starts a sentence (after . ? ! ; or at the start of the text). */
  sentenceStart?: boolean;
  /** True when a line break stands between the token before and this one (a verse's first word). */
  lineStart?: boolean;
  /** True for a number written as a word (Roman numeral `XII`): the tagger should read it as NUM. */
  isNumeral?: boolean;
  /** True for an abbreviation whose dot belongs to the word (`C.`, `Ti.`, `Kal.`, `a.d.`): not a sentence end. */
  isAbbreviation?: boolean;
}

/** A paradigm table (a declension or a conjugation): rows of labelled cells, each cell the list of forms (with quantities). */
export interface ParadigmTable {
  key: string;
  title: string;
  sections: ParadigmSection[];
}
export interface ParadigmSection {
  /** Italian title: `Singolare`, `Indicativo presente attivo`… */
  title: string;
  rows: { label: string; forms: string[] }[];
}

/** Formats UD features as `Key=Value|Key=Value`, keys in case-insensitive alphabetical order; `_` when empty. */
export function formatFeats(feats: Feats): string {
  const keys = Object.keys(feats).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  if (keys.length === 0) return '_';
  return keys.map((k) => `${k}=${feats[k]}`).join('|');
}

/** Parses a UD feature string (`Case=Acc|Number=Sing`, or `_`) into a record. */
export function parseFeats(text: string): Feats {
  if (text === '_' || text === '') return {};
  const out: MutableFeats = {};
  for (const pair of text.split('|')) {
    const eq = pair.indexOf('=');
    if (eq > 0) out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

/**
 * One feature's value in a tagger tag (`UPOS|Key=Value|…`), undefined when the tag lacks it.
 * Example: `tagFeature('NOUN|Case=Acc|Number=Sing', 'Case')` → `Acc`.
 */
export function tagFeature(tag: string, key: string): string | undefined {
  const at = tag.indexOf(`|${key}=`);
  if (at < 0) return undefined;
  const start = at + key.length + 2;
  const end = tag.indexOf('|', start);
  return end < 0 ? tag.slice(start) : tag.slice(start, end);
}
