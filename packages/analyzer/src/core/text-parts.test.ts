import { describe, expect, test } from 'vitest';
import { textParts } from './text-parts';

/** Tokens of space-separated words, each word its own token; `starts`: sentence starts by token index. */
function tokensOf(text: string): { start: number; wordIndex: number }[] {
  const out: { start: number; wordIndex: number }[] = [];
  for (const m of text.matchAll(/\S+/gu)) out.push({ start: m.index, wordIndex: out.length });
  return out;
}

describe('textParts', () => {
  const text = 'Veni . Vidi . Vici .';
  const tokens = tokensOf(text);

  test('cuts before a sentence start once a part has its characters, moving word numbers', () => {
    expect(textParts(text, tokens, [0, 2, 4], 6)).toEqual([
      { start: 0, end: 7, wordOffset: 0, firstToken: 0 },
      { start: 7, end: 14, wordOffset: 2, firstToken: 2 },
      { start: 14, end: text.length, wordOffset: 4, firstToken: 4 },
    ]);
    expect(textParts(text, tokens, [0, 2, 4], 10)).toEqual([
      { start: 0, end: 14, wordOffset: 0, firstToken: 0 },
      { start: 14, end: text.length, wordOffset: 4, firstToken: 4 },
    ]);
  });

  test('a short text, or one with no white space before its sentences, is one part', () => {
    expect(textParts(text, tokens, [0, 2, 4])).toEqual([{ start: 0, end: text.length, wordOffset: 0, firstToken: 0 }]);
    const joined = 'Veni.Vidi.Vici.';
    expect(textParts(joined, [{ start: 0, wordIndex: 0 }, { start: 5, wordIndex: 2 }, { start: 10, wordIndex: 4 }], [0, 1, 2], 1)).toEqual([{ start: 0, end: joined.length, wordOffset: 0, firstToken: 0 }]);
    expect(textParts('', [], [0], 1)).toEqual([{ start: 0, end: 0, wordOffset: 0, firstToken: 0 }]);
  });
});
