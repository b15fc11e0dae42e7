/**
 * Shape of the generated lexicon file (`.data/lexicon/lat-lexicon.json`), written by
 * scripts/build-lexicon.ts from the Collatinus data and read by store.ts. The two big tables
 * (lemmas, stem index) are stored as text lines inside the JSON: parsing one long string is
 * far cheaper than parsing 80,000 small arrays, and lemmas are decoded only when used.
 */

export const LEXICON_FORMAT = 7;

/**
 * One ending of a flattened model: slot number, radical number, ending with quantities (`ărŭm`),
 * and 1 when Collatinus marks it rare or it carries an optional particle (`hīcĭnĕ`).
 */
export type EndingEntry = [slot: number, radical: number, ending: string, rare?: 1];

export interface ModelData {
  name: string;
  /** Ancestors from the nearest up (`['lego', 'moneo', 'amo']` for `capio`), for classing. */
  ancestors: string[];
  /** Collatinus POS letter: n noun, a adjective, v verb, p pronoun, d adverb, m numeral; '' for `inv`. */
  pos: string;
  endings: EndingEntry[];
  /** How many lemmas use the model: a prior for guessing unknown forms. */
  lemmaCount: number;
}

/**
 * One lemma, decoded: key, quantities, model index, stems by radical number, morphological note,
 * frequency, origin, whether the glosses file has a meaning for it (so that the lemma's description need
 * not read that file to know). In the file: `key|quantities|model|1:stem,stem;2:stem|note|frequency|extended|glossed`.
 */
export type LemmaEntry = [
  key: string,
  quantities: string,
  model: number,
  stems: ReadonlyMap<number, readonly string[]>,
  info: string,
  frequency: number,
  extended: 0 | 1,
  glossed: 0 | 1,
];

/**
 * Stem look-up rows, decoded: the packed stem readings of one stem key (see {@link packStem}): the
 * model travels with the lemma so that analysis never has to decode a lemma it then rejects.
 * In the file: `key<TAB>packed,packed` lines, precomputed so that loading does no Unicode work.
 */
export type StemRow = number[];

/** Glosses of each lemma, parallel to `lemmas` (`[it, en, fr]`, empty string when missing); a separate file read on demand. */
export interface GlossData {
  format: number;
  glosses: [it: string, en: string, fr: string][];
}

/** An irregular form of irregs.la: form with quantities, lemma index, slots; exclusive forms replace the regular ones. */
export type IrregularEntry = [form: string, lemma: number, slots: number[], exclusive: 0 | 1];

export interface LexiconData {
  format: number;
  /** Where the data comes from, for the "Fonti e licenze" page. */
  source: string;
  models: ModelData[];
  /** Lemma lines joined by `\n` (see {@link LemmaEntry}). */
  lemmas: string;
  /** Stem lines joined by `\n` (see {@link StemRow}). */
  stemIndex: string;
  irregulars: IrregularEntry[];
  /** Contracted ending → full ending (`asse` → `avisse`). */
  contractions: [string, string][];
  /** Unassimilated prefix → assimilated prefix, without quantities (`adf` → `aff`). */
  assimilations: [string, string][];
  /** Abbreviated praenomina and words that take a full stop (`C`, `Ti`, `Kal`). */
  abbreviations: string[];
  /**
   * Lemma key → an estimate of the corpus count Collatinus lacks (scripts/lexicon/count-estimates.ts:
   * `cogito` 1 → 389 from its rank in the Dickinson core vocabulary, `seruus` 1 → 846 from `servos`).
   */
  countEstimates: [string, number][];
}

/** Encodes a lemma as one line of the generated file. */
export function encodeLemma(entry: LemmaEntry): string {
  const stems = [...entry[3]].map(([radical, list]) => `${radical}:${list.join(',')}`).join(';');
  return [entry[0], entry[1], entry[2], stems, entry[4], entry[5], entry[6], entry[7]].join('|');
}

/** Decodes one lemma line of the generated file. */
export function decodeLemma(line: string): LemmaEntry {
  const [key = '', quantities = '', model = '0', stemText = '', info = '', frequency = '0', extended = '0', glossed = '0'] = line.split('|');
  const stems = new Map<number, string[]>();
  if (stemText !== '') {
    for (const part of stemText.split(';')) {
      const colon = part.indexOf(':');
      stems.set(Number(part.slice(0, colon)), part.slice(colon + 1).split(','));
    }
  }
  return [key, quantities, Number(model), stems, info, Number(frequency), extended === '1' ? 1 : 0, glossed === '1' ? 1 : 0];
}

/** Packs a stem reading: lemma index (17 bits), model index (8 bits), radical number (4 bits). */
export function packStem(lemma: number, model: number, radical: number): number {
  return lemma * 4096 + model * 16 + radical;
}
export const stemLemma = (packed: number): number => Math.floor(packed / 4096);
export const stemModel = (packed: number): number => (packed >> 4) & 255;
export const stemRadical = (packed: number): number => packed & 15;
