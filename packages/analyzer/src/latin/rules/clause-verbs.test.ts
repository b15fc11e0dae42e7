import { describe, expect, test } from 'vitest';
import { FINITE_VERB_MARGIN, ONE_FINITE_VERB_MARGIN } from './clause-verbs';
import { decodeWithRules } from './registry';
import { ctx, decoder, tagsOf, token } from './test-decoder';

describe('the finite verbs of a clause', () => {
  test.each([
    [FINITE_VERB_MARGIN - 1, 'VERB|Mood=Ind|VerbForm=Fin'],
    [FINITE_VERB_MARGIN + 1, 'ADJ|Case=Abl|Number=Sing'],
  ])('a sentence without a finite verb takes one when it costs less than the margin (cost %d → %s)', (cost, expected) => {
    const tokens = [token('arma', ['NOUN|Case=Nom|Number=Sing']), token('cano', ['ADJ|Case=Abl|Number=Sing', 'VERB|Mood=Ind|VerbForm=Fin'])];
    const scores: Record<string, number>[] = [{ 'NOUN|Case=Nom|Number=Sing': 1 }, { 'ADJ|Case=Abl|Number=Sing': 20, 'VERB|Mood=Ind|VerbForm=Fin': 20 - cost }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(expected);
  });

  test('a clause without a finite verb takes one, even when another clause of the sentence has its own', () => {
    const ADJ = 'ADJ|Case=Abl|Number=Sing';
    const FIN = 'VERB|Mood=Ind|VerbForm=Fin';
    const tokens = [token('arma', ['NOUN|Case=Nom|Number=Sing']), token('cano', [ADJ, FIN]), { key: ',', wordLike: false, tags: ['PUNCT'], analyses: [] }, token('venit', [FIN]), token('litora', ['NOUN|Case=Nom|Number=Sing'])];
    const scores: Record<string, number>[] = [{ 'NOUN|Case=Nom|Number=Sing': 1 }, { [ADJ]: 20, [FIN]: 20 - (FINITE_VERB_MARGIN - 1) }, { PUNCT: 1 }, { [FIN]: 1 }, { 'NOUN|Case=Nom|Number=Sing': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(FIN);
  });

  test('of two finite verbs with nothing to join them, the one that can be read otherwise is, if it costs little', () => {
    const FIN1 = 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin';
    const FIN2 = 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin';
    const ADJ = 'ADJ|Case=Abl|Number=Sing';
    const tokens = [token('tenui', [FIN1, ADJ]), token('musam', ['NOUN|Case=Acc|Number=Plur']), token('meditaris', [FIN2])];
    const scores = (cost: number): Record<string, number>[] => [{ [FIN1]: 10, [ADJ]: 10 - cost }, { 'NOUN|Case=Acc|Number=Plur': 1 }, { [FIN2]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(ONE_FINITE_VERB_MARGIN - 1)), false))[0]).toBe(ADJ);
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(ONE_FINITE_VERB_MARGIN + 1)), false))[0]).toBe(FIN1);
    // A conjunction between them keeps both verbs.
    const linked = [tokens[0]!, token('et', ['CCONJ']), tokens[2]!];
    expect(tagsOf(decodeWithRules(linked, ctx, decoder([{ [FIN1]: 10, [ADJ]: 9 }, { CCONJ: 1 }, { [FIN2]: 1 }]), false))[0]).toBe(FIN1);
  });
});
