// Makes a typeset page look photographed or scanned. A photo: the page on a darker table, seen in
// perspective, under uneven light (a gradient, a vignette, sometimes the phone's shadow), slightly out of
// focus, with sensor noise, as a JPEG of a 12-megapixel phone, sometimes turned (held sideways or upside
// down) or stored sideways with an EXIF orientation. A scan: the page slightly rotated, a little noise. An
// edition's scan: the same, of a page printed and aged as in the 19th century (old-print.ts).
import sharp from 'sharp';
import { loadOpenCv } from '../../src/integrations/ocr/opencv';
import { agePrint } from './old-print';

export type Gray = { data: Uint8Array; width: number; height: number };
export type Random = () => number;

/** A small seeded generator (mulberry32), so that the set is the same on every machine. */
export function createRandom(seedText: string): Random {
  let seed = 0;
  for (const c of seedText) seed = (Math.imul(seed, 31) + c.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
}

function addNoise(image: Gray, sigma: number, random: Random): void {
  for (let i = 0; i < image.data.length; i += 1) {
    image.data[i] = Math.max(0, Math.min(255, image.data[i]! + gaussian(random) * sigma));
  }
}

/** Paper is not white: a light grey, a little uneven. */
function toPaper(page: Gray, random: Random): void {
  const paper = between(random, 222, 245);
  for (let i = 0; i < page.data.length; i += 1) page.data[i] = Math.round((page.data[i]! / 255) * paper);
}

export async function simulateScan(page: Gray, random: Random): Promise<Buffer> {
  const copy: Gray = { ...page, data: Uint8Array.from(page.data) };
  toPaper(copy, random);
  return scanned(copy, random);
}

/** A page of a 19th-century edition (old-print.ts), scanned as simulateScan scans. */
export async function simulateEditionScan(page: Gray, random: Random): Promise<Buffer> {
  return scanned(await agePrint(page, random), random);
}

/** The scanner: the page slightly rotated, a little noise and blur, JPEG. */
async function scanned(copy: Gray, random: Random): Promise<Buffer> {
  const { cv } = await loadOpenCv();
  const source = new cv.Mat(copy.height, copy.width, cv.CV_8UC1);
  source.data.set(copy.data);
  const matrix = cv.getRotationMatrix2D(new cv.Point(copy.width / 2, copy.height / 2), between(random, -1.5, 1.5), 1);
  const rotated = new cv.Mat();
  cv.warpAffine(source, rotated, matrix, new cv.Size(copy.width, copy.height), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(235));
  const out: Gray = { data: Uint8Array.from(rotated.data), width: copy.width, height: copy.height };
  [source, matrix, rotated].forEach((m) => m.delete());
  addNoise(out, between(random, 2, 5), random);
  return sharp(out.data, { raw: { width: out.width, height: out.height, channels: 1 } }).blur(0.5).jpeg({ quality: 88 }).toBuffer();
}

export type PhotoFacts = { turn: 0 | 90 | 180 | 270; exif: boolean };

export async function simulatePhoto(page: Gray, random: Random, facts: PhotoFacts): Promise<Buffer> {
  const { cv } = await loadOpenCv();
  const W = 3024;
  const H = 4032;
  const copy: Gray = { ...page, data: Uint8Array.from(page.data) };
  toPaper(copy, random);
  // Where the page's corners land: about 70 % of the frame, each corner moved at random (perspective).
  const pageW = W * between(random, 0.62, 0.8);
  const pageH = pageW * (copy.height / copy.width);
  const left = (W - pageW) / 2 + between(random, -120, 120);
  const top = (H - pageH) / 2 + between(random, -150, 150);
  const jitter = () => between(random, -0.07, 0.07) * W;
  const to = [left + jitter(), top + jitter(), left + pageW + jitter(), top + jitter(), left + pageW + jitter(), top + pageH + jitter(), left + jitter(), top + pageH + jitter()];
  const source = new cv.Mat(copy.height, copy.width, cv.CV_8UC1);
  source.data.set(copy.data);
  const fromPts = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, copy.width, 0, copy.width, copy.height, 0, copy.height]);
  const toPts = cv.matFromArray(4, 1, cv.CV_32FC2, to);
  const transform = cv.getPerspectiveTransform(fromPts, toPts);
  const warped = new cv.Mat();
  cv.warpPerspective(source, warped, transform, new cv.Size(W, H), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(0));
  const mask = new cv.Mat(copy.height, copy.width, cv.CV_8UC1, new cv.Scalar(255));
  const warpedMask = new cv.Mat();
  cv.warpPerspective(mask, warpedMask, transform, new cv.Size(W, H), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(0));
  const table = between(random, 50, 140);
  const data = new Uint8Array(W * H);
  // Light: a gradient in a random direction, a vignette and, sometimes, a soft shadow across the page.
  const angle = between(random, 0, 2 * Math.PI);
  const [gx, gy] = [Math.cos(angle), Math.sin(angle)];
  const strength = between(random, 0.15, 0.4);
  const shadow = random() < 0.5 ? { x: between(random, 0.2, 0.8) * W, width: between(random, 0.15, 0.35) * W, depth: between(random, 0.15, 0.3) } : null;
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const m = warpedMask.data[i]! / 255;
      const value = m * warped.data[i]! + (1 - m) * (table + 25 * Math.sin(x / 97 + y / 131));
      const u = x / W - 0.5;
      const v = y / H - 0.5;
      let light = 1 - strength * (0.5 + u * gx + v * gy) - 0.35 * (u * u + v * v);
      if (shadow) light -= shadow.depth * Math.exp(-(((x - shadow.x) / shadow.width) ** 2));
      data[i] = Math.max(0, Math.min(255, value * light));
    }
  }
  [source, fromPts, toPts, transform, warped, mask, warpedMask].forEach((m) => m.delete());
  const photo: Gray = { data, width: W, height: H };
  addNoise(photo, between(random, 3, 7), random);
  let image = sharp(photo.data, { raw: { width: W, height: H, channels: 1 } }).blur(between(random, 0.7, 1.5));
  // Held sideways or upside down: the pixels are turned and nothing says so.
  if (facts.turn !== 0) image = sharp(await image.png({ compressionLevel: 1 }).toBuffer()).rotate(facts.turn);
  // Stored as the sensor saw it, turned 90° left, with EXIF orientation 6 telling viewers to turn it back.
  if (facts.exif) image = sharp(await image.png({ compressionLevel: 1 }).toBuffer()).rotate(-90).withMetadata({ orientation: 6 });
  return image.jpeg({ quality: Math.round(between(random, 72, 88)) }).toBuffer();
}
