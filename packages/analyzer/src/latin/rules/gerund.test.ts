import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the gerund (rule 37)', () => {
  const GDV = 'VERB|Case=Gen|Gender=Neut|Number=Sing|VerbForm=Gdv';
  const GER = 'VERB|Case=Gen|VerbForm=Ger';
  const read = (keys: [string, string[]][]) => {
    const tokens = [...keys.map(([k, tags]) => token(k, tags)), period()];
    return tagsOf(decodeWithRules(tokens, ctx, decoder(tokens.map((t) => (t.key === 'dicendi' ? { [GDV]: 5, [GER]: 1 } : { [t.tags![0]!]: 1 }))), false));
  };

  test('a neuter gerundive with no noun of its case is the gerund', () => {
    // exercitatio dicendi
    expect(read([['exercitatio', ['NOUN|Case=Nom|Gender=Fem|Number=Sing']], ['dicendi', [GDV, GER]]])[1]).toBe(GER);
    // studii dicendi: a noun of its case and number, the gerundive agrees with it
    expect(read([['studii', ['NOUN|Case=Gen|Gender=Neut|Number=Sing']], ['dicendi', [GDV, GER]]])[1]).toBe(GDV);
  });

  test('the nominative and the accusative without a preposition stay gerundives', () => {
    const NOM = 'VERB|Case=Nom|Gender=Neut|Number=Sing|VerbForm=Gdv';
    const tokens = [token('concedendum', [NOM, 'VERB|Case=Acc|VerbForm=Ger']), period()];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder([{ [NOM]: 5, 'VERB|Case=Acc|VerbForm=Ger': 1 }, { PUNCT: 1 }]), false))[0]).toBe(NOM);
  });

  test('a neuter gerundive without its esse, in a clause with an active verb, is the accusative (rule 39)', () => {
    const NOM = 'VERB|Case=Nom|Gender=Neut|Number=Sing|VerbForm=Gdv';
    const ACC = 'VERB|Case=Acc|Gender=Neut|Number=Sing|VerbForm=Gdv';
    const read = (verb: string) => {
      const tokens = [token('concedendum', [NOM, ACC]), token('putabat', [verb]), period()];
      return tagsOf(decodeWithRules(tokens, ctx, decoder([{ [NOM]: 5, [ACC]: 1 }, { [verb]: 1 }, { PUNCT: 1 }]), false))[0];
    };
    // concedendum non putabat: (esse) left out
    expect(read('VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin|Voice=Act')).toBe(ACC);
    // concedendum est: the periphrastic's nominative
    expect(read('AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin')).toBe(NOM);
    // … tremendum obicitur: a passive's nominative
    expect(read('VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin|Voice=Pass')).toBe(NOM);
  });
});
