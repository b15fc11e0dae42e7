import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, tagsOf, token } from './test-decoder';

describe('conjunctions', () => {
  test('ut before an indicative is the adverb in PROIEL\'s convention only; before a subjunctive, the conjunction', () => {
    const IND = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const tokens = [token('ut', ['ADV', 'SCONJ']), token('dicit', [IND])];
    const scores: Record<string, number>[] = [{ ADV: 1, SCONJ: 5 }, { [IND]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe('ADV');
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[0]).toBe('SCONJ');
    const subjunctive = [token('ut', ['ADV', 'SCONJ']), token('dicat', ['VERB|Mood=Sub|VerbForm=Fin'])];
    expect(tagsOf(decodeWithRules(subjunctive, { ...ctx, convention: 'proiel' }, decoder([{ ADV: 1, SCONJ: 5 }, { 'VERB|Mood=Sub|VerbForm=Fin': 1 }]), false))[0]).toBe('SCONJ');
    // Before a subjunctive it is the conjunction in every convention (cura ut valeas).
    expect(tagsOf(decodeWithRules(subjunctive, ctx, decoder([{ ADV: 5, SCONJ: 1 }, { 'VERB|Mood=Sub|VerbForm=Fin': 1 }]), false))[0]).toBe('SCONJ');
  });

  test('uti after an ablative with no subjunctive after it is the infinitive of utor, before a subjunctive the conjunction', () => {
    const INF = 'VERB|Tense=Pres|VerbForm=Inf|Voice=Pass';
    const IND = 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin';
    const SUB = 'VERB|Mood=Sub|Number=Sing|Person=3|VerbForm=Fin';
    const NOM = 'NOUN|Case=Nom|Number=Sing';
    const ABL = 'NOUN|Case=Abl|Number=Sing';
    const scores = [{ [NOM]: 5, [ABL]: 1 }, { SCONJ: 5, [INF]: 1 }, { [IND]: 1 }];
    // victoria uti nescis: victoria can be the ablative utor takes
    const nescis = [token('victoria', [NOM, ABL]), token('uti', ['SCONJ', INF]), token('nescis', [IND])];
    expect(tagsOf(decodeWithRules(nescis, ctx, decoder(scores), false))[1]).toBe(INF);
    expect(tagsOf(decodeWithRules(nescis, { ...ctx, convention: 'perseus' }, decoder(scores), false))[1]).toBe(INF);
    // que uti principia sunt: "as", no ablative before it
    const sunt = [token('principia', [NOM]), ...nescis.slice(1)];
    expect(tagsOf(decodeWithRules(sunt, ctx, decoder([{ [NOM]: 1 }, ...scores.slice(1)]), false))[1]).toBe('SCONJ');
    // persuadet uti … deferat
    const deferat = [token('victoria', [NOM, ABL]), token('uti', ['SCONJ', INF]), token('deferat', [SUB])];
    expect(tagsOf(decodeWithRules(deferat, ctx, decoder([scores[0]!, { SCONJ: 1, [INF]: 5 }, { [SUB]: 1 }]), false))[1]).toBe('SCONJ');
  });

  test('in PROIEL\'s convention et after sed or sicut is the adverb "also"', () => {
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const tokens = [token('sed', ['CCONJ']), token('et', ['CCONJ', 'ADV']), token('uenit', [VERB])];
    const scores: Record<string, number>[] = [{ CCONJ: 1 }, { CCONJ: 5, ADV: 1 }, { [VERB]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[1]).toBe('ADV');
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[1]).toBe('CCONJ');
    const plain = [token('pater', ['NOUN|Case=Nom|Number=Sing']), ...tokens.slice(1)];
    expect(tagsOf(decodeWithRules(plain, { ...ctx, convention: 'proiel' }, decoder([{ 'NOUN|Case=Nom|Number=Sing': 1 }, ...scores.slice(1)]), false))[1]).toBe('CCONJ');
  });

  test('in PROIEL\'s convention nisi with no verb of its own is the adverb "except"', () => {
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const NOUN = 'NOUN|Case=Nom|Number=Sing';
    const tokens = [token('uenit', [VERB]), token('nisi', ['SCONJ', 'ADV']), token('petrus', [NOUN])];
    const scores: Record<string, number>[] = [{ [VERB]: 1 }, { SCONJ: 5, ADV: 1 }, { [NOUN]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[1]).toBe('ADV');
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe('SCONJ');
    const clause = [...tokens, token('uenit', [VERB])];
    expect(tagsOf(decodeWithRules(clause, { ...ctx, convention: 'proiel' }, decoder([...scores, { [VERB]: 1 }]), false))[1]).toBe('SCONJ');
  });

  test('ne before an indicative is not the conjunction', () => {
    const IND = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const tokens = [token('ne', ['ADV', 'SCONJ']), token('venit', [IND])];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder([{ ADV: 1, SCONJ: 5 }, { [IND]: 1 }]), false))[0]).toBe('ADV');
    const subjunctive = [token('ne', ['ADV', 'SCONJ']), token('veniat', ['VERB|Mood=Sub|VerbForm=Fin'])];
    expect(tagsOf(decodeWithRules(subjunctive, ctx, decoder([{ ADV: 1, SCONJ: 5 }, { 'VERB|Mood=Sub|VerbForm=Fin': 1 }]), false))[0]).toBe('SCONJ');
  });
});
