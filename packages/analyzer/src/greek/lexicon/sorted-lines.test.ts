import { describe, expect, test } from 'vitest';
import { createSortedLines } from './sorted-lines';

describe('createSortedLines', () => {
  const table = createSortedLines('header\nλόγοσ\t2\nλόγου\t3\nἀλλά\t1\nὁ\t4\n', 1);

  test.each([
    ['ἀλλά', '1'],
    ['λόγοσ', '2'],
    ['λόγου', '3'],
    ['ὁ', '4'],
    ['header', undefined],
    ['λόγ', undefined],
  ])('%s → %s', (key, value) => {
    expect(table.get(key)).toBe(value);
  });

  test('counts the data lines only', () => {
    expect(table.size).toBe(4);
  });
});
