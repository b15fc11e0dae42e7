import { describe, expect, test } from 'vitest';
import { loadLatinLexicon } from './index';
import { readGender } from './word-classes';

describe('the gender of a noun from its Collatinus note', () => {
  test('letters with their period', () => {
    expect(readGender('ae, f.')).toBe('f');
    expect(readGender('i, m. f.')).toBe('m/f');
  });

  test('a letter a note writes without its period, at its end or before pl.', () => {
    expect(readGender('onis, f')).toBe('f');
    expect(readGender('ii, n')).toBe('n');
    expect(readGender('arum, f pl.')).toBe('f');
  });

  test('no gender where the note names none', () => {
    expect(readGender('cf. fauces')).toBeUndefined();
    expect(readGender('entis')).toBeUndefined();
    expect(readGender('a, um')).toBeUndefined();
  });

  test('opinio and abundantia read as feminine, indicium as neuter', () => {
    const lexicon = loadLatinLexicon();
    expect(lexicon.analyze('opinione').map((a) => a.feats.Gender)).toEqual(['Fem']);
    expect(lexicon.analyze('abundantia').filter((a) => a.upos === 'NOUN').every((a) => a.feats.Gender === 'Fem')).toBe(true);
    expect(lexicon.lemma('indicium')?.gender).toBe('n');
  });
});
