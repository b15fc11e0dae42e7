import { describe, expect, test } from 'vitest';
import { greekGlossary, parseGlossary } from './glossary';

describe('the repository glossary of Greek lemmas', () => {
  test('first meaning, looked up as written then without accents; the first file wins', () => {
    const glossary = parseGlossary(['# comment\nναυτίλλομαι\tnavigare, viaggiare per mare\n', 'ναυτίλλομαι\tsolcare\nλόγιος\t(persona) dotta, erudito\n']);
    expect(glossary('ναυτίλλομαι')).toBe('navigare');
    expect(glossary('ναυτιλλομαι')).toBe('navigare');
    expect(glossary('λόγιος')).toBe('dotta');
    expect(glossary('ἄγνωστον')).toBeUndefined();
  });

  test('reads the glossary files of the repository', () => {
    expect(greekGlossary()('λόγος')).toBeTruthy();
    // names.tsv: traditional Italian forms of Greek names
    expect(greekGlossary()('Κροῖσος')).toBe('Creso');
    expect(greekGlossary()('Σάρδεις')).toBe('Sardi');
  });
});
