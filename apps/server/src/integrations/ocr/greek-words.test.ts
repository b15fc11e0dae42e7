import { describe, expect, test } from 'vitest';
import { alikeSpellings, correctGreekWords, withoutOneLetter } from './greek-words';

// A small lexicon: spelling → corpus score (the analyzer's spellingScore is case-blind, as here).
const LEXICON = new Map([
  ['ἀληθές', 300], ['χρῆν', 200], ['ἐξαπατηθῆτε', 7], ['αὐτίκα', 700], ['αἰτία', 100], ['ἐγὼ', 9000],
  ['πιθανῶς', 40], ['ἀναβαίνει', 50], ['ἀνθρώπων', 2800], ['ὅτι', 9000], ['ἱστορίης', 10],
  ['Ἁλικαρνησέος', 1], ['ναυτιλίῃσι', 3], ['τὼ', 500], ['λόγος', 800], ['λόγου', 400], ['λόγον', 300],
]);
const score = (form: string) => LEXICON.get(form.normalize('NFC')) ?? LEXICON.get(form.toLowerCase()) ?? 0;

describe('Greek words put right with the lexicon', () => {
  test.each([
    ['an eta read as iota', 'χρῖν', 'χρῆν'],
    ['an eta lost', 'ἀλθές', 'ἀληθές'],
    ['a kappa lost', 'αὐτία', 'αὐτίκα'],
    ['a kappa read as iota', 'αὐτίια', 'αὐτίκα'],
    ['an upsilon for an iota', 'πυθανῶς', 'πιθανῶς'],
    ['a gamma for a nu', 'ἀγαβαίνει', 'ἀναβαίνει'],
    ['an iota subscript lost', 'ναυτιλίησι', 'ναυτιλίῃσι'],
    ['an iota subscript too many with another slip', 'ἐξαπατθῇτε', 'ἐξαπατηθῆτε'],
    ['an accent read with a subscript', 'ἀνθρῴπων', 'ἀνθρώπων'],
    ['a letter too many, when no look-alike helps', 'ἐγὦὼ', 'ἐγὼ'],
    ['the elision and punctuation stay', 'ἀλθές, χρῖν.', 'ἀληθές, χρῆν.'],
  ])('%s: %s → %s', (_name, read, expected) => {
    expect(correctGreekWords(read, score)).toBe(expected);
  });

  test.each([
    ['a known word', 'λόγου'],
    ['a word no slip makes known (a name)', 'Παρυσάτιδος'],
    ['no letter is dropped from a word with a capital (Ionic spellings, names)', 'Ἁλικαρνησσέος'],
    ['capitals are no look-alikes (Ο is no Σ)', 'Οτι'],
    ['words of one or two letters are left alone', 'τῷ τὸ'],
    ['Latin words are left alone', 'Gallia est'],
  ])('%s stays: %s', (_name, read) => {
    expect(correctGreekWords(read, score)).toBe(read);
  });

  test('the most common of several known spellings wins', () => {
    // The final ι read for η or for υ: both spellings known (made-up scores), the commoner is taken.
    const twoWays = new Map([['ἀμφοτέρη', 5], ['ἀμφοτέρυ', 50]]);
    expect(correctGreekWords('ἀμφοτέρι', (form) => twoWays.get(form) ?? 0)).toBe('ἀμφοτέρυ');
  });

  test('the spellings tried', () => {
    expect(alikeSpellings('χρῖν')).toContain('χρῆν');
    expect(alikeSpellings('τῇ')).toContain('τῆ');
    expect(withoutOneLetter('ἐγὦὼ')).toEqual(['γὦὼ', 'ἐὦὼ', 'ἐγὼ', 'ἐγὦ']);
  });
});
