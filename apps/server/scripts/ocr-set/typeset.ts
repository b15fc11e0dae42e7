// Typesets a passage as a book page at 300 dpi: ragged lines broken by the generator itself (so that it can
// hyphenate long words at a syllable and number every fifth line in the margin), a running head in
// capitals with the page number, paragraphs indented. Pango (through sharp) draws the text.
import sharp from 'sharp';
import type { Face } from './manifest';

export type PageOptions = {
  face: Face;
  points: number;
  head: string;
  pageNumber: number;
  lineNumbers: boolean;
  /** Line numbers in a column of the right margin, as editions print them, rather than after the line's text. */
  numbersInMargin?: boolean;
  hyphenate: boolean;
};

const DPI = 300;
const PAGE_WIDTH = 1748; // A5 at 300 dpi
const MARGIN = 170;
/** The width of the text block, in pixels at 300 dpi. */
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const VOWELS = /[aeiouyαεηιουωAEIOUYΑΕΗΙΟΥΩ]/;

export function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function renderText(markup: string, face: Face, points: number, spacing = 0) {
  const { data, info } = await sharp({
    text: { text: markup, font: `${face.family} ${points}`, fontfile: face.file, dpi: DPI, rgba: false, spacing },
  }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Average advance of one character of this text in this face, in pixels. */
export async function measureCharWidth(text: string, face: Face, points: number): Promise<number> {
  const sample = text.slice(0, 400).replace(/\s+/g, ' ');
  const { width } = await renderText(escape(sample), face, points);
  return width / [...sample].length;
}

function base(c: string): string {
  return c.normalize('NFD')[0] ?? c;
}

/** Where a word may be split at a line end: after a vowel, before a consonant followed by a vowel. */
function hyphenPoints(word: string): number[] {
  const letters = [...word];
  const points: number[] = [];
  for (let i = 3; i <= letters.length - 3; i += 1) {
    const [a, b, c] = [base(letters[i - 1]!), base(letters[i]!), base(letters[i + 1]!)];
    if (VOWELS.test(a) && !VOWELS.test(b) && /\p{L}/u.test(b) && VOWELS.test(c)) points.push(i);
  }
  return points;
}

/** Greedy line breaking by character count; returns the lines of each paragraph. */
export function breakLines(paragraphs: string[], perLine: number, hyphenate: boolean): string[][] {
  return paragraphs.map((paragraph, p) => {
    const lines: string[] = [];
    let line = p >= 0 ? '    ' : '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line.trim() === '' ? line + word : `${line} ${word}`;
      if ([...candidate].length <= perLine) {
        line = candidate;
        continue;
      }
      const room = perLine - [...line].length - 2;
      const split = hyphenate ? hyphenPoints(word).filter((i) => i <= room).pop() : undefined;
      if (split !== undefined && !/[.,;:·]$/.test(word.slice(0, split))) {
        const letters = [...word];
        lines.push(`${line} ${letters.slice(0, split).join('')}-`);
        line = letters.slice(split).join('');
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line.trim() !== '') lines.push(line);
    return lines;
  });
}

/** The page as an 8-bit grey image (white paper, black ink) at 300 dpi. */
export async function typesetPage(text: string, options: PageOptions): Promise<{ data: Buffer; width: number; height: number }> {
  const { face, points } = options;
  const paragraphs = text.trim().split(/\n+/);
  const charWidth = await measureCharWidth(text, face, points);
  const textWidth = PAGE_WIDTH - 2 * MARGIN;
  const perLine = Math.floor(textWidth / charWidth);
  const lines = breakLines(paragraphs, perLine, options.hyphenate).flat();
  const numberOf = (i: number) => ((i + 1) % 5 === 0 && options.lineNumbers ? `${i + 1}` : '');
  const numbered = options.numbersInMargin ? lines : lines.map((line, i) => (numberOf(i) ? `${line}\u2003\u2003\u2003${numberOf(i)}` : line));
  const body = await renderText(numbered.map(escape).join('\n'), face, points);
  // The margin's column is set in the same face and size, so its empty lines are as tall as the text's.
  const margin = options.numbersInMargin && options.lineNumbers ? await renderText(lines.map((_, i) => numberOf(i) || '\u00a0').join('\n'), face, points) : null;
  const headText = options.pageNumber % 2 === 0 ? `${options.pageNumber}\u2003\u2003\u2003${options.head}` : `${options.head}\u2003\u2003\u2003${options.pageNumber}`;
  const head = await renderText(escape(headText), face, points - 2);
  const height = Math.round(PAGE_WIDTH * 1.414);
  const composites = [
    { input: head.data, raw: { width: head.width, height: head.height, channels: head.channels as 1 }, left: Math.round((PAGE_WIDTH - head.width) / 2), top: 150 },
    { input: body.data, raw: { width: body.width, height: body.height, channels: body.channels as 1 }, left: MARGIN, top: 150 + head.height + 60 },
    ...(margin ? [{ input: margin.data, raw: { width: margin.width, height: margin.height, channels: margin.channels as 1 }, left: PAGE_WIDTH - MARGIN + 50, top: 150 + head.height + 60 }] : []),
  ];
  // Pango draws white ink on black: the page is drawn the same way, then negated.
  const { data, info } = await sharp({ create: { width: PAGE_WIDTH, height: Math.max(height, body.height + head.height + 400), channels: 3, background: '#000' } })
    .composite(composites.map((c) => ({ ...c, blend: 'lighten' as const })))
    .negate({ alpha: false })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
