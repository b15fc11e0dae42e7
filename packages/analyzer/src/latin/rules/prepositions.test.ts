import { describe, expect, test } from 'vitest';
import type { ConstraintToken } from '../../core/constraints/types';
import { decodeWithRules } from './registry';
import { ctx, decoder, tagsOf, token } from './test-decoder';

describe('prepositions', () => {
  test('a preposition that takes the ablative turns a genitive reading into the ablative', () => {
    const tokens = [token('ab', ['ADP']), token('oris', ['NOUN|Case=Gen|Number=Sing', 'NOUN|Case=Abl|Number=Plur'])];
    const pass = decodeWithRules(tokens, ctx, decoder([{ ADP: 1 }, { 'NOUN|Case=Gen|Number=Sing': 5, 'NOUN|Case=Abl|Number=Plur': 1 }]), true);
    expect(tagsOf(pass)).toEqual(['ADP', 'NOUN|Case=Abl|Number=Plur']);
  });

  test('a preposition with two cases (in) constrains nothing', () => {
    const tokens = [token('in', ['ADP']), token('oris', ['NOUN|Case=Gen|Number=Sing', 'NOUN|Case=Abl|Number=Plur'])];
    const pass = decodeWithRules(tokens, ctx, decoder([{ ADP: 1 }, { 'NOUN|Case=Gen|Number=Sing': 5, 'NOUN|Case=Abl|Number=Plur': 1 }]), false);
    expect(tagsOf(pass)[1]).toBe('NOUN|Case=Gen|Number=Sing');
  });

  test('a preposition that is also an adverb, with no word in its case after it, is the adverb', () => {
    const ante = token('ante', ['ADP', 'ADV']);
    const read = (next: ConstraintToken, tag: string) => tagsOf(decodeWithRules([ante, next], ctx, decoder([{ ADP: 3, ADV: 1 }, { [tag]: 1 }]), true))[0];
    // paulo ante venerat
    expect(read(token('venerat', ['VERB|Mood=Ind|VerbForm=Fin']), 'VERB|Mood=Ind|VerbForm=Fin')).toBe('ADV');
    // ante muros
    expect(read(token('muros', ['NOUN|Case=Acc|Number=Plur']), 'NOUN|Case=Acc|Number=Plur')).toBe('ADP');
  });

  test('cum with an ablative after it and no subjunctive is the preposition; with no ablative, the conjunction (on the cards with or without a subjunctive)', () => {
    const read = (scores: Record<string, number>, next: [string, string], verb: string) => {
      const tokens = [token('cum', ['ADP', 'SCONJ']), token(next[0], [next[1]]), token('fecit', [verb])];
      return tagsOf(decodeWithRules(tokens, ctx, decoder([scores, { [next[1]]: 1 }, { [verb]: 1 }]), true))[0];
    };
    // cum summo studio … exequebantur
    expect(read({ SCONJ: 3, ADP: 1 }, ['studio', 'ADJ|Case=Abl|Number=Sing'], 'VERB|Mood=Ind|VerbForm=Fin')).toBe('ADP');
    // cum summo studio … exsequerentur: the tagger's conjunction stays
    expect(read({ SCONJ: 3, ADP: 1 }, ['studio', 'ADJ|Case=Abl|Number=Sing'], 'VERB|Mood=Sub|VerbForm=Fin')).toBe('SCONJ');
    // cum Caesar … venisset
    expect(read({ SCONJ: 1, ADP: 3 }, ['caesar', 'PROPN|Case=Nom|Number=Sing'], 'VERB|Mood=Sub|VerbForm=Fin')).toBe('SCONJ');
    expect(read({ SCONJ: 1, ADP: 3 }, ['caesar', 'PROPN|Case=Nom|Number=Sing'], 'VERB|Mood=Ind|VerbForm=Fin')).toBe('SCONJ');
  });

  test('cum with no ablative beside it before an indicative is the conjunction on the cards only (and not after una)', () => {
    const NOM = 'PROPN|Case=Nom|Number=Sing';
    const IND = 'VERB|Mood=Ind|VerbForm=Fin';
    const tokens = [token('cum', ['ADP', 'SCONJ']), token('caesar', [NOM]), token('fecit', [IND])];
    const scores: Record<string, number>[] = [{ SCONJ: 1, ADP: 3 }, { [NOM]: 1 }, { [IND]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe('SCONJ');
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[0]).toBe('ADP');
    const una = [token('una', ['ADV']), ...tokens];
    expect(tagsOf(decodeWithRules(una, ctx, decoder([{ ADV: 1 }, ...scores]), false))[1]).toBe('ADP');
  });

  test.each([
    ['aduersus', 'NOUN|Case=Acc|Number=Plur'],
    ['aduersum', 'NOUN|Case=Acc|Number=Plur'],
    ['in', 'NOUN|Case=Nom|Number=Plur'],
  ])('after %s, hostes is read as %s (adversus governs the accusative: listed with a v, it never matched the key aduersus)', (key, expected) => {
    const tokens = [token(key, ['ADP']), token('hostes', ['NOUN|Case=Nom|Number=Plur', 'NOUN|Case=Acc|Number=Plur'])];
    const scores = [{ ADP: 1 }, { 'NOUN|Case=Nom|Number=Plur': 5, 'NOUN|Case=Acc|Number=Plur': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(expected);
  });

  test('usque before eo is the adverb and eo the adverb too, on the cards; a convention keeps the tagger\'s reading', () => {
    const PRO = 'PRON|Case=Abl|Gender=Masc|Number=Sing';
    const tokens = [token('usque', ['ADP', 'ADV']), token('eo', [PRO, 'ADV']), token('ut', ['SCONJ'])];
    const scores: Record<string, number>[] = [{ ADP: 5, ADV: 1 }, { [PRO]: 5, ADV: 1 }, { SCONJ: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false)).slice(0, 2)).toEqual(['ADV', 'ADV']);
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'udante' }, decoder(scores), false)).slice(0, 2)).toEqual(['ADP', PRO]);
  });

  test('a personal pronoun before cum, with no ablative after it, is the ablative cum governs (nobiscum)', () => {
    const DAT = 'PRON|Case=Dat|Number=Plur';
    const ABL = 'PRON|Case=Abl|Number=Plur';
    const nobis = token('nobis', [DAT, ABL], [{ upos: 'PRON', feats: { Case: 'Dat', PronType: 'Prs' } }, { upos: 'PRON', feats: { Case: 'Abl', PronType: 'Prs' } }]);
    const read = (next: ConstraintToken, scores: object, convention?: string) => {
      const tokens = [token('pernoctant', ['VERB|Mood=Ind|VerbForm=Fin']), nobis, token('cum', ['ADP']), next];
      const c = convention ? { ...ctx, convention } : ctx;
      return tagsOf(decodeWithRules(tokens, c, decoder([{ 'VERB|Mood=Ind|VerbForm=Fin': 1 }, { [DAT]: 5, [ABL]: 1 }, { ADP: 1 }, scores]), false))[1];
    };
    const comma = token(',', ['PUNCT']);
    expect(read(comma, { PUNCT: 1 })).toBe(ABL);
    // cum gaudio: cum governs the word after it, and the pronoun before is the dative it was
    expect(read(token('gaudio', ['NOUN|Case=Abl|Number=Sing']), { 'NOUN|Case=Abl|Number=Sing': 1 })).toBe(DAT);
    expect(read(comma, { PUNCT: 1 }, 'proiel')).toBe(DAT);
  });

  test('a relative before a cum that rule 11 makes the conjunction keeps its reading (quibus cum Caesar respondisset)', () => {
    const DAT = 'PRON|Case=Dat|Number=Plur';
    const ABL = 'PRON|Case=Abl|Number=Plur';
    const SUB = 'VERB|Mood=Sub|Number=Sing|Person=3|VerbForm=Fin';
    const quibus = token('quibus', [DAT, ABL], [{ upos: 'PRON', feats: { Case: 'Dat', PronType: 'Rel' } }, { upos: 'PRON', feats: { Case: 'Abl', PronType: 'Rel' } }]);
    const tokens = [quibus, token('cum', ['ADP', 'SCONJ']), token('Caesar', ['PROPN|Case=Nom|Number=Sing']), token('respondisset', [SUB]), token('.', ['PUNCT'])];
    const scores = [{ [DAT]: 5, [ABL]: 1 }, { ADP: 5, SCONJ: 1 }, { 'PROPN|Case=Nom|Number=Sing': 1 }, { [SUB]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false)).slice(0, 2)).toEqual([DAT, 'SCONJ']);
  });
});
