import { describe, expect, test } from 'vitest';
import { fromBetaCode, looksLikeBetaCode } from './betacode';
import { greekBareKey, greekKey, isCapitalizedGreek, isPlainGreek } from './normalize';
import { tokenizeGreek } from './tokenize';

describe('greekKey: every way of writing the same form', () => {
  test.each([
    // tonos (U+03CC) and oxia (U+1F79), precomposed and combining: one key
    ['λ\u03CCγος', 'λόγοσ'],
    ['λ\u1F79γος', 'λόγοσ'],
    ['λο\u0301γος', 'λόγοσ'],
    // grave → acute, capitals
    ['ΚΑῚ', 'καί'],
    // the enclitic's second accent
    ['ἄνθρωπός', 'ἄνθρωποσ'],
    ['σῶμά', 'σῶμα'],
    // lunate sigma
    ['Ϲωκράτηϲ', 'σωκράτησ'],
    // elision with every apostrophe, and the comma above some editions put on the consonant
    ["ἀλλ'", 'ἀλλ’'],
    ['ἀλλ’', 'ἀλλ’'],
    ['ἀλλʼ', 'ἀλλ’'],
    ['ἀλλ᾽', 'ἀλλ’'],
    ['ἐστ\u0313', 'ἐστ’'],
    // a breathing on a vowel is no elision
    ['ὁ', 'ὁ'],
    // crasis keeps its coronis
    ['κἀγώ', 'κἀγώ'],
  ])('%s → %s', (form, key) => {
    expect(greekKey(form)).toBe(key);
  });

  test('plain typing has no diacritics', () => {
    expect(isPlainGreek('λογος')).toBe(true);
    expect(isPlainGreek('λόγος')).toBe(false);
    expect(greekBareKey('ἀνθρώπους')).toBe('ανθρωπουσ');
  });
});

describe('beta code', () => {
  test.each([
    ['lo/gos', 'λόγος'],
    ['*)aqhnai=oi', 'Ἀθηναῖοι'],
    ['tw=|', 'τῷ'],
    ["a)ll'", 'ἀλλ’'],
    ['LO/GOS', 'λόγος'],
  ])('%s → %s', (beta, greek) => {
    expect(fromBetaCode(beta)).toBe(greek);
  });

  test('a text in Latin letters only is read as beta code', () => {
    expect(looksLikeBetaCode('o( lo/gos')).toBe(true);
    expect(looksLikeBetaCode('ὁ λόγος')).toBe(false);
    expect(looksLikeBetaCode('constructor')).toBe(false);
    expect(tokenizeGreek('o( lo/gos le/gei: a)ll\' ou)').map((t) => t.form)).toEqual(['ὁ', 'λόγος', 'λέγει', '·', 'ἀλλ’', 'οὐ']);
  });
});

describe('isCapitalizedGreek: the first letter only', () => {
  test.each([
    ['Ἀλλά', true], ['ᾎ', true], ['Ϲωκράτης', true], ['Caesar', true], ['ἀλλά', false], ['ᾀ', false], ['λόγος', false], ['caesar', false],
    ['\u0391\u0313', true], ['\u0313\u0391', false], ['’', false], ['1', false], ['', false],
  ])('%s → %s', (form, capitalized) => {
    expect(isCapitalizedGreek(form)).toBe(capitalized);
  });
});

describe('greekKey: graves, final sigmas and enclitic accents in one text', () => {
  test.each([
    ['καὶ', 'καί'], ['λόγος', 'λόγοσ'], ['ἄνθρωπός', 'ἄνθρωποσ'], ['ΛΟΓΟΣ', 'λογοσ'], ['ἐστ\u0313', 'ἐστ’'], ['δ᾽', 'δ’'], ['ϲοφόϲ', 'σοφόσ'], ["'", "'"],
  ])('%s → %s', (form, key) => {
    expect(greekKey(form)).toBe(key);
  });
});
