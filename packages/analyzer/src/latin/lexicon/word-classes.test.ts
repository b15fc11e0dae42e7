import { describe, expect, test } from 'vitest';
import { loadLatinLexicon } from './index';
import { readGender, readNoteGender } from './word-classes';

describe('the gender of a noun from its Collatinus note', () => {
  test('letters with their period, for the analyses', () => {
    expect(readGender('ae, f.')).toBe('f');
    expect(readGender('i, m. f.')).toBe('m/f');
    // The analyses the tagger learns keep what they had: no gender without the period.
    expect(readGender('onis, f')).toBeUndefined();
  });

  test('a letter at the start or after a space or comma, each once, in the order of the note', () => {
    expect(readGender('m.')).toBe('m');
    expect(readGender('f. m. f.')).toBe('f/m');
    expect(readGender('is,n.')).toBe('n');
    expect(readGender('i,\u00a0m.')).toBe('m');
    expect(readGender('arum, n. pl.')).toBe('n');
    expect(readGender('cf. seruus')).toBeUndefined();
    expect(readGender('um. n.')).toBe('n');
    expect(readGender('.m.')).toBeUndefined();
  });

  test('for the card, also a letter a note writes without its period, at its end or before pl.', () => {
    expect(readNoteGender('onis, f')).toBe('f');
    expect(readNoteGender('ii, n')).toBe('n');
    expect(readNoteGender('arum, f pl.')).toBe('f');
    expect(readNoteGender('ae, f.')).toBe('f');
  });

  test('no gender where the note names none', () => {
    expect(readNoteGender('cf. fauces')).toBeUndefined();
    expect(readNoteGender('entis')).toBeUndefined();
    expect(readNoteGender('a, um')).toBeUndefined();
  });

  test('opinio: no gender in its analyses, feminine in its lemma information and dictionary line', () => {
    const lexicon = loadLatinLexicon();
    expect(lexicon.analyze('opinione').map((a) => a.feats.Gender)).toEqual([undefined]);
    const info = lexicon.lemma('opinio')!;
    expect([info.gender, info.noteGender, info.dictionaryLine]).toEqual([undefined, 'f', 'opinio, opinionis, f.']);
  });
});
