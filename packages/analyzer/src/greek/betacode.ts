/**
 * Beta code (the TLG's and Perseus' ASCII transcription of Greek) to Unicode: letters `a b g d e z h q i k l m n
 * c o p r s t u f x y w v`, `*` before a capital (its diacritics between the star and the letter: `*)/A` → Ἄ),
 * `)` psili, `(` dasia, `/` acute, `\` grave, `=` circumflex, `+` diaeresis, `|` iota subscript, `:` the high
 * stop, `'` elision. Upper and lower case letters are the same letter.
 * Example: `fromBetaCode('lo/gos')` → `λόγος`; `fromBetaCode('*)aqhnai=oi')` → `Ἀθηναῖοι`.
 */

const LETTERS: ReadonlyMap<string, string> = new Map(Object.entries({
  a: 'α', b: 'β', g: 'γ', d: 'δ', e: 'ε', z: 'ζ', h: 'η', q: 'θ', i: 'ι', k: 'κ', l: 'λ', m: 'μ', n: 'ν', c: 'ξ',
  o: 'ο', p: 'π', r: 'ρ', s: 'σ', t: 'τ', u: 'υ', f: 'φ', x: 'χ', y: 'ψ', w: 'ω', v: 'ϝ',
}));
const MARKS: ReadonlyMap<string, string> = new Map(Object.entries({
  ')': '\u0313', '(': '\u0314', '/': '\u0301', '\\': '\u0300', '=': '\u0342', '+': '\u0308', '|': '\u0345',
}));
/** Canonical order of combining marks after a letter: breathing or diaeresis, then accent, then iota subscript. */
const ORDER = ['\u0313', '\u0314', '\u0308', '\u0301', '\u0300', '\u0342', '\u0345'];

function sortMarks(marks: string[]): string {
  return marks.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)).join('');
}

/**
 * True when the text has no Greek letters and writes beta code's marks on its letters (`lo/gos`, `*)aqhnai=oi`):
 * a word in Latin letters alone (a name, `constructor`) is not taken for Greek.
 */
export function looksLikeBetaCode(text: string): boolean {
  return /[A-Za-z][)(/\\=|+]|\*[)(/\\=|+]*[A-Za-z]/.test(text) && !/[\u0370-\u03FF\u1F00-\u1FFF]/u.test(text);
}

export function fromBetaCode(text: string): string {
  let out = '';
  let i = 0;
  const isLetter = (ch: string | undefined) => ch !== undefined && LETTERS.has(ch.toLowerCase());
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '*') {
      // A capital: its marks come first, then the letter.
      const marks: string[] = [];
      let j = i + 1;
      while (j < text.length && MARKS.has(text[j]!)) marks.push(MARKS.get(text[j++]!)!);
      if (isLetter(text[j])) {
        out += LETTERS.get(text[j]!.toLowerCase())!.toUpperCase() + sortMarks(marks);
        i = j + 1;
        continue;
      }
      i++;
      continue;
    }
    if (isLetter(ch)) {
      let letter = LETTERS.get(ch.toLowerCase())!;
      const marks: string[] = [];
      let j = i + 1;
      while (j < text.length && MARKS.has(text[j]!)) marks.push(MARKS.get(text[j++]!)!);
      // Final sigma: a sigma not followed by a letter (beta code `s1`/`s2`/`s3` choose the shape outright).
      if (letter === 'σ') {
        const digit = text[j];
        if (digit === '1' || digit === '2' || digit === '3') {
          letter = digit === '2' ? 'ς' : digit === '3' ? 'ϲ' : 'σ';
          j++;
        } else if (!isLetter(text[j]) && text[j] !== '*') letter = 'ς';
      }
      out += letter + sortMarks(marks);
      i = j;
      continue;
    }
    if (ch === ':') out += '·';
    else if (ch === "'") out += '’';
    else out += ch;
    i++;
  }
  return out.normalize('NFC');
}
