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
/** A comma above (psili) left on a final consonant: an edition's elision mark (ἐστ̓, δ̓), not a breathing. */
const COMMAS_ABOVE = new Set(['\u0313', '\u0343']);
const CONSONANTS = new Set([...'βγδζθκλμνξπρσςτφχψ']);
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
  let text = form.normalize('NFD').toLowerCase();
  if (text.includes('\u03F2') || text.includes('\u03F9')) text = text.replace(LUNATE, 'σ');
  // The marks read are all in the BMP: the last code units are the last characters.
  let elided = text.length > 1 && isElisionMark(text.charAt(text.length - 1));
  if (elided) text = text.slice(0, -1);
  else if (text.length > 1 && COMMAS_ABOVE.has(text.charAt(text.length - 1)) && CONSONANTS.has(text.charAt(text.length - 2))) {
    elided = true;
    text = text.slice(0, -1);
  }
  let accents = 0;
  let rewritten = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ACCENTS.has(ch)) accents++;
    if (ch === GRAVE || ch === 'ς') rewritten = true;
  }
  if (!rewritten && accents < 2) return text.normalize('NFC') + (elided ? ELISION_MARK : '');
  // Copied in runs between the characters that change (the text as it is where nothing does).
  let out = '';
  let from = 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    let replacement: string | undefined;
    if (ACCENTS.has(ch)) {
      seen++;
      // Of two accents the second is the enclitic's, thrown back onto its host.
      if (accents > 1 && seen === accents) replacement = '';
      else if (ch === GRAVE) replacement = ACUTE;
    } else if (ch === 'ς') replacement = 'σ';
    if (replacement === undefined) continue;
    out += text.slice(from, i) + replacement;
    from = i + 1;
  }
  return (out + text.slice(from)).normalize('NFC') + (elided ? ELISION_MARK : '');
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
  const code = form.charCodeAt(0);
  // Plain letters decompose to themselves (the common case: no normalisation at all).
  if (code < 0xc0 || form.length === 0) return code >= 0x41 && code <= 0x5a;
  // Only the first letter is read: its own decomposition starts the form's (a base letter stays first).
  const first = String.fromCodePoint(form.codePointAt(0)!).normalize('NFD').charAt(0);
  return first !== first.toLowerCase();
}
