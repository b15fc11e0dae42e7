import { describe, expect, test } from 'vitest';
import { acceptedWords, hasHunspell } from './spelling';

// Setup installs hunspell with the Italian, French and English dictionaries; the glossary build uses them.
describe('hunspell', () => {
  test('the dictionaries the glossary build needs are installed', () => {
    expect(hasHunspell(['it_IT', 'fr_FR', 'en_US'])).toBe(true);
    expect(hasHunspell(['xx_XX'])).toBe(false);
  });

  test('tells which words a dictionary accepts, inflected forms and accents included', () => {
    expect(acceptedWords(['legge', 'città', 'gelosi', 'condition', 'Lydie'], 'it_IT')).toEqual(new Set(['legge', 'città', 'gelosi']));
    expect(acceptedWords(['condition', 'Lydie', 'vestito'], 'fr_FR,en_US')).toEqual(new Set(['condition', 'Lydie']));
  });
});
