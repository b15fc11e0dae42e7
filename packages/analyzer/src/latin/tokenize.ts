/**
 * The Latin tokenizer: words, numbers, Roman numerals, abbreviations, every punctuation mark and quote,
 * enclitic splitting and sentence starts, with offsets into the original text.
 */
import type { Token } from '../core/types';
import { splitEnclitic } from './tokenize-enclitic';
import {
  CALENDAR_AFTER_NUMERAL, CAPITAL_ABBREVIATIONS, CLOSING_MARKS, DOTTED_ABBREVIATIONS, SENTENCE_END,
} from './tokenize-data';

const NON_ASCII_LETTER = /[\p{L}\p{M}]/u;
const ROMAN_NUMERAL = /^M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
const APOSTROPHES = new Set(["'", '’']);

function isLetterAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return NON_ASCII_LETTER.test(text[i]!);
}

function isDigitAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

function isSpaceAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x2009 || c === 0x202f || c === 12;
}

function endOfLetters(text: string, i: number): number {
  let j = i;
  // isLetterAt written out for ASCII letters: called once per letter of the text.
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c < 128 ? (c >= 65 && c <= 90) || (c >= 97 && c <= 122) : NON_ASCII_LETTER.test(text[j]!)) j++;
    else break;
  }
  return j;
}

/** A pre-token: one written unit before enclitic splitting. */
interface Piece {
  form: string;
  start: number;
  end: number;
  kind: Token['kind'];
  isNumeral?: boolean;
  isAbbreviation?: boolean;
}

function matchDottedAbbreviation(text: string, i: number): string | undefined {
  for (const abbreviation of DOTTED_ABBREVIATIONS) {
    if (text.startsWith(abbreviation, i) && !isLetterAt(text, i + abbreviation.length)) return abbreviation;
  }
  return undefined;
}

/** A month's abbreviation right after a dot (`Id. Mart.`). */
const MONTH_AFTER = /^\.\s*(Ian|Febr?|Mart|Apr|Mai|Iun|Quinc?t|Sext|Sept|Oct|Nov|Dec)\./;

const ROMAN_LETTERS = new Set(['I', 'V', 'X', 'L', 'C', 'D', 'M']);

/** Reads the word starting at `i` (a letter): a plain word, an abbreviation with its dot, a numeral, or a hyphenated word. */
function readWord(text: string, i: number, previous: Piece | undefined, isKnownForm: (form: string) => boolean): Piece {
  let end = endOfLetters(text, i);
  let form = text.slice(i, end);
  // Every abbreviation has a dot or an apostrophe right after its first letters: test them only then.
  if (text[end] === '.') {
    const dotted = matchDottedAbbreviation(text, i);
    if (dotted) return { form: dotted, start: i, end: i + dotted.length, kind: 'word', isAbbreviation: true };
    // `Non.` and `Id.` in a date: after a numeral (`III Non.`), `pridie`/`postridie`, or before a month (`Id. Mart.`).
    const afterDate = previous?.isNumeral === true || /^(pridie|postridie)$/i.test(previous?.form ?? '') || MONTH_AFTER.test(text.slice(end, end + 8));
    if (CAPITAL_ABBREVIATIONS.has(form) || (afterDate && CALENDAR_AFTER_NUMERAL.has(form))) {
      return { form: form + '.', start: i, end: end + 1, kind: 'word', isAbbreviation: true };
    }
  } else if (form === 'M' && APOSTROPHES.has(text[end] ?? '') && text[end + 1] === '.') {
    // Manius: M'. (the apostrophe is part of the abbreviation)
    return { form: text.slice(i, end + 2), start: i, end: end + 2, kind: 'word', isAbbreviation: true };
  }
  if (ROMAN_LETTERS.has(form[0]!) && ROMAN_NUMERAL.test(form)) return { form, start: i, end, kind: 'word', isNumeral: true };
  // A word broken by a hyphen (ali-quis) is one word when the joined letters are a known form.
  if (text[end] === '-' && isLetterAt(text, end + 1)) {
    const secondEnd = endOfLetters(text, end + 1);
    const joined = form + text.slice(end + 1, secondEnd);
    if (isKnownForm(joined) || isKnownForm(joined.toLowerCase())) {
      end = secondEnd;
      form = joined;
    }
  }
  return { form, start: i, end, kind: 'word' };
}

