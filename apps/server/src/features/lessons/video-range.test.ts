import { describe, expect, test } from 'vitest';
import { parseRange } from './video-range';

describe('Range header of a 1000-byte video', () => {
  test.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['bytes= 10 - 19', { start: 10, end: 19 }],
  ])('%s → %o', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  test.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=-0'])('%s cannot be satisfied', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });

  test.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=9-1', 'bytes=0-9,20-29', 'items=0-9', 'bytes=a-b', 'bytes=0-99999999999999999'])(
    '%j is ignored: the whole video is sent',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );

  test('nothing can be cut from an empty video', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-1', 0)).toBe('unsatisfiable');
  });
});
