// Turns a page photographed sideways or upside down the right way up. Lines of text run along the axis
// whose projection separates the ink into rows best (deskew.ts): when that is the vertical one, the page
// is a quarter turn off. Up or down is then told by the language's own model: the densest band of text
// is read one way and, only when tesseract is unsure of that reading, the other way too: the reading
// tesseract is surer of wins. On the development photos and scans a band the right way up read at
// 54.5–94.5 (Latin) and 44.6–79.2 (Greek, grc_hist) mean confidence, the same band upside down at most
// 38.5 and 11.0 (decision 046). Which way is read first is the ink's guess (line-shape.ts): the way it
// leans clearly, where a reading of 50 (Latin) or 30 (Greek) is enough; else the right way up, where 70 or
// 45 is. Most pages, upside-down ones included, cost one small reading, not two.
// Tesseract's orientation detection (osd) was tried first: on the development photos it missed one
// Greek page in four (decision 035).
import { bestProjection, inkPoints, knownSkew, rememberSkew } from './deskew';
import { cropGray, fromMat, toMat, withMats } from './gray-image';
import type { GrayImage } from './gray-image';
import { ascentBalance } from './line-shape';
import type { OcrLang } from './ocr-errors';
import type { OpenCv } from './opencv';
import { meanConfidence } from './tesseract';
import type { TesseractSettings } from './tesseract';

/** The upside-down reading must be this much surer (mean word confidence, 0–100) to be believed. */
const MIN_CONFIDENCE_GAIN = 8;
/** A reading this sure (mean word confidence) is of text the right way up: the other way is not tried. */
const SURE_UPRIGHT = new Map<OcrLang, number>([['lat', 70], ['grc', 45]]);
/** How far the ink's balance (line-shape.ts) must lean one way for the first reading to follow it. */
const LEANING = 0.25;
/** A reading the way the ink leans, this sure, is taken: the other way is not tried. */
const SURE_AS_LEANING = new Map<OcrLang, number>([['lat', 50], ['grc', 30]]);
/** About three lines of forty letters at the scaled text height: enough to tell up from down. */
const BAND_HEIGHT = 160;
const BAND_WIDTH = 800;

export async function turnUpright(cv: OpenCv, image: GrayImage, tesseract: TesseractSettings, lang: OcrLang): Promise<GrayImage> {
  const page = linesAcross(cv, image);
  const band = densestBand(cv, page);
  if (!band) return page;
  const balance = ascentBalance(page);
  const turnedFirst = balance <= -LEANING;
  const enough = Math.abs(balance) >= LEANING ? SURE_AS_LEANING.get(lang)! : SURE_UPRIGHT.get(lang)!;
  const read = (turned: boolean) => meanConfidence(tesseract, turned ? rotateQuarterTurns(cv, band, 180) : band, lang);
  const first = await read(turnedFirst);
  if (first >= enough) return turnedFirst ? upsideDown(cv, page) : page;
  const second = await read(!turnedFirst);
  const [upright, turned] = turnedFirst ? [second, first] : [first, second];
  return turned > upright + MIN_CONFIDENCE_GAIN ? upsideDown(cv, page) : page;
}

/**
 * The image with its lines running across: a quarter turn clockwise when they run up or down. The skew
 * the test measures on the way is recorded for deskew (decision 046): the rows' best angle for the image
 * itself, the columns' for the turned page (a quarter turn clockwise mirrors the columns' angle).
 */
function linesAcross(cv: OpenCv, image: GrayImage): GrayImage {
  const points = inkPoints(cv, image);
  if (points.length < 200) return image;
  const rows = bestProjection(points);
  rememberSkew(image, rows.degrees);
  const columns = bestProjection(swapAxes(points));
  if (!(columns.sharpness > rows.sharpness * 1.2)) return image;
  const page = rotateQuarterTurns(cv, image, 90);
  rememberSkew(page, -columns.degrees);
  return page;
}

/** Half a turn, the skew kept: lines turned upside down keep their slope. */
function upsideDown(cv: OpenCv, page: GrayImage): GrayImage {
  const turned = rotateQuarterTurns(cv, page, 180);
  const skew = knownSkew(page);
  if (skew !== undefined) rememberSkew(turned, skew);
  return turned;
}

function swapAxes(points: Float32Array): Float32Array {
  const swapped = new Float32Array(points.length);
  for (let i = 0; i < points.length; i += 2) {
    swapped[i] = points[i + 1]!;
    swapped[i + 1] = points[i]!;
  }
  return swapped;
}

/** The band of BAND_HEIGHT rows (at most BAND_WIDTH wide, centred) with the most ink, or null on a blank page. */
export function densestBand(cv: OpenCv, image: GrayImage, bandWidth = BAND_WIDTH, bandHeight = BAND_HEIGHT): GrayImage | null {
  const height = Math.min(image.height, bandHeight);
  const width = Math.min(image.width, bandWidth);
  const left = Math.floor((image.width - width) / 2);
  const ink = new Float64Array(image.height);
  for (let y = 0; y < image.height; y += 1) {
    let dark = 0;
    for (let x = left; x < left + width; x += 4) if (image.data[y * image.width + x]! < 128) dark += 1;
    ink[y] = dark;
  }
  let sum = 0;
  for (let y = 0; y < height; y += 1) sum += ink[y]!;
  let best = sum;
  let top = 0;
  for (let y = height; y < image.height; y += 1) {
    sum += ink[y]! - ink[y - height]!;
    if (sum > best) [best, top] = [sum, y - height + 1];
  }
  return best > 0 ? cropGray(image, left, top, width, height) : null;
}

/** Rotates clockwise by 90, 180 or 270 degrees (no resampling). */
export function rotateQuarterTurns(cv: OpenCv, image: GrayImage, clockwise: number): GrayImage {
  const code = new Map([[90, cv.ROTATE_90_CLOCKWISE], [180, cv.ROTATE_180], [270, cv.ROTATE_90_COUNTERCLOCKWISE]]).get(clockwise);
  if (code === undefined) return image;
  return withMats((keep) => {
    const source = keep(toMat(cv, image));
    const target = keep(new cv.Mat());
    cv.rotate(source, target, code);
    return fromMat(target);
  });
}