/** Arabic numbers, with thousands or decimal separators between digits (1.000, 3,5). */
function readNumber(text: string, i: number): Piece {
  let j = i;
  while (j < text.length) {
    if (isDigitAt(text, j)) j++;
    else if ((text[j] === '.' || text[j] === ',') && isDigitAt(text, j + 1) && j > i) j++;
    else break;
  }
  return { form: text.slice(i, j), start: i, end: j, kind: 'number' };
}

/** One punctuation token; runs of dots (...) and dashes (--) stay together. */
function readPunct(text: string, i: number): Piece {
  const ch = text[i]!;
  let j = i + (text.codePointAt(i)! > 0xffff ? 2 : 1);
  if (ch === '.' || ch === '-') while (text[j] === ch) j++;
  return { form: text.slice(i, j), start: i, end: j, kind: 'punct' };
}

function readPieces(text: string, isKnownForm: (form: string) => boolean): Piece[] {
  const pieces: Piece[] = [];
  let i = 0;
  while (i < text.length) {
    if (isSpaceAt(text, i)) { i++; continue; }
    const piece = isLetterAt(text, i) ? readWord(text, i, pieces[pieces.length - 1], isKnownForm)
      : isDigitAt(text, i) ? readNumber(text, i)
        : readPunct(text, i);
    pieces.push(piece);
    i = piece.end;
  }
  return pieces;
}

/** A straight quote is closing when no letter or digit follows it directly. */
function isClosingMark(text: string, piece: Piece): boolean {
  if (CLOSING_MARKS.has(piece.form)) return true;
  if (piece.form === '"' || piece.form === "'") return !(isLetterAt(text, piece.end) || isDigitAt(text, piece.end));
  return false;
}

/**
 * Splits Latin text into tokens with offsets into `text`. Enclitics are split only when the whole word is
 * unknown and the host is known (`isKnownForm`, from the lexicon).
 * Example: `tokenizeLatin('Arma virumque cano.', known)` → Arma | virum | que | cano | .
 */
export function tokenizeLatin(text: string, isKnownForm: (form: string) => boolean): Token[] {
  const tokens: Token[] = [];
  let startsSentence = true;
  let wordIndex = 0;
  let previousEnd = 0;
  for (const piece of readPieces(text, isKnownForm)) {
    const base: Token = { form: piece.form, start: piece.start, end: piece.end, kind: piece.kind, wordIndex };
    if (previousEnd > 0 && text.slice(previousEnd, piece.start).includes('\n')) base.lineStart = true;
    previousEnd = piece.end;
    if (piece.isNumeral) base.isNumeral = true;
    if (piece.isAbbreviation) base.isAbbreviation = true;
    if (piece.kind === 'punct' && isClosingMark(text, piece)) {
      tokens.push(base);
    } else {
      if (startsSentence) base.sentenceStart = true;
      startsSentence = false;
      const split = piece.kind === 'word' && !piece.isNumeral && !piece.isAbbreviation
        ? splitEnclitic(piece.form, isKnownForm) : null;
      if (split) {
        tokens.push({ ...base, form: split.host });
        tokens.push({ form: split.clitic, start: piece.start, end: piece.end, kind: 'word', wordIndex, isEnclitic: true });
      } else {
        tokens.push(base);
      }
    }
    if (piece.kind === 'punct' && SENTENCE_END.has(piece.form)) startsSentence = true;
    wordIndex++;
  }
  return tokens;
}
