import { describe, expect, test } from 'vitest';
import { isCapitalized, normalizeLatin } from './normalize';

describe('normalizeLatin', () => {
  test.each([
    ['rosa', 'rosa'],
    ['Rōmă', 'roma'],
    ['ROMA', 'roma'],
    ['iuvenis', 'iuuenis'],
    ['juvenis', 'iuuenis'],
    ['Iūlĭŭs', 'iulius'],
    ['Vergilius', 'uergilius'],
    ['JVLIVS', 'iulius'],
    ['poëta', 'poeta'],
    ['aër', 'aer'],
    ['cúra', 'cura'],
    ['Abdălōnўmus', 'abdalonymus'],
    // regression: Collatinus spells tyrannus and Syracusae with a Cyrillic у
    ['t\u0443rannus', 'tyrannus'],
    ['S\u0443racusae', 'syracusae'],
    ['cælum', 'caelum'],
    ['Œdipus', 'oedipus'],
    ['edo2', 'edo2'],
    ['ăbactŭs2', 'abactus2'],
    // decomposed input (a + combining macron) gives the same key as precomposed input
    ['ro\u0304ma\u0306', 'roma'],
  ])('%s → %s', (form, key) => {
    expect(normalizeLatin(form)).toBe(key);
  });
});

describe('isCapitalized', () => {
  test.each([
    ['Caesar', true],
    ['Ōstia', true],
    ['caesar', false],
    ['ōstia', false],
    ['12', false],
    ['«', false],
  ])('%s → %s', (form, expected) => {
    expect(isCapitalized(form)).toBe(expected);
  });
});
