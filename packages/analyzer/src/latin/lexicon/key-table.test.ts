import { describe, expect, test } from 'vitest';
import { KeyTable } from './key-table';

const TEXT = 'ros\t1\nam\t2\namic\t3\nros\t4';
const table = new KeyTable(TEXT, Uint32Array.from([0, 6, 11, 18]), Uint8Array.from([3, 2, 4, 3]));

describe('KeyTable', () => {
  test.each([
    ['amic', 4, 2], ['amicus', 4, 2], ['amo', 2, 1], ['amicus', 3, -1], ['rosam', 3, 3], ['xyz', 3, -1], ['', 0, -1],
  ])('find(%s, %i) → %i', (key, length, entry) => {
    expect(table.find(key, length)).toBe(entry);
  });

  test('the whole key by default', () => {
    expect(table.find('am')).toBe(1);
  });
});
