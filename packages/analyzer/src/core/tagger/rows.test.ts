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
    w.addSpans(spans, rows.length, parts, parts.length, bySpans, -1);
    expect(Array.from(bySpans)).toEqual(Array.from(byRows));
    expect([bySpans[1], bySpans[2], bySpans[4], bySpans[15]]).toEqual([0.5 + 0.25, 0.5 + 3, -1 + 1, 2 + 3.75]);
  });
});

describe('RowWeights.groupRows', () => {
  // 40 of 512 parts in 4 groups (part p in group p % 4); feature 1 has a long sparse row over them, feature 2 a short one.
  const N = 40;
  const PARTS_IN_ALL = 512;
  const triples = [...Array.from({ length: N }, (_, p) => [1, p, (p + 1) / 8]), [2, 3, 0.5], [2, 6, -2]];
  const make = () => RowWeights.fromTriples(Uint32Array.from(triples, (t) => t[0]!), Int32Array.from(triples, (t) => t[1]!), Float32Array.from(triples, (t) => t[2]!), PARTS_IN_ALL);
  const partGroup = Uint8Array.from({ length: PARTS_IN_ALL }, (_, p) => p % 4);

  test('a grouped row gives the same weights, and a token reads in it only its parts’ groups', () => {
    const plain = make();
    const grouped = make();
    grouped.groupRows(partGroup, 4, 8);
    expect(grouped.grouped).toBe(true);
    expect(grouped.size).toBe(N + 2);
    // Saved, the table is the plain one again (a loaded model can be pruned and saved).
    expect(Array.from(grouped.savedTable())).toEqual(Array.from(plain.table));
    for (let p = 0; p < N; p++) expect(grouped.get(1, p)).toBe(plain.get(1, p));
    expect([grouped.get(2, 3), grouped.get(2, 6), grouped.get(2, 5)]).toEqual([0.5, -2, 0]);
    const rows = Int32Array.from([1, 2], (f) => grouped.find(f));
    const spans = new Int32Array(4);
    rows.forEach((r, j) => grouped.span(r, spans, 2 * j));
    const plainSpans = new Int32Array(4);
    Int32Array.from([1, 2], (f) => plain.find(f)).forEach((r, j) => plain.span(r, plainSpans, 2 * j));
    // Parts of groups 2 and 3 only.
    const parts = Int32Array.from([3, 6, 10, 39]);
    const byPlain = new Float64Array(PARTS_IN_ALL);
    const byGroups = new Float64Array(PARTS_IN_ALL);
    plain.addSpans(plainSpans, 2, parts, parts.length, byPlain, -1);
    grouped.addSpans(spans, 2, parts, parts.length, byGroups, 0b1100);
    expect(Array.from(byGroups)).toEqual(Array.from(byPlain));
    expect([byGroups[3], byGroups[6], byGroups[10], byGroups[39]]).toEqual([0.5 + 0.5, 7 / 8 - 2, 11 / 8, 5]);
    // Without the groups of its parts, a token reads nothing of the long row.
    const none = new Float64Array(PARTS_IN_ALL);
    grouped.addSpans(spans, 1, parts, parts.length, none, 0b0011);
    expect(Array.from(none).every((x) => x === 0)).toBe(true);
  });
});
