import { expect, test } from 'vitest';
import { computeProgress } from './chunks';

test.each([
  [0, 1, 100],
  [0, 3, 33],
  [1, 3, 67],
  [2, 3, 100],
  [0, 0, 100],
])('progress of chunk %i of %i = %i', (index, count, progress) => {
  expect(computeProgress(index, count)).toBe(progress);
});
