// One printed line, cropped from a scan as OCR line datasets crop them (decision 065): tight, a few pixels of
// margin, grey or binarised, often 30–120 px tall, sometimes with slivers of the neighbour lines' descenders
// or accents along its top and bottom edges. A page's stages (its outline, perspective, the turn upright and
// the skew) have nothing to go on in such an image, and tesseract's page layout reads the slivers as a line
// of capitals. Here the line is found, the slivers are whitened and the line is scaled to a good letter height.
// Plain JavaScript on the small image: OpenCV is not loaded for a line.
import sharp from 'sharp';
import type { GrayImage } from './gray-image';
import type { OcrLang } from './ocr-errors';
import { medianLetterHeight } from './text-scale';

/** A line is at least this many times wider than tall (a page photo or scan is at most about 1.5). */
export const MIN_LINE_ASPECT = 4;
/** The rows of the line's middle band have at least this share of the busiest row's ink. */
const BAND_SHARE = 0.4;
/**
 * How far, in middle-band heights, a line's own separate marks lie from its middle band (measured on the dev
 * lines, decision 065): above, Greek accents and breathings 0.13–0.70, Latin i-dots 0.08–0.38; below, iota
 * subscripts and commas' tails 0.18–0.30. The neighbours' slivers: 0.54–1.6, and a blob of the line above reaches
 * the image's top edge (it belongs to a letter whose body is outside the image). So: a blob farther than this
 * from the band is a neighbour's — above, one at the top edge past the language's own reach, any past 0.8.
 */
const EDGE_REACH_ABOVE: ReadonlyMap<OcrLang, number> = new Map([['lat', 0.45], ['grc', 0.8]]);
const REACH_ABOVE = 0.8;
const REACH_BELOW = 0.45;
/** A second band of ink at least this many band heights tall is another line: the image is no single line. */
const OTHER_LINE = 0.5;
/** At most this share of a line's row is ink (a row of print has the gaps between letters and words). */
const MAX_ROW_INK = 0.9;
/** A line's middle band is at most this share of the image's height. */
const MAX_BAND_SHARE = 0.7;
/** Runs of busy rows closer than this share of a run's height are one band. */
const MERGE_GAP = 0.6;

/** Where the line's middle band (about its x-height) lies, in rows of the image. */
export type LineBand = { top: number; bottom: number };

/** Otsu's threshold of the image's grey levels: below it is ink. */
export function otsuThreshold(image: GrayImage): number {
  const histogram = new Float64Array(256);
  for (const value of image.data) histogram[value]! += 1;
  const total = image.data.length;
  let sum = 0;
  for (let v = 0; v < 256; v += 1) sum += v * histogram[v]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v += 1) {
    below += histogram[v]!;
    if (below === 0 || below === total) continue;
    belowSum += v * histogram[v]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v + 1;
    }
  }
  return threshold;
}

/** The middle band of the image's one line of print, or null when the image is not a single line. */
export function findSingleLine(image: GrayImage): LineBand | null {
  if (image.height < 12 || image.width < MIN_LINE_ASPECT * image.height) return null;
  const threshold = otsuThreshold(image);
  const rows = new Float64Array(image.height);
  for (let y = 0; y < image.height; y += 1) {
    let ink = 0;
    for (let x = 0; x < image.width; x += 1) if (image.data[y * image.width + x]! < threshold) ink += 1;
    rows[y] = ink;
  }
  // A row almost all ink is no print: the table around a photographed page, a dark border, a rule.
  if (Math.max(...rows) > MAX_ROW_INK * image.width) return null;
  const bands = inkBands(rows);
  if (bands.length === 0) return null;
  const main = bands.reduce((best, band) => (band.ink > best.ink ? band : best));
  const height = main.bottom - main.top + 1;
  // A line's middle band is well under its crop's height (0.26–0.51 on the dev lines): ascenders, accents, descenders.
  if (height < 4 || height > MAX_BAND_SHARE * image.height) return null;
  // Another line's middle band (not a sliver of it) means the image holds more than one line.
  const other = bands.some((band) => band !== main && band.bottom - band.top + 1 >= OTHER_LINE * height);
  return other ? null : { top: main.top, bottom: main.bottom };
}

/**
 * Runs of rows with at least BAND_SHARE of the busiest row's ink. Runs closer than MERGE_GAP of the taller one's
 * height are one band: a face with hairlines (Didot's at 300 dpi) has little ink in the middle of its x-height,
 * where only the stems cross; two lines' bands are more than a band height apart.
 */
function inkBands(rows: Float64Array): { top: number; bottom: number; ink: number }[] {
  const most = Math.max(...rows);
  if (most === 0) return [];
  const bands: { top: number; bottom: number; ink: number }[] = [];
  for (let y = 0; y < rows.length; y += 1) {
    if (rows[y]! < BAND_SHARE * most) continue;
    const last = bands.at(-1);
    const gap = last ? y - last.bottom - 1 : Infinity;
    if (last && gap <= MERGE_GAP * Math.max(last.bottom - last.top + 1, runHeight(rows, y, most))) {
      last.bottom = y;
      last.ink += rows[y]!;
    } else bands.push({ top: y, bottom: y, ink: rows[y]! });
  }
  return bands;
}

