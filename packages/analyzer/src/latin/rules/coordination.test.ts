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
    // Two members are no series: each keeps its reading (rule 105, which reads an ablative's partner, aside).
    const alone = { ...ctx, without: new Set(['coordinatedAblative'] as const) };
    expect(tagsOf(decodeWithRules(tokens.slice(0, 4), alone, decoder(scores.slice(0, 4)), false))[3]).toBe(NOM);
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
    // Joined by the enclitic que or ve (the tokenizer puts it after its word: marito patrique), or under a
    // treebank's convention, it keeps its reading.
    const enclitic = [{ [DAT]: 1, [ABL]: 5 }, { [DAT]: 1 }, { CCONJ: 1 }, { PUNCT: 1 }];
    const que = [token('marito', [DAT, ABL]), token('patri', [DAT]), token('que', ['CCONJ']), period()];
    expect(tagsOf(decodeWithRules(que, ctx, decoder(enclitic), false))[0]).toBe(ABL);
    const ve = [token('marito', [DAT, ABL]), token('patri', [DAT]), token('ue', ['CCONJ']), period()];
    expect(tagsOf(decodeWithRules(ve, ctx, decoder(enclitic), false))[0]).toBe(ABL);
    // In maritoque patri the que after marito joins it to the word before, not to patri.
    const maritoque = [token('marito', [DAT, ABL]), token('que', ['CCONJ']), token('patri', [DAT]), period()];
    expect(tagsOf(decodeWithRules(maritoque, ctx, decoder(scores), false))[0]).toBe(ABL);
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe(ABL);
    // A partner that can be either case says nothing (marito et filio).
    const both = [token('marito', [DAT, ABL]), token('et', ['CCONJ']), token('filio', [DAT, ABL]), period()];
    expect(tagsOf(decodeWithRules(both, ctx, decoder([scores[0]!, { CCONJ: 1 }, { [DAT]: 5, [ABL]: 1 }, { PUNCT: 1 }]), false))[0]).toBe(ABL);
    // Nor does one that may be a genitive (neque beneficiis neque amicitiae memoria).
    const GEN = 'NOUN|Case=Gen|Gender=Masc|Number=Sing';
    const genitive = [token('marito', [DAT, ABL]), token('et', ['CCONJ']), token('patris', [DAT, GEN]), period()];
    expect(tagsOf(decodeWithRules(genitive, ctx, decoder([scores[0]!, { CCONJ: 1 }, { [DAT]: 5, [GEN]: 1 }, { PUNCT: 1 }]), false))[0]).toBe(ABL);
  });

  test('students\' cards: a member read as the nominative joined to a noun that is only an ablative is the ablative (otio atque abundantia)', () => {
    const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
    const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
    const OTIO = 'NOUN|Case=Abl|Gender=Neut|Number=Sing';
    const GEN = 'NOUN|Case=Gen|Gender=Fem|Number=Plur';
    const tokens = [token('otio', [OTIO, 'NOUN|Case=Dat|Gender=Neut|Number=Sing']), token('atque', ['CCONJ']), token('abundantia', [NOM, ABL]), token('rerum', [GEN]), period()];
    const scores: Record<string, number>[] = [{ [OTIO]: 5 }, { CCONJ: 1 }, { [NOM]: 5, [ABL]: 1 }, { [GEN]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe(ABL);
    // Under a treebank's convention, or joined by the enclitic que, it keeps its reading.
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[2]).toBe(NOM);
    // The tokenizer puts que after its word: otio abundantiaque rerum.
    const que = [tokens[0]!, tokens[2]!, token('que', ['CCONJ']), ...tokens.slice(3)];
    expect(tagsOf(decodeWithRules(que, ctx, decoder([scores[0]!, scores[2]!, scores[1]!, ...scores.slice(3)]), false))[1]).toBe(NOM);
    // In otioque abundantia the que joins otio to the word before, not to abundantia.
    const otioque = [tokens[0]!, token('que', ['CCONJ']), ...tokens.slice(2)];
    expect(tagsOf(decodeWithRules(otioque, ctx, decoder(scores), false))[2]).toBe(NOM);
    // A noun before that may be the nominative says nothing (via atque abundantia).
    const via = [token('uia', [NOM, ABL]), ...tokens.slice(1)];
    expect(tagsOf(decodeWithRules(via, ctx, decoder([{ [ABL]: 5, [NOM]: 1 }, ...scores.slice(1)]), false))[2]).toBe(NOM);
  });

  test('students\' cards: the ablative passes along a chain, past genitives, to a member\'s modifier (antiquitate generis et gloria maiorum et sua modestia)', () => {
    const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
    const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
    const DABL = 'DET|Case=Abl|Gender=Fem|Number=Sing';
    const DNOM = 'DET|Case=Nom|Gender=Fem|Number=Sing';
    const GEN = 'NOUN|Case=Gen|Gender=Masc|Number=Plur';
    const tokens = [token('antiquitate', [ABL]), token('generis', ['NOUN|Case=Gen|Gender=Neut|Number=Sing']), token('et', ['CCONJ']), token('gloria', [NOM, ABL]),
      token('maiorum', [GEN]), token('et', ['CCONJ']), token('sua', [DNOM, DABL]), token('modestia', [NOM, ABL]), period()];
    const scores: Record<string, number>[] = [{ [ABL]: 1 }, { 'NOUN|Case=Gen|Gender=Neut|Number=Sing': 1 }, { CCONJ: 1 }, { [NOM]: 5, [ABL]: 1 }, { [GEN]: 1 }, { CCONJ: 1 },
      { [DNOM]: 5, [DABL]: 1 }, { [NOM]: 5, [ABL]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))).toEqual([ABL, 'NOUN|Case=Gen|Gender=Neut|Number=Sing', 'CCONJ', ABL, GEN, 'CCONJ', DABL, ABL, 'PUNCT']);
  });

  test('students\' cards: a member that is the subject of a clause of its own stays the nominative (in horto et puella cantabat)', () => {
    const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
    const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
    const HORTO = 'NOUN|Case=Abl|Gender=Masc|Number=Sing';
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const ADP = 'ADP';
    const verb = (key: string) => token(key, [VERB]);
    const noun = (key: string) => token(key, [NOM, ABL]);
    const decode = (tokens: ReturnType<typeof token>[], scores: Record<string, number>[]) => tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false));
    const nom = { [NOM]: 5, [ABL]: 1 };
    // Puer ludebat in horto et puella cantabat.
    const puer = 'NOUN|Case=Nom|Gender=Masc|Number=Sing';
    expect(decode([token('puer', [puer]), verb('ludebat'), token('in', [ADP]), token('horto', [HORTO]), token('et', ['CCONJ']), noun('puella'), verb('cantabat'), period()],
      [{ [puer]: 1 }, { [VERB]: 1 }, { [ADP]: 1 }, { [HORTO]: 1 }, { CCONJ: 1 }, nom, { [VERB]: 1 }, { PUNCT: 1 }])[5]).toBe(NOM);
    // Non vivebat in otio sed gloria eum movebat.
    const EUM = 'PRON|Case=Acc|Gender=Masc|Number=Sing';
    expect(decode([token('non', ['PART']), verb('uiuebat'), token('in', [ADP]), token('otio', [HORTO]), token('sed', ['CCONJ']), noun('gloria'), token('eum', [EUM]), verb('mouebat'), period()],
      [{ PART: 1 }, { [VERB]: 1 }, { [ADP]: 1 }, { [HORTO]: 1 }, { CCONJ: 1 }, nom, { [EUM]: 1 }, { [VERB]: 1 }, { PUNCT: 1 }])[5]).toBe(NOM);
    // In horto regis et regina cantabat.
    const GEN = 'NOUN|Case=Gen|Gender=Masc|Number=Sing';
    const regina = [token('in', [ADP]), token('horto', [HORTO]), token('regis', [GEN]), token('et', ['CCONJ']), noun('regina'), verb('cantabat'), period()];
    const scores: Record<string, number>[] = [{ [ADP]: 1 }, { [HORTO]: 1 }, { [GEN]: 1 }, { CCONJ: 1 }, nom, { [VERB]: 1 }, { PUNCT: 1 }];
    expect(decode(regina, scores)[4]).toBe(NOM);
    // With another nominative before that verb the member is no subject (in horto et regina rex cantabat).
    const REX = 'NOUN|Case=Nom|Gender=Masc|Number=Sing';
    expect(decode([...regina.slice(0, 5), token('rex', [REX]), ...regina.slice(5)], [...scores.slice(0, 5), { [REX]: 1 }, ...scores.slice(5)])[4]).toBe(ABL);
  });
});
