/**
 * Parsers of the smaller Collatinus lists: irregs.la, contractions.la, assimilations.la,
 * abreviations.la, and the gloss files lemmes.it/.en/.fr (and lem_ext.en/.fr).
 */
import { parseSlotList } from './parse-models';
import { toLemmaKey } from './parse-lemmas';
import { stripQuantities } from '../../src/latin/lexicon/normalize';

export interface ParsedIrregular {
  form: string;
  lemmaKey: string;
  slots: number[];
  /** `*` in irregs.la: the form replaces the regular forms of these slots. */
  exclusive: boolean;
}

/** `āmbō̆*:ambo:19,20,43-45` → form, lemma key, slots, exclusive. */
export function parseIrregular(line: string): ParsedIrregular | null {
  const [rawForm = '', lemma = '', slots = ''] = line.split(':');
  if (!rawForm || !lemma || !slots) return null;
  const exclusive = rawForm.endsWith('*');
  return { form: exclusive ? rawForm.slice(0, -1) : rawForm, lemmaKey: toLemmaKey(lemma), slots: parseSlotList(slots), exclusive };
}

/** `asse:avisse` pairs (contracted → full ending). */
export function parsePairs(lines: string[]): [string, string][] {
  return lines
    .map((line) => line.split(':'))
    .filter((p): p is [string, string] => p.length === 2 && p[0] !== '' && p[1] !== '')
    .map(([a, b]) => [stripQuantities(a), stripQuantities(b)]);
}

/**
 * Gloss file lines `key:meaning` after a first line naming the language; keys are made like lemma
 * keys so that `abjicio` finds `abicio`'s spelling variants the same way.
 */
export function parseGlosses(lines: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = toLemmaKey(line.slice(0, colon));
    if (!out.has(key)) out.set(key, line.slice(colon + 1).trim());
  }
  return out;
}
