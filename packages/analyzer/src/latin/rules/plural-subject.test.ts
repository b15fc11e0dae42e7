import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the nominative plural in -i and -ae with a plural verb (rule 50)', () => {
  const GEN = 'PROPN|Case=Gen|Gender=Masc|Number=Sing';
  const NOM = 'PROPN|Case=Nom|Gender=Masc|Number=Plur';
  const PLURAL = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
  const SINGULAR = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
  const read = (before: [string, string][], after: [string, string][], convention?: string) => {
    const words = [...before.map(([k, tag]) => token(k, [tag])), token('galli', [GEN, NOM]), ...after.map(([k, tag]) => token(k, [tag])), period()];
    const scores = words.map((t) => (t.key === 'galli' ? { [GEN]: 100, [NOM]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(words, convention ? { ...ctx, convention } : ctx, decoder(scores), false))[before.length];
  };
  const CONSULUNT: [string, string] = ['consulunt', PLURAL];

  test('with a plural verb and no nominative plural in its clause it is the nominative plural (repulsi Galli consulunt)', () => {
    expect(read([['repulsi', 'VERB|Case=Abl|Gender=Masc|Number=Plur|VerbForm=Part']], [CONSULUNT])).toBe(NOM);
  });

  test('a treebank\'s own convention keeps the tagger\'s reading', () => {
    expect(read([], [CONSULUNT], 'perseus')).toBe(GEN);
  });

  test('with a singular verb, a subject in the plural, a noun or a genitive beside it, it stays the genitive', () => {
    expect(read([], [['consulit', SINGULAR]])).toBe(GEN);
    expect(read([['milites', 'NOUN|Case=Nom|Gender=Masc|Number=Plur'], ['iterum', 'ADV']], [CONSULUNT])).toBe(GEN);
    expect(read([['castra', 'NOUN|Case=Acc|Gender=Neut|Number=Plur']], [CONSULUNT])).toBe(GEN);
    expect(read([['huiusce', 'DET|Case=Gen|Gender=Masc|Number=Sing']], [CONSULUNT])).toBe(GEN);
  });
});
