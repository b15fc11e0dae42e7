import { describe, expect, test } from 'vitest';
import { contractArticles, joinClauses } from './sentences';

describe('Italian text of joined phrases', () => {
  test.each([
    ['mandarono davanti a la cavalleria', 'mandarono davanti alla cavalleria'],
    ['il fiume di il paese', 'il fiume del paese'],
    ["entrò in l'acqua", "entrò nell'acqua"],
    ['abusi di della nostra pazienza', 'abusi della nostra pazienza'],
    ['a loro', 'a loro'],
    ['il lupo e la volpe', 'il lupo e la volpe'],
  ])('%s', (text, expected) => {
    expect(contractArticles(text)).toBe(expected);
  });

  test('joinClauses puts closers against the words and contracts', () => {
    expect(joinClauses([{ text: 'Dispone i presidi', closer: ',' }, { text: 'fortifica a i fortini', closer: '.' }])).toBe('Dispone i presidi, fortifica ai fortini.');
    expect(joinClauses([{ text: 'Vi esorto a anteporre l\'amicizia e a amare gli amici', closer: '.' }])).toBe('Vi esorto ad anteporre l\'amicizia e ad amare gli amici.');
  });
});
