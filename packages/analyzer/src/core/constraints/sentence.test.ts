import { describe, expect, test } from 'vitest';
import { agreesWithin, clausesOf, dissentingMajority, gendersMeet } from './sentence';
import { infoOf } from './tag-info';

const reading = (...tags: string[]) => tags.map(infoOf);

describe('clausesOf', () => {
  test.each([
    [['NOUN|Case=Nom', 'VERB|VerbForm=Fin', 'PUNCT', 'NOUN|Case=Acc', 'PUNCT'], [[0, 2], [3, 4]]],
    [['PUNCT', 'ADV', 'PUNCT', 'PUNCT'], [[1, 2]]],
    [['ADV'], [[0, 1]]],
  ])('%j → %j', (tags, expected) => {
    expect(clausesOf(reading(...tags))).toEqual(expected);
  });
});

describe('agreement', () => {
  test.each([
    ['Masc', 'Masc,Neut', true],
    ['Fem', 'Masc,Neut', false],
    [undefined, 'Fem', true],
  ])('genders %s and %s meet: %s', (a, b, expected) => {
    expect(gendersMeet(a, b)).toBe(expected);
  });

  test('an adjective agrees with a noun of its case, number and gender within the span, not beyond it (magna … cura)', () => {
    const chosen = reading('ADJ|Case=Abl|Gender=Fem|Number=Sing', 'ADP', 'NOUN|Case=Abl|Gender=Fem|Number=Sing');
    const isNoun = (t: { upos: string }) => t.upos === 'NOUN';
    expect([agreesWithin(chosen, 0, 0, 3, isNoun), agreesWithin(chosen, 0, 0, 2, isNoun)]).toEqual([true, false]);
  });
});

describe('dissentingMajority', () => {
  test.each([
    [['Abl', 'Nom', 'Abl'], 'Abl'],
    [['Abl', 'Abl', 'Abl'], undefined],
    [['Abl', 'Nom'], undefined],
    [['Abl', 'Nom', 'Abl', 'Nom'], undefined],
    [['Abl', undefined, 'Abl'], 'Abl'],
  ])('%j → %s', (values, expected) => {
    expect(dissentingMajority(values)).toBe(expected);
  });
});
