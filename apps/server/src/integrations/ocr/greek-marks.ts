// Two slips of grc_hist that the ink behind a word puts right (decision 053), given the page tesseract read
// and the height of its letters:
// - a breathing or an accent read as a word of one letter of its own («ἰ ἱστορίης»): in a line of words, a
//   one-letter word whose box is far shorter than a letter is a mark, and is dropped (ὁ, ἡ, ὦ are at least a
//   letter tall: 1.0–3.05 letter heights on the dev pages, the marks 0.22–0.57);
// - a comma read as a full stop (in Porson's and Didot's faces, in blurred photos): the last blob of a word
//   read with «.» is looked at; a comma's tail makes it taller than wide and about half a letter tall, a
//   full stop is a round dot. On the dev pages the full stops' blobs were at most 0.39 letter heights tall
//   and 1.17 times taller than wide, the commas read as full stops 0.39–0.61 and 1.11–1.83.
// Letter heights are touching-lines.ts's: the median height of the page's blobs of ink.
import type { GrayImage } from './gray-image';
import type { PageWord } from './page-words';

/** A word of one letter in a box shorter than this many letter heights is a mark read as a letter. */
const MARK_HEIGHT = 0.65;
/** Darker than this is ink (the page's light is evened: paper near 255, ink near 0); light enough to keep a comma's thin tail. */
const INK_LEVEL = 200;
/** A comma's blob: at least this much taller than wide, and this tall and wide in letter heights. */
const COMMA_ASPECT = 1.2;
const COMMA_HEIGHT = [0.42, 0.86] as const;
const COMMA_MIN_WIDTH = 0.2;

export type Blob = { left: number; top: number; width: number; height: number };

export function checkGreekMarks(page: GrayImage, words: readonly PageWord[], letter: number): PageWord[] {
  const textLines = linesOfText(words);
  return words
    .filter((word) => !(textLines.has(word.line) && isMark(word, letter)))
    .map((word) => (word.text.endsWith('.') && !word.text.endsWith('..') && isComma(endBlob(page, word, letter), letter)
      ? { ...word, text: `${word.text.slice(0, -1)},` }
      : word));
}

const letterCount = (text: string) => [...text.normalize('NFD')].filter((c) => /\p{L}/u.test(c)).length;

function isMark(word: PageWord, letter: number): boolean {
  return letterCount(word.text) === 1 && word.height < MARK_HEIGHT * letter;
}

/**
 * The lines with at least three words of three letters or more. A line of specks (the sheet's edge, a
 * shadow) read as signs is left whole for clean-text.ts to recognise and drop.
 */
function linesOfText(words: readonly PageWord[]): Set<string> {
  const long = new Map<string, number>();
  for (const word of words) if (letterCount(word.text) >= 3) long.set(word.line, (long.get(word.line) ?? 0) + 1);
  return new Set([...long].filter(([, count]) => count >= 3).map(([line]) => line));
}

export function isComma(blob: Blob | null, letter: number): boolean {
  if (!blob) return false;
  return blob.height >= COMMA_ASPECT * blob.width && blob.height >= COMMA_HEIGHT[0] * letter
    && blob.height <= COMMA_HEIGHT[1] * letter && blob.width >= COMMA_MIN_WIDTH * letter;
}

/** The rightmost blob of ink at the end of a word's box (its last sign), or null when there is none. */
export function endBlob(page: GrayImage, word: PageWord, letter: number): Blob | null {
  const left = Math.max(0, Math.round(word.left + word.width - 0.6 * letter));
  const right = Math.min(page.width, word.left + word.width + 2);
  const top = Math.max(0, word.top);
  const bottom = Math.min(page.height, Math.round(word.top + word.height + 0.3 * letter));
  const width = right - left;
  if (width <= 0 || bottom <= top) return null;
  const seen = new Uint8Array(width * (bottom - top));
  let best: (Blob & { right: number }) | null = null;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const at = (y - top) * width + (x - left);
      if (seen[at] || page.data[y * page.width + x]! >= INK_LEVEL) continue;
      const blob = fill(page, seen, { left, top, right, bottom }, x, y);
      if (blob.area >= 3 && (!best || blob.right > best.right)) best = blob;
    }
  }
  return best && { left: best.left, top: best.top, width: best.width, height: best.height };
}

/** The 8-connected blob of ink from (x, y) inside the window, marked as seen. */
function fill(page: GrayImage, seen: Uint8Array, window: { left: number; top: number; right: number; bottom: number }, x0: number, y0: number) {
  const width = window.right - window.left;
  const stack = [x0, y0];
  let [minX, maxX, minY, maxY, area] = [x0, x0, y0, y0, 0];
  seen[(y0 - window.top) * width + (x0 - window.left)] = 1;
  while (stack.length > 0) {
    const y = stack.pop()!;
    const x = stack.pop()!;
    area += 1;
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const [nx, ny] = [x + dx, y + dy];
        if (nx < window.left || nx >= window.right || ny < window.top || ny >= window.bottom) continue;
        const at = (ny - window.top) * width + (nx - window.left);
        if (seen[at] || page.data[ny * page.width + nx]! >= INK_LEVEL) continue;
        seen[at] = 1;
        stack.push(nx, ny);
      }
    }
  }
  return { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1, right: maxX + 1, area };
}
