import { describe, expect, test } from 'vitest';
import { estimateMissingCounts, parseCoreVocabulary } from './count-estimates';
import { loadTestLexicon } from '../../src/latin/lexicon/test-lexicon';

describe('parseCoreVocabulary', () => {
  test('keys the first word of each headword, without quantities, with its rank', () => {
    const json = JSON.stringify([
      { Headword: 'vōtum -ī n.', 'Frequency-Rank': '334' },
      { Headword: 'sui sibi sē/sēsē', 'Frequency-Rank': '17' },
      { Headword: 'nisi/nī', 'Frequency-Rank': '100' },
      { Headword: 'diū:', 'Frequency-Rank': '361' },
      { Headword: 'cōgitō -āre', 'Frequency-Rank': '515' },
    ]);
    expect(parseCoreVocabulary(json)).toEqual([
      { key: 'uotum', rank: 334 }, { key: 'sui', rank: 17 }, { key: 'nisi', rank: 100 }, { key: 'diu', rank: 361 }, { key: 'cogito', rank: 515 },
    ]);
  });
});

describe('estimateMissingCounts', () => {
  const core = [{ key: 'a', rank: 10 }, { key: 'b', rank: 20 }, { key: 'c', rank: 30 }, { key: 'd', rank: 40 }, { key: 'far', rank: 500 }];
  const lemma = (key: string, frequency: number, note = '') => ({ key, frequency, note });

  test('a core lemma with a missing count gets the median count of the core lemmas ranked near it', () => {
    const estimates = estimateMissingCounts(core, [lemma('a', 900), lemma('b', 1), lemma('c', 300), lemma('d', 500), lemma('far', 7)]);
    // b's neighbours within 50 ranks: a 900, c 300, d 500 (far is 480 ranks away): median 500.
    expect([...estimates]).toEqual([['b', 500]]);
  });

  test('a cross-reference gives its count to the lemma it names, only when higher', () => {
    const estimates = estimateMissingCounts([], [lemma('seruus', 1), lemma('seruos', 846, 'cf. seruus'), lemma('x', 50), lemma('xx', 20, 'cf. x')]);
    expect([...estimates]).toEqual([['seruus', 846]]);
  });

  test('counts Collatinus has, and lemmas the lexicon lacks, are left alone', () => {
    expect(estimateMissingCounts(core, [lemma('a', 900), lemma('b', 6), lemma('c', 300)]).size).toBe(0);
    expect(estimateMissingCounts([{ key: 'zzz', rank: 1 }], [lemma('a', 900)]).size).toBe(0);
  });
});

describe('the generated lexicon', () => {
  const lexicon = loadTestLexicon();
  test('carries the estimates beside Collatinus counts (cogito, totus, servus)', () => {
    expect(lexicon.lemma('cogito')).toMatchObject({ frequency: 1 });
    expect(lexicon.lemma('cogito')!.estimatedFrequency).toBeGreaterThan(100);
    expect(lexicon.lemma('totus')!.estimatedFrequency).toBeGreaterThan(1000);
    expect(lexicon.lemma('seruus')!.estimatedFrequency).toBe(lexicon.lemma('seruos')!.frequency);
    expect(lexicon.lemma('rosa')!.estimatedFrequency).toBeUndefined();
    expect([lexicon.lemma('rosa')!.extended, lexicon.lemma('Musa2')!.extended]).toEqual([undefined, true]);
  });
});
