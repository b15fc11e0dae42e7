// Single printed lines of 19th-century editions, as OCR line datasets give them (decision 065): a line of a
// passage set in an edition face (old-print.ts: letterpress, old paper) between its neighbours, cropped tight
// around its own ink with a few pixels of margin; some crops reach into the neighbour lines and keep slivers
// of their descenders or accents, some are binarised, some are scaled down to a line 32–48 px tall, the rest
// stay at 300 dpi. `<passage>-lNN.line.png` beside its ground truth (the line's text).
import sharp from 'sharp';
import { agePrint } from './old-print';
import type { Face } from './manifest';
import type { Gray, Random } from './simulate';
import { breakLines, escape, measureCharWidth, renderText, TEXT_WIDTH } from './typeset';

export type LineScan = { text: string; png: Buffer; face: string; look: string };

/** How the k-th line of a passage is cropped and stored: resolution, binarisation, neighbour slivers. */
const LOOKS = [
  { low: false, binary: false }, { low: true, binary: false }, { low: false, binary: true }, { low: true, binary: true },
] as const;
const SLIVERS = ['top', 'none', 'both', 'bottom'] as const;
const PAD = 24;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** Pango's text (white on black, any channels) as black ink on white paper, padded with paper. */
async function renderInk(lines: string[], face: Face, points: number): Promise<Gray> {
  const text = await renderText(lines.map(escape).join('\n'), face, points);
  const width = text.width + 2 * PAD;
  const height = text.height + 2 * PAD;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < text.height; y += 1) {
    for (let x = 0; x < text.width; x += 1) data[(y + PAD) * width + x + PAD] = 255 - text.data[(y * text.width + x) * text.channels]!;
  }
  return { data, width, height };
}

/** The rows and columns of ink (darker than mid-grey) of `image` between rows `from` and `to`. */
function inkBox(image: Gray, from: number, to: number): { top: number; bottom: number; left: number; right: number } | null {
  let box: { top: number; bottom: number; left: number; right: number } | null = null;
  for (let y = Math.max(0, from); y < Math.min(image.height, to); y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.data[y * image.width + x]! >= 128) continue;
      box = box ? { top: box.top, bottom: y, left: Math.min(box.left, x), right: Math.max(box.right, x) } : { top: y, bottom: y, left: x, right: x };
    }
  }
  return box;
}

/** `count` lines of the passage (never its first or last), each as a line scan with its ground truth. */
export async function lineScans(text: string, faces: readonly Face[], seed: number, count: number, random: Random): Promise<LineScan[]> {
  const scans: LineScan[] = [];
  for (let k = 0; k < count; k += 1) {
    const face = faces[(seed + k) % faces.length]!;
    const points = 10 + Math.floor(random() * 3);
    const perLine = Math.floor(TEXT_WIDTH / (await measureCharWidth(text, face, points)));
    const lines = breakLines(text.trim().split(/\n+/), perLine, false).flat().map((line) => line.trim());
    const slot = (lines.length - 2) / count;
    const at = 1 + Math.min(lines.length - 3, Math.floor((k + between(random, 0, 0.9)) * slot));
    const block = await renderInk(lines.slice(at - 1, at + 2), face, points);
    const pitch = (block.height - 2 * PAD) / 3;
    const own = inkBox(block, PAD + Math.round(pitch), PAD + Math.round(2 * pitch));
    const above = inkBox(block, 0, PAD + Math.round(pitch));
    const below = inkBox(block, PAD + Math.round(2 * pitch), block.height);
    if (!own || !above || !below) throw new Error(`no ink for line ${at} of a passage`);
    const look = LOOKS[k % LOOKS.length]!;
    const sliver = SLIVERS[(seed + k) % SLIVERS.length]!;
    const margin = Math.round(between(random, 2, 6));
    let top = own.top - margin;
    let bottom = own.bottom + margin;
    if (sliver === 'top' || sliver === 'both') top = Math.min(top, above.bottom - Math.round(between(random, 2, 9)));
    if (sliver === 'bottom' || sliver === 'both') bottom = Math.max(bottom, below.top + Math.round(between(random, 2, 9)));
    const aged = await agePrint(block, random);
    const left = Math.max(0, own.left - margin);
    const width = Math.min(block.width, own.right + margin + 1) - left;
    let image = sharp(Buffer.from(aged.data), { raw: { width: aged.width, height: aged.height, channels: 1 } })
      .extract({ left, top, width, height: bottom - top + 1 });
    let height = bottom - top + 1;
    if (look.low) {
      const target = Math.round(between(random, 32, 48));
      image = sharp(await image.png().toBuffer()).resize({ height: target, kernel: 'lanczos3' });
      height = target;
    }
    // The scanner's noise and slight blur, then (for the binarised ones) a threshold between ink and paper.
    const raw = await image.blur(0.3 + random() * 0.3).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    const pixels = new Uint8Array(raw.data);
    for (let i = 0; i < pixels.length; i += 1) {
      const noisy = pixels[i]! + (random() - 0.5) * 10;
      pixels[i] = look.binary ? (noisy < 128 ? 0 : 255) : Math.max(0, Math.min(255, Math.round(noisy)));
    }
    const png = await sharp(pixels, { raw: { width: raw.info.width, height: raw.info.height, channels: 1 } }).png().toBuffer();
    scans.push({ text: lines[at]!, png, face: face.family, look: `${look.low ? `${height} px` : '300 dpi'}${look.binary ? ', binarised' : ''}, slivers ${sliver}` });
  }
  return scans;
}
