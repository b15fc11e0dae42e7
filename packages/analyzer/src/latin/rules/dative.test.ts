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

  test('students\' cards: a preposition before the whole phrase keeps it in its case (cum omnibus copiis auxilio venit)', () => {
    const ADJ_ABL = 'ADJ|Case=Abl|Gender=Fem|Number=Plur';
    const ADJ_DAT = 'ADJ|Case=Dat|Gender=Fem|Number=Plur';
    const N_ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Plur';
    const N_DAT = 'NOUN|Case=Dat|Gender=Fem|Number=Plur';
    const PURPOSE = 'NOUN|Case=Dat|Gender=Neut|Number=Sing';
    const FIN = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const tokens = [token('cum', ['ADP', 'SCONJ']), token('omnibus', [ADJ_ABL, ADJ_DAT]), token('copiis', [N_ABL, N_DAT]), token('auxilio', [PURPOSE]), token('uenit', [FIN]), period()];
    const s: Record<string, number>[] = [{ ADP: 5, SCONJ: 1 }, { [ADJ_ABL]: 5, [ADJ_DAT]: 1 }, { [N_ABL]: 5, [N_DAT]: 1 }, { [PURPOSE]: 1 }, { [FIN]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(s), false)).slice(0, 3)).toEqual(['ADP', ADJ_ABL, N_ABL]);
    // beside a compound verb too (cum omnibus copiis praestat)
    const PRAESTAT = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const verb = [...tokens.slice(0, 3), token('praestat', [PRAESTAT], [{ upos: 'VERB', lemma: 'praesto' }]), period()];
    expect(tagsOf(decodeWithRules(verb, ctx, decoder([...s.slice(0, 3), { [PRAESTAT]: 1 }, { PUNCT: 1 }]), false))[2]).toBe(N_ABL);
  });

  test('students\' cards: a preposition\'s own noun of another number ends the phrase (in proelio omnibus praestitit)', () => {
    const FIN = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const SING = 'NOUN|Case=Abl|Gender=Neut|Number=Sing';
    const tokens = [token('in', ['ADP']), token('proelio', [SING]), token('omnibus', [ABL, DAT]), verb('praestitit', FIN, 'praesto'), period()];
    const s: Record<string, number>[] = [{ ADP: 1 }, { [SING]: 1 }, { [ABL]: 5, [DAT]: 1 }, { [FIN]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(s), false))[2]).toBe(DAT);
  });

  test('students\' cards: beside a verb of excelling a singular noun or armis says in what (consilio praestant, armis praestant)', () => {
    const N_ABL = 'NOUN|Case=Abl|Gender=Neut|Number=Sing';
    const N_DAT = 'NOUN|Case=Dat|Gender=Neut|Number=Sing';
    const NP_ABL = 'NOUN|Case=Abl|Gender=Neut|Number=Plur';
    const NP_DAT = 'NOUN|Case=Dat|Gender=Neut|Number=Plur';
    const P_ABL = 'PROPN|Case=Abl|Gender=Masc|Number=Plur';
    const P_DAT = 'PROPN|Case=Dat|Gender=Masc|Number=Plur';
    const FIN = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
    const read = (key: string, abl: string, dat: string) => {
      const tokens = [token(key, [abl, dat]), token('praestant', [FIN], [{ upos: 'VERB', lemma: 'praesto' }]), period()];
      return tagsOf(decodeWithRules(tokens, ctx, decoder([{ [abl]: 5, [dat]: 1 }, { [FIN]: 1 }, { PUNCT: 1 }]), false))[0];
    };
    expect(read('consilio', N_ABL, N_DAT)).toBe(N_ABL);
    expect(read('armis', NP_ABL, NP_DAT)).toBe(NP_ABL);
    // a name of people, a determiner (ceteris) or a noun after one is the one excelled
    expect(read('gallis', P_ABL, P_DAT)).toBe(P_DAT);
    // a singular noun in -i, a dative of the third declension, is one too (matri praestitit)
    expect(read('matri', 'NOUN|Case=Abl|Gender=Fem|Number=Sing', 'NOUN|Case=Dat|Gender=Fem|Number=Sing')).toBe('NOUN|Case=Dat|Gender=Fem|Number=Sing');
    expect(read('ceteris', ABL, DAT)).toBe(DAT);
    const tokens = [token('ceteris', [ABL, DAT]), token('animalibus', [NP_ABL, NP_DAT]), token('praestant', [FIN], [{ upos: 'VERB', lemma: 'praesto' }]), period()];
    const s = [{ [ABL]: 5, [DAT]: 1 }, { [NP_ABL]: 5, [NP_DAT]: 1 }, { [FIN]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(s), false))[1]).toBe(NP_DAT);
  });
});
