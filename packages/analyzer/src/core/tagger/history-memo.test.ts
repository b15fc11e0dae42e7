import { describe, expect, test } from 'vitest';
import { HistoryMemo } from './history-memo';

const PARTS = Int32Array.from([5, 2, 9]);

function sums(t1: number, t2: number): Float64Array {
  const out = new Float64Array(10);
  PARTS.forEach((p, j) => (out[p] = t1 * 100 + t2 + j / 8));
  return out;
}

describe('HistoryMemo', () => {
  test('gives back the sums of every state it kept, bit for bit, as it grows', () => {
    const memo = new HistoryMemo(PARTS.length);
    const states: [number, number][] = [[-1, -1], [0, -1], [3, 0], [7, 3], [3, 7], ...Array.from({ length: 60 }, (_, k): [number, number] => [k + 10, k])];
    for (const [t1, t2] of states) expect(memo.write(t1, t2, PARTS, sums(t1, t2))).toBe(true);
    for (const [t1, t2] of states) {
      const out = new Float64Array(10);
      expect(memo.read(t1, t2, PARTS, out)).toBe(true);
      expect(out).toEqual(sums(t1, t2));
    }
  });

  test('a state it never kept is not found', () => {
    const memo = new HistoryMemo(PARTS.length);
    memo.write(3, 0, PARTS, sums(3, 0));
    expect(memo.read(0, 3, PARTS, new Float64Array(10))).toBe(false);
  });

  test('stops keeping states when full, and keeps those it has', () => {
    const memo = new HistoryMemo(PARTS.length);
    let kept = 0;
    for (let k = 0; k < 400; k++) if (memo.write(k, 1, PARTS, sums(k, 1))) kept++;
    expect(kept).toBe(192);
    expect(memo.read(0, 1, PARTS, new Float64Array(10))).toBe(true);
    expect(memo.read(399, 1, PARTS, new Float64Array(10))).toBe(false);
  });
});
