import { describe, expect, test } from 'vitest';
import type { Occurrence, WordCard } from '../api/analysis-types';
import {
  appendChunk, describeInflection, describePersona, filterOccurrences, foldForSearch, joinOtherFeatures, listPosChips, selectLookedUp, stripLemma, toPosChip,
} from './word-entries';

function card(overrides: Partial<WordCard>): WordCard {
  return { pos: 'sostantivo', lemma: 'rosa', significato: 'rosa', cercaCome: 'rosa', dizionario: 'rosa, -ae', incerto: false, ...overrides };
}

function occurrence(form: string, start: number, overrides: Partial<WordCard> = {}, sentence = 0): Occurrence {
  const word = form.toLowerCase();
  return { form, word, start, end: start + form.length, sentence, card: card({ lemma: word, cercaCome: word, ...overrides }), lemmaKey: word };
}

// "Puella aquam portat. Puella constructor est": every occurrence in order, repeated words included.
const OCCURRENCES = [
  occurrence('Puella', 0, { caso: 'nominativo' }),
  occurrence('aquam', 7),
  occurrence('portat', 13, { pos: 'verbo' }),
  occurrence('Puella', 21, { caso: 'vocativo' }, 1),
  occurrence('constructor', 28, {}, 1),
  occurrence('est', 40, { pos: 'verbo anomalo', lemma: 'sum1', cercaCome: 'sum' }, 1),
];

test('appendChunk keeps every occurrence in order and a sentence across two chunks once', () => {
  const first = appendChunk(null, { occurrences: OCCURRENCES.slice(0, 4), sentences: [{ index: 0, start: 0, text: 'a' }, { index: 1, start: 21, text: 'b' }] });
  const both = appendChunk(first, { occurrences: OCCURRENCES.slice(4), sentences: [{ index: 1, start: 21, text: 'b' }] });
  expect(both.occurrences.map((o) => o.form)).toEqual(['Puella', 'aquam', 'portat', 'Puella', 'constructor', 'est']);
  expect(both.sentences.map((s) => s.index)).toEqual([0, 1]);
});

describe('selectLookedUp (spec §4 "Lemma lookup")', () => {
  test('normal users: the first chunk\'s first five written words, one entry per word', () => {
    expect(selectLookedUp({ chunk: 0, occurrences: OCCURRENCES }, false)).toEqual([
      { lemma: 'puella', text: 'puella' }, { lemma: 'aquam', text: 'aquam' }, { lemma: 'portat', text: 'portat' }, { lemma: 'constructor', text: 'constructor' },
    ]);
    expect(selectLookedUp({ chunk: 1, occurrences: OCCURRENCES }, false)).toEqual([]);
  });

  test('premium and lifetime: every word of every chunk, constructor included', () => {
    expect(selectLookedUp({ chunk: 3, occurrences: OCCURRENCES }, true).map((entry) => entry.text)).toEqual(['puella', 'aquam', 'portat', 'constructor', 'est']);
  });

  test('a split word (armaque → arma, -que) counts as one written word', () => {
    const split = [occurrence('arma', 0), { ...occurrence('que', 0), end: 7 }, ...['virum', 'cano', 'Troiae', 'qui', 'primus'].map((w, i) => occurrence(w, 8 + i * 8))];
    expect(selectLookedUp({ chunk: 0, occurrences: split }, false).map((entry) => entry.text)).toEqual(['arma', 'que', 'virum', 'cano', 'troiae', 'qui']);
  });
});

test.each([
  ['sostantivo', 'sostantivo'],
  ['congiunzione coordinante', 'congiunzione'],
  ['verbo deponente', 'verbo'],
])('chip of %j is %j', (pos, chip) => {
  expect(toPosChip(pos)).toBe(chip);
});

describe('filters', () => {
  test('chips are All plus the first word of each pos found', () => {
    expect(listPosChips(OCCURRENCES)).toEqual(['All', 'sostantivo', 'verbo']);
  });
  test.each([
    ['', 'All', [0, 1, 2, 3, 4, 5]],
    ['P', 'All', [0, 2, 3]],
    ['PUE', 'All', [0, 3]],
    ['  po ', 'All', [2]],
    ['', 'verbo', [2, 5]],
    ['constr', 'All', [4]],
    ['a', 'verbo', []],
    ['ella', 'All', []],
  ])('search %j, chip %j → occurrences %j', (search, chip, indexes) => {
    expect(filterOccurrences(OCCURRENCES, search, chip).map((shown) => shown.index)).toEqual(indexes);
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

test.each([
  ['Ὁ', 'ο'],
  ['στρατιώτας', 'στρατιωτασ'],
  ['ᾠδῇ', 'ωδη'],
  ['ΛΌΓΟΣ', 'λογοσ'],
  ['Rōmā', 'roma'],
])('foldForSearch(%s) = %s: a Greek word typed without accents, breathings or final sigma is found', (word, folded) => {
  expect(foldForSearch(word)).toBe(folded);
});
