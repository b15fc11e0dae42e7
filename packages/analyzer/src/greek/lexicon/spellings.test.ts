import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { writeGreekTestData } from '../test-data';
import { GreekLexiconMissingError, loadGreekLexicon } from './index';
import { loadGreekSpellings } from './spellings';
import type { GreekSpellingScore } from './spellings';

let path: string;
let score: GreekSpellingScore;

beforeAll(() => {
  path = join(writeGreekTestData(), 'greek', 'grc-lexicon.tsv');
  score = loadGreekSpellings(path);
}, 60_000);

describe('loadGreekSpellings: how common a form is as spelt, from the file\'s bytes', () => {
  test.each([
    ['λόγον', 40],
    ['λὸγον', 40],
    ['Λόγον', 40],
    ['ἔλυσεν', 10],
    ['καί', 1000],
    ['ὁ', 900],
    ['ἀλλ’', 200],
    ['λογον', 0],
    ['λόγιν', 0],
    ['λόγῳ', 0],
    ['ααα', 0],
    ['ωωω', 0],
  ])('%s → %i', (form, expected) => {
    expect(score(form)).toBe(expected);
  });

  test('every form of the lexicon is found, first and last included, with its best reading\'s score', () => {
    const lexicon = loadGreekLexicon(path);
    for (const form of ['ὁ', 'τόν', 'λόγος', 'ἄνθρωπον', 'λέγει', 'ὁρᾷ', 'ἀλλά', 'ἄλλα', 'ἔλυσε']) {
      expect(score(form)).toBe(Math.max(...lexicon.lookUp(form).map((a) => a.score)));
    }
  });

  test('a file that is not the lexicon is refused', () => {
    const other = `${path}.other`;
    writeFileSync(other, 'key\tvalue\n');
    expect(() => loadGreekSpellings(other)).toThrow(GreekLexiconMissingError);
    expect(() => loadGreekSpellings(`${path}.missing`)).toThrow(GreekLexiconMissingError);
  });
});
