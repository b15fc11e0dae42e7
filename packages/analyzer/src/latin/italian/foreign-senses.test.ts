import { describe, expect, test } from 'vitest';
import { dropForeignSenses, isForeignWord, listSenseWords, type SpellingVerdicts } from './foreign-senses';

// What the dictionaries would answer for these words (the build asks hunspell; see scripts/lexicon/spelling.ts).
const verdicts: SpellingVerdicts = {
  italian: new Set(['legge', 'di', 'un', 'trattato', 'consumare', 'passare', 'la', 'sua', 'vita', 'aprire', 'olio', 'morchia', 'Menelao']),
  elsewhere: new Set(['condition', 'Lydie', 'Alexandre']),
  isLatin: (word) => ['tempus', 'cnosso', 'latium', 'agnella'].includes(word.toLowerCase()),
};
const isForeign = (word: string) => isForeignWord(word, verdicts);

describe('listSenseWords', () => {
  test('elided articles and prepositions go with the word they precede', () => {
    expect(listSenseWords("morchia dell'olio")).toEqual(['morchia', 'olio']);
    expect(listSenseWords('guardia-carne (cella)')).toEqual(['guardia', 'carne', 'cella']);
  });
});

describe('isForeignWord', () => {
  test.each([
    ['legge', false],
    ['condition', true], // French, the Italian dictionary does not know it
    ['tempus', true], // Latin left in the gloss
    ['agnella', true], // the Italian dictionary lacks it and Latin claims it: hand-written glosses cover such lemmas
    ['tr', true], // an abbreviation (transitivo)
    ['Lydie', true],
    ['Latium', true], // a Latin name ends like Latin
    ['Cnosso', false], // an Italian name that is also a Latin ablative
    ['Menelao', false],
    ['scuoiatore', false], // unknown to every dictionary and long: a rare Italian word stays
  ])('%s → %s', (word, expected) => {
    expect(isForeign(word)).toBe(expected);
  });
});

describe('dropForeignSenses', () => {
  test('keeps the Italian senses', () => {
    expect(dropForeignSenses('legge, condition di un trattato', isForeign)).toBe('legge');
    expect(dropForeignSenses('consumare, tempus, passare la sua vita', isForeign)).toBe('consumare, passare la sua vita');
    expect(dropForeignSenses('tr, aprire', isForeign)).toBe('aprire');
  });

  test('a gloss with nothing Italian left is no meaning at all', () => {
    expect(dropForeignSenses('di Lydie', isForeign)).toBeUndefined();
  });

  test('an Italian gloss is returned unchanged', () => {
    expect(dropForeignSenses("morchia dell'olio", isForeign)).toBe("morchia dell'olio");
  });
});
