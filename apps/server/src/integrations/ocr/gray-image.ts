// The pipeline's currency: an 8-bit grayscale image as plain bytes, row by row, and the OpenCV Mats
// made from it. Every stage takes one and gives one; Mats are freed by the stage that made them.
import type { Mat } from '@techstark/opencv-js';
import type { OpenCv } from './opencv';

export type GrayImage = { readonly data: Uint8Array; readonly width: number; readonly height: number };

export function toMat(cv: OpenCv, image: GrayImage): Mat {
  const mat = new cv.Mat(image.height, image.width, cv.CV_8UC1);
  mat.data.set(image.data);
  return mat;
}

/**
 * Copies a whole Mat's bytes out (the Mat stays the caller's to delete). Never a region made by roi():
 * OpenCV.js gives a region's data and clone() wrongly; crop with cropGray instead.
 */
export function fromMat(mat: Mat): GrayImage {
  if (!mat.isContinuous()) throw new Error('fromMat: a region of a Mat cannot be copied out; use cropGray');
  return { data: new Uint8Array(mat.data), width: mat.cols, height: mat.rows };
}

/** The rectangle of `image` starting at (left, top), row by row. */
export function cropGray(image: GrayImage, left: number, top: number, width: number, height: number): GrayImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const start = (top + y) * image.width + left;
    data.set(image.data.subarray(start, start + width), y * width);
  }
  return { data, width, height };
}

/** Runs `work` with Mats that are all deleted afterwards, whatever happens. */
export function withMats<T>(work: (keep: <M extends { delete(): void }>(mat: M) => M) => T): T {
  const mats: { delete(): void }[] = [];
  try {
    return work((mat) => {
      mats.push(mat);
      return mat;
    });
  } finally {
    for (const mat of mats) mat.delete();
  }
}
