// Which way up the lines of a page lean, from the ink alone (decision 046). Printed Latin has more ink
// above its letters' middle band than below it (capitals and b d f h l t against p q g), and polytonic
// Greek too (its accents and breathings on nearly every word, capitals, β δ θ λ); a page upside down has
// it the other way. On the development photos and scans the balance was 0.12–1.11 the right way up and
// −0.45 and −0.86 upside down; it tells turn-upright.ts which reading to try first and when a less sure
// reading is enough, never on its own which way the page is.
import type { GrayImage } from './gray-image';

/** Dark enough to be ink (the light has been evened out before). */
const INK = 128;
/** Columns looked at: the middle of the page, as wide as turn-upright's band. */
const WIDTH = 800;
/** A row belongs to a line's middle band when it holds this share of the busiest rows' ink. */
const MIDDLE_SHARE = 0.4;
/** Ascenders and descenders are looked for this far (in middle-band heights) above and below it. */
const REACH = 0.7;

/**
 * log(ink above the lines' middle bands / ink below them): above 0 when the page is the right way up,
 * below 0 when it is upside down, about 0 when there is no telling (or no text).
 */
export function ascentBalance(image: GrayImage): number {
  const rows = inkRows(image);
  const sorted = Float64Array.from(rows).sort();
  const middle = sorted[Math.floor(sorted.length * 0.95)]! * MIDDLE_SHARE;
  const lines: Array<[number, number]> = [];
  let start = -1;
  for (let y = 0; y <= rows.length; y += 1) {
    const inLine = y < rows.length && middle > 0 && rows[y]! >= middle;
    if (inLine && start < 0) start = y;
    else if (!inLine && start >= 0) {
      if (y - start >= 5) lines.push([start, y - 1]);
      start = -1;
    }
  }
  let above = 0;
  let below = 0;
  for (const [i, [top, bottom]] of lines.entries()) {
    const reach = Math.round((bottom - top + 1) * REACH);
    // Never past the half-way point to the next line: its descenders or ascenders are not this line's.
    const ceiling = i > 0 ? Math.floor((lines[i - 1]![1] + top) / 2) + 1 : 0;
    const floor = i + 1 < lines.length ? Math.floor((bottom + lines[i + 1]![0]) / 2) : rows.length - 1;
    for (let y = Math.max(top - reach, ceiling); y < top; y += 1) above += rows[y]!;
    for (let y = bottom + 1; y <= Math.min(bottom + reach, floor); y += 1) below += rows[y]!;
  }
  return Math.log((above + 1) / (below + 1));
}

/** Dark pixels of every row, in the middle WIDTH columns (every other column). */
function inkRows(image: GrayImage): Float64Array {
  const width = Math.min(image.width, WIDTH);
  const left = Math.floor((image.width - width) / 2);
  const rows = new Float64Array(image.height);
  for (let y = 0; y < image.height; y += 1) {
    const offset = y * image.width;
    let dark = 0;
    for (let x = left; x < left + width; x += 2) if (image.data[offset + x]! < INK) dark += 1;
    rows[y] = dark;
  }
  return rows;
}
