import { expect, test } from 'vitest';
import type { WordCard } from '../api/analysis-types';
import { readSavedAnalysis, toSavedAnalysis } from './saved-analysis';

const card = (lemma: string, extra: Partial<WordCard> = {}): WordCard =>
  ({ pos: 'sostantivo', lemma, significato: lemma, cercaCome: lemma, dizionario: lemma, incerto: false, ...extra });
const entry = (word: string, alternatives: WordCard[] = []) => ({ word, card: card(word), lemmaKey: word, uncertain: alternatives.length > 0, alternatives: alternatives.map((c) => ({ card: c, lemmaKey: c.lemma })) });

test('the occurrence list comes back as saved', () => {
  const analysis = {
    occurrences: [{ form: 'Gallia', word: 'gallia', start: 0, end: 6, sentence: 0, card: card('Gallia'), lemmaKey: 'Gallia' }],
    sentences: [{ index: 0, start: 0, text: 'Gallia est.' }],
  };
  const saved = toSavedAnalysis(analysis, [{ lemma: 'Gallia', text: 'gallia' }]);
  expect(readSavedAnalysis(JSON.parse(JSON.stringify(saved)))).toEqual(analysis);
});

// Regression: the older word map was read with `word in map`, which drops a word named like an
// Object.prototype property (constructor): every key is an occurrence now.
test.each([
  ['in the history, as words', (words: object) => ({ words, lemmas: [] })],
  ['in the browser, by itself', (words: object) => words],
])('an older word map (%s) is one occurrence per word, constructor and __proto__ included', (_name, wrap) => {
  const json = `{"gallia":${JSON.stringify(entry('gallia'))},"constructor":${JSON.stringify(entry('constructor', [card('constructor', { pos: 'verbo', caso: 'dativo' })]))},"__proto__":${JSON.stringify(entry('proto'))}}`;
  const analysis = readSavedAnalysis(wrap(JSON.parse(json) as object));
  expect(analysis?.occurrences.map((o) => o.word)).toEqual(['gallia', 'constructor', '__proto__']);
  expect(analysis?.occurrences[1]?.alternatives).toEqual([{ pos: 'verbo', lemma: 'constructor', tratti: 'dativo' }]);
  expect(analysis?.sentences).toEqual([]);
});

test.each([null, 'testo', 42, {}, { words: {} }])('%j holds no analysis', (value) => {
  expect(readSavedAnalysis(value)).toBeNull();
});
