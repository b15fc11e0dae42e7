// Scales the page so that its letters have the size tesseract reads best: a median letter height (about
// the x-height, as most letters are lowercase without ascenders) of TARGET_GLYPH_HEIGHT pixels, as
// 10-point print scanned at 300 dpi. Letter heights come from the connected components of the ink.
import type { Mat } from '@techstark/opencv-js';
import { fromMat, toMat, withMats } from './gray-image';
import type { GrayImage } from './gray-image';
import type { OpenCv } from './opencv';

export const TARGET_GLYPH_HEIGHT = 24;
const MIN_SCALE = 0.35;
const MAX_SCALE = 3;
const MEASURE_SIDE = 2000;

/** The median height of the ink's glyphs in pixels of `image`, or null when there is too little ink. */
export function measureGlyphHeight(cv: OpenCv, image: GrayImage): number | null {
  return withMats((keep) => {
    const { ink, scale } = reducedInk(cv, image, MEASURE_SIDE, keep);
    const labels = keep(new cv.Mat());
    const stats = keep(new cv.Mat());
    const centroids = keep(new cv.Mat());
    const count = cv.connectedComponentsWithStats(ink, labels, stats, centroids, 8, cv.CV_32S);
    const heights: number[] = [];
    const maxHeight = ink.rows / 8;
    for (let i = 1; i < count; i += 1) {
      const width = stats.intAt(i, cv.CC_STAT_WIDTH);
      const height = stats.intAt(i, cv.CC_STAT_HEIGHT);
      const area = stats.intAt(i, cv.CC_STAT_AREA);
      // Specks, accents and breathings, rules and pictures are not letters.
      if (height < 4 || width < 2 || area < 8 || height > maxHeight || width > height * 4) continue;
      heights.push(height);
    }
    const letter = medianLetterHeight(heights);
    return letter === null ? null : letter / scale;
  });
}

/** The median height of the letters among the heights of the ink's components, or null for fewer than 20. */
export function medianLetterHeight(heights: readonly number[]): number | null {
  if (heights.length < 20) return null;
  const sorted = [...heights].sort((a, b) => a - b);
  // Accents, breathings, dots and commas are components too (in Greek nearly one a letter): only those
  // at least half as tall as the tall letters (the 90th percentile) count as letters.
  const tall = sorted[Math.floor(sorted.length * 0.9)]!;
  const letters = sorted.filter((h) => h >= tall * 0.5);
  return letters[Math.floor(letters.length / 2)]!;
}

type Keep = <M extends { delete(): void }>(mat: M) => M;

/** The ink of `image` shrunk to at most `maxSide` pixels a side (never enlarged), and the scale used. */
export function reducedInk(cv: OpenCv, image: GrayImage, maxSide: number, keep: Keep): { ink: Mat; scale: number } {
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const source = keep(toMat(cv, image));
  const small = keep(new cv.Mat());
  cv.resize(source, small, new cv.Size(Math.round(image.width * scale), Math.round(image.height * scale)), 0, 0, cv.INTER_AREA);
  return { ink: keep(binarizeInk(cv, small)), scale };
}

/** Ink as white on black, by a threshold that follows the local light (a photo's shading is no ink). */
export function binarizeInk(cv: OpenCv, gray: Mat): Mat {
  const ink = new cv.Mat();
  const block = Math.max(15, Math.round(Math.min(gray.cols, gray.rows) / 20) | 1);
  cv.adaptiveThreshold(gray, ink, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY_INV, block, 12);
  return ink;
}

export function scaleToTextHeight(cv: OpenCv, image: GrayImage): GrayImage {
  const glyph = measureGlyphHeight(cv, image);
  if (!glyph) return image;
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, TARGET_GLYPH_HEIGHT / glyph));
  if (Math.abs(scale - 1) < 0.1) return image;
  return resizeGray(cv, image, scale);
}

export function resizeGray(cv: OpenCv, image: GrayImage, scale: number): GrayImage {
  return withMats((keep) => {
    const source = keep(toMat(cv, image));
    const target = keep(new cv.Mat());
    const size = new cv.Size(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
    cv.resize(source, target, size, 0, 0, scale < 1 ? cv.INTER_AREA : cv.INTER_CUBIC);
    return fromMat(target);
  });
}
