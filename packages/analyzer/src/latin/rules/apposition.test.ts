import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { comma, ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('apposition', () => {
  test('a noun read as an ablative, set off after a nominative with no verb or preposition, is in apposition', () => {
    const [NOM, ABL, NAME, GEN] = ['NOUN|Case=Nom|Gender=Fem|Number=Sing', 'NOUN|Case=Abl|Gender=Fem|Number=Sing', 'PROPN|Case=Nom|Number=Sing', 'PROPN|Case=Gen|Number=Sing'];
    const FIN = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const tokens = [token('tullia', [NAME]), comma(), token('ciceronis', [GEN]), token('filia', [NOM, ABL]), comma(), token('uenit', [FIN]), period()];
    const scores: Record<string, number>[] = [{ [NAME]: 1 }, { PUNCT: 1 }, { [GEN]: 1 }, { [NOM]: 1, [ABL]: 5 }, { PUNCT: 1 }, { [FIN]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[3]).toBe(NOM);
    // With a preposition of its own the ablative stays.
    const governed = [...tokens.slice(0, 2), token('cum', ['ADP']), tokens[3]!, ...tokens.slice(4)];
    expect(tagsOf(decodeWithRules(governed, ctx, decoder([...scores.slice(0, 2), { ADP: 1 }, ...scores.slice(3)]), false))[3]).toBe(ABL);
  });
});
