import { describe, expect, test } from 'vitest';
import { createSortedBytes } from './sorted-bytes';
import { createSortedLines } from './sorted-lines';

describe('createSortedBytes', () => {
  const text = 'λόγοσ\t2\nλόγου\t3\nἀλλά\t1\nὁ\t4\n';
  const table = createSortedBytes(Buffer.from(text));

  test.each([
    ['ἀλλά', '1'],
    ['λόγοσ', '2'],
    ['λόγου', '3'],
    ['ὁ', '4'],
    ['λόγ', undefined],
    ['', undefined],
    ['ὠ', undefined],
  ])('%s → %s', (key, value) => {
    expect(table.get(key)).toBe(value);
  });

  test('counts the lines', () => {
    expect(table.size).toBe(4);
    expect(createSortedBytes(Buffer.alloc(0)).get('λόγοσ')).toBeUndefined();
  });

  test('finds what the text table finds, for every key and for keys between them', () => {
    const keys = Array.from({ length: 300 }, (_, i) => `κ${String(i * 7).padStart(4, '0')}ά`).sort();
    const body = `${keys.map((k, i) => `${k}\tv${i}`).join('\n')}\n`;
    const bytes = createSortedBytes(Buffer.from(body));
    const lines = createSortedLines(body);
    for (const key of [...keys, ...keys.map((k) => `${k}x`), 'α', 'ω', 'κ']) expect(bytes.get(key)).toBe(lines.get(key));
  });
});
