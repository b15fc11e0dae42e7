/**
 * UD PROIEL's names written with a capital inside a sentence (decision 135): the treebank gives such a form a
 * capitalised lemma (1,044 of 1,047 in its dev file) and reads it PROPN where the lexicon has only a common word of the
 * same spelling (σατανᾶς, ζμύρνα, φιλαδελφία, ἀρτεμισία, βορέας) or guessed a lower-case lemma for it (Μαρσύης,
 * Δηιόκης, Ὀνήσιλος). A noun or adjective whose form has a capital and whose lemma has none, not the sentence's first
 * word, is read as the name: its lemma capitalised, PROPN (then written as UD PROIEL writes its names, output.ts).
 * Example: `proielName({ form: 'Ζμύρνῃ', lemma: 'ζμύρνα', upos: 'NOUN', feats: '…' }, 4)` → lemma `Ζμύρνα`, PROPN.
 */
import type { ConventionInput } from './output';

const COMMON_READINGS = new Set(['NOUN', 'ADJ']);

function hasCapital(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

/** The word with its first letter a capital, its breathing and accent kept (`ᾅδης` → `ᾍδης`). */
export function capitalised(word: string): string {
  const parts = word.normalize('NFD');
  return (parts.charAt(0).toUpperCase() + parts.slice(1)).normalize('NFC');
}

/** The reading UD PROIEL gives the sentence's `position`-th word (0-based): the name where the rule applies, else the reading. */
export function proielName(reading: ConventionInput, position: number): ConventionInput {
  const { form } = reading;
  if (position === 0 || form === undefined || !COMMON_READINGS.has(reading.upos)) return reading;
  if (!hasCapital(form) || hasCapital(reading.lemma)) return reading;
  // A people in the plural (Σάκαι, Τερμίλαι, Λιβερτῖνοι) is a noun in UD PROIEL: only its lemma is capitalised.
  if (reading.feats.includes('Number=Plur')) return { ...reading, lemma: capitalised(reading.lemma) };
  const name: ConventionInput = { ...reading, lemma: capitalised(reading.lemma), upos: 'PROPN' };
  delete name.treebankUpos;
  return name;
}
