import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the genitive beside a noun (rule 46)', () => {
  const DAT = 'NOUN|Case=Dat|Gender=Fem|Number=Sing';
  const GEN = 'NOUN|Case=Gen|Gender=Fem|Number=Sing';
  const read = (after: [string, string]) => {
    const tokens = [token('britanniae', [DAT, GEN]), token(after[0], [after[1]]), period()];
    const scores = tokens.map((t) => (t.key === 'britanniae' ? { [DAT]: 5, [GEN]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0];
  };

  test('a dative in -ae beside a noun is the genitive (Britanniae pars)', () => {
    expect(read(['pars', 'NOUN|Case=Nom|Gender=Fem|Number=Sing'])).toBe(GEN);
  });

  test('beside a verb it stays (patriae consulit)', () => {
    expect(read(['consulit', 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin'])).toBe(DAT);
  });
});
