import { describe, expect, test } from 'vitest';
import type { AnalysisResult, Occurrence } from '../../analysis/api/analysis-types';
import { createInitialState, findBlock, reduceFlow, type Account, type FlowAction, type FlowState } from './translate-flow';

const READY: Account = { status: 'signed-in', registered: true, termsAccepted: true };
const GALLIA = 'Gallia est omnis divisa in partes tres';

function run(state: FlowState, ...actions: FlowAction[]): FlowState {
  return actions.reduce(reduceFlow, state);
}

const occurrence = (word: string, sentence = 0): Occurrence => ({
  form: word, word, start: 0, end: word.length, sentence, lemmaKey: word,
  card: { pos: 'sostantivo', lemma: word, significato: word, cercaCome: word, dizionario: word, incerto: false },
});
const occurrencesOf = (...words: string[]) => words.map((word) => occurrence(word));
const sentence = (index: number) => ({ index, start: 0, text: `frase ${index}` });
const formsOf = (analysis: AnalysisResult | null) => analysis?.occurrences.map((o) => o.word);

describe('blocked requests (spec §4, §5)', () => {
  test.each([
    ['anonymous', { status: 'anonymous' }, GALLIA, null, 'signup'],
    ['signed in, not registered', { status: 'signed-in', registered: false, termsAccepted: false }, GALLIA, null, 'register'],
    ['terms not accepted', { status: 'signed-in', registered: true, termsAccepted: false }, GALLIA, null, 'terms'],
    ['empty text', READY, '   ', null, 'empty'],
    ['same as last', READY, GALLIA, GALLIA, 'same'],
    ['user data loading', { status: 'loading' }, GALLIA, null, 'not-ready'],
    ['user data failed', { status: 'error' }, GALLIA, null, 'not-ready'],
    ['ready', READY, GALLIA, 'Arma virumque cano', null],
  ] as const)('%s → %s', (_name, account, text, lastSubmitted, block) => {
    expect(findBlock({ text, lastSubmitted }, account as Account)).toBe(block);
  });

  test.each([
    [{ status: 'anonymous' } as Account, GALLIA, { popup: 'signup', notice: null }],
    [{ status: 'signed-in', registered: true, termsAccepted: false } as Account, GALLIA, { popup: 'terms', notice: null }],
    [READY, '', { popup: null, notice: 'Cosa vuoi chiedere a Versio?' }],
  ])('submitting as %j with %j opens %j and sends nothing', (account, text, expected) => {
    const state = run(createInitialState(), { type: 'text-changed', text }, { type: 'submitted', account });
    expect({ popup: state.popup, notice: state.notice }).toEqual(expected);
    expect([state.loading, state.showResults, state.disabled]).toEqual([false, false, false]);
  });

  test('the same text again: "Cambia il testo da chiedere a Versio!"; a change re-enables the button', () => {
    let state = run(createInitialState(GALLIA), { type: 'submitted', account: READY },
      { type: 'translation-succeeded', translation: { translatedText: 'La Gallia', provider: 'embedded' } }, { type: 'flow-finished' });
    expect(state.disabled).toBe(true);
    state = reduceFlow(state, { type: 'submitted', account: READY });
    expect(state.notice).toBe('Cambia il testo da chiedere a Versio!');
    state = reduceFlow(state, { type: 'text-changed', text: `${GALLIA}.` });
    expect([state.disabled, state.notice]).toEqual([false, null]);
    state = reduceFlow(state, { type: 'text-changed', text: GALLIA });
    expect(state.disabled).toBe(false);
  });
});

