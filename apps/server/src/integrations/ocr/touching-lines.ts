// Parts lines of print that touch. Where leading is tight, a descender (γ, η, ρ, a comma) can touch an accent
// or a letter of the line below: the two are one blob of ink, tesseract puts it in one line and reads the
// word it belongs to from a box two lines tall, as nonsense (ἔργα read as «ς», ἔργῳ as «ΕΣ»; decision 053).
// Such a blob is far taller than any letter: no Greek or Latin letter spans 2.6 letter heights, a blob of
// two lines spans about three. It is cut across at its narrowest row between the two lines, where the
// strokes only touch; nothing else on the page changes.
import type { Mat } from '@techstark/opencv-js';
import { fromMat, toMat, withMats } from './gray-image';
import type { GrayImage } from './gray-image';
import type { OpenCv } from './opencv';
import { medianLetterHeight } from './text-scale';

/** A blob this many letter heights tall is two lines touching. */
export const TOUCHING_HEIGHT = 2.6;
/** Wider than this many letter heights it is a rule or a picture, not letters. */
const MAX_WIDTH = 6;
/** The cut is looked for this many letter heights away from the blob's top and bottom. */
const CUT_MARGIN = 0.8;
/** Strokes that only touch are thin where they meet: at most a third of a letter height of ink across. */
const MAX_JOINT = 1 / 3;

type Blob = { index: number; left: number; top: number; width: number; height: number };

// Letter heights measured here, by image: the page this stage gives is the page tesseract reads, whose marks
// greek-marks.ts weighs in letter heights. Images are never changed in place.
const letterHeights = new WeakMap<GrayImage, number | null>();

/**
 * The median height of the page's letters (its blobs of ink, Otsu's threshold, full size), or null with too
 * little ink: as separateTouchingLines measured it, else measured now.
 */
export function letterHeightOf(cv: OpenCv, image: GrayImage): number | null {
  if (!letterHeights.has(image)) separateTouchingLines(cv, image);
  return letterHeights.get(image) ?? null;
}

/** The page with every blob of two touching lines cut in two; the same image when there is none. */
export function separateTouchingLines(cv: OpenCv, image: GrayImage): GrayImage {
  return withMats((keep) => {
    const gray = keep(toMat(cv, image));
    const ink = keep(new cv.Mat());
    cv.threshold(gray, ink, 0, 255, cv.THRESH_BINARY_INV | cv.THRESH_OTSU);
    const labels = keep(new cv.Mat());
    const stats = keep(new cv.Mat());
    const centroids = keep(new cv.Mat());
    const count = cv.connectedComponentsWithStats(ink, labels, stats, centroids, 8, cv.CV_32S);
    const blobs = readBlobs(cv, stats, count);
    const letter = medianLetterHeight(blobs.map((b) => b.height));
    letterHeights.set(image, letter);
    if (!letter) return image;
    const touching = blobs.filter((b) => b.height >= TOUCHING_HEIGHT * letter && b.width <= MAX_WIDTH * letter);
    if (touching.length === 0) return image;
    const out = keep(gray.clone());
    const label = labels.data32S;
    let cuts = 0;
    for (const blob of touching) {
      const row = narrowestRow(blob, label, image.width, letter);
      if (row === null) continue;
      for (let y = row - 1; y <= row + 1; y += 1) {
        for (let x = blob.left; x < blob.left + blob.width; x += 1) {
          if (label[y * image.width + x] === blob.index) out.data[y * image.width + x] = 255;
        }
      }
      cuts += 1;
    }
    if (cuts === 0) return image;
    // Cutting a few joints leaves the letters as they were.
    const parted = fromMat(out);
    letterHeights.set(parted, letter);
    return parted;
  });
}

function readBlobs(cv: OpenCv, stats: Mat, count: number): Blob[] {
  const blobs: Blob[] = [];
  for (let i = 1; i < count; i += 1) {
    const blob = {
      index: i,
      left: stats.intAt(i, cv.CC_STAT_LEFT),
      top: stats.intAt(i, cv.CC_STAT_TOP),
      width: stats.intAt(i, cv.CC_STAT_WIDTH),
      height: stats.intAt(i, cv.CC_STAT_HEIGHT),
    };
    // Specks are no letters (text-scale.ts counts the same components).
    if (blob.height >= 4 && blob.width >= 2 && stats.intAt(i, cv.CC_STAT_AREA) >= 8) blobs.push(blob);
  }
  return blobs;
}

/**
 * The row of the blob with the least ink between its two lines (the first from the top, where a descender
 * ends: cut there, the dev pages read better than cut in the middle of a longer joint), or null when the
 * strokes are not thin there.
 */
function narrowestRow(blob: Blob, label: Int32Array, width: number, letter: number): number | null {
  const margin = Math.round(CUT_MARGIN * letter);
  let best: number | null = null;
  let least = Infinity;
  for (let y = blob.top + margin; y < blob.top + blob.height - margin; y += 1) {
    let inkAcross = 0;
    for (let x = blob.left; x < blob.left + blob.width; x += 1) if (label[y * width + x] === blob.index) inkAcross += 1;
    if (inkAcross < least) [least, best] = [inkAcross, y];
  }
  return least <= MAX_JOINT * letter ? best : null;
}
