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