describe('a request that goes through', () => {
  test('resets the previous results, shows the results on the translation tab, disables the button', () => {
    const before: FlowState = { ...createInitialState(GALLIA), translation: { translatedText: 'vecchia', provider: 'embedded' }, analysis: { occurrences: occurrencesOf('vetus'), sentences: [] }, tab: 'analysis', error: 'x' };
    const state = reduceFlow(before, { type: 'submitted', account: READY });
    expect(state).toMatchObject({ loading: true, loadingTranslation: true, disabled: true, showResults: true, tab: 'translation', translation: null, analysis: null, error: null, lastSubmitted: GALLIA, progress: 0 });
  });

  test('translation, then chunks merged with honest progress, then done', () => {
    const states: FlowState[] = [];
    let state = createInitialState(GALLIA);
    for (const action of [
      { type: 'submitted', account: READY },
      { type: 'translation-succeeded', translation: { translatedText: 'La Gallia è tutta divisa in tre parti', provider: 'embedded', notice: 'Traduzione letterale' } },
      { type: 'analysis-started' },
      { type: 'chunk-arrived', progress: 50, occurrences: occurrencesOf('gallia', 'est'), sentences: [sentence(0)], lemmas: [{ lemma: 'Gallia', text: 'gallia' }], ok: true },
      { type: 'chunk-arrived', progress: 100, occurrences: occurrencesOf('omnis', 'gallia'), sentences: [sentence(0), sentence(1)], lemmas: [], ok: true },
      { type: 'analysis-finished', ok: true, message: null },
      { type: 'flow-finished' },
    ] as FlowAction[]) {
      state = reduceFlow(state, action);
      states.push(state);
    }
    expect(states.map((s) => s.progress)).toEqual([0, 0, 0, 50, 100, 100, 100]);
    expect(states.map((s) => s.loadingAnalysis)).toEqual([false, false, true, true, true, false, false]);
    // Every occurrence in text order, a word that comes back included; a sentence across two chunks once.
    expect(formsOf(state.analysis)).toEqual(['gallia', 'est', 'omnis', 'gallia']);
    expect(state.analysis?.sentences.map((s) => s.index)).toEqual([0, 1]);
    expect(state.lemmas).toEqual([{ lemma: 'Gallia', text: 'gallia' }]);
    expect([state.loading, state.analysisOk, state.translation?.notice]).toEqual([false, true, 'Traduzione letterale']);
  });

  test('one failed chunk makes the analysis status false for good', () => {
    const state = run(createInitialState(GALLIA), { type: 'submitted', account: READY }, { type: 'analysis-started' },
      { type: 'chunk-arrived', progress: 33, occurrences: occurrencesOf('a'), sentences: [], lemmas: [], ok: true },
      { type: 'chunk-arrived', progress: 67, occurrences: [], sentences: [], lemmas: [], ok: false },
      { type: 'chunk-arrived', progress: 100, occurrences: occurrencesOf('b'), sentences: [], lemmas: [], ok: true });
    expect(state.analysisOk).toBe(false);
    expect(formsOf(state.analysis)).toEqual(['a', 'b']);
  });

  test('no credit left: the analysis is skipped with the limit reason', () => {
    const state = run(createInitialState(GALLIA), { type: 'submitted', account: READY }, { type: 'analysis-started' }, { type: 'analysis-skipped', reason: 'limit' });
    expect([state.skipped, state.loadingAnalysis, state.analysis]).toEqual(['limit', false, null]);
  });

  test('a failed translation shows the message and lets the same text be asked again', () => {
    const state = run(createInitialState(GALLIA), { type: 'submitted', account: READY }, { type: 'translation-failed', message: 'Versio non risponde' });
    expect([state.error, state.loading, state.disabled, state.lastSubmitted]).toEqual(['Versio non risponde', false, false, null]);
    expect(reduceFlow(state, { type: 'submitted', account: READY }).loading).toBe(true);
  });

  test('pressing again while a request runs does nothing', () => {
    const running = reduceFlow(createInitialState(GALLIA), { type: 'submitted', account: READY });
    expect(reduceFlow({ ...running, text: 'altro' }, { type: 'submitted', account: READY })).toEqual({ ...running, text: 'altro' });
  });
});

test('text is capped at 1500 characters', () => {
  expect(reduceFlow(createInitialState(), { type: 'text-changed', text: 'a'.repeat(1600) }).text).toHaveLength(1500);
});

test('a restored version shows its results and counts as already asked', () => {
  const state = reduceFlow(createInitialState(), {
    type: 'restored', text: GALLIA, translation: { translatedText: 'La Gallia', provider: 'embedded' }, analysis: { occurrences: occurrencesOf('gallia'), sentences: [] }, lemmas: [],
  });
  expect(state).toMatchObject({ text: GALLIA, lastSubmitted: GALLIA, showResults: true, disabled: true, progress: 100, analysisOk: true, skipped: null });
  // A Greek version saved with only its translation (before Greek analysis, or past the month's credits) shows no notice.
  const greek = reduceFlow(createInitialState(), { type: 'restored', text: 'λόγος', translation: { translatedText: 'parola', provider: 'embedded' }, analysis: null, lemmas: [] });
  expect([greek.skipped, greek.showResults, greek.analysisOk]).toEqual([null, true, null]);
});

test('reset returns everything to the initial state', () => {
  const busy = reduceFlow(createInitialState(GALLIA), { type: 'submitted', account: READY });
  expect(reduceFlow(busy, { type: 'reset' })).toEqual(createInitialState());
});
