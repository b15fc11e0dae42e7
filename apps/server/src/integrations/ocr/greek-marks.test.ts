import { describe, expect, test } from 'vitest';
import type { GrayImage } from './gray-image';
import { checkGreekMarks, endBlob, isComma } from './greek-marks';
import type { PageWord } from './page-words';

const LETTER = 20;

/** A white page with black rectangles [left, top, width, height]. */
function page(rects: number[][]): GrayImage {
  const width = 300;
  const height = 100;
  const data = new Uint8Array(width * height).fill(255);
  for (const [left, top, w, h] of rects) {
    for (let y = top!; y < top! + h!; y += 1) data.fill(0, y * width + left!, y * width + left! + w!);
  }
  return { data, width, height };
}

const word = (text: string, left: number, top: number, width: number, height: number, line = '1.1.1'): PageWord =>
  ({ text, left, top, width, height, paragraph: '1.1', line });

// A letter, then the sign after it: a round dot on the line, or a dot with a tail going down (a comma).
const LETTER_BOX = [40, 10, 15, 20];
const DOT = [[60, 24, 6, 6]];
const COMMA = [[60, 24, 6, 6], [62, 30, 3, 5]];

describe('commas read as full stops', () => {
  test('a blob with a tail is a comma, a round dot is a full stop', () => {
    const w = word('ἥδε.', 10, 5, 60, 30);
    expect(isComma(endBlob(page([LETTER_BOX, ...COMMA]), w, LETTER), LETTER)).toBe(true);
    expect(isComma(endBlob(page([LETTER_BOX, ...DOT]), w, LETTER), LETTER)).toBe(false);
  });

  test('the word read with a full stop gets its comma back; a real full stop stays', () => {
    const w = word('ἥδε.', 10, 5, 60, 30);
    expect(checkGreekMarks(page([LETTER_BOX, ...COMMA]), [w], LETTER)[0]!.text).toBe('ἥδε,');
    expect(checkGreekMarks(page([LETTER_BOX, ...DOT]), [w], LETTER)[0]!.text).toBe('ἥδε.');
  });

  test('an ellipsis is left alone', () => {
    expect(checkGreekMarks(page([LETTER_BOX, ...COMMA]), [word('ἥδε...', 10, 5, 60, 30)], LETTER)[0]!.text).toBe('ἥδε...');
  });
});

describe('marks read as letters', () => {
  const line = [word('Ἡροδότου', 0, 10, 80, 30), word('ἰ', 85, 10, 6, 8), word('ἱστορίης', 95, 10, 80, 30), word('ἀπόδεξις', 180, 10, 80, 30)];

  test('in a line of words, a one-letter word far shorter than a letter is dropped', () => {
    expect(checkGreekMarks(page([]), line, LETTER).map((w) => w.text)).toEqual(['Ἡροδότου', 'ἱστορίης', 'ἀπόδεξις']);
  });

  test('a one-letter word a letter tall stays (ὁ, ἡ, ὦ)', () => {
    const withArticle = [...line.slice(0, 1), word('ὁ', 85, 10, 12, 22), ...line.slice(2)];
    expect(checkGreekMarks(page([]), withArticle, LETTER).map((w) => w.text)).toEqual(['Ἡροδότου', 'ὁ', 'ἱστορίης', 'ἀπόδεξις']);
  });

  test('a line of specks is left whole for the cleaning to drop', () => {
    const specks = [word('Α', 0, 10, 5, 6), word('ω', 20, 10, 5, 6), word('σος', 40, 10, 20, 20)];
    expect(checkGreekMarks(page([]), specks, LETTER)).toEqual(specks);
  });
});
