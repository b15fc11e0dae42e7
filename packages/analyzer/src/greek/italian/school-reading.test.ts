import { describe, expect, test } from 'vitest';
import type { GreekAnalysis } from '../lexicon/index';
import { inConvention, treebankReading } from '../ud/output';
import { asPersonalPronoun, degreeOfForm, schoolReading } from './school-reading';

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

describe('the pronouns of the third person', () => {
  const pronoun = (lemma: string, feats: string): GreekAnalysis => ({ lemma, upos: 'PRON', feats, score: 1 });

  test('αὐτός in the oblique cases, ἑαυτοῦ, σφεῖς: third person; the Perseus output leaves it out', () => {
    const auton = asPersonalPronoun(pronoun('αὐτός', 'Case=Acc|Gender=Masc|Number=Sing'), false);
    expect(auton.feats).toBe('Case=Acc|Gender=Masc|Number=Sing|Person=3');
    expect(asPersonalPronoun(pronoun('σφεῖς', 'Case=Dat|Number=Plur'), false).feats).toBe('Case=Dat|Number=Plur|Person=3');
    expect(inConvention(auton, 'perseus', NO_TABLES).feats).toBe('Case=Acc|Gender=Masc|Number=Sing');
    expect(inConvention(auton, 'proiel', NO_TABLES).feats).toBe('Case=Acc|Gender=Masc|Number=Sing|Person=3');
  });

  test('σύ and ἐγώ: their person and both genders, where a reading lacks them', () => {
    expect(asPersonalPronoun(pronoun('σύ', 'Case=Gen|Number=Sing|Person=2'), false).feats).toBe('Case=Gen|Gender=Fem,Masc|Number=Sing|Person=2');
    expect(asPersonalPronoun(pronoun('σύ', 'Case=Acc|Gender=Masc|Number=Sing'), false).feats).toBe('Case=Acc|Gender=Masc|Number=Sing|Person=2');
    const me = pronoun('ἐγώ', 'Case=Acc|Gender=Fem,Masc|Number=Sing|Person=1');
    expect(asPersonalPronoun(me, false)).toBe(me);
  });

  test('not αὐτός "stesso": in the nominative, after the article', () => {
    const autos = pronoun('αὐτός', 'Case=Nom|Gender=Masc|Number=Sing');
    expect(asPersonalPronoun(autos, false)).toBe(autos);
    const autei = pronoun('αὐτός', 'Case=Dat|Gender=Fem|Number=Sing');
    expect(asPersonalPronoun(autei, true)).toBe(autei);
  });
});
