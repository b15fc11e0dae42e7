import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { comma, ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('coordination', () => {
  test('the members of an et … et … et series share the case most of them have', () => {
    const ABL = 'NOUN|Case=Abl|Number=Sing';
    const NOM = 'NOUN|Case=Nom|Number=Sing|Y=1';
    const et = () => token('et', ['CCONJ']);
    const tokens = [et(), token('antiquitate', [ABL]), et(), token('gloria', [NOM, ABL]), et(), token('modestia', [NOM, ABL])];
    const scores: Record<string, number>[] = [{ CCONJ: 1 }, { [ABL]: 1 }, { CCONJ: 1 }, { [NOM]: 5, [ABL]: 1 }, { CCONJ: 1 }, { [NOM]: 1, [ABL]: 5 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))).toEqual(['CCONJ', ABL, 'CCONJ', ABL, 'CCONJ', ABL]);
    // Two members are no series: each keeps its reading.
    expect(tagsOf(decodeWithRules(tokens.slice(0, 4), ctx, decoder(scores.slice(0, 4)), false))[3]).toBe(NOM);
  });

  test('one-word clauses in a comma series share the verb form most of them have (Veni, vidi, vici)', () => {
    const PERF = 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin';
    const IMP = 'VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin';
    const tokens = [token('ueni', [PERF, IMP]), comma(), token('uidi', [PERF]), comma(), token('uici', [PERF]), period()];
    const scores: Record<string, number>[] = [{ [PERF]: 1, [IMP]: 5 }, { PUNCT: 1 }, { [PERF]: 1 }, { PUNCT: 1 }, { [PERF]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(PERF);
    // Two members are no series.
    expect(tagsOf(decodeWithRules([...tokens.slice(0, 3), period()], ctx, decoder([...scores.slice(0, 3), { PUNCT: 1 }]), false))[0]).toBe(IMP);
    // A member of more than one word ends the series.
    const longer = [token('ueni', [PERF, IMP]), comma(), token('uidi', [PERF]), comma(), token('uici', [PERF]), token('hostes', ['NOUN|Case=Acc|Number=Plur']), period()];
    expect(tagsOf(decodeWithRules(longer, ctx, decoder([...scores.slice(0, 5), { 'NOUN|Case=Acc|Number=Plur': 1 }, { PUNCT: 1 }]), false))[0]).toBe(IMP);
  });

  test('a clause without a verb beside one with a verb takes its cases, pair by pair from the end', () => {
    const ACC = 'ADJ|Case=Acc|Number=Plur';
    const NOM = 'NOUN|Case=Nom|Number=Plur';
    const GEN = 'NOUN|Case=Gen|Number=Sing';
    const VERB = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
    const tokens = [token('unam', [ACC]), token('incolunt', [VERB]), token('belgae', [NOM]), comma(), token('aliam', [ACC]), token('aquitani', [NOM, GEN]), period()];
    const scores: Record<string, number>[] = [{ [ACC]: 1 }, { [VERB]: 1 }, { [NOM]: 1 }, { PUNCT: 1 }, { [ACC]: 1 }, { [NOM]: 1, [GEN]: 5 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[5]).toBe(NOM);
    // With no pair sharing its case there is no parallel to follow.
    const unlike = [token('unam', [GEN]), ...tokens.slice(1)];
    expect(tagsOf(decodeWithRules(unlike, ctx, decoder([{ [GEN]: 1 }, ...scores.slice(1)]), false))[5]).toBe(GEN);
  });
});
