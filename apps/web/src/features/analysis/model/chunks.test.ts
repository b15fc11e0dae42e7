import { describe, expect, test } from 'vitest';
import { computeProgress, selectLemmaText, splitIntoChunks } from './chunks';

const CAESAR = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani, tertiam qui ipsorum lingua Celtae, nostra Galli appellantur. Hi omnes lingua, institutis, legibus inter se differunt.';

describe('splitIntoChunks', () => {
  test('cuts every 20 words and keeps punctuation on its word', () => {
    const chunks = splitIntoChunks(CAESAR);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]?.split(' ')).toHaveLength(20);
    expect(chunks[0]?.endsWith('nostra Galli')).toBe(true);
    expect(chunks[1]).toBe('appellantur. Hi omnes lingua, institutis, legibus inter se differunt.');
  });

  test.each([
    ['', []],
    ['   \n ', []],
    ['Arma\nvirumque   cano', ['Arma virumque cano']],
  ])('%j → %j', (text, chunks) => {
    expect(splitIntoChunks(text)).toEqual(chunks);
  });
});

test.each([
  [0, 1, 100],
  [0, 3, 33],
  [1, 3, 67],
  [2, 3, 100],
  [0, 0, 100],
])('progress of chunk %i of %i = %i', (index, count, progress) => {
  expect(computeProgress(index, count)).toBe(progress);
});

test.each([
  ['Gallia est omnis divisa in partes tres', 0, false, 'Gallia est omnis divisa in'],
  ['Gallia est omnis divisa in partes tres', 1, false, null],
  ['Gallia est omnis divisa in partes tres', 1, true, 'Gallia est omnis divisa in partes tres'],
])('lemmas of %j (chunk %i, every chunk %s) → %j', (chunk, index, every, expected) => {
  expect(selectLemmaText(chunk, index, every)).toBe(expected);
});
