import { expect, test } from 'vitest';
import { learnSubstantiveGenders, SUBSTANTIVE_MIN_COUNT } from './substantive-genders';

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
