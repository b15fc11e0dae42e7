import { describe, expect, test } from 'vitest';
import { addOneMonth, formatLongDate, fromTimestamp } from './dates';

describe('next credit date', () => {
  test.each([
    ['2026-01-15T10:00:00Z', '15 febbraio 2026'],
    ['2026-01-31T10:00:00Z', '28 febbraio 2026'],
    ['2028-01-31T10:00:00Z', '29 febbraio 2028'],
    ['2026-12-05T10:00:00Z', '5 gennaio 2027'],
  ])('%s + 1 month → %s', (iso, expected) => {
    expect(formatLongDate(addOneMonth(new Date(iso)))).toBe(expected);
  });

  test('reads the spec timestamp shape', () => {
    expect(fromTimestamp({ _seconds: 1768471200, _nanoseconds: 250_000_000 }).toISOString()).toBe('2026-01-15T10:00:00.250Z');
  });
});
