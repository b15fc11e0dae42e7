// Greek words tesseract misread, put right with the Greek lexicon (decision 053). A word of three letters or
// more that the lexicon does not know as spelt is tried with one of the slips grc_hist makes on a page:
// a letter read as one of like shape (η as ι, π or ν — a short-tailed eta —, κ as ι or υ, ι as υ, ν as γ, σ
// as ο, ψ as φ), an iota subscript that is not there, an eta lost. The spelling the corpus has most often
// wins. Only when none of those is a Greek word, a letter too many (a speck, a doubled letter) is tried, and
// not in a word with a capital: names are where the lexicon is thinnest (Ionic Ἁλικαρνησσέος is no Attic
// Ἁλικαρνασσέος). A word no slip turns into a known spelling (a name, a rare form) stays as it was read.

/** How common a spelling is (0: the lexicon has no such spelling). */
export type SpellingScore = (form: string) => number;

/** For each letter tesseract gives, the letters of like shape it stands for when the word is no word. */
const LOOKALIKES = new Map<string, readonly string[]>([
  ['ι', ['η', 'κ', 'υ']],
  ['ν', ['η', 'υ', 'γ']],
  ['π', ['η']],
  ['υ', ['ι', 'ν', 'κ']],
  ['ο', ['σ', 'κ']],
  ['σ', ['ο']],
  ['γ', ['ν']],
  ['φ', ['ψ']],
  ['ψ', ['φ']],
]);
/** Letters a faint or short stroke loses: tried between two letters. */
const LOST = ['η', 'κ'];
const IOTA_SUBSCRIPT = '\u0345';
const MIN_LETTERS = 3;
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/u;
/** A word: letters and their marks, with an apostrophe of elision. */
const WORD = /[\p{L}\p{M}]+['\u2019\u02bc\u1fbd]?/gu;

const isLetter = (c: string) => /\p{L}/u.test(c);
const letterCount = (word: string) => [...word.normalize('NFD')].filter(isLetter).length;
const isCapitalized = (word: string) => word[0] !== word[0]!.toLowerCase();

export function correctGreekWords(text: string, score: SpellingScore): string {
  return text.replace(WORD, (word) => {
    if (!GREEK.test(word) || letterCount(word) < MIN_LETTERS || score(word) > 0) return word;
    // An iota subscript that is not there often comes with another slip (ἐξαπατθῇτε): tried without it too.
    const bare = word.normalize('NFD').replaceAll(IOTA_SUBSCRIPT, '').normalize('NFC');
    const alike = bestSpelling([...alikeSpellings(word), ...(bare === word ? [] : alikeSpellings(bare))], score);
    if (alike !== undefined || isCapitalized(word)) return alike ?? word;
    return bestSpelling(withoutOneLetter(word), score) ?? word;
  });
}

function bestSpelling(candidates: readonly string[], score: SpellingScore): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  for (const candidate of candidates) {
    const value = score(candidate);
    if (value > bestScore) [best, bestScore] = [candidate, value];
  }
  return best;
}

/** The word with one letter read for its look-alike, an iota subscript dropped, or an eta put back. */
export function alikeSpellings(word: string): string[] {
  const signs = [...word.normalize('NFD')];
  const out = new Set<string>();
  const add = (parts: string[]) => out.add(parts.join('').normalize('NFC'));
  signs.forEach((sign, i) => {
    if (sign === IOTA_SUBSCRIPT) add([...signs.slice(0, i), ...signs.slice(i + 1)]);
    if (!isLetter(sign)) return;
    // Small letters only: Ο and Σ, Η and Π look nothing alike.
    for (const alike of LOOKALIKES.get(sign) ?? []) add([...signs.slice(0, i), alike, ...signs.slice(i + 1)]);
    if (i > 0) for (const lost of LOST) add([...signs.slice(0, i), lost, ...signs.slice(i)]);
    if (/[αηω]/u.test(sign) && !signs.slice(i + 1).join('').match(/^\p{M}*\u0345/u)) {
      let end = i + 1;
      while (end < signs.length && /\p{M}/u.test(signs[end]!)) end += 1;
      add([...signs.slice(0, end), IOTA_SUBSCRIPT, ...signs.slice(end)]);
    }
  });
  out.delete(word.normalize('NFC'));
  return [...out];
}

/** The word without one of its letters (and that letter's marks), still of three letters or more. */
export function withoutOneLetter(word: string): string[] {
  const signs = [...word.normalize('NFD')];
  const out = new Set<string>();
  signs.forEach((sign, i) => {
    if (!isLetter(sign)) return;
    let end = i + 1;
    while (end < signs.length && !isLetter(signs[end]!) && !/['\u2019\u02bc\u1fbd]/u.test(signs[end]!)) end += 1;
    const shorter = [...signs.slice(0, i), ...signs.slice(end)].join('').normalize('NFC');
    if (letterCount(shorter) >= MIN_LETTERS) out.add(shorter);
  });
  return [...out];
}
