/**
 * The part of speech a treebank gives a name Versio reads as a proper noun, by the ending of its lemma, for the
 * names training never saw: UD PROIEL writes the ethnic adjectives ADJ (Ἐρυθραῖος, Τήιος, Ἰωνικός) and the ethnic
 * nouns NOUN (Ταρσεύς, Ἑλληνιστής, Σπαρτιάτης), its people and places PROPN. Learnt, with the other conventions
 * (conventions.ts), for the treebanks of OWN_LEMMA_CONVENTIONS: per ending of NAME_ENDING_LENGTH letters without
 * accents, the treebank's majority where it has ENDING_SHARE of at least ENDING_MIN occurrences.
 * Example: `nameEndingKey('proiel', 'Ἐρυθραῖος')` → `proiel\tPROPN\t~ιοσ`.
 */
import { greekBareKey } from '../normalize';

export const NAME_ENDING_LENGTH = 3;
export const ENDING_MIN = 5;
export const ENDING_SHARE = 0.6;

/** The key of a name's ending in the conventions' part-of-speech table. */
export function nameEndingKey(treebank: string, lemma: string): string {
  return `${treebank}\tPROPN\t~${greekBareKey(lemma).slice(-NAME_ENDING_LENGTH)}`;
}

/** Whether a key of the part-of-speech table is a name's ending. */
export function isNameEndingKey(key: string): boolean {
  return key.includes('\t~');
}

/**
 * The key of a plural name's ending (decision 109): of the form in training, of the lemma in the output, where a name
 * Versio does not know has the form as its lemma (Μυήσιοι, Σαλαμινίους). UD PROIEL writes its plural ethnics ADJ or NOUN.
 * Example: `pluralEndingKey('proiel', 'Μυήσιοι')` → `proiel\tPROPN\t~~ιοι`.
 */
export function pluralEndingKey(treebank: string, form: string): string {
  return `${treebank}\tPROPN\t~~${greekBareKey(form).slice(-NAME_ENDING_LENGTH)}`;
}
