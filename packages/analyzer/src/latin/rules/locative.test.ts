import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the locative (rule 36)', () => {
  const GEN = 'PROPN|Case=Gen|Gender=Fem|Number=Sing';
  const DAT = 'PROPN|Case=Dat|Gender=Fem|Number=Sing';
  const LOC = 'PROPN|Case=Loc|Gender=Fem|Number=Sing';
  const read = (before: [string, string][], c = ctx) => {
    const tokens = [...before.map(([k, tag]) => token(k, [tag])), token('romae', [GEN, DAT, LOC]), period()];
    const scores = tokens.map((t) => (t.key === 'romae' ? { [GEN]: 5, [DAT]: 4, [LOC]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, c, decoder(scores), false))[before.length];
  };

  test('Romae read as a genitive is the locative, on students\' cards', () => {
    // Regnatum Romae …
    expect(read([['regnatum', 'VERB|Case=Nom|Gender=Neut|Number=Sing|VerbForm=Part']])).toBe(LOC);
    // urbi Romae: in apposition to the noun before it (here read as a genitive, as the noun is)
    expect(read([['urbis', 'NOUN|Case=Gen|Gender=Fem|Number=Sing']])).toBe(GEN);
    // a treebank's convention keeps its own case
    expect(read([['regnatum', 'VERB|Case=Nom|Gender=Neut|Number=Sing|VerbForm=Part']], { ...ctx, convention: 'proiel' })).toBe(GEN);
  });

  test('a town the town list names is read so too; a region is not (Uticae, Galliae)', () => {
    const town = (key: string, lemma: string) => {
      const analyses = [{ lemma, upos: 'PROPN' as const, feats: { Case: 'Loc', Gender: 'Fem', Number: 'Sing' } }];
      const tokens = [token('forte', ['ADV']), token(key, [GEN, DAT, LOC], analyses), period()];
      const scores = tokens.map((t) => (t.key === key ? { [GEN]: 5, [DAT]: 4, [LOC]: 1 } : { [t.tags![0]!]: 1 }));
      return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1];
    };
    expect(town('uticae', 'Utica')).toBe(LOC);
    expect(town('galliae', 'Gallia')).toBe(GEN);
  });

  test('a noun of its case but another number before it is no apposition (Gallorum Samarobrivae)', () => {
    expect(read([['gallorum', 'NOUN|Case=Gen|Gender=Masc|Number=Plur']])).toBe(LOC);
  });
});
