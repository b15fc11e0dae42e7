import { describe, expect, test } from 'vitest';
import { greekBareKey, greekKey } from './normalize';
import { tokenizeGreek } from './tokenize';

describe('tokenizeGreek', () => {
  test.each([
    // elision keeps its mark, whichever apostrophe the text uses
    ['ἀλλ’ οὐ λέγει.', ['ἀλλ’', 'οὐ', 'λέγει', '.']],
    ["δ' ἐστί", ["δ'", 'ἐστί']],
    ['μετ᾽ αὐτοῦ', ['μετ᾽', 'αὐτοῦ']],
    // ano teleia (both code points) and the Greek question mark
    ['ἔλεγε· οὐ γάρ', ['ἔλεγε', '·', 'οὐ', 'γάρ']],
    ['ἔλεγε\u0387 τί λέγεις;', ['ἔλεγε', '·', 'τί', 'λέγεις', ';']],
    ['τί λέγεις\u037E', ['τί', 'λέγεις', ';']],
    // crasis stays one word; numbers
    ['κἀγὼ τοὔνομα', ['κἀγὼ', 'τοὔνομα']],
    ['ἔτη 12 καὶ αʹ', ['ἔτη', '12', 'καὶ', 'αʹ']],
    // combining accents are composed
    ['λο\u0301γος.', ['λόγος', '.']],
  ])('%s', (text, forms) => {
    expect(tokenizeGreek(text).map((t) => t.form)).toEqual(forms);
  });

  test('marks sentence starts after . and ; but not after ·', () => {
    const tokens = tokenizeGreek('ἦλθε· εἶδε. τί; οὐ');
    expect(tokens.filter((t) => t.sentenceStart).map((t) => t.form)).toEqual(['ἦλθε', 'τί', 'οὐ']);
  });

  test('number tokens', () => {
    expect(tokenizeGreek('αʹ 12').map((t) => t.kind)).toEqual(['number', 'number']);
  });
});

describe('greekKey', () => {
  test.each([
    // grave on the last syllable → acute
    ['καὶ', 'καί'],
    ['τοὺς', 'τούσ'],
    // capitals, final sigma
    ['Ὁ', 'ὁ'],
    ['ΛΟΓΟΣ', 'λογοσ'],
    // the enclitic's accent thrown back onto the host is dropped
    ['ἄνθρωπός', 'ἄνθρωποσ'],
    // every elision mark becomes ’
    ["δ'", 'δ’'],
    ['δ᾽', 'δ’'],
    ['δʼ', 'δ’'],
    // combining and precomposed accents give the same key
    ['λο\u0301γος', 'λόγοσ'],
  ])('%s → %s', (form, key) => {
    expect(greekKey(form)).toBe(key);
  });

  test('bare key drops accents and breathings', () => {
    expect(greekBareKey('Ἀλλὰ')).toBe('αλλα');
    expect(greekBareKey('ᾠδῇ')).toBe('ωδη');
  });
});
