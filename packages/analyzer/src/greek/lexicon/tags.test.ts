import { describe, expect, test } from 'vitest';
import { formatFeats } from '../../core/types';
import { isCompatible, readAgdtTag, readMorpheusMorph } from './tags';

describe('Morpheus morph strings', () => {
  test.each([
    ['aor ind act 3rd sg', 'V', ['Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act']],
    ['imperf ind mp 3rd pl', 'V', ['Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Mid']],
    // alternative cases give one reading each; alternative genders stay one value
    ['neut nom/voc/acc pl', 'N', ['Case=Nom|Gender=Neut|Number=Plur', 'Case=Voc|Gender=Neut|Number=Plur', 'Case=Acc|Gender=Neut|Number=Plur']],
    ['masc/fem gen sg', 'N', ['Case=Gen|Gender=Fem,Masc|Number=Sing']],
    ['perf part act masc nom sg', 'P', ['Aspect=Perf|Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Act']],
  ])('%s', (morph, pos, expected) => {
    expect(readMorpheusMorph(morph, pos).map((r) => formatFeats(r.feats))).toEqual(expected);
  });
});

describe('GLAUx (AGDT) tags', () => {
  test.each([
    ['v3saia---', 'VERB', 'Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['n-p---ma-', 'NOUN', 'Case=Acc|Gender=Masc|Number=Plur'],
    ['l-s---fd-', 'DET', 'Case=Dat|Gender=Fem|Number=Sing'],
    ['v-pppamd-', 'VERB', 'Case=Dat|Gender=Masc|Number=Plur|Tense=Pres|VerbForm=Part|Voice=Act'],
  ])('%s', (tag, upos, feats) => {
    expect(readAgdtTag(tag)).toEqual({ upos, feats });
  });

  test('the aorist is not compatible with the imperfect', () => {
    const [imperfect] = readMorpheusMorph('imperf ind act 3rd pl', 'V');
    const aorist = { Mood: 'Ind', Number: 'Plur', Person: '3', Tense: 'Past', VerbForm: 'Fin', Voice: 'Act' };
    expect(isCompatible(imperfect!.feats, aorist, false)).toBe(false);
  });
});
