import { describe, expect, test } from 'vitest';
import { idInfoOf, infoOf } from './tag-info';

describe('infoOf', () => {
  test.each([
    ['NOUN|Case=Abl|Gender=Fem|Number=Sing', { upos: 'NOUN', case: 'Abl', number: 'Sing', gender: 'Fem', finite: false }],
    ['VERB|Mood=Sub|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin', { upos: 'VERB', case: undefined, number: 'Plur', finite: true, thirdPerson: true, subjunctive: true, addressed: false }],
    ['VERB|Mood=Imp|Number=Sing|Person=2|VerbForm=Fin', { finite: true, addressed: true, finiteForm: 'VERB|Mood=Imp|Number=Sing|Person=2|VerbForm=Fin' }],
    ['ADJ|Case=Nom|Degree=Sup|Gender=Masc,Neut|Number=Plur', { superlative: true, comparative: false, gender: 'Masc,Neut' }],
    ['VERB|Case=Abl|Gender=Masc|Number=Plur|VerbForm=Part', { participle: true, finite: false, finiteForm: undefined, case: 'Abl' }],
    ['PUNCT', { upos: 'PUNCT', case: undefined, number: undefined }],
  ])('%s', (tag, expected) => {
    expect(infoOf(tag)).toMatchObject(expected);
  });

  test('a tag is parsed once: the same tag gives the same object, by name or by id', () => {
    const ctx = { tagName: () => 'ADV|Degree=Cmp' };
    expect(idInfoOf(ctx)(7)).toBe(infoOf('ADV|Degree=Cmp'));
  });
});
