import { expect, test } from 'vitest';
import { readStoredResults, writeStoredResults, writeStoredText } from './stored-results';

const TRANSLATION = { translatedText: 'La Gallia è divisa', provider: 'embedded', notice: 'Traduzione letterale' };
const CARD = { pos: 'sostantivo', lemma: 'Gallia', significato: 'Gallia', cercaCome: 'Gallia', dizionario: 'Gallia, -ae', incerto: false };
const ANALYSIS = {
  occurrences: [{ form: 'Gallia', word: 'gallia', start: 0, end: 6, sentence: 0, lemmaKey: 'Gallia', card: CARD }],
  sentences: [{ index: 0, start: 0, text: 'Gallia est omnis divisa' }],
};

test.each([
  ['lat', ['inputText', 'displayedTranslationLatin', 'displayedAnalysis', 'displayedAnalysisLemma']],
  ['grc', ['inputTextGreek', 'displayedTranslationGreek', 'displayedAnalysisGreek', 'displayedAnalysisLemmaGreek']],
] as const)('%s results go to the spec keys %j and come back', (lang, keys) => {
  writeStoredText(lang, 'Gallia est omnis divisa');
  writeStoredResults(lang, { translation: TRANSLATION, analysis: ANALYSIS, lemmas: [{ lemma: 'Gallia', text: 'gallia' }] });
  expect(keys.map((key) => window.localStorage.getItem(key) !== null)).toEqual([true, true, true, true]);
  expect(readStoredResults(lang)).toEqual({ text: 'Gallia est omnis divisa', translation: TRANSLATION, analysis: ANALYSIS, lemmas: [{ lemma: 'Gallia', text: 'gallia' }] });
});

test('nothing stored, broken JSON or a plain translation string are read safely', () => {
  expect(readStoredResults('lat')).toEqual({ text: '', translation: null, analysis: null, lemmas: [] });
  window.localStorage.setItem('displayedAnalysis', '{rotto');
  window.localStorage.setItem('displayedTranslationLatin', 'La Gallia');
  expect(readStoredResults('lat')).toMatchObject({ analysis: null, translation: { translatedText: 'La Gallia', provider: '' } });
});

test('a word map stored before the occurrence list is read as one occurrence per word, constructor included', () => {
  const words = { gallia: { word: 'gallia', lemmaKey: 'Gallia', uncertain: false, alternatives: [], card: CARD }, constructor: { word: 'constructor', lemmaKey: 'constructor', uncertain: false, alternatives: [], card: CARD } };
  window.localStorage.setItem('displayedAnalysis', JSON.stringify(words));
  expect(readStoredResults('lat').analysis?.occurrences.map((o) => o.word)).toEqual(['gallia', 'constructor']);
});

test('emptying the text removes its key', () => {
  writeStoredText('lat', 'Arma');
  writeStoredText('lat', '');
  expect(window.localStorage.getItem('inputText')).toBeNull();
});
