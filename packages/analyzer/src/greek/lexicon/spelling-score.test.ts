import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { writeGreekTestData } from '../test-data';
import { loadGreekLexicon } from './index';
import type { GreekLexicon } from './index';

let lexicon: GreekLexicon;

beforeAll(() => {
  lexicon = loadGreekLexicon(join(writeGreekTestData(), 'greek', 'grc-lexicon.tsv'));
}, 60_000);

describe('spellingScore: how common a form is as spelt', () => {
  test.each([
    ['λόγον', 40],
    ['λὸγον', 40],
    ['Λόγον', 40],
    ['ἔλυσεν', 10],
    ['καί', 1000],
    ['λογον', 0],
    ['λόγιν', 0],
    ['λόγῳ', 0],
  ])('%s → %i', (form, score) => {
    expect(lexicon.spellingScore(form)).toBe(score);
  });
});
