import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../core/types';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

const SUO_NEUT = 'DET|Case=Abl|Gender=Neut|Number=Sing|Poss=Yes|PronType=Prs|Reflex=Yes';
const SUO_MASC = 'DET|Case=Abl|Gender=Masc|Number=Sing|Poss=Yes|PronType=Prs|Reflex=Yes';
const HABITU = 'NOUN|Case=Abl|Gender=Masc|Number=Sing';
const POSSESSIVE: Partial<Analysis>[] = [{ lemma: 'suus', upos: 'DET', feats: { Poss: 'Yes', PronType: 'Prs' } }];

describe('a modifier\'s gender from a noun farther in its clause (rule 95)', () => {
  // Ne gloriari libeat alienis bonis, suoque potius habitu vitam degere.
  const sentence = (between: string, tag: string, analyses = POSSESSIVE) => [
    token('suo', [SUO_NEUT, SUO_MASC], analyses), token('que', ['CCONJ']), token(between, [tag]), token('habitu', [HABITU]), period(),
  ];
  const scores = (tag: string) => [{ [SUO_NEUT]: 5, [SUO_MASC]: 1 }, { CCONJ: 1 }, { [tag]: 1 }, { [HABITU]: 1 }, { PUNCT: 1 }];

  test('past an adverb, a possessive takes the gender of the noun two words on (suoque potius habitu)', () => {
    expect(tagsOf(decodeWithRules(sentence('potius', 'ADV'), ctx, decoder(scores('ADV')), false))[0]).toBe(SUO_MASC);
    // A treebank's convention keeps the tagger's reading.
    expect(tagsOf(decodeWithRules(sentence('potius', 'ADV'), { ...ctx, convention: 'perseus' }, decoder(scores('ADV')), false))[0]).toBe(SUO_NEUT);
  });

  test('not past a verb or a conjunction, which part the phrases (suoque ... et habitu)', () => {
    expect(tagsOf(decodeWithRules(sentence('et', 'CCONJ'), ctx, decoder(scores('CCONJ')), false))[0]).toBe(SUO_NEUT);
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';
    expect(tagsOf(decodeWithRules(sentence('uiuit', VERB), ctx, decoder(scores(VERB)), false))[0]).toBe(SUO_NEUT);
  });

  test('not a determiner that stands for a noun on its own (ex hoc ... actu)', () => {
    const demonstrative: Partial<Analysis>[] = [{ lemma: 'hic', upos: 'DET', feats: { PronType: 'Dem' } }];
    expect(tagsOf(decodeWithRules(sentence('potius', 'ADV', demonstrative), ctx, decoder(scores('ADV')), false))[0]).toBe(SUO_NEUT);
  });

  test('nouns of two genders at the same distance leave the reading as it is (uita ... suoque potius habitu)', () => {
    const VITA = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
    const tokens = [token('uita', [VITA]), token('iam', ['ADV']), token('modo', ['ADV']), ...sentence('potius', 'ADV')];
    const all = [{ [VITA]: 1 }, { ADV: 1 }, { ADV: 1 }, ...scores('ADV')];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(all), false))[3]).toBe(SUO_NEUT);
    // Without the noun before, the one after gives its gender.
    expect(tagsOf(decodeWithRules(tokens.slice(1), ctx, decoder(all.slice(1)), false))[2]).toBe(SUO_MASC);
  });
});
