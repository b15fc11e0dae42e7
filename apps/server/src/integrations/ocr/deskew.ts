// Straightens a page a few degrees off the horizontal. The skew is the angle at which the ink's rows are
// most sharply separated: the ink's pixels are projected on the vertical axis for each candidate angle,
// and lines of text give the projection with the largest sum of squares (coarse, then fine search).
import { fromMat, toMat, withMats } from './gray-image';
import type { GrayImage } from './gray-image';
import type { OpenCv } from './opencv';
import { reducedInk } from './text-scale';

const MAX_SKEW_DEGREES = 15;
const MEASURE_SIDE = 1200;
const MAX_POINTS = 150_000;
/** Below this the rotation would blur more than it straightens. */
const MIN_CORRECTION_DEGREES = 0.15;

// Skews already measured, by image: turn-upright's sideways test measures the page it is given and records
// the skew of the page it gives, turned or not (decision 046). Images are never changed in place.
const measured = new WeakMap<GrayImage, number>();

/** Records the skew of `image`, measured from its ink's projections (here or on the same page turned). */
export function rememberSkew(image: GrayImage, degrees: number): void {
  measured.set(image, degrees);
}

/** The skew recorded for `image`, if any. */
export function knownSkew(image: GrayImage): number | undefined {
  return measured.get(image);
}

/** The page's skew in degrees (positive: the lines rise to the right), or 0 when there is no ink. */
export function measureSkew(cv: OpenCv, image: GrayImage): number {
  const known = measured.get(image);
  if (known !== undefined) return known;
  const points = inkPoints(cv, image);
  const degrees = points.length < 200 ? 0 : bestProjection(points).degrees;
  rememberSkew(image, degrees);
  return degrees;
}

/**
 * The angle (within ±15°) whose projection separates the ink's rows best, and how well: the sum of
 * squares of the row counts, normalised so that ink spread evenly scores 1 (lines of text score several).
 */
export function bestProjection(points: Float32Array): { degrees: number; sharpness: number } {
  // A point's row is at most |x| + |y| from the centre: the counts go in an array, offset by that bound.
  let reach = 0;
  for (let i = 0; i < points.length; i += 1) reach = Math.max(reach, Math.abs(points[i]!));
  const bins = new Uint32Array(2 * (Math.ceil(2 * reach) + 1) + 1);
  const score = (degrees: number) => profileSharpness(points, (degrees * Math.PI) / 180, bins);
  let best = 0;
  let bestScore = score(0);
  for (let d = -MAX_SKEW_DEGREES; d <= MAX_SKEW_DEGREES; d += 0.5) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.5; d <= coarse + 0.5; d += 0.05) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return { degrees: Math.round(best * 100) / 100, sharpness: bestScore };
}

export function deskew(cv: OpenCv, image: GrayImage): GrayImage {
  const skew = measureSkew(cv, image);
  if (Math.abs(skew) < MIN_CORRECTION_DEGREES) return image;
  return rotateBy(cv, image, -skew);
}

/** Rotates by `degrees` counter-clockwise about the centre, on white. */
export function rotateBy(cv: OpenCv, image: GrayImage, degrees: number): GrayImage {
  return withMats((keep) => {
    const source = keep(toMat(cv, image));
    const matrix = keep(cv.getRotationMatrix2D(new cv.Point(image.width / 2, image.height / 2), degrees, 1));
    const target = keep(new cv.Mat());
    cv.warpAffine(source, target, matrix, new cv.Size(image.width, image.height), cv.INTER_CUBIC, cv.BORDER_CONSTANT, new cv.Scalar(255));
    return fromMat(target);
  });
}

/** Coordinates (x, y interleaved, from the centre) of the ink on a reduced copy. */
export function inkPoints(cv: OpenCv, image: GrayImage): Float32Array {
  return withMats((keep) => {
    const { ink } = reducedInk(cv, image, MEASURE_SIDE, keep);
    const { cols, rows } = ink;
    const total = cv.countNonZero(ink);
    const step = Math.max(1, Math.ceil(total / MAX_POINTS));
    const points = new Float32Array(2 * Math.ceil(total / step) + 2);
    let n = 0;
    let seen = 0;
    const data = ink.data;
    for (let y = 0; y < rows; y += 1) {
      for (let x = 0; x < cols; x += 1) {
        if (data[y * cols + x] === 0) continue;
        if (seen++ % step !== 0) continue;
        points[n++] = x - cols / 2;
        points[n++] = y - rows / 2;
      }
    }
    return points.subarray(0, n);
  });
}

/** `bins`: all zero, 2 × offset + 1 long, the offset bounding any row's distance from the centre; left all zero. */
function profileSharpness(points: Float32Array, radians: number, bins: Uint32Array): number {
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const offset = (bins.length - 1) / 2;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    // The row a point falls in once the page is turned back by `radians`.
    const row = Math.round(points[i + 1]! * cos + points[i]! * sin);
    bins[row + offset]! += 1;
    if (row < low) low = row;
    if (row > high) high = row;
  }
  let sum = 0;
  for (let row = low; row <= high; row += 1) {
    sum += bins[row + offset]! * bins[row + offset]!;
    bins[row + offset] = 0;
  }
  const n = points.length / 2;
  return (sum * (high - low + 1)) / (n * n);
}