/** How many rows from `y` down keep BAND_SHARE of the busiest row's ink. */
function runHeight(rows: Float64Array, y: number, most: number): number {
  let end = y;
  while (end + 1 < rows.length && rows[end + 1]! >= BAND_SHARE * most) end += 1;
  return end - y + 1;
}

type Blob = { top: number; bottom: number; left: number; right: number; pixels: number[] };

/** The blobs of ink (8-connected pixels below `threshold`). */
function inkBlobs(image: GrayImage, threshold: number): Blob[] {
  const { width, height, data } = image;
  const seen = new Uint8Array(width * height);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start += 1) {
    if (seen[start] || data[start]! >= threshold) continue;
    const blob: Blob = { top: height, bottom: 0, left: width, right: 0, pixels: [] };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      blob.pixels.push(i);
      blob.top = Math.min(blob.top, y);
      blob.bottom = Math.max(blob.bottom, y);
      blob.left = Math.min(blob.left, x);
      blob.right = Math.max(blob.right, x);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (seen[j] || data[j]! >= threshold) continue;
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    blobs.push(blob);
  }
  return blobs;
}

/**
 * The line with the neighbour lines' slivers whitened: every blob of ink wholly above the band's top farther
 * than the line's own marks reach (the line above's descenders) or wholly below its bottom farther than
 * REACH_BELOW (the line below's accents and tall letters). Also the median height of its letters.
 */
export function clearNeighbours(image: GrayImage, band: LineBand, lang: OcrLang): { image: GrayImage; letter: number | null } {
  const height = band.bottom - band.top + 1;
  const above = band.top - REACH_ABOVE * height;
  const edgeAbove = band.top - EDGE_REACH_ABOVE.get(lang)! * height;
  const below = band.bottom + REACH_BELOW * height;
  const threshold = otsuThreshold(image);
  const paper = medianTone(image, threshold, true);
  // The light evened as the page's stages even it: paper white, ink black (greek-marks.ts reads ink below 200).
  const ink = Math.min(paper - 1, medianTone(image, threshold, false));
  const data = Uint8Array.from(image.data, (v) => Math.max(0, Math.min(255, Math.round(((v - ink) * 255) / (paper - ink)))));
  const heights: number[] = [];
  for (const blob of inkBlobs(image, threshold)) {
    if (blob.bottom < (blob.top === 0 ? edgeAbove : above) || blob.top > below) {
      for (const i of blob.pixels) data[i] = 255;
      // The grey around the blob's pixels (anti-aliasing) goes too, within its box.
      for (let y = Math.max(0, blob.top - 1); y <= Math.min(image.height - 1, blob.bottom + 1); y += 1) {
        for (let x = Math.max(0, blob.left - 1); x <= Math.min(image.width - 1, blob.right + 1); x += 1) {
          const i = y * image.width + x;
          if (!overlapsBand(y, band)) data[i] = 255;
        }
      }
    } else heights.push(blob.bottom - blob.top + 1);
  }
  return { image: { data, width: image.width, height: image.height }, letter: medianLetterHeight(heights) };
}

function overlapsBand(y: number, band: LineBand): boolean {
  return y >= band.top && y <= band.bottom;
}

/** The median grey of the paper (the pixels at or above Otsu's threshold) or of the ink (those below). */
function medianTone(image: GrayImage, threshold: number, paper: boolean): number {
  const counts = new Float64Array(256);
  let total = 0;
  for (const value of image.data) {
    if (value < threshold === paper) continue;
    counts[value]! += 1;
    total += 1;
  }
  let seen = 0;
  for (let v = 0; v < 256; v += 1) {
    seen += counts[v]!;
    if (seen >= total / 2) return v;
  }
  return 255;
}

/** The middle band's height tesseract is given a line at (tuned on the dev lines, decision 065). */
export const TARGET_BAND_HEIGHT = 20;
const MIN_SCALE = 0.5;
const MAX_SCALE = 4;

/** A single line made ready for tesseract, and the median height of its letters there; null for a page. */
export async function prepareLine(image: GrayImage, lang: OcrLang, bandHeight = TARGET_BAND_HEIGHT): Promise<{ image: GrayImage; letter: number | null } | null> {
  const band = findSingleLine(image);
  if (!band) return null;
  const cleared = clearNeighbours(image, band, lang);
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, bandHeight / (band.bottom - band.top + 1)));
  if (Math.abs(scale - 1) < 0.1) return cleared;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = await sharp(cleared.image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize(width, height, { kernel: scale > 1 ? 'cubic' : 'lanczos3', fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return { image: { data: new Uint8Array(data.buffer, data.byteOffset, width * height), width, height }, letter: cleared.letter === null ? null : cleared.letter * scale };
}
