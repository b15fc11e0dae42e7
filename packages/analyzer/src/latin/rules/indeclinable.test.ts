import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('a case for an indeclinable noun or pronoun (rule 55)', () => {
  const BARE = 'PRON|Gender=Neut|PronType=Neg';
  const ACC = 'PRON|Case=Acc|Gender=Neut|Number=Sing|PronType=Neg';
  const NOM = 'PRON|Case=Nom|Gender=Neut|Number=Sing|PronType=Neg';
  const read = (tags: string[], scores: Record<string, number>, convention?: string) => {
    const words = [token('dionysius', ['PROPN|Case=Nom|Gender=Masc|Number=Sing']), token('nihil', tags), token('esse', ['AUX|VerbForm=Inf']), period()];
    const all = words.map((t) => (t.key === 'nihil' ? scores : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(words, convention ? { ...ctx, convention } : ctx, decoder(all), false))[1];
  };

  test('nihil read without a case takes the best reading with one (Dionysius nihil esse: the accusative)', () => {
    expect(read([BARE, ACC, NOM], { [BARE]: 100, [ACC]: 10, [NOM]: 1 })).toBe(ACC);
  });

  test('a treebank\'s own convention keeps the reading without a case', () => {
    expect(read([BARE, ACC, NOM], { [BARE]: 100, [ACC]: 10, [NOM]: 1 }, 'perseus')).toBe(BARE);
  });

  test('a word with no reading that has a case keeps its own', () => {
    expect(read([BARE], { [BARE]: 100 })).toBe(BARE);
  });
});
