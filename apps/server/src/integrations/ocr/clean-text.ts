// The last stage: tesseract's page text becomes the text a student would have typed. Line ends inside a
// paragraph become spaces and words split by a hyphen at a line end are joined; line numbers in the
// margin, running heads and page numbers are dropped; paragraphs stay; Greek is in NFC, and Latin
// letters that look Greek inside a Greek word are read as the Greek ones.
import type { OcrLang } from './ocr-errors';

const HYPHENS = '-‐‑¬\u00ad';
const LINE_END_HYPHEN = new RegExp(`\\p{L}[${HYPHENS}]$`, 'u');
/** A margin number: up to 4 digits alone at either end of a line. */
const LEADING_NUMBER = /^\d{1,4}\s+(?=\S)/u;
const TRAILING_NUMBER = /(?<=\S)\s+\d{1,4}$/u;
const HAS_LETTER = /\p{L}/u;
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/u;

// Latin capitals and small letters that tesseract gives for Greek ones of the same shape.
const LOOKALIKES = new Map<string, string>([
  ['A', 'Α'], ['B', 'Β'], ['E', 'Ε'], ['H', 'Η'], ['I', 'Ι'], ['K', 'Κ'], ['M', 'Μ'], ['N', 'Ν'], ['O', 'Ο'],
  ['P', 'Ρ'], ['T', 'Τ'], ['X', 'Χ'], ['Y', 'Υ'], ['Z', 'Ζ'],
  ['a', 'α'], ['i', 'ι'], ['k', 'κ'], ['o', 'ο'], ['p', 'ρ'], ['v', 'ν'], ['x', 'χ'], ['u', 'υ'],
]);

export function cleanText(raw: string, lang: OcrLang): string {
  const blocks = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map(cleanLine).filter((line) => line !== ''))
    .filter((lines) => lines.length > 0);
  dropRunningHead(blocks);
  return blocks
    .map((lines) => joinLines(lines))
    .map((paragraph) => fixDigitsInWords(paragraph, lang))
    .map((paragraph) => (lang === 'grc' ? fixGreekLookalikes(paragraph) : paragraph))
    .join('\n\n');
}

function cleanLine(line: string): string {
  let text = line.replace(/[ \t\u00a0]+/g, ' ').trim();
  // Specks and rules read as "|", "—" or "." alone are no text; nor is a page number alone.
  if (!HAS_LETTER.test(text)) return '';
  text = text.replace(LEADING_NUMBER, '').replace(TRAILING_NUMBER, '');
  return isSpeckLine(text) ? '' : text;
}

/** A line of specks read as letters (the edge of the sheet, a shadow): almost all its "words" are one or two signs. */
function isSpeckLine(line: string): boolean {
  const words = line.split(' ').map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter((word) => word !== '');
  const long = words.filter((word) => [...word].length >= 3 && !/\d/.test(word)).length;
  return words.length >= 3 && long < 2 && long / words.length < 0.3;
}

/** A first block of one line with a page number or in capitals is the page's running head. */
function dropRunningHead(blocks: string[][]): void {
  const first = blocks[0];
  if (!first || first.length !== 1 || blocks.length < 2) return;
  const line = first[0]!;
  const letters = [...line].filter((c) => HAS_LETTER.test(c));
  const capitals = letters.filter((c) => c !== c.toLowerCase()).length;
  if (/\d/.test(line) || (letters.length >= 3 && capitals / letters.length > 0.7)) blocks.shift();
}

function joinLines(lines: string[]): string {
  let text = lines[0]!;
  for (const line of lines.slice(1)) {
    if (LINE_END_HYPHEN.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else text += ` ${line}`;
  }
  return text;
}

/** Classical texts have no digits inside words: a 1 or 0 between letters is an i or an o misread. */
function fixDigitsInWords(text: string, lang: OcrLang): string {
  const [one, zero] = lang === 'lat' ? ['i', 'o'] : ['ι', 'ο'];
  return text.replace(/[\p{L}\p{M}01]*\p{L}[\p{L}\p{M}01]*/gu, (word) => (/[01]/.test(word) ? word.replace(/1/g, one).replace(/0/g, zero) : word));
}

function fixGreekLookalikes(text: string): string {
  return text.replace(/[\p{L}\p{M}]+/gu, (word) =>
    GREEK.test(word) ? [...word].map((c) => LOOKALIKES.get(c) ?? c).join('').normalize('NFC') : word);
}
