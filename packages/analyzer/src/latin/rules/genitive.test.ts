import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import type { ConstraintToken } from '../../core/constraints/types';
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

describe('the genitive a word of quantity or an adjective governs (rule 77)', () => {
  const DAT = 'NOUN|Case=Dat|Gender=Fem|Number=Sing';
  const GEN = 'NOUN|Case=Gen|Gender=Fem|Number=Sing';
  const ADV = 'ADV';
  const read = (words: ConstraintToken[], at: number, convention?: string) => {
    const scores = words.map((t) => (t.tags!.includes(DAT) ? { [DAT]: 5, [GEN]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(words, { ...ctx, convention }, decoder(scores), false))[at];
  };

  test('students\' cards: a dative in -ae beside satis or parum is the genitive (satis eloquentiae, sapientiae parum)', () => {
    expect(read([token('satis', [ADV]), token('eloquentiae', [DAT, GEN]), period()], 1)).toBe(GEN);
    expect(read([token('sapientiae', [DAT, GEN]), token('parum', [ADV]), period()], 0)).toBe(GEN);
    // Beside another adverb, or under a treebank's convention, it keeps its reading.
    expect(read([token('saepe', [ADV]), token('eloquentiae', [DAT, GEN]), period()], 1)).toBe(DAT);
    expect(read([token('satis', [ADV]), token('eloquentiae', [DAT, GEN]), period()], 1, 'perseus')).toBe(DAT);
  });

  test('students\' cards: beside satis or parum and a finite verb it is the genitive too (Parum prudentiae habuit), and beside nil', () => {
    const HABUIT = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    expect(read([token('parum', [ADV]), token('prudentiae', [DAT, GEN]), token('habuit', [HABUIT]), period()], 1)).toBe(GEN);
    const EST = 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    expect(read([token('satis', [ADV]), token('eloquentiae', [DAT, GEN]), token('est', [EST]), period()], 1)).toBe(GEN);
    expect(read([token('nil', ['PRON']), token('sapientiae', [DAT, GEN]), period()], 1)).toBe(GEN);
  });

  test('students\' cards: beside an adjective that takes the genitive, by its lemma (patiens inediae)', () => {
    const PART = 'VERB|Case=Nom|Gender=Neut|Number=Sing|Tense=Pres|VerbForm=Part|Voice=Act';
    const patiens = token('patiens', [PART], [{ upos: 'VERB', lemma: 'patior' }, { upos: 'ADJ', lemma: 'patiens' }]);
    expect(read([patiens, token('inediae', [DAT, GEN]), period()], 1)).toBe(GEN);
    const ferens = token('ferens', [PART], [{ upos: 'VERB', lemma: 'fero' }]);
    expect(read([ferens, token('inediae', [DAT, GEN]), period()], 1)).toBe(DAT);
  });
});
