/**
 * Spelling normalisation shared by the lexicon build and the analyzer: vowel-length marks off,
 * u/v and i/j merged in look-up keys, look-alike Cyrillic letters of the Collatinus data repaired.
 */

import { normalizeLatin } from '../normalize';

// Collatinus writes y-breve with Cyrillic ў and a few words with Cyrillic і/ѕ: NFD alone keeps them Cyrillic.
const LOOKALIKES: ReadonlyMap<string, string> = new Map([['ў', 'y'], ['Ў', 'Y'], ['і', 'i'], ['І', 'I'], ['ѕ', 's']]);
const COMBINING = /[\u0300-\u036f\u1dc0-\u1dff]/g;
const NON_ASCII = /[^\u0020-\u007e]/;

const charCache = new Map<string, string>();

/** The plain letters of one non-ASCII character, computed once per character. */
function plainLetters(c: string): string {
  let plain = charCache.get(c);
  if (plain === undefined) {
    plain = (LOOKALIKES.get(c) ?? c).normalize('NFD').replace(COMBINING, '');
    plain = plain.replace(/æ/g, 'ae').replace(/Æ/g, 'Ae').replace(/œ/g, 'oe').replace(/Œ/g, 'Oe');
    charCache.set(c, plain);
  }
  return plain;
}

/** Removes vowel-length marks, diaeresis and accents: `rŏsă` → `rosa`, `ā̆blŭo` → `abluo`, `Abdălōnўmus` → `Abdalonymus`. */
export function stripQuantities(text: string): string {
  // Plain ASCII is by far the most frequent case at analysis time: skip the Unicode work.
  if (!NON_ASCII.test(text)) return text;
  let out = '';
  for (const c of text) out += c.charCodeAt(0) < 128 ? c : plainLetters(c);
  return out;
}

/** Merges the "Ramist" letters: v → u, j → i (both cases), as Collatinus keys do: `Iuppiter` ↔ `Juppiter`. */
export function mergeRamistLetters(text: string): string {
  if (!RAMIST.test(text)) return text;
  return text.replace(/v/g, 'u').replace(/V/g, 'U').replace(/j/g, 'i').replace(/J/g, 'I');
}
const RAMIST = /[vVjJ]/;

/**
 * The key a form or a stem is looked up under: no marks, lower case, u for v, i for j: `Vīnum` → `uinum`.
 * The same function as the tokenizer's and the meanings' (`normalizeLatin`), so that all meet.
 */
export function toLookupKey(text: string): string {
  return normalizeLatin(text);
}

/** True when the first letter is a capital (proper nouns, sentence starts). */
export function isCapitalized(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toLowerCase();
}

/**
 * Splits a spelling into letters, each with its combining marks (`ā̆` is one letter), so that the
 * models' "remove n letters" rules count letters, not code units.
 */
export function splitLetters(text: string): string[] {
  return text.normalize('NFC').match(/.[\u0300-\u036f]*/gu) ?? [];
}

/**
 * The spelling Italian school dictionaries print: i for consonantal j (`Juppiter` → `Iuppiter`,
 * `hūjŭs` → `hūiŭs`), v kept (`volo`, `vis`).
 */
export function toSchoolSpelling(text: string): string {
  return text.replace(/j/g, 'i').replace(/J/g, 'I');
}
