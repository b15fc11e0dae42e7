import { describe, expect, test } from 'vitest';
import { parseConllu } from '../../core/conllu';
import { loadLatinLexicon } from '../lexicon/index';
import { createLatinCandidates } from '../pipeline-candidates';
import { trainingSentenceOf } from './training';

const candidates = createLatinCandidates(loadLatinLexicon());

describe('lemma classes', () => {
  test.each([
    ['Sequani', 'people'],
    ['Belgae', 'people'],
    ['Helvetii', 'people'], // the lexicon spells it Heluetii
    ['Iudaei', 'people'],
    ['Athenae', null], // a town: feminine
    ['arma', null], // a common noun used only in the plural
    ['Caesar', null],
  ])('%s → %s', (lemma, expected) => {
    expect(candidates.lemmaClass(lemma)).toBe(expected);
  });
});

describe('training sentences', () => {
  // PROIEL, Caesar BG 1.12: "… flumen est Arar, quod per fines Haeduorum et Sequanorum in Rhodanum influit".
  const conllu = [
    '1\tSequanorum\tSequani\tNOUN\t_\tCase=Gen|Gender=Masc|Number=Plur\t0\troot\t_\t_',
    '2\tet\tet\tCCONJ\t_\t_\t3\tcc\t_\t_',
    '3\tArar\tArar\tPROPN\t_\tCase=Nom|Gender=Masc|Number=Sing\t1\tconj\t_\t_',
    '',
  ].join('\n');
  const s = trainingSentenceOf(parseConllu(conllu)[0]!, 'proiel', candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass)!;

  test('each token carries the class of its gold lemma', () => {
    expect(s.lemmaClasses).toEqual(['people', null, null]);
  });

  test('tags keep the treebank\'s part of speech', () => {
    expect(s.tags).toEqual(['NOUN|Case=Gen|Gender=Masc|Number=Plur', 'CCONJ', 'PROPN|Case=Nom|Gender=Masc|Number=Sing']);
  });
});
