import { expect, test } from 'vitest';
import type { TrainingSentence } from '../../core/tagger/train';
import { loadLatinLexicon } from '../lexicon/index';
import { createLatinCandidates } from '../pipeline-candidates';
import { learnRespellings, readsRespellings } from './respellings';

const lexicon = loadLatinLexicon();
const plain = createLatinCandidates(lexicon);
const respelt = createLatinCandidates(lexicon, { respell: true });
const GEN = 'NOUN|Case=Gen|Gender=Fem|Number=Sing';

function sentence(convention: string, forms: string[], tags: string[]): TrainingSentence {
  return { forms, keys: forms, tags, lemmas: forms, lemmaKeys: forms, candidates: forms.map((f) => plain.tags(f)), priors: forms.map((f) => plain.priors(f)), convention };
}

test('a treebank whose gold needs the -e for -ae reading learns it; one that writes -ae does not; the sentences stay as they are', () => {
  const medieval = sentence('udante', ['anime'], [GEN]);
  const classical = sentence('perseus', ['animae'], [GEN]);
  expect(medieval.candidates[0]).not.toContain(GEN);
  expect(learnRespellings([medieval, classical], respelt).chosen).toEqual(['udante']);
  expect(medieval.candidates[0]).not.toContain(GEN);
  expect(classical.candidates[0]).toEqual(plain.tags('animae'));
});

test('the conventions are data: UDante and LLCT read respellings, students and the classical treebanks do not', () => {
  expect(readsRespellings('udante')).toBe(true);
  expect(readsRespellings('llct')).toBe(true);
  expect(readsRespellings('perseus')).toBe(false);
  expect(readsRespellings(undefined)).toBe(false);
});
