import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the neuter plural of a pronoun with no feminine beside it (rule 48)', () => {
  const FEM = 'DET|Case=Nom|Gender=Fem|Number=Sing|PronType=Dem';
  const NEUT = 'DET|Case=Acc|Gender=Neut|Number=Plur|PronType=Dem';
  const read = (words: [string, string][], convention?: string) => {
    const tokens = [token('haec', [FEM, NEUT]), ...words.map(([k, tag]) => token(k, [tag])), period()];
    const scores = tokens.map((t) => (t.key === 'haec' ? { [FEM]: 5, [NEUT]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, convention ? { ...ctx, convention } : ctx, decoder(scores), false))[0];
  };
  const EGIT = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';

  test('with no other feminine nominative in its clause it is the neuter plural (haec egit)', () => {
    expect(read([['egit', EGIT]])).toBe(NEUT);
  });

  test('a treebank\'s own convention keeps the tagger\'s reading', () => {
    expect(read([['egit', EGIT]], 'perseus')).toBe(FEM);
  });

  test('beside a feminine nominative, or with a copula, it stays (haec lex valet, haec est)', () => {
    expect(read([['lex', 'NOUN|Case=Nom|Gender=Fem|Number=Sing'], ['ualet', EGIT]])).toBe(FEM);
    expect(read([['est', 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']])).toBe(FEM);
  });
});
