import { describe, expect, test } from 'vitest';
import type { GrayImage } from './gray-image';
import { loadOpenCv } from './opencv';
import { separateTouchingLines } from './touching-lines';

/** Two lines of 20 «letters» 20 px tall (rectangles), 50 px apart, and whatever else is given. */
function twoLines(extra: number[][]): GrayImage {
  const width = 600;
  const height = 120;
  const data = new Uint8Array(width * height).fill(255);
  const rects = [...Array.from({ length: 20 }, (_, i) => [150 + i * 20, 10, 10, 20]), ...Array.from({ length: 20 }, (_, i) => [150 + i * 20, 60, 10, 20]), ...extra];
  for (const [left, top, w, h] of rects) {
    for (let y = top!; y < top! + h!; y += 1) data.fill(0, y * width + left!, y * width + left! + w!);
  }
  return { data, width, height };
}

async function blobCount(image: GrayImage): Promise<number> {
  const { cv } = await loadOpenCv();
  const mat = new cv.Mat(image.height, image.width, cv.CV_8UC1);
  mat.data.set(image.data);
  const ink = new cv.Mat();
  cv.threshold(mat, ink, 128, 255, cv.THRESH_BINARY_INV);
  const labels = new cv.Mat();
  const count = cv.connectedComponents(ink, labels, 8, cv.CV_32S);
  [mat, ink, labels].forEach((m) => m.delete());
  return count - 1;
}

// A letter with a descender (10–40) whose tail touches, by a stroke 2 px wide, a letter of the next line (60–80).
const TOUCHING = [[100, 10, 8, 30], [103, 40, 2, 20], [100, 60, 8, 20]];

describe('lines that touch', () => {
  test('a blob spanning two lines is cut where its strokes only touch', async () => {
    const { cv } = await loadOpenCv();
    const page = twoLines(TOUCHING);
    expect(await blobCount(page)).toBe(41);
    const parted = separateTouchingLines(cv, page);
    expect(await blobCount(parted)).toBe(42);
    // Only the blob changed, on three rows at the top of the joint (the first row of least ink, 40, and its neighbours).
    const rows = new Set<number>();
    page.data.forEach((v, i) => {
      if (v !== parted.data[i]) rows.add(Math.floor(i / page.width));
    });
    expect([...rows].sort()).toEqual([39, 40, 41]);
  });

  test('a page whose lines do not touch is given back as it is', async () => {
    const { cv } = await loadOpenCv();
    const page = twoLines([[100, 10, 8, 30]]);
    expect(separateTouchingLines(cv, page)).toBe(page);
  });

  test('a tall blob thick all along (a rule, a bracket) is not cut', async () => {
    const { cv } = await loadOpenCv();
    const page = twoLines([[100, 10, 8, 70]]);
    expect(separateTouchingLines(cv, page)).toBe(page);
  });
});
