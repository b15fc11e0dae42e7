import { describe, expect, test } from 'vitest';
import { addMonths, toTimestamp } from './months';

describe('addMonths', () => {
  test.each([
    ['2025-01-15T10:30:00.000Z', 1, '2025-02-15T10:30:00.000Z'],
    ['2025-01-31T08:00:00.000Z', 1, '2025-02-28T08:00:00.000Z'],
    ['2024-01-31T08:00:00.000Z', 1, '2024-02-29T08:00:00.000Z'],
    ['2025-03-31T23:59:59.999Z', 1, '2025-04-30T23:59:59.999Z'],
    ['2025-12-10T00:00:00.000Z', 1, '2026-01-10T00:00:00.000Z'],
    ['2025-11-30T12:00:00.000Z', 3, '2026-02-28T12:00:00.000Z'],
  ])('%s + %i month(s) = %s', (from, months, expected) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(expected);
  });
});

test('toTimestamp splits milliseconds into _seconds and _nanoseconds', () => {
  expect(toTimestamp(new Date('2025-03-01T10:00:00.250Z'))).toEqual({ _seconds: 1740823200, _nanoseconds: 250_000_000 });
});
