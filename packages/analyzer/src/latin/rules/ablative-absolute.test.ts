import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { comma, ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the ablative absolute', () => {
  test('a participle and its noun in the dative, set off with no finite verb, are an ablative absolute', () => {
    const [NOUN_DAT, NOUN_ABL, PART_DAT, PART_ABL] = ['NOUN|Case=Dat|Gender=Masc|Number=Plur', 'NOUN|Case=Abl|Gender=Masc|Number=Plur', 'VERB|Case=Dat|Gender=Masc|Number=Plur|VerbForm=Part', 'VERB|Case=Abl|Gender=Masc|Number=Plur|VerbForm=Part'];
    const FIN = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const tokens = [token('hostibus', [NOUN_DAT, NOUN_ABL]), token('uictis', [PART_DAT, PART_ABL]), comma(), token('rediit', [FIN]), period()];
    const scores: Record<string, number>[] = [{ [NOUN_DAT]: 5, [NOUN_ABL]: 1 }, { [PART_DAT]: 5, [PART_ABL]: 1 }, { PUNCT: 1 }, { [FIN]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false)).slice(0, 2)).toEqual([NOUN_ABL, PART_ABL]);
    // Not set off (the whole sentence) or beside a finite verb, the dative stays.
    const whole = [tokens[0]!, tokens[1]!, period()];
    expect(tagsOf(decodeWithRules(whole, { ...ctx, without: new Set(['finiteVerb'] as const) }, decoder([scores[0]!, scores[1]!, { PUNCT: 1 }]), false)).slice(0, 2)).toEqual([NOUN_DAT, PART_DAT]);
    const withVerb = [tokens[0]!, tokens[1]!, token('dedit', [FIN]), comma(), token('rediit', [FIN]), period()];
    expect(tagsOf(decodeWithRules(withVerb, ctx, decoder([scores[0]!, scores[1]!, { [FIN]: 1 }, { PUNCT: 1 }, { [FIN]: 1 }, { PUNCT: 1 }]), false)).slice(0, 2)).toEqual([NOUN_DAT, PART_DAT]);
  });
});
