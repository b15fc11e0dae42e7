import { describe, expect, test } from 'vitest';
import { countPages, listPageItems } from './pagination';

describe('lesson pages', () => {
  test.each([[0, 0], [1, 1], [21, 1], [22, 2], [41, 2], [42, 2], [43, 3]])('%i lessons fill %i pages of 21', (total, pages) => {
    expect(countPages(total, 21)).toBe(pages);
  });

  test.each<[number, number, (number | 'gap')[]]>([
    [1, 1, [1]],
    [2, 2, [1, 2]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 12, [1, 2, 'gap', 12]],
    [3, 12, [1, 2, 3, 4, 'gap', 12]],
    [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
    [4, 8, [1, 2, 3, 4, 5, 'gap', 8]],
  ])('page %i of %i shows %j', (current, count, items) => {
    expect(listPageItems(current, count)).toEqual(items);
  });
});
