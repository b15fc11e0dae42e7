// Makes a typeset page look like a page of a 19th-century edition as a library scans it (decision 053):
// letterpress ink (edges roughened, thin strokes sometimes broken, counters sometimes filled, the ink
// heavier or lighter across the page), paper gone yellow-grey and uneven with foxing spots, the verso's text
// showing through faintly; then the scanner's slight turn, blur, noise and JPEG (simulate.ts).
import sharp from 'sharp';
import type { Gray, Random } from './simulate';

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** A smooth random field in [-1, 1], varying over about `cell` pixels. */
async function smoothField(width: number, height: number, cell: number, random: Random): Promise<Float32Array> {
  const w = Math.max(2, Math.ceil(width / cell) + 1);
  const h = Math.max(2, Math.ceil(height / cell) + 1);
  const coarse = Buffer.alloc(w * h);
  for (let i = 0; i < coarse.length; i += 1) coarse[i] = Math.round(random() * 255);
  const fine = await sharp(coarse, { raw: { width: w, height: h, channels: 1 } }).resize(width, height, { kernel: 'cubic' }).toColourspace('b-w').raw().toBuffer();
  return Float32Array.from(fine, (v) => v / 127.5 - 1);
}

async function blurred(page: Gray, sigma: number): Promise<Uint8Array> {
  return new Uint8Array(await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } }).blur(sigma).toColourspace('b-w').raw().toBuffer());
}

/** The page (white paper, black ink) printed by letterpress on old paper, as an 8-bit grey image. */
export async function agePrint(page: Gray, random: Random): Promise<Gray> {
  const { width, height } = page;
  // Ink: the type's edges are where the blurred glyph crosses a threshold that wanders, finely (the grain of
  // the paper) and broadly (the pressure and inking across the sheet). The press squeezes the ink outwards:
  // strokes come out a little heavier than the type, hairlines (a comma's tail) are not thinned.
  const spread = await blurred(page, between(random, 0.5, 0.8));
  const broad = await smoothField(width, height, 300, random);
  const grain = await smoothField(width, height, 3, random);
  const heaviness = between(random, 0.03, 0.13);
  const inkTone = between(random, 20, 55);
  // Paper: yellow-grey, uneven, with a few foxing spots; the verso's text faintly through it.
  const paperTone = between(random, 200, 232);
  const paperWave = await smoothField(width, height, 400, random);
  const verso = await blurred({ ...page, data: mirrored(page) }, 2);
  const through = between(random, 4, 12);
  const spots = Array.from({ length: Math.floor(between(random, 3, 15)) }, () => ({
    x: random() * width, y: random() * height, r: between(random, 4, 28), depth: between(random, 6, 30),
  }));
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i += 1) {
    const coverage = 1 - spread[i]! / 255;
    const threshold = 0.5 - heaviness + 0.06 * broad[i]! + 0.1 * grain[i]!;
    const ink = 1 / (1 + Math.exp(-(coverage - threshold) * 10));
    const paper = paperTone + 8 * paperWave[i]! - through * (1 - verso[i]! / 255);
    data[i] = Math.round(paper - ink * (paper - inkTone));
  }
  for (const spot of spots) darkenSpot(data, width, height, spot);
  return { data, width, height };
}

function mirrored(page: Gray): Uint8Array {
  const out = new Uint8Array(page.data.length);
  for (let y = 0; y < page.height; y += 1) {
    for (let x = 0; x < page.width; x += 1) out[y * page.width + x] = page.data[y * page.width + page.width - 1 - x]!;
  }
  return out;
}

function darkenSpot(data: Uint8Array, width: number, height: number, spot: { x: number; y: number; r: number; depth: number }): void {
  const reach = Math.ceil(spot.r * 2);
  for (let y = Math.max(0, Math.floor(spot.y - reach)); y < Math.min(height, spot.y + reach); y += 1) {
    for (let x = Math.max(0, Math.floor(spot.x - reach)); x < Math.min(width, spot.x + reach); x += 1) {
      const d2 = ((x - spot.x) ** 2 + (y - spot.y) ** 2) / (spot.r * spot.r);
      data[y * width + x] = Math.max(0, data[y * width + x]! - spot.depth * Math.exp(-d2));
    }
  }
}
