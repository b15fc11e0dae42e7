import { describe, expect, test } from 'vitest';
import { TrainingWeights } from './weights';

describe('TrainingWeights', () => {
  test('add keeps every weight while the table grows (an ensemble sums two perceptrons into one table)', () => {
    const sum = new TrainingWeights(2);
    for (let f = 1; f <= 100; f++) sum.add(f, f % 7, f / 10);
    for (let f = 1; f <= 100; f++) sum.add(f, f % 7, f / 10);
    for (let f = 1; f <= 100; f++) expect(sum.get(f, f % 7)).toBeCloseTo(f / 5, 5);
    const rows = sum.averaged(1, 0, 7);
    for (let f = 1; f <= 100; f++) expect(rows.get(f, f % 7)).toBeCloseTo(f / 5, 5);
  });

  test('averaged weights: each weight weighted by how long it held', () => {
    const w = new TrainingWeights(2);
    w.update(1, 0, 1, 1);
    w.update(1, 0, 1, 3);
    // 1 from step 1 to 3, 2 from step 3 to 5: (1·2 + 2·2) / 5.
    expect(w.averaged(5, 0, 1).get(1, 0)).toBeCloseTo(6 / 5, 5);
  });
});

describe('TrainingWeights as rows (the engine reads them while training)', () => {
  test('a feature has a row from its first weight on, and the rows add what addScores adds', () => {
    const w = new TrainingWeights(2, 8);
    expect(w.find(11)).toBe(-1);
    for (let f = 1; f <= 40; f++) w.update(f * 11, f % 8, f % 3 === 0 ? -1 : 1, f);
    const rows = Int32Array.from([11, 22, 99, 440, 12345], (f) => w.find(f));
    expect(Array.from(rows, (r) => r >= 0)).toEqual([true, true, true, true, false]);
    const parts = Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7]);
    const byRows = new Float64Array(8);
    const byScores = new Float64Array(8);
    w.addRows(rows, rows.length, parts, parts.length, byRows);
    w.addScores(Uint32Array.from([11, 22, 99, 440, 12345]), 0, 5, parts, parts.length, byScores);
    expect(Array.from(byRows)).toEqual(Array.from(byScores));
    // 440 gives part 0 one, 11 and 99 give part 1 one and minus one, 22 gives part 2 one.
    expect(Array.from(byRows)).toEqual([1, 0, 1, 0, 0, 0, 0, 0]);
    const spans = new Int32Array(2 * rows.length);
    rows.forEach((r, j) => w.span(r, spans, 2 * j));
    const bySpans = new Float64Array(8);
    w.addSpans(spans, rows.length, parts, parts.length, bySpans, -1);
    expect(Array.from(bySpans)).toEqual(Array.from(byRows));
  });

  test('every change of a weight changes the version', () => {
    const w = new TrainingWeights(2, 8);
    const before = w.version;
    w.update(1, 0, 1, 1);
    w.add(2, 1, 0.5);
    expect(w.version).toBe(before + 2);
  });
});
