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

  test('students\' cards: a noun in -o joined to a noun that is only a dative is the dative (marito et patri)', () => {
    const ABL = 'NOUN|Case=Abl|Gender=Masc|Number=Sing';
    const DAT = 'NOUN|Case=Dat|Gender=Masc|Number=Sing';
    const tokens = [token('marito', [DAT, ABL]), token('et', ['CCONJ']), token('patri', [DAT]), period()];
    const scores: Record<string, number>[] = [{ [DAT]: 1, [ABL]: 5 }, { CCONJ: 1 }, { [DAT]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(DAT);
    // Joined by the enclitic que, or under a treebank's convention, it keeps its reading.
    const que = [token('marito', [DAT, ABL]), token('que', ['CCONJ']), token('patri', [DAT]), period()];
    expect(tagsOf(decodeWithRules(que, ctx, decoder(scores), false))[0]).toBe(ABL);
    const ve = [token('marito', [DAT, ABL]), token('ue', ['CCONJ']), token('patri', [DAT]), period()];
    expect(tagsOf(decodeWithRules(ve, ctx, decoder(scores), false))[0]).toBe(ABL);
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe(ABL);
    // A partner that can be either case says nothing (marito et filio).
    const both = [token('marito', [DAT, ABL]), token('et', ['CCONJ']), token('filio', [DAT, ABL]), period()];
    expect(tagsOf(decodeWithRules(both, ctx, decoder([scores[0]!, { CCONJ: 1 }, { [DAT]: 5, [ABL]: 1 }, { PUNCT: 1 }]), false))[0]).toBe(ABL);
    // Nor does one that may be a genitive (neque beneficiis neque amicitiae memoria).
    const GEN = 'NOUN|Case=Gen|Gender=Masc|Number=Sing';
    const genitive = [token('marito', [DAT, ABL]), token('et', ['CCONJ']), token('patris', [DAT, GEN]), period()];
    expect(tagsOf(decodeWithRules(genitive, ctx, decoder([scores[0]!, { CCONJ: 1 }, { [DAT]: 5, [GEN]: 1 }, { PUNCT: 1 }]), false))[0]).toBe(ABL);
  });
});
