import { expect, test } from 'vitest';
import type { TrainingSentence } from '../../core/tagger/train';
import { loadLatinLexicon } from '../lexicon/index';
import { createLatinCandidates } from '../pipeline-candidates';
import { learnRespellings, respellingConventions } from './respellings';

const lexicon = loadLatinLexicon();
const plain = createLatinCandidates(lexicon);
const respelt = createLatinCandidates(lexicon, { respell: true });
const GEN = 'NOUN|Case=Gen|Gender=Fem|Number=Sing';

function sentence(convention: string, forms: string[], tags: string[]): TrainingSentence {
  return { forms, keys: forms, tags, lemmas: forms, lemmaKeys: forms, candidates: forms.map((f) => plain.tags(f)), priors: forms.map((f) => plain.priors(f)), convention };
}

test('a treebank whose gold needs the -e for -ae reading learns it; one that writes -ae does not', () => {
  const medieval = sentence('udante', ['anime'], [GEN]);
  const classical = sentence('perseus', ['animae'], [GEN]);
  expect(medieval.candidates[0]).not.toContain(GEN);
  expect(learnRespellings([medieval, classical], respelt)).toEqual(['udante']);
  expect(medieval.candidates[0]).toContain(GEN);
  expect(classical.candidates[0]).toEqual(plain.tags('animae'));
});

test('the model keeps the list in its metadata', () => {
  expect(respellingConventions({ meta: { respellings: ['llct', 'udante'] } })).toEqual(['llct', 'udante']);
  expect(respellingConventions({ meta: {} })).toEqual([]);
});
