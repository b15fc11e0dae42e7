import { describe, expect, test } from 'vitest';
import { computeBleu, computeChrf, tokenize13a } from './metrics';

describe('chrF and BLEU', () => {
  test('identical text scores 100 on both', () => {
    const text = ["L'agricoltore ara la terra."];
    expect(computeChrf(text, text)).toBeCloseTo(100, 10);
    expect(computeBleu(text, text)).toBeCloseTo(100, 10);
  });

  test('unrelated text scores 0 BLEU (no 4-gram in common, no smoothing)', () => {
    expect(computeBleu(['il gatto dorme'], ['la terra è arata'])).toBe(0);
  });

  test('13a splits punctuation but not apostrophes or decimal points, as sacrebleu does', () => {
    expect(tokenize13a("L'agricoltore ara la terra, 3.5 volte.")).toEqual(["L'agricoltore", 'ara', 'la', 'terra', ',', '3.5', 'volte', '.']);
  });

  test('BLEU follows the paper: precisions 7/8, 5/7, 3/6, 1/5 and brevity penalty e^(1-9/8)', () => {
    const hyp = 'a cat sat on the mat today .';
    const ref = 'the cat sat on the red mat today .';
    // hyp 8 tokens, ref 9 tokens. 1-grams: 7/8 (a is missing); 2-grams: cat sat, sat on, on the, mat today, today . = 5/7;
    // 3-grams: cat sat on, sat on the, mat today . = 3/6; 4-grams: cat sat on the = 1/5.
    const expected = 100 * Math.exp(1 - 9 / 8) * Math.exp((Math.log(7 / 8) + Math.log(5 / 7) + Math.log(3 / 6) + Math.log(1 / 5)) / 4);
    expect(computeBleu([hyp], [ref])).toBeCloseTo(expected, 10);
  });

  test('chrF follows the paper on a hand-counted pair (orders 1–2, β = 2)', () => {
    // "ab" vs "abc": 1-grams P = 2/2, R = 2/3; 2-grams P = 1/1, R = 1/2.
    const f = (p: number, r: number) => (5 * p * r) / (4 * p + r);
    expect(computeChrf(['ab'], ['abc'], 2)).toBeCloseTo(100 * (f(1, 2 / 3) + f(1, 1 / 2)) / 2, 10);
  });
});
