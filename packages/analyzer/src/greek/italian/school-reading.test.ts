import { describe, expect, test } from 'vitest';
import type { GreekAnalysis } from '../lexicon/index';
import { inConvention, treebankReading } from '../ud/output';
import { degreeOfForm, schoolReading } from './school-reading';

const NO_TABLES = { upos: new Map<string, string>(), lemmas: new Map<string, string>() };

describe('the reading a student is shown', () => {
  test.each([
    ['κάλλιστος', 'καλός', 'Sup'],
    ['μεγίστη', 'μέγας', 'Sup'],
    ['βραχυτάτῳ', 'βραχύς', 'Sup'],
    ['πρεσβυτέρων', 'πρέσβυς', 'Cmp'],
    ['ἑτέρα', 'ἕτερος', undefined],
    ['ἀριστερός', 'ἀριστερός', undefined],
    ['καλός', 'καλός', undefined],
  ])('%s (%s): %s', (form, lemma, degree) => {
    expect(degreeOfForm(form, lemma)).toBe(degree);
  });

  test('an adjective whose form is a superlative has the degree the lexicon left out', () => {
    const chosen: GreekAnalysis = { lemma: 'καλός', upos: 'ADJ', feats: 'Case=Nom|Gender=Masc|Number=Sing', score: 5 };
    expect(schoolReading('κάλλιστος', chosen, [chosen]).feats).toBe('Case=Nom|Degree=Sup|Gender=Masc|Number=Sing');
    expect(schoolReading('καλός', chosen, [chosen])).toBe(chosen);
  });

  test('ἀλλά is shown as a conjunction; the treebank output keeps the adverb the tagger chose', () => {
    const conjunction: GreekAnalysis = { lemma: 'ἀλλά', upos: 'CCONJ', feats: '_', score: 1000 };
    const adverb: GreekAnalysis = { lemma: 'ἀλλά', upos: 'ADV', feats: '_', score: 1 };
    const shown = schoolReading('ἀλλ’', adverb, [conjunction, adverb]);
    expect([shown.upos, shown.treebankUpos]).toEqual(['CCONJ', 'ADV']);
    const token = { lemma: shown.lemma, upos: shown.upos, feats: shown.feats, analysis: shown };
    expect(inConvention(treebankReading(token), 'perseus', NO_TABLES).upos).toBe('ADV');
    expect(inConvention(treebankReading(token), 'proiel', NO_TABLES).upos).toBe('CCONJ');
    expect(schoolReading('ἀλλά', conjunction, [conjunction, adverb])).toBe(conjunction);
  });
});
