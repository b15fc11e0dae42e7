import { describe, expect, test } from 'vitest';
import { pageText, parseTsv } from './page-words';

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (level: number, block: number, par: number, line: number, word: number, box: number[], text = '') =>
  [level, 1, block, par, line, word, ...box, level === 5 ? 90 : -1, text].join('\t');

// Two blocks; the second has two paragraphs, the first of two lines; one word tesseract read as nothing.
const TSV = [
  HEADER,
  row(1, 0, 0, 0, 0, [0, 0, 500, 400]),
  row(4, 1, 1, 1, 0, [10, 10, 300, 20]),
  row(5, 1, 1, 1, 1, [10, 10, 100, 20], 'ΚΥΡΟΥ'),
  row(5, 1, 1, 1, 2, [120, 10, 100, 20], 'ΑΝΑΒΑΣΙΣ'),
  row(4, 2, 1, 1, 0, [10, 50, 300, 20]),
  row(5, 2, 1, 1, 1, [10, 50, 100, 20], 'Δαρείου'),
  row(5, 2, 1, 1, 2, [120, 50, 40, 20], 'καὶ'),
  row(5, 2, 1, 1, 3, [170, 50, 5, 20], ' '),
  row(4, 2, 1, 2, 0, [10, 80, 300, 20]),
  row(5, 2, 1, 2, 1, [10, 80, 100, 20], 'Παρυσάτιδος'),
  row(4, 2, 2, 1, 0, [10, 120, 300, 20]),
  row(5, 2, 2, 1, 1, [10, 120, 60, 20], 'ὁ'),
  row(5, 2, 2, 1, 2, [80, 120, 60, 20], 'μὲν'),
  '',
].join('\n');

describe('tesseract words (TSV)', () => {
  test('words keep their boxes, paragraph and line; empty words are left out', () => {
    const words = parseTsv(TSV);
    expect(words.map((w) => w.text)).toEqual(['ΚΥΡΟΥ', 'ΑΝΑΒΑΣΙΣ', 'Δαρείου', 'καὶ', 'Παρυσάτιδος', 'ὁ', 'μὲν']);
    expect(words[2]).toEqual({ text: 'Δαρείου', left: 10, top: 50, width: 100, height: 20, paragraph: '2.1', line: '2.1.1' });
  });

  test('the text is laid out as tesseract writes it: a line per line, a blank line after a paragraph', () => {
    expect(pageText(parseTsv(TSV))).toBe('ΚΥΡΟΥ ΑΝΑΒΑΣΙΣ\n\nΔαρείου καὶ\nΠαρυσάτιδος\n\nὁ μὲν\n');
  });

  test('no words, no text', () => {
    expect(pageText(parseTsv(HEADER))).toBe('');
  });
});
