import { describe, expect, test } from 'vitest';
import { parseFeats } from '../../core/types';
import { agreementsOf, type AgreementToken } from './agreement';

/** `form/UPOS/feats` words; punctuation is `,/PUNCT`. */
const sentence = (text: string): [string[], AgreementToken[]] => {
  const words = text.split(' ').map((w) => w.split('/'));
  return [words.map(([form]) => form!), words.map(([, upos, feats]) => ({ upos: upos!, feats: parseFeats(feats ?? '_') }))];
};
const agreements = ([forms, tokens]: [string[], AgreementToken[]]) => agreementsOf(forms, tokens);

describe('agreementsOf', () => {
  test('a participle in the ablative with its noun, no preposition before them: an ablative absolute', () => {
    const tokens = sentence('Oppido/NOUN/Case=Abl|Gender=Neut|Number=Sing expugnato/VERB/Case=Abl|Gender=Neut|Number=Sing|VerbForm=Part ,/PUNCT hostes/NOUN/Case=Nom|Gender=Masc|Number=Plur fugerunt/VERB/Mood=Ind|VerbForm=Fin');
    expect(agreements(tokens)).toEqual([undefined, { agreesWith: 'oppido', construction: 'ablativo assoluto' }, undefined, undefined, undefined]);
  });

  test('after a preposition the participle only agrees', () => {
    const tokens = sentence('ex/ADP urbe/NOUN/Case=Abl|Gender=Fem|Number=Sing capta/VERB/Case=Abl|Gender=Fem|Number=Sing|VerbForm=Part');
    expect(agreements(tokens)[2]).toEqual({ agreesWith: 'urbe' });
  });

  test('a determiner takes the noun after it, an adjective the noun before it, each of its case, number and gender', () => {
    const tokens = sentence('hic/DET/Case=Nom|Gender=Masc|Number=Sing|PronType=Dem liber/NOUN/Case=Nom|Gender=Masc|Number=Sing bonus/ADJ/Case=Nom|Gender=Masc|Number=Sing rosam/NOUN/Case=Acc|Gender=Fem|Number=Sing pulchram/ADJ/Case=Acc|Gender=Fem|Number=Sing');
    expect(agreements(tokens).map((a) => a?.agreesWith)).toEqual(['liber', undefined, 'liber', undefined, 'rosam']);
  });

  test('no agreement across punctuation, with a noun of another gender, or for a relative and its antecedent', () => {
    const comma = sentence('Caesar/PROPN/Case=Nom|Gender=Masc|Number=Sing ,/PUNCT fortis/ADJ/Case=Nom|Gender=Masc|Number=Sing');
    expect(agreements(comma)[2]).toBeUndefined();
    const gender = sentence('rosa/NOUN/Case=Nom|Gender=Fem|Number=Sing bonus/ADJ/Case=Nom|Gender=Masc|Number=Sing');
    expect(agreements(gender)[1]).toBeUndefined();
    const relative = sentence('milites/NOUN/Case=Nom|Gender=Masc|Number=Plur qui/PRON/Case=Nom|Gender=Masc|Number=Plur|PronType=Rel venerant/VERB/Mood=Ind|VerbForm=Fin');
    expect(agreements(relative)[1]).toBeUndefined();
    const personal = sentence('ego/PRON/Case=Nom|Number=Sing|PronType=Prs consul/NOUN/Case=Nom|Gender=Masc|Number=Sing');
    expect(agreements(personal)[0]).toBeUndefined();
  });

  test('a proper noun keeps its capital', () => {
    const tokens = sentence('Caesare/PROPN/Case=Abl|Gender=Masc|Number=Sing interfecto/VERB/Case=Abl|Gender=Masc|Number=Sing|VerbForm=Part');
    expect(agreements(tokens)[1]).toEqual({ agreesWith: 'Caesare', construction: 'ablativo assoluto' });
  });
});
