import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('comparison', () => {
  const VERB3 = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';

  test.each([
    ['ADJ|Case=Abl|Degree=Sup|Number=Plur', 'ADV'],
    ['ADJ|Case=Abl|Number=Sing', 'SCONJ'],
  ])('quam before %s is read as %s (the adverb only before a superlative)', (next, expected) => {
    const tokens = [token('quam', ['SCONJ', 'ADV']), token('maximis', [next])];
    const pass = decodeWithRules(tokens, ctx, decoder([{ SCONJ: 5, ADV: 1 }, { [next]: 1 }]), false);
    expect(tagsOf(pass)[0]).toBe(expected);
  });

  test('rule 74: hoc just before a comparative is the ablative of the measure on the cards (hoc horridiores sunt)', () => {
    const NOM = 'DET|Case=Nom|Gender=Neut|Number=Sing';
    const ABL = 'DET|Case=Abl|Gender=Neut|Number=Sing';
    const read = (next: string, convention?: string) => {
      const tokens = [token('hoc', [NOM, ABL]), token('horridiores', [next]), token('sunt', ['AUX|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])];
      const scores = [{ [NOM]: 5, [ABL]: 1 }, { [next]: 1 }, { 'AUX|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }];
      return tagsOf(decodeWithRules(tokens, { ...ctx, ...(convention ? { convention } : {}) }, decoder(scores), false))[0];
    };
    expect(read('ADJ|Case=Nom|Degree=Cmp|Gender=Masc|Number=Plur')).toBe(ABL);
    expect(read('ADJ|Case=Nom|Gender=Masc|Number=Plur')).toBe(NOM);
    expect(read('ADJ|Case=Nom|Degree=Cmp|Gender=Masc|Number=Plur', 'perseus')).toBe(NOM);
    // secundum hoc nobilior: the preposition's
    const tokens = [token('secundum', ['ADP']), token('hoc', [NOM, ABL]), token('nobilior', ['ADJ|Case=Nom|Degree=Cmp|Gender=Masc|Number=Sing'])];
    const scores = [{ ADP: 1 }, { [NOM]: 5, [ABL]: 1 }, { 'ADJ|Case=Nom|Degree=Cmp|Gender=Masc|Number=Sing': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(NOM);
  });

  test('rule 74: not before a comparative adjective agreeing with it, said of it (Hoc melius est)', () => {
    const NOM = 'DET|Case=Nom|Gender=Neut|Number=Sing';
    const ABL = 'DET|Case=Abl|Gender=Neut|Number=Sing';
    const EST = 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const read = (next: string) => {
      const tokens = [token('hoc', [NOM, ABL]), token('melius', [next]), token('est', [EST]), period()];
      const scores = [{ [NOM]: 5, [ABL]: 1 }, { [next]: 1 }, { [EST]: 1 }, { PUNCT: 1 }];
      return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0];
    };
    expect(read('ADJ|Case=Nom|Degree=Cmp|Gender=Neut|Number=Sing')).toBe(NOM);
    // a comparative adverb (eo magis, quo facilius) or one that does not agree (hoc horridiores) is measured
    expect(read('ADV|Degree=Cmp')).toBe(ABL);
    expect(read('ADJ|Case=Nom|Degree=Cmp|Gender=Masc|Number=Plur')).toBe(ABL);
    // nor one of another case (a nominative hoc before an accusative comparative)
    expect(read('ADJ|Case=Acc|Degree=Cmp|Gender=Neut|Number=Sing')).toBe(ABL);
  });

  test('quam after a comparative is the conjunction, or the adverb where the convention says so (PROIEL)', () => {
    const tokens = [token('potius', ['ADV|Degree=Cmp']), token('pugnant', [VERB3]), token('quam', ['ADV', 'SCONJ']), token('fugiunt', [VERB3])];
    const scores: Record<string, number>[] = [{ 'ADV|Degree=Cmp': 1 }, { [VERB3]: 1 }, { ADV: 5, SCONJ: 1 }, { [VERB3]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe('SCONJ');
    const proiel: Record<string, number>[] = [{ 'ADV|Degree=Cmp': 1 }, { [VERB3]: 1 }, { ADV: 1, SCONJ: 5 }, { [VERB3]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(proiel), false))[2]).toBe('ADV');
    // Without a comparison before it, quam keeps the tagger's reading.
    const alone = [token('pugnant', [VERB3]), token('quam', ['ADV', 'SCONJ'])];
    expect(tagsOf(decodeWithRules(alone, ctx, decoder([{ [VERB3]: 1 }, { ADV: 5, SCONJ: 1 }]), false))[1]).toBe('ADV');
  });

  test('quam before an adjective in the positive with a subjunctive after it is "how" on the cards, not under a convention', () => {
    const SUB = 'VERB|Mood=Sub|Number=Sing|Person=3|VerbForm=Fin';
    const ADJ = 'ADJ|Case=Nom|Gender=Neut|Number=Sing';
    const tokens = [token('quam', ['SCONJ', 'ADV']), token('magnum', [ADJ]), token('uectigal', ['NOUN|Case=Nom|Gender=Neut|Number=Sing']), token('sit', [SUB])];
    const scores: Record<string, number>[] = [{ SCONJ: 5, ADV: 1 }, { [ADJ]: 1 }, { 'NOUN|Case=Nom|Gender=Neut|Number=Sing': 1 }, { [SUB]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe('ADV');
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[0]).toBe('SCONJ');
    // After a comparing word it stays the conjunction.
    const compared = [token('magis', ['ADV|Degree=Cmp']), ...tokens];
    expect(tagsOf(decodeWithRules(compared, ctx, decoder([{ 'ADV|Degree=Cmp': 1 }, ...scores]), false))[1]).toBe('SCONJ');
    // quam sit exiguum: the copula between quam and its adjective.
    const copula = [token('quam', ['SCONJ', 'ADV']), token('sit', ['AUX|Mood=Sub|Number=Sing|Person=3|VerbForm=Fin']), token('exiguum', [ADJ])];
    const copulaScores: Record<string, number>[] = [{ SCONJ: 5, ADV: 1 }, { 'AUX|Mood=Sub|Number=Sing|Person=3|VerbForm=Fin': 1 }, { [ADJ]: 1 }];
    expect(tagsOf(decodeWithRules(copula, ctx, decoder(copulaScores), false))[0]).toBe('ADV');
  });

  test('quam read as the relative with tam before it in its sentence part is the conjunction (students only)', () => {
    const PRON = 'PRON|Case=Acc|Gender=Fem|Number=Sing';
    const ADJ = 'ADJ|Case=Nom|Gender=Neut|Number=Sing';
    const INF = 'VERB|VerbForm=Inf';
    // quid tam apertum , cum caelum suspeximus , quam esse aliquod numen
    const read = (first: string, convention?: string, mark = ',') => {
      const punct = { key: mark, wordLike: false, tags: ['PUNCT'], analyses: [] };
      const tokens = [token(first, ['ADV']), token('apertum', [ADJ]), punct, token('quam', ['SCONJ', PRON]), token('esse', [INF])];
      const scores = [{ ADV: 1 }, { [ADJ]: 1 }, { PUNCT: 1 }, { SCONJ: 1, [PRON]: 3 }, { [INF]: 1 }];
      return tagsOf(decodeWithRules(tokens, { ...ctx, ...(convention ? { convention } : {}) }, decoder(scores), false))[3];
    };
    expect(read('tam')).toBe('SCONJ');
    // Without tam, under a treebank's convention, or past a full stop: the relative stays.
    expect(read('valde')).toBe(PRON);
    expect(read('tam', 'perseus')).toBe(PRON);
    expect(read('tam', undefined, '.')).toBe(PRON);
  });
});
