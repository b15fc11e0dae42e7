/**
 * Greek tokenizer: words (Greek or Latin letters with their diacritics; an elided word keeps its
 * apostrophe, `δ’`; crasis `κἀγώ` is one word), numbers (digits, or Greek numerals with keraia `αʹ`)
 * and punctuation. Greek `;` is the question mark and `·` (ano teleia, U+0387 or U+00B7) the high stop.
 * A text in Latin letters only is beta code (betacode.ts) and is read as the Greek it transcribes: the offsets
 * are then those of the Greek text.
 * Example: `tokenizeGreek('ἀλλ’ οὐ λέγει·').map((t) => t.form)` → [`ἀλλ’`, `οὐ`, `λέγει`, `·`].
 */
import type { Token } from '../core/types';
import { fromBetaCode, looksLikeBetaCode } from './betacode';
import { isElisionMark } from './normalize';

/** Letters and marks, except the keraia ʹ and the apostrophe ʼ, which Unicode also counts as letters. */
const LETTER = /(?![\u02B9\u02BC\u0374])[\p{L}\p{M}]/u;
const DIGIT = /[0-9]/;
const KERAIA = /[\u0374\u02B9]/;
/** Per code unit below U+2000 (Greek and Greek Extended included): 1 for a letter or mark (LETTER), 2 for a space. */
const CLASS_BELOW = 0x2000;
const CLASSES = new Uint8Array(CLASS_BELOW);
for (let c = 0; c < CLASS_BELOW; c++) {
  const ch = String.fromCharCode(c);
  CLASSES[c] = LETTER.test(ch) ? 1 : /\s/u.test(ch) ? 2 : 0;
}

function isLetter(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return c < CLASS_BELOW ? CLASSES[c] === 1 : LETTER.test(ch);
}

function isSpace(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return c < CLASS_BELOW ? CLASSES[c] === 2 : /\s/u.test(ch);
}

/** Marks that end a sentence in Greek: full stop, question mark (;), exclamation. The ano teleia does not. */
const SENTENCE_END = new Set(['.', ';', '\u037E', '!', '?']);

export function tokenizeGreek(text: string): Token[] {
  const source = (looksLikeBetaCode(text) ? fromBetaCode(text) : text).normalize('NFC');
  const tokens: Token[] = [];
  let sentenceStart = true;
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (isSpace(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (isLetter(ch)) {
      while (i < source.length && isLetter(source[i]!)) i++;
      let kind: Token['kind'] = 'word';
      if (i < source.length && KERAIA.test(source[i]!)) {
        i++;
        kind = 'number';
      } else if (i < source.length && isElisionMark(source[i]!)) {
        i++;
      }
      const token: Token = { form: source.slice(start, i), start, end: i, kind, wordIndex: tokens.length };
      if (sentenceStart) token.sentenceStart = true;
      tokens.push(token);
      sentenceStart = false;
      continue;
    }
    if (DIGIT.test(ch)) {
      while (i < source.length && /[0-9.,]/.test(source[i]!) && !(/[.,]/.test(source[i]!) && !DIGIT.test(source[i + 1] ?? ''))) i++;
      tokens.push({ form: source.slice(start, i), start, end: i, kind: 'number', wordIndex: tokens.length });
      sentenceStart = false;
      continue;
    }
    i++;
    // Runs of the same mark (`...`, `!!`) are one token.
    while (i < source.length && source[i] === ch && !isLetter(ch)) i++;
    const form = ch === '\u037E' ? ';' : ch === '\u0387' ? '·' : source.slice(start, i);
    tokens.push({ form, start, end: i, kind: 'punct', wordIndex: tokens.length });
    if (SENTENCE_END.has(ch)) sentenceStart = true;
  }
  return tokens;
}
