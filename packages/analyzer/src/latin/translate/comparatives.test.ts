import { describe, expect, test } from 'vitest';
import { adverbOf, comparativeAdverb, measureComparatives } from './comparatives';
import { words } from './test-words';

describe('comparative adverbs', () => {
  test('an adjective meaning becomes its adverb in -mente', () => {
    expect(adverbOf('veloce')).toBe('velocemente');
    expect(adverbOf('facile')).toBe('facilmente');
    expect(adverbOf('lento')).toBe('lentamente');
    expect(adverbOf('a lungo')).toBe('a lungo');
  });

  test('the comparative adds "più", or says the degree in one word', () => {
    expect(comparativeAdverb('facile', 'facilmente')).toBe('più facilmente');
    expect(comparativeAdverb('celer', 'veloce')).toBe('più velocemente');
    expect(comparativeAdverb('diu', 'a lungo')).toBe('più a lungo');
    expect(comparativeAdverb('bene', 'bene')).toBe('meglio');
    expect(comparativeAdverb('potius', 'piuttosto')).toBe('piuttosto');
  });

  test('a neuter comparative after an ablative of measure is the adverb (`hoc facilius` → "tanto più facilmente")', () => {
    const read = measureComparatives(words('hoc hic DET Case=Acc|Gender=Neut|Number=Sing questo; facilius facilis ADJ Case=Nom|Degree=Cmp|Gender=Neut|Number=Sing facile; persuasit persuadeo VERB VerbForm=Fin persuadere'));
    expect(read.map((w) => w.meaning)).toEqual(['tanto', 'più facilmente', 'persuadere']);
    expect(read[1]!.upos).toBe('ADV');
  });
});
