import { describe, expect, test } from 'vitest';
import type { GreekTrainingSentence } from '../ud/training';
import { learnGreekConventions, pluralNameUpos, treebankUpos } from './conventions';
import { inConvention } from '../ud/output';
import { nameEndingKey, pluralEndingKey } from './name-endings';

/** A sentence of names Versio reads as proper nouns, with the treebank's part of speech for each. */
function names(annotation: string, tokens: [gold: string, lemma: string][]): GreekTrainingSentence {
  return {
    forms: tokens.map(() => 'x'), keys: tokens.map(() => 'x'), tags: tokens.map(() => 'PROPN|Case=Nom|Gender=Masc|Number=Plur'), lemmas: tokens.map((t) => t[1]),
    lemmaKeys: tokens.map((t) => t[1]), candidates: tokens.map(() => null), convention: annotation, goldUpos: tokens.map((t) => t[0]), lexiconLemmas: tokens.map((t) => t[1]), annotation,
  };
}

const ETHNICS: [string, string][] = [['ADJ', 'Ἀθηναῖος'], ['ADJ', 'Ἐρυθραῖος'], ['ADJ', 'Τήιος'], ['ADJ', 'Λέσβιος'], ['ADJ', 'Ἀργεῖος'], ['ADJ', 'Σόλιος']];
/** Δαρεῖος is a name, many times over: each name counts once for its ending. */
const DARIUS: [string, string][] = Array(10).fill(['PROPN', 'Δαρεῖος']);

describe('names by the ending of their lemma', () => {
  test('the key of an ending: three letters without accents', () => {
    expect(nameEndingKey('proiel', 'Ἐρυθραῖος')).toBe('proiel\tPROPN\t~ιοσ');
  });

  test('UD PROIEL: an ethnic adjective training never saw is ADJ; a name it saw stays as it saw it', () => {
    const tables = learnGreekConventions([names('proiel', [...ETHNICS, ...DARIUS, ['PROPN', 'Κῦρος']])]);
    expect(treebankUpos(tables, 'proiel', 'PROPN', 'Μιλήσιος')).toBe('ADJ');
    expect(treebankUpos(tables, 'proiel', 'PROPN', 'Δαρεῖος')).toBe('PROPN');
    expect(treebankUpos(tables, 'proiel', 'PROPN', 'Ἀθηναῖος')).toBe('ADJ');
    // An ending training saw too seldom: the class's part of speech.
    expect(treebankUpos(tables, 'proiel', 'PROPN', 'Ξέρξης')).toBe('PROPN');
  });

  test('fewer than ENDING_MIN names with the ending, or another treebank: not learnt', () => {
    // Three ethnics and Δαρεῖος: four names in -ιος.
    expect(treebankUpos(learnGreekConventions([names('proiel', [...ETHNICS.slice(0, 3), ...DARIUS])]), 'proiel', 'PROPN', 'Μιλήσιος')).toBe('PROPN');
    expect(treebankUpos(learnGreekConventions([names('ptnk', [...ETHNICS, ...DARIUS])]), 'ptnk', 'PROPN', 'Μιλήσιος')).toBe('PROPN');
  });

  /** Plural names as UD PROIEL writes them, each its own form (the table counts a form once). */
  function plurals(tokens: [gold: string, form: string][]): GreekTrainingSentence {
    return { ...names('proiel', tokens.map(([gold, form]) => [gold, form])), forms: tokens.map((t) => t[1]) };
  }
  const PLURALS = plurals([['ADJ', 'Μιλήσιοι'], ['ADJ', 'Κύπριοι'], ['ADJ', 'Σάμιοι'], ['ADJ', 'Τήιοι'], ['ADJ', 'Σόλιοι'],
    ['NOUN', 'Πέρσαι'], ['NOUN', 'Ἴωνες'], ['NOUN', 'Κᾶρες'], ['NOUN', 'Λυδοί'], ['NOUN', 'Μῆδοι'], ['NOUN', 'Φοίνικες'], ['PROPN', 'Δελφοί'], ['PROPN', 'Σάρδεις']]);

  test('UD PROIEL: a plural or guessed name training never saw, by the ending of its plural names', () => {
    expect(pluralEndingKey('proiel', 'Μυήσιοι')).toBe('proiel\tPROPN\t~~ιοι');
    const tables = learnGreekConventions([PLURALS]);
    // A guessed name has its form as lemma: -ιοι is ADJ 5 times of 5; an ending training has not: the tables decide.
    expect(pluralNameUpos(tables, 'proiel', 'Μυήσιοι', false, true)).toBe('ADJ');
    expect(pluralNameUpos(tables, 'proiel', 'Σιδώνιοι', true, false)).toBe('ADJ');
    expect(pluralNameUpos(tables, 'proiel', 'Πελασγός', true, false)).toBeUndefined();
    // Neither plural nor guessed, or a name training saw: the tables decide.
    expect(pluralNameUpos(tables, 'proiel', 'Πελασγός', false, false)).toBeUndefined();
    expect(pluralNameUpos(tables, 'proiel', 'Δελφοί', true, false)).toBeUndefined();
    expect(inConvention({ lemma: 'Σαλαμινίοι', upos: 'PROPN', feats: '_', guessed: true }, 'proiel', tables).upos).toBe('ADJ');
    expect(inConvention({ lemma: 'Πελασγός', upos: 'PROPN', feats: 'Case=Nom|Gender=Masc|Number=Sing' }, 'proiel', tables).upos).toBe('PROPN');
  });
});
