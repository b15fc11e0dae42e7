import { describe, expect, test } from 'vitest';
import { createGreekAnalyzer } from './pipeline';
import { formatGreekTokensJson, greekTokenJson } from './token-json';

const analyzer = createGreekAnalyzer();
const TEXT = 'ὁ λόγος λέγει. ὁ λόγος λέγει; ξυζξυζ ξυζξυζ, Λόγος λογος.';

describe('the Greek text path, described once per form and reading', () => {
  test('a repeated word has its own offsets and the same description', () => {
    const tokens = analyzer.analyzeText(TEXT);
    const logos = tokens.filter((t) => t.form === 'λόγος');
    expect(logos.map((t) => [t.start, t.wordIndex])).toEqual([[2, 1], [17, 5]]);
    expect(logos[0]!.card).toBe(logos[1]!.card);
    expect({ ...logos[0]!, start: 0, end: 0, wordIndex: 0 }).toEqual({ ...logos[1]!, start: 0, end: 0, wordIndex: 0 });
    // The sentence start is the token's own.
    expect(tokens.filter((t) => t.form === 'ὁ').map((t) => t.sentenceStart)).toEqual([true, true]);
  });

  test('a guessed reading is uncertain every time it is read', () => {
    const guesses = analyzer.analyzeText(TEXT).filter((t) => t.form === 'ξυζξυζ');
    expect(guesses.map((t) => t.uncertain)).toEqual([true, true]);
  });

  test('the JSON is that of each token, in order', () => {
    const tokens = analyzer.analyzeText(TEXT);
    const plain = JSON.stringify(tokens.map(greekTokenJson));
    expect(formatGreekTokensJson(tokens)).toBe(plain);
    // Again, from the memo.
    expect(formatGreekTokensJson(analyzer.analyzeText(TEXT))).toBe(plain);
  });
});
