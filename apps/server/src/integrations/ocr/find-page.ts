// Finds the sheet of paper in a phone photo and undoes the perspective: the page is the largest bright
// four-sided shape; its corners are mapped onto an upright rectangle of the page's own proportions.
// A scan, or a photo cropped to the text, has no such shape and is returned unchanged.
import type { Mat } from '@techstark/opencv-js';
import { cropGray, fromMat, toMat, withMats } from './gray-image';
import type { GrayImage } from './gray-image';
import type { OpenCv } from './opencv';

type Point = { x: number; y: number };

/** The page must cover at least this share of the photo to be believed... */
const MIN_PAGE_AREA = 0.2;
/** ...and at most this much: beyond it the photo is already the page. */
const MAX_PAGE_AREA = 0.92;
const DETECT_SIDE = 800;

export function findPage(cv: OpenCv, image: GrayImage): GrayImage {
  const corners = findPageCorners(cv, image);
  return corners ? warpPage(cv, image, corners) : image;
}

/** The page's corners in the image (top-left, top-right, bottom-right, bottom-left), or null. */
export function findPageCorners(cv: OpenCv, image: GrayImage): Point[] | null {
  return withMats((keep) => {
    const scale = Math.min(1, DETECT_SIDE / Math.max(image.width, image.height));
    const source = keep(toMat(cv, image));
    const small = keep(new cv.Mat());
    cv.resize(source, small, new cv.Size(Math.round(image.width * scale), Math.round(image.height * scale)), 0, 0, cv.INTER_AREA);
    cv.GaussianBlur(small, small, new cv.Size(5, 5), 0);
    const mask = keep(new cv.Mat());
    cv.threshold(small, mask, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    // Closing fills the dark text, so the page is one bright blob; opening cuts thin bright bridges.
    const kernel = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(25, 25)));
    cv.morphologyEx(mask, mask, cv.MORPH_CLOSE, kernel);
    const small5 = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, 9)));
    cv.morphologyEx(mask, mask, cv.MORPH_OPEN, small5);
    const contours = keep(new cv.MatVector());
    const hierarchy = keep(new cv.Mat());
    cv.findContours(mask, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    const total = small.rows * small.cols;
    let best: Mat | null = null;
    let bestArea = 0;
    for (let i = 0; i < contours.size(); i += 1) {
      const contour = contours.get(i);
      const area = cv.contourArea(contour);
      if (area > bestArea) {
        best?.delete();
        best = contour;
        bestArea = area;
      } else {
        contour.delete();
      }
    }
    if (!best) return null;
    keep(best);
    if (bestArea < MIN_PAGE_AREA * total || bestArea > MAX_PAGE_AREA * total) return null;
    const quad = approximateQuad(cv, best, keep);
    if (!quad || !isDarkAround(cv, small, best, keep)) return null;
    return orderCorners(quad.map((p) => ({ x: p.x / scale, y: p.y / scale })));
  });
}

/**
 * A page lies on something darker (a desk, a book's edge, the dark around a lamp's light). When what
 * surrounds the shape is nearly as bright as the shape itself, the shape is only the text's block on a
 * page that fills the photo: nothing is cut.
 */
function isDarkAround(cv: OpenCv, small: Mat, contour: Mat, keep: <M extends { delete(): void }>(mat: M) => M): boolean {
  const inside = keep(cv.Mat.zeros(small.rows, small.cols, cv.CV_8UC1));
  const list = keep(new cv.MatVector());
  list.push_back(contour);
  cv.drawContours(inside, list, 0, new cv.Scalar(255), cv.FILLED);
  const outside = keep(new cv.Mat());
  cv.bitwise_not(inside, outside);
  const brightInside = cv.mean(small, inside)[0] ?? 0;
  const brightOutside = cv.mean(small, outside)[0] ?? 0;
  return brightOutside < brightInside * 0.8;
}

function approximateQuad(cv: OpenCv, contour: Mat, keep: <M extends { delete(): void }>(mat: M) => M): Point[] | null {
  const hull = keep(new cv.Mat());
  cv.convexHull(contour, hull, false, true);
  const perimeter = cv.arcLength(hull, true);
  for (const share of [0.02, 0.03, 0.05, 0.08]) {
    const approx = keep(new cv.Mat());
    cv.approxPolyDP(hull, approx, share * perimeter, true);
    if (approx.rows === 4) {
      const points: Point[] = [];
      for (let i = 0; i < 4; i += 1) points.push({ x: approx.data32S[2 * i] ?? 0, y: approx.data32S[2 * i + 1] ?? 0 });
      return points;
    }
  }
  return null;
}

/** Top-left has the smallest x + y, bottom-right the largest; top-right the smallest y − x. */
export function orderCorners(points: Point[]): Point[] {
  const bySum = [...points].sort((a, b) => a.x + a.y - (b.x + b.y));
  const byDiff = [...points].sort((a, b) => a.y - a.x - (b.y - b.x));
  return [bySum[0]!, byDiff[0]!, bySum[3]!, byDiff[3]!];
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function warpPage(cv: OpenCv, image: GrayImage, [tl, tr, br, bl]: Point[]): GrayImage {
  const width = Math.round(Math.max(distance(tl!, tr!), distance(bl!, br!)));
  const height = Math.round(Math.max(distance(tl!, bl!), distance(tr!, br!)));
  return withMats((keep) => {
    const source = keep(toMat(cv, image));
    const from = keep(cv.matFromArray(4, 1, cv.CV_32FC2, [tl!.x, tl!.y, tr!.x, tr!.y, br!.x, br!.y, bl!.x, bl!.y]));
    const to = keep(cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]));
    const transform = keep(cv.getPerspectiveTransform(from, to));
    const page = keep(new cv.Mat());
    cv.warpPerspective(source, page, transform, new cv.Size(width, height), cv.INTER_CUBIC, cv.BORDER_REPLICATE, new cv.Scalar(255));
    // The sheet's own edge and shadow are no text: a thin margin goes.
    const inset = Math.round(Math.min(width, height) * 0.01);
    return cropGray(fromMat(page), inset, inset, width - 2 * inset, height - 2 * inset);
  });
}
