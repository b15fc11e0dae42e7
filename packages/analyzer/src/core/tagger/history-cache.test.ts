import { describe, expect, test } from 'vitest';
import { HistoryCache } from './history-cache';

/** Part scores indexed by part: part p scores base + p. */
function partScores(base: number, count = 64): Float64Array {
  return Float64Array.from({ length: count }, (_, p) => base + p);
}

describe('HistoryCache', () => {
  test('a state not kept is not found; a kept one gives its parts’ scores in the order of the parts', () => {
    const cache = new HistoryCache();
    expect(cache.find(3, 17)).toBe(-1);
    cache.keep(3, 17, Int32Array.from([5, 2, 9]), partScores(100));
    const at = cache.find(3, 17);
    expect(Array.from(cache.scores.subarray(at, at + 3))).toEqual([105, 102, 109]);
    expect(cache.find(3, 18)).toBe(-1);
    expect(cache.find(4, 17)).toBe(-1);
  });

  test('many states of many entries are all found again (the table grows)', () => {
    const cache = new HistoryCache();
    const parts = Int32Array.from([1, 7]);
    for (let serial = 0; serial < 300; serial++) for (let key = 0; key < 40; key++) cache.keep(serial, key, parts, partScores(serial * 1000 + key));
    for (let serial = 0; serial < 300; serial += 7) {
      for (let key = 0; key < 40; key += 3) {
        const at = cache.find(serial, key);
        expect([cache.scores[at], cache.scores[at + 1]]).toEqual([serial * 1000 + key + 1, serial * 1000 + key + 7]);
      }
    }
  });

  test('past its million part scores every state is let go, and the new ones are kept', () => {
    const cache = new HistoryCache();
    const parts = Int32Array.from({ length: 500 }, (_, p) => p);
    const scores = partScores(0, 500);
    for (let key = 0; key < 2001; key++) cache.keep(1, key, parts, scores);
    expect(cache.find(1, 0)).toBe(-1);
    expect(cache.find(1, 1999)).toBe(-1);
    expect(cache.find(1, 2000)).toBe(0);
    expect(cache.scores[499]).toBe(499);
  });
});
