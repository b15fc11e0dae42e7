import { describe, expect, test } from 'vitest';
import type { GreekTrainingSentence } from '../ud/training';
import { learnGreekConventions, treebankUpos } from './conventions';
import { nameEndingKey } from './name-endings';

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
});
