import { describe, expect, test } from 'vitest';
import { greekSplitClasses } from './split-lemmas';

describe('which lemmas a treebank splits by context', () => {
  test.each([
    // UD PROIEL's ὁ: a pronoun 97 times of 1,949, too small a share but many occurrences.
    ['ὁ', 'proiel', [['DET', 1852], ['PRON', 97]], ['DET', 'PRON']],
    // The same counts in AGDT: its share alone decides.
    ['ὁ', 'agdt', [['DET', 1852], ['PRON', 97]], undefined],
    // καί "also": a large share, in any treebank.
    ['καί', 'agdt', [['CCONJ', 300], ['ADV', 100]], ['CCONJ', 'ADV']],
    // A small minority, in share and in number: not split.
    ['ἐπί', 'proiel', [['ADP', 93], ['ADV', 1]], undefined],
    ['τε', 'proiel', [['CCONJ', 114], ['ADV', 4]], undefined],
    // Too few occurrences.
    ['ὅπως', 'proiel', [['SCONJ', 11], ['ADV', 2]], undefined],
  ] as const)('%s in %s', (_, annotation, counts, expected) => {
    expect(greekSplitClasses(new Map(counts.map(([c, n]) => [c, n] as [string, number])), annotation)).toEqual(expected);
  });

  test('a class neither frequent in share nor in number is left out of a split lemma', () => {
    expect(greekSplitClasses(new Map([['DET', 1500], ['PRON', 60], ['ADJ', 10]]), 'proiel')).toEqual(['DET', 'PRON']);
  });
});
