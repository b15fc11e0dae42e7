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
    // Two ways to see the sheet: its edges (which survive a lamp that darkens half the page as much as
    // the desk) and, failing that, its brightness. The first four-sided shape that is believable wins.
    for (const mask of [edgeMask(cv, small, keep), brightMask(cv, small, keep)]) {
      const quad = largestQuad(cv, small, mask, keep);
      if (quad) return orderCorners(quad.map((p) => ({ x: p.x / scale, y: p.y / scale })));
    }
    return null;
  });
}

type Keep = <M extends { delete(): void }>(mat: M) => M;

/** The outlines of strong edges, closed into shapes. */
function edgeMask(cv: OpenCv, small: Mat, keep: Keep): Mat {
  const edges = keep(new cv.Mat());
  cv.Canny(small, edges, 30, 90);
  const kernel = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
  cv.dilate(edges, edges, kernel, new cv.Point(-1, -1), 2);
  return edges;
}

/** The bright parts, the text inside them filled. */
function brightMask(cv: OpenCv, small: Mat, keep: Keep): Mat {
  const mask = keep(new cv.Mat());
  cv.threshold(small, mask, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
  // Closing fills the dark text, so the page is one bright blob; opening cuts thin bright bridges.
  const kernel = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(25, 25)));
  cv.morphologyEx(mask, mask, cv.MORPH_CLOSE, kernel);
  const opening = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, 9)));
  cv.morphologyEx(mask, mask, cv.MORPH_OPEN, opening);
  return mask;
}

/** The largest convex four-sided outline of the mask that could be a page, or null. */
function largestQuad(cv: OpenCv, small: Mat, mask: Mat, keep: Keep): Point[] | null {
  const contours = keep(new cv.MatVector());
  const hierarchy = keep(new cv.Mat());
  cv.findContours(mask, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
  const total = small.rows * small.cols;
  const candidates: { contour: Mat; area: number }[] = [];
  for (let i = 0; i < contours.size(); i += 1) {
    const contour = keep(contours.get(i));
    const area = cv.contourArea(contour);
    if (area >= MIN_PAGE_AREA * total && area <= MAX_PAGE_AREA * total) candidates.push({ contour, area });
  }
  candidates.sort((a, b) => b.area - a.area);
  for (const { contour } of candidates) {
    const quad = approximateQuad(cv, contour, keep);
    if (quad && hasPageAngles(quad) && isDarkAround(cv, small, contour, keep)) return quad;
  }
  return null;
}

/** A photographed page keeps its corners between 50° and 130°. */
function hasPageAngles(quad: Point[]): boolean {
  const [a, b, c, d] = orderCorners(quad) as [Point, Point, Point, Point];
  const corners: [Point, Point, Point][] = [[d, a, b], [a, b, c], [b, c, d], [c, d, a]];
  return corners.every(([p, q, r]) => {
    const angle = Math.abs(Math.atan2(p.y - q.y, p.x - q.x) - Math.atan2(r.y - q.y, r.x - q.x)) * (180 / Math.PI);
    const inner = angle > 180 ? 360 - angle : angle;
    return inner > 50 && inner < 130;
  });
}

/**
 * A page lies on something darker (a desk, a book's edge, the dark around a lamp's light). When what
 * surrounds the shape is nearly as bright as the shape itself, the shape is only the text's block on a
 * page that fills the photo: nothing is cut.
 */
function isDarkAround(cv: OpenCv, small: Mat, contour: Mat, keep: Keep): boolean {
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

function approximateQuad(cv: OpenCv, contour: Mat, keep: Keep): Point[] | null {
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
    const inset = Math.round(Math.min(width, height) * 0.02);
    return cropGray(fromMat(page), inset, inset, width - 2 * inset, height - 2 * inset);
  });
}
