import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { comma, ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the relative quae after its antecedent (rule 56)', () => {
  const FEM_SING = 'PRON|Case=Nom|Gender=Fem|Number=Sing|PronType=Rel';
  const NEUT_PLUR = 'PRON|Case=Acc|Gender=Neut|Number=Plur|PronType=Rel';
  const read = (noun: string, key = 'quae', convention?: string) => {
    const words = [token('pecora', [noun]), comma(), token(key, [FEM_SING, NEUT_PLUR]), token('finxit', ['VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']), period()];
    const scores = words.map((t) => (t.key === key ? { [FEM_SING]: 100, [NEUT_PLUR]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(words, convention ? { ...ctx, convention } : ctx, decoder(scores), false))[2];
  };
  const PECORA = 'NOUN|Case=Nom|Gender=Neut|Number=Plur';

  test('takes the gender and number of the noun before the comma (veluti pecora, quae … finxit)', () => {
    expect(read(PECORA)).toBe(NEUT_PLUR);
  });

  test('a treebank\'s own convention keeps the tagger\'s reading', () => {
    expect(read(PECORA, 'quae', 'perseus')).toBe(FEM_SING);
  });

  test('a noun of two genders, or another relative form, is left to the tagger', () => {
    expect(read('NOUN|Case=Nom|Gender=Fem,Neut|Number=Plur')).toBe(FEM_SING);
    expect(read(PECORA, 'qui')).toBe(FEM_SING);
  });
});
