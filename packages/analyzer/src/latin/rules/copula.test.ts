import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the copula (rule 38)', () => {
  const ACC = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
  const NOM = 'NOUN|Case=Nom|Gender=Neut|Number=Plur';
  const SUNT = 'AUX|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
  const read = (verb: [string, string]) => {
    const tokens = [token('facinora', [ACC, NOM]), token(verb[0], [verb[1]]), period()];
    return tagsOf(decodeWithRules(tokens, ctx, decoder([{ [ACC]: 100, [NOM]: 1 }, { [verb[1]]: 1 }, { PUNCT: 1 }]), false))[0];
  };

  test('a sentence whose only verb is sum has no accusative object: the nominative', () => {
    // At ingeni egregia facinora … immortalia sunt.
    expect(read(['sunt', SUNT])).toBe(NOM);
    // … facinora laudant: another verb takes it as its object
    expect(read(['laudant', 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])).toBe(ACC);
  });

  test('a compound tense (a participle in the nominative) or a preposition keeps the accusative', () => {
    const PART = 'VERB|Case=Nom|Gender=Masc|Number=Sing|VerbForm=Part';
    // milites hortatus est
    const tokens = [token('milites', [ACC, NOM]), token('hortatus', [PART]), token('est', ['AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']), period()];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder([{ [ACC]: 100, [NOM]: 1 }, { [PART]: 1 }, { 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin': 1 }, { PUNCT: 1 }]), false))[0]).toBe(ACC);
    // ad res … fuit
    const prep = [token('ad', ['ADP']), token('res', [ACC, NOM]), token('fuit', [SUNT]), period()];
    expect(tagsOf(decodeWithRules(prep, ctx, decoder([{ ADP: 1 }, { [ACC]: 100, [NOM]: 1 }, { [SUNT]: 1 }, { PUNCT: 1 }]), false))[1]).toBe(ACC);
  });
});
