import { describe, expect, test } from 'vitest';
import { normalizeForSearch, toSearchText, toSearchWords, toWordStartPattern } from './search-text';

describe('lesson search text', () => {
  test.each([
    ['L’ablativo assoluto', 'l ablativo assoluto'],
    ["dell'aoristo: -μι, -ω", 'dell aoristo μι ω'],
    ['PERIFRASTICA  Passiva', 'perifrastica passiva'],
    ['Presa la città', 'presa la citta'],
    ['Ablātīvus absolūtus', 'ablativus absolutus'],
    ['ὁ λόγος, τοῦ λόγου', 'ο λογοσ του λογου'],
    ['ἔλυσα', 'ελυσα'],
    ['Λόγος', 'λογοσ'],
  ])('%j is searched as %j', (text, normalized) => {
    expect(normalizeForSearch(text)).toBe(normalized);
  });

  test('a query becomes its distinct words', () => {
    expect(toSearchWords('  Ablativo   ASSOLUTO ablativo ')).toEqual(['ablativo', 'assoluto']);
    expect(toSearchWords('   ')).toEqual([]);
  });

  test('a lesson is searched by its title and description, a space before every word', () => {
    expect(toSearchText({ title: 'L’ablativo assoluto', description: 'Urbe capta.' })).toBe(' l ablativo assoluto urbe capta');
  });

  test.each([
    ['dativo', '% dativo%'],
    ['100%', '% 100\\%%'],
    ['a_b', '% a\\_b%'],
    ['c\\d', '% c\\\\d%'],
  ])('%j matches the start of a word, literally, as %j', (word, pattern) => {
    expect(toWordStartPattern(word)).toBe(pattern);
  });
});
