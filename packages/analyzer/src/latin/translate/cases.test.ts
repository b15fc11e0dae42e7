import { describe, expect, test } from 'vitest';
import type { AnalyzedToken } from '../pipeline';
import { canBe, gendersOf } from './cases';
import { word } from './test-words';

/** A test word with the other readings of its form. */
function withReadings(spec: string, alternatives: Record<string, string>[]) {
  const w = word(spec);
  return { ...w, token: { ...w.token, alternatives: alternatives.map((feats) => ({ analysis: { lemma: w.lemma, feats } })) } as unknown as AnalyzedToken };
}

describe('other readings of a form', () => {
  test('a nominative plural that can be accusative', () => {
    const leges = withReadings('leges lex NOUN Case=Nom|Gender=Fem|Number=Plur legge', [{ Case: 'Acc', Gender: 'Fem', Number: 'Plur' }]);
    expect(canBe(leges, 'Acc')).toBe(true);
    expect(canBe(leges, 'Gen')).toBe(false);
  });

  test('the genders an adjective’s form allows in its case and number', () => {
    const citeriore = withReadings('citeriore citerior ADJ Case=Abl|Gender=Masc|Number=Sing citeriore', [{ Case: 'Abl', Gender: 'Fem', Number: 'Sing' }, { Case: 'Nom', Gender: 'Neut', Number: 'Sing' }]);
    expect(gendersOf(citeriore)).toEqual(['Masc', 'Fem']);
  });

  test('a word without readings of its own (test words) has its features only', () => {
    expect(gendersOf(word('bona bonus ADJ Case=Nom|Gender=Fem|Number=Sing buono'))).toEqual(['Fem']);
  });
});
