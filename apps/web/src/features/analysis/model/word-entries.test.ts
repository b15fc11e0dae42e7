import { describe, expect, test } from 'vitest';
import type { RichAnalysis, WordCard } from '../api/analysis-types';
import {
  describeInflection, describePersona, filterEntries, joinOtherFeatures, listPosChips, mergeAnalysis, stripLemma, toAnalysisMap, toPosChip,
} from './word-entries';

function card(overrides: Partial<WordCard>): WordCard {
  return { pos: 'sostantivo', lemma: 'rosa', significato: 'rosa', cercaCome: 'rosa', dizionario: 'rosa, -ae', incerto: false, ...overrides };
}

const reading = (lemma: string, upos: string, feats: string) => ({ lemma, lemmaKey: lemma, upos, feats, source: 'lexicon' });

// The shape of POST /api/analyze for "Puella aquam portat. Puella" (abridged).
const RICH: RichAnalysis = {
  lang: 'lat',
  tokens: [
    {
      form: 'Puella', word: 'puella', start: 0, end: 0, wordIndex: 0, isEnclitic: false, kind: 'word', uncertain: true,
      chosen: reading('puella', 'NOUN', 'Case=Nom|Number=Sing'),
      card: card({ lemma: 'puella', caso: 'nominativo', numero: 'singolare', declinazione: '1ª declinazione' }),
      alternatives: [
        { ...reading('puella', 'NOUN', 'Case=Nom|Number=Sing'), score: 1, card: card({ lemma: 'puella' }) },
        { ...reading('puella', 'NOUN', 'Case=Abl|Number=Sing'), score: 0.2, card: card({ lemma: 'puella', caso: 'ablativo' }) },
      ],
    },
    { form: 'aquam', word: 'aquam', start: 0, end: 0, wordIndex: 0, isEnclitic: false, kind: 'word', uncertain: false, chosen: reading('aqua', 'NOUN', 'Case=Acc'), card: card({ lemma: 'aqua' }), alternatives: [] },
    { form: 'portat', word: 'portat', start: 0, end: 0, wordIndex: 0, isEnclitic: false, kind: 'word', uncertain: false, chosen: reading('porto', 'VERB', 'Person=3'), card: card({ pos: 'verbo', lemma: 'porto', persona: '3ª' }), alternatives: [] },
    { form: '.', word: '', start: 0, end: 0, wordIndex: 0, isEnclitic: false, kind: 'punct', uncertain: false, chosen: reading('.', 'PUNCT', ''), card: null, alternatives: [] },
    { form: 'Puella', word: 'puella', start: 0, end: 0, wordIndex: 0, isEnclitic: false, kind: 'word', uncertain: false, chosen: reading('puella', 'NOUN', 'Case=Voc'), card: card({ lemma: 'puella', caso: 'vocativo' }), alternatives: [] },
  ],
};

describe('toAnalysisMap', () => {
  test('keeps the first occurrence of each word, without punctuation, with its other readings', () => {
    const map = toAnalysisMap(RICH);
    expect(Object.keys(map)).toEqual(['puella', 'aquam', 'portat']);
    expect(map.puella?.card.caso).toBe('nominativo');
    expect(map.puella?.alternatives.map((alt) => alt.card.caso)).toEqual(['ablativo']);
    expect(map.aquam?.lemmaKey).toBe('aqua');
  });
});

test('mergeAnalysis adds new words and keeps the entries already shown', () => {
  const first = toAnalysisMap(RICH);
  const merged = mergeAnalysis(first, { puella: { ...first.puella!, card: card({ lemma: 'altro' }) }, rosam: { ...first.aquam!, word: 'rosam' } });
  expect(Object.keys(merged).sort()).toEqual(['aquam', 'portat', 'puella', 'rosam']);
  expect(merged.puella?.card.lemma).toBe('puella');
});

test.each([
  ['sostantivo', 'sostantivo'],
  ['congiunzione coordinante', 'congiunzione'],
  ['verbo deponente', 'verbo'],
])('chip of %j is %j', (pos, chip) => {
  expect(toPosChip(pos)).toBe(chip);
});

describe('filters', () => {
  const map = toAnalysisMap(RICH);
  test('chips are All plus the first word of each pos found', () => {
    expect(listPosChips(map)).toEqual(['All', 'sostantivo', 'verbo']);
  });
  test.each([
    ['', 'All', ['puella', 'aquam', 'portat']],
    ['P', 'All', ['puella', 'portat']],
    ['PUE', 'All', ['puella']],
    ['  po ', 'All', ['portat']],
    ['', 'verbo', ['portat']],
    ['a', 'verbo', []],
    ['ella', 'All', []],
  ])('search %j, chip %j → %j', (search, chip, words) => {
    expect(filterEntries(map, search, chip).map((entry) => entry.word)).toEqual(words);
  });
});

test.each([
  ['est1', 'est'],
  ['sum2.', 'sum'],
  ['Caesar', 'Caesar'],
  ['-que', 'que'],
])('stripLemma(%j) = %j', (lemma, shown) => {
  expect(stripLemma(lemma)).toBe(shown);
});

test('card lines: persona, features joined by commas, declinazione or paradigma', () => {
  const verb = card({ pos: 'verbo', persona: '3ª', modo: 'indicativo', tempo: 'presente', diatesi: 'attivo', numero: 'singolare' });
  expect(describePersona(verb)).toBe('3ª persona');
  expect(joinOtherFeatures(verb)).toBe('singolare, presente, indicativo, attivo');
  expect(describePersona(card({}))).toBeNull();
  expect(describeInflection(card({ declinazione: '1ª declinazione' }))).toEqual({ label: 'declinazione', value: '1ª declinazione' });
  expect(describeInflection(card({ paradigma: 'λύω, λύσω' }))).toEqual({ label: 'paradigma', value: 'λύω, λύσω' });
  expect(describeInflection(card({}))).toBeNull();
});
