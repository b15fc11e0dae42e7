import { expect, test } from 'vitest';
import { learnSubstantiveGenders, PARTICIPLE_TABLE, SUBSTANTIVE_MIN_COUNT } from './substantive-genders';

test('the gender most words standing alone have, per case and number, in the classical treebanks only', () => {
  const alone = (gender: string) => ({ tags: [`DET|Case=Gen|Gender=${gender}|Number=Plur`, 'VERB|VerbForm=Inf'], convention: 'perseus' });
  const masc = Array.from({ length: SUBSTANTIVE_MIN_COUNT }, () => alone('Masc'));
  const neut = Array.from({ length: SUBSTANTIVE_MIN_COUNT - 1 }, () => alone('Neut'));
  // A word with a noun of its case and number beside it is not counted; nor a later treebank's.
  const withNoun = { tags: ['DET|Case=Gen|Gender=Neut|Number=Plur', 'NOUN|Case=Gen|Gender=Neut|Number=Plur'], convention: 'perseus' };
  const medieval = Array.from({ length: 50 }, () => ({ ...alone('Neut'), convention: 'ittb' }));
  const { chosen, counts } = learnSubstantiveGenders([...masc, ...neut, withNoun, ...medieval]);
  expect(chosen).toEqual([['gen-plur', 'Masc']]);
  expect(counts.get('gen-plur')).toEqual(new Map([['Masc', SUBSTANTIVE_MIN_COUNT], ['Neut', SUBSTANTIVE_MIN_COUNT - 1]]));
  // Too few words: no gender.
  expect(learnSubstantiveGenders(masc.slice(1)).chosen).toEqual([]);
});

test('participles: their own table, with its count and share', () => {
  const alone = (gender: string) => ({ tags: [`VERB|Case=Gen|Gender=${gender}|Number=Plur|VerbForm=Part`, 'VERB|VerbForm=Inf'], convention: 'perseus' });
  const nine = Array.from({ length: 9 }, () => alone('Masc'));
  // Adjectives' table leaves participles out.
  expect(learnSubstantiveGenders(Array.from({ length: 30 }, () => alone('Masc'))).chosen).toEqual([]);
  expect(learnSubstantiveGenders([...nine, alone('Masc')], PARTICIPLE_TABLE).chosen).toEqual([['gen-plur', 'Masc']]);
  // 85 % is not more than 85 %; 9 words are too few.
  expect(learnSubstantiveGenders([...nine, ...nine.slice(0, 8), alone('Neut'), alone('Neut'), alone('Neut')], PARTICIPLE_TABLE).chosen).toEqual([]);
  expect(learnSubstantiveGenders(nine, PARTICIPLE_TABLE).chosen).toEqual([]);
  // A gerundive is no participle here.
  expect(learnSubstantiveGenders(Array.from({ length: 10 }, () => ({ tags: ['VERB|Case=Gen|Gender=Masc|Number=Plur|VerbForm=Gdv', 'VERB|VerbForm=Inf'], convention: 'perseus' })), PARTICIPLE_TABLE).chosen).toEqual([]);
});
