import { describe, expect, test } from 'vitest';
import { RowWeights } from './rows';

// Feature 7 covers 3 of 8 parts (≥ 1/8 of them but fewer than 16: sparse); feature 9 covers 16 of 16 parts (dense).
const PARTS = 16;
const features = [7, 7, 7, ...Array.from({ length: PARTS }, () => 9), 0xfffffff0];
const parts = [1, 4, 15, ...Array.from({ length: PARTS }, (_, p) => p), 2];
const values = [0.5, -1, 2, ...Array.from({ length: PARTS }, (_, p) => p / 4), 3];
const w = RowWeights.fromTriples(Uint32Array.from(features), Int32Array.from(parts), Float32Array.from(values), PARTS);

describe('RowWeights', () => {
  test.each([
    [7, 1, 0.5], [7, 4, -1], [7, 15, 2], [7, 2, 0], [9, 0, 0], [9, 5, 1.25], [0xfffffff0, 2, 3], [12345, 1, 0],
  ])('weight of feature %i, part %i is %f', (feature, part, value) => {
    expect(w.get(feature, part)).toBe(value);
  });

  test('addScores sums the rows of several features for the requested parts only', () => {
    const out = new Float64Array(PARTS);
    w.addScores(Uint32Array.from([7, 9, 12345]), 0, 3, Int32Array.from([4, 15]), 2, out);
    expect([out[4], out[15], out[1]]).toEqual([-1 + 1, 2 + 3.75, 0]);
  });

  test('rows read by their spans (sparse, dense, absent) add what the rows found add', () => {
    const rows = Int32Array.from([7, 9, 12345, 0xfffffff0], (f) => w.find(f));
    const spans = new Int32Array(2 * rows.length);
    rows.forEach((r, j) => w.span(r, spans, 2 * j));
    const parts = Int32Array.from([1, 2, 4, 15]);
    const byRows = new Float64Array(PARTS);
    const bySpans = new Float64Array(PARTS);
    w.addRows(rows, rows.length, parts, parts.length, byRows);
    w.addSpans(spans, rows.length, parts, parts.length, bySpans);
    expect(Array.from(bySpans)).toEqual(Array.from(byRows));
    expect([bySpans[1], bySpans[2], bySpans[4], bySpans[15]]).toEqual([0.5 + 0.25, 0.5 + 3, -1 + 1, 2 + 3.75]);
  });
});
