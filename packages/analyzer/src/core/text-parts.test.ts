import { describe, expect, test } from 'vitest';
import { textParts } from './text-parts';

/** Tokens of space-separated words, each word its own token. */
function tokensOf(text: string): { start: number }[] {
  return [...text.matchAll(/\S+/gu)].map((m) => ({ start: m.index }));
}

describe('textParts', () => {
  const text = 'Veni . Vidi . Vici .';
  const tokens = tokensOf(text);

  test('cuts before a sentence start once a part has its characters', () => {
    expect(textParts(text, tokens, [0, 2, 4], 6)).toEqual([0, 2, 4]);
    expect(textParts(text, tokens, [0, 2, 4], 10)).toEqual([0, 4]);
  });

  test('a short text, or one with no white space before its sentences, is one part', () => {
    expect(textParts(text, tokens, [0, 2, 4])).toEqual([0]);
    const joined = 'Veni.Vidi.Vici.';
    expect(textParts(joined, [{ start: 0 }, { start: 5 }, { start: 10 }], [0, 1, 2], 1)).toEqual([0]);
    expect(textParts('', [], [0], 1)).toEqual([0]);
  });
});
