// Evens out the light of a photo: a lamp on one side, the shadow of the phone, the curve of the page.
// The paper's own brightness is estimated everywhere by a grey closing (the brightest value nearby, so
// letters vanish) on a reduced copy, smoothed, and the image is divided by it: paper becomes white,
// ink keeps its contrast to the paper around it. Then the darkest ink is stretched to black. It runs
// after scaling, so that the letters' size, hence the closing's, is known.
import { fromMat, toMat, withMats } from './gray-image';
import type { GrayImage } from './gray-image';
import type { OpenCv } from './opencv';
import { TARGET_GLYPH_HEIGHT } from './text-scale';

const WORK_SIDE = 600;

export function evenLight(cv: OpenCv, image: GrayImage): GrayImage {
  return withMats((keep) => {
    const source = keep(toMat(cv, image));
    const scale = Math.min(1, WORK_SIDE / Math.max(image.width, image.height));
    const small = keep(new cv.Mat());
    cv.resize(source, small, new cv.Size(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale))), 0, 0, cv.INTER_AREA);
    // Three letters wide (the page is already scaled to its letter height), narrower than a shadow's edge.
    const side = Math.max(5, Math.round(3 * TARGET_GLYPH_HEIGHT * scale) | 1);
    const kernel = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(side, side)));
    const background = keep(new cv.Mat());
    cv.morphologyEx(small, background, cv.MORPH_CLOSE, kernel);
    cv.medianBlur(background, background, side);
    cv.GaussianBlur(background, background, new cv.Size(side, side), 0);
    const full = keep(new cv.Mat());
    cv.resize(background, full, new cv.Size(image.width, image.height), 0, 0, cv.INTER_LINEAR);
    const flat = keep(new cv.Mat());
    cv.divide(source, full, flat, 255);
    stretchInk(flat.data);
    return fromMat(flat);
  });
}

/** Maps the 0.5th percentile to black and keeps white white, so faint print darkens. */
function stretchInk(data: Uint8Array): void {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i += 1) histogram[data[i]!]! += 1;
  let seen = 0;
  let low = 0;
  for (; low < 255; low += 1) {
    seen += histogram[low]!;
    if (seen > data.length * 0.005) break;
  }
  if (low <= 0 || low >= 200) return;
  const table = new Uint8Array(256);
  for (let v = 0; v < 256; v += 1) table[v] = Math.max(0, Math.min(255, Math.round(((v - low) * 255) / (255 - low))));
  for (let i = 0; i < data.length; i += 1) data[i] = table[data[i]!]!;
}
