import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { countErrors } from '../../../scripts/ocr-set/cer';
import { createTestEnv } from '../../test/db';
import { cropGray } from './gray-image';
import type { GrayImage } from './gray-image';
import { decodePhoto } from './decode-image';
import { createOcrSettings } from './ocr-settings';
import { prepareImage, recognizePhoto } from './pipeline';
import { clearNeighbours, findSingleLine } from './single-line';
import { renderPrintedText } from './test-photos';

/** Black rectangles [left, top, width, height] on white. */
function drawn(width: number, height: number, rects: number[][]): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const [left, top, w, h] of rects) {
    for (let y = top!; y < top! + h!; y += 1) data.fill(0, y * width + left!, y * width + left! + w!);
  }
  return { data, width, height };
}

// A line of 30 «letters» 20 px tall (rows 20–39), an accent over every third (rows 12–15), a comma's tail
// below one (rows 41–46); slivers of the neighbour lines at the top edge (rows 0–3) and the bottom edge (58–59).
const LETTERS = Array.from({ length: 30 }, (_, i) => [20 + i * 20, 20, 12, 20]);
const ACCENTS = Array.from({ length: 10 }, (_, i) => [22 + i * 60, 12, 6, 4]);
const TAIL = [[500, 41, 3, 6]];
const SLIVERS = [[40, 0, 4, 4], [300, 0, 4, 4], [100, 58, 10, 2], [420, 58, 10, 2]];

function inkAt(image: GrayImage, [left, top]: number[]): boolean {
  return image.data[top! * image.width + left!]! < 128;
}

describe('one printed line', () => {
  test('a wide image of one line is a line; its middle band is the letters\' rows', () => {
    const line = drawn(640, 60, [...LETTERS, ...ACCENTS, ...TAIL, ...SLIVERS]);
    expect(findSingleLine(line)).toEqual({ top: 20, bottom: 39 });
  });

  test('two lines, or a page-shaped image, are not a line', () => {
    const two = drawn(640, 110, [...LETTERS, ...LETTERS.map(([l, , w, h]) => [l!, 70, w!, h!])]);
    expect(findSingleLine(two)).toBeNull();
    const page = drawn(300, 400, LETTERS.slice(0, 12));
    expect(findSingleLine(page)).toBeNull();
    // Two lines on a dark table: rows of nothing but ink are no print.
    const framed = drawn(640, 110, [...LETTERS, [0, 0, 640, 8], [0, 102, 640, 8], [0, 0, 8, 110], [632, 0, 8, 110]]);
    expect(findSingleLine(framed)).toBeNull();
  });

  test('the neighbours\' slivers are whitened, the line\'s own accents and tails kept', () => {
    for (const lang of ['grc', 'lat'] as const) {
      const line = drawn(640, 60, [...LETTERS, ...ACCENTS, ...TAIL, ...SLIVERS]);
      const { image, letter } = clearNeighbours(line, findSingleLine(line)!, lang);
      for (const sliver of SLIVERS) expect(inkAt(image, sliver)).toBe(false);
      for (const kept of [...LETTERS, ...ACCENTS, ...TAIL]) expect(inkAt(image, kept)).toBe(true);
      expect(letter).toBe(20);
    }
  });
});

/** The middle of three printed lines, cropped as line datasets crop it: into the neighbours' descenders and accents. */
async function croppedLine(lines: string): Promise<Buffer> {
  const page = await decodePhoto(await renderPrintedText(lines, { points: 11 }), { maxPixels: 1e8, maxSide: 4000 });
  const pitch = (page.height - 120) / 3;
  const top = Math.round(60 + pitch * 0.85);
  const bottom = Math.round(60 + pitch * 2.15);
  const crop = cropGray(page, 40, top, page.width - 80, bottom - top);
  return sharp(crop.data, { raw: { width: crop.width, height: crop.height, channels: 1 } }).png().toBuffer();
}

describe('a line scan read through the pipeline, with the real tesseract', () => {
  const settings = createOcrSettings(createTestEnv());
  test.each([
    ['lat', 'quarum unam incolunt Belgae, aliam Aquitani,\nGallia est omnis divisa in partes tres, quarum\ntertiam qui ipsorum lingua Celtae, nostra Galli', 'Gallia est omnis divisa in partes tres, quarum'],
    ['grc', 'Κῦρος μὲν ἐτύγχανεν ἐπὶ ἀρχῆς ὤν, καὶ\nΔαρείου καὶ Παρυσάτιδος γίγνονται παῖδες δύο,\nἦν δὲ καὶ φίλος αὐτῷ ἰσχυρὸς ὑπὸ τῶν ἀνθρώπων', 'Δαρείου καὶ Παρυσάτιδος γίγνονται παῖδες δύο,'],
  ] as const)('%s: the middle line is read, not its neighbours\' slivers', async (lang, printed, expected) => {
    const image = await croppedLine(printed);
    const prepared = await prepareImage(image, lang, settings);
    expect(prepared.line).not.toBeNull();
    const { edits, chars } = countErrors(await recognizePhoto(image, lang, settings), expected);
    expect(edits / chars).toBeLessThan(0.05);
  }, 60_000);
});
