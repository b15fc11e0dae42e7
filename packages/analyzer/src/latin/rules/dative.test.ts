import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { comma, ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the dative a verb governs', () => {
  const ABL = 'DET|Case=Abl|Gender=Masc|Number=Plur';
  const DAT = 'DET|Case=Dat|Gender=Masc|Number=Plur';
  const INF = 'VERB|Tense=Pres|VerbForm=Inf|Voice=Act';
  const PART = 'VERB|Case=Nom|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass';
  const verb = (key: string, tag: string, lemma: string, feats: Record<string, string> = {}) => token(key, [tag], [{ upos: 'VERB', lemma, feats }]);
  const scores: Record<string, number>[] = [{ [INF]: 1 }, { [ABL]: 5, [DAT]: 1 }, { PUNCT: 1 }];

  test('students\' cards: an ablative in -ibus beside a prae- or ante- compound is the dative (antecellere omnibus)', () => {
    const tokens = [verb('antecellere', INF, 'antecello'), token('omnibus', [ABL, DAT]), period()];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(DAT);
    // Under a treebank's convention, after a preposition, past a comma, or beside another verb, it keeps its reading.
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[1]).toBe(ABL);
    const other = [verb('uincere', INF, 'uinco'), token('omnibus', [ABL, DAT]), period()];
    expect(tagsOf(decodeWithRules(other, ctx, decoder(scores), false))[1]).toBe(ABL);
    const after = [verb('antecellere', INF, 'antecello'), token('cum', ['ADP']), token('omnibus', [ABL, DAT]), period()];
    expect(tagsOf(decodeWithRules(after, ctx, decoder([{ [INF]: 1 }, { ADP: 1 }, { [ABL]: 5, [DAT]: 1 }, { PUNCT: 1 }]), false))[2]).toBe(ABL);
    const past = [verb('antecellere', INF, 'antecello'), comma(), token('omnibus', [ABL, DAT]), period()];
    expect(tagsOf(decodeWithRules(past, ctx, decoder([{ [INF]: 1 }, { PUNCT: 1 }, { [ABL]: 5, [DAT]: 1 }, { PUNCT: 1 }]), false))[2]).toBe(ABL);
  });

  test('students\' cards: a perfect participle governs it too (praelata puellis), a present one does not', () => {
    const perfect = [verb('praelata', PART, 'praefero', { VerbForm: 'Part', Tense: 'Past' }), token('puellis', [ABL, DAT]), period()];
    const s: Record<string, number>[] = [{ [PART]: 1 }, { [ABL]: 5, [DAT]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(perfect, ctx, decoder(s), false))[1]).toBe(DAT);
    const present = [verb('praeferens', PART, 'praefero', { VerbForm: 'Part', Tense: 'Pres' }), token('auro', [ABL, DAT]), period()];
    expect(tagsOf(decodeWithRules(present, ctx, decoder(s), false))[1]).toBe(ABL);
  });

  test('students\' cards: an ablative in -ibus beside a dative of purpose read as the dative is the dative (Atheniensibus auxilio fuit)', () => {
    const PROPN_ABL = 'PROPN|Case=Abl|Gender=Masc|Number=Plur';
    const PROPN_DAT = 'PROPN|Case=Dat|Gender=Masc|Number=Plur';
    const PURPOSE = 'NOUN|Case=Dat|Gender=Neut|Number=Sing';
    const FIN = 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const tokens = [token('atheniensibus', [PROPN_ABL, PROPN_DAT]), token('auxilio', [PURPOSE]), token('fuit', [FIN]), period()];
    const s: Record<string, number>[] = [{ [PROPN_ABL]: 5, [PROPN_DAT]: 1 }, { [PURPOSE]: 1 }, { [FIN]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(s), false))[0]).toBe(PROPN_DAT);
    // Beside another noun, or after a preposition, it keeps its reading.
    const other = [token('atheniensibus', [PROPN_ABL, PROPN_DAT]), token('bello', [PURPOSE]), token('fuit', [FIN]), period()];
    expect(tagsOf(decodeWithRules(other, ctx, decoder(s), false))[0]).toBe(PROPN_ABL);
    const prep = [token('cum', ['ADP']), ...tokens];
    expect(tagsOf(decodeWithRules(prep, ctx, decoder([{ ADP: 1 }, ...s]), false))[1]).toBe(PROPN_ABL);
  });
});
