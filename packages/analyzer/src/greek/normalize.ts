/**
 * Look-up keys of Greek forms. Running text writes the same word in many ways: precomposed or combining
 * accents (tonos or oxia: NFD makes them one), a grave (βαρεῖα) for the acute of the last syllable, a second
 * accent thrown back by an enclitic (ἄνθρωπός τις), capitals, σ/ς/ϲ (lunate), and five different apostrophes
 * for elision (’ ' ʼ ᾽, and the combining comma above that some editions put on the consonant: ἐστ̓). The key
 * removes all of that: `greekKey('Ἀλλὰ')` → `ἀλλά` (σ for every sigma), `greekKey('δ᾽')` → `δ’`.
 */

const ACUTE = '\u0301';
const GRAVE = '\u0300';
const CIRCUMFLEX = '\u0342';
const ACCENTS = new Set([ACUTE, GRAVE, CIRCUMFLEX]);
/** Apostrophes used for elision: ASCII, right quote, modifier letter apostrophe, koronis, spacing psili. */
const ELISION = /['\u2019\u02BC\u1FBD\u1FBF]$/u;
/** A comma above (psili) left on a final consonant: an edition's elision mark (ἐστ̓, δ̓), not a breathing. */
const ELISION_ON_CONSONANT = /[βγδζθκλμνξπρσςτφχψ][\u0313\u0343]$/u;
/** Lunate sigma, small and capital. */
const LUNATE = /[\u03F2\u03F9]/gu;

/** The canonical elision mark of keys. */
export const ELISION_MARK = '\u2019';

/** True when the character is one of the marks Greek texts use for elision (’ ' ʼ ᾽). */
export function isElisionMark(char: string): boolean {
  return char === "'" || char === '\u2019' || char === '\u02BC' || char === '\u1FBD' || char === '\u1FBF';
}

/**
 * The key of a form: NFC, lower case, σ for ς, grave → acute, a second (enclitic) accent dropped, any
 * elision mark as ’. Example: `greekKey('ἄνθρωπός')` → `ἄνθρωποσ`.
 */
export function greekKey(form: string): string {
  let text = form.normalize('NFD').toLowerCase().replace(LUNATE, 'σ');
  let elided = ELISION.test(text) && text.length > 1;
  if (elided) text = text.slice(0, -1);
  else if (ELISION_ON_CONSONANT.test(text)) {
    elided = true;
    text = text.slice(0, -1);
  }
  let accents = 0;
  for (const ch of text) if (ACCENTS.has(ch)) accents++;
  let out = '';
  let seen = 0;
  for (const ch of text) {
    if (ACCENTS.has(ch)) {
      seen++;
      // Of two accents the second is the enclitic's, thrown back onto its host.
      if (accents > 1 && seen === accents) continue;
      out += ch === GRAVE ? ACUTE : ch;
    } else {
      out += ch === 'ς' ? 'σ' : ch;
    }
  }
  return out.normalize('NFC') + (elided ? ELISION_MARK : '');
}

/** The key without any accent, breathing, iota subscript or diaeresis: `greekBareKey('Ἀλλὰ')` → `αλλα`. */
export function greekBareKey(form: string): string {
  return greekKey(form).normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/** True when the form carries no accent, breathing or other diacritic (typed plainly: λογος, ανθρωπος). */
export function isPlainGreek(form: string): boolean {
  return !/[\u0300-\u036f]/u.test(form.normalize('NFD'));
}

/** A lemma as the student looks it up: homograph digits removed (`λέγω1` → `λέγω`). */
export function displayLemma(lemma: string): string {
  return lemma.replace(/\d+$/, '');
}

/** True when the word starts with a capital letter (Greek or Latin script). */
export function isCapitalizedGreek(form: string): boolean {
  const first = form.normalize('NFD').charAt(0);
  return first !== first.toLowerCase();
}
