import { describe, expect, test } from 'vitest';
import { trainTagger } from '../../core/tagger/train';
import type { GreekAnalysis } from '../lexicon/index';
import type { GreekTrainingSentence } from '../ud/training';
import { createGreekChooser } from './choose';
import { learnGreekConventions } from './conventions';
import { greekTag, type GreekFormInfo } from './form-info';

const FEATS = 'Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act';
const TAG = greekTag('VERB', FEATS);
const READING: GreekAnalysis = { lemma: 'λέγω', upos: 'VERB', feats: FEATS, score: 1 };

/** εἶπε with the lexicon reading λέγω: AGDT writes εἶπον, PROIEL λέγω. */
function sentence(annotation: string, lemma: string): GreekTrainingSentence {
  return {
    forms: ['εἶπε'], keys: ['εἶπε'], tags: [TAG], lemmas: [lemma], lemmaKeys: [lemma], candidates: [[TAG]], priors: [null],
    convention: annotation, goldUpos: ['VERB'], lexiconLemmas: ['λέγω'], lexiconLemmaKeys: ['λέγω'], annotation,
  };
}

describe('the treebank lemma of a chosen reading', () => {
  const sentences = [...Array.from({ length: 4 }, () => sentence('agdt', 'εἶπον')), ...Array.from({ length: 3 }, () => sentence('proiel', 'λέγω'))];
  const model = trainTagger(sentences, { epochs: 1 });
  const conventions = learnGreekConventions(sentences);
  const info: GreekFormInfo = { key: 'εἶπε', analyses: [READING], tags: [TAG], priors: null };

  test('the treebanks\' majority, tagging as AGDT', () => {
    expect(createGreekChooser(model, conventions, 'agdt').choose('εἶπε', info, TAG).treebankLemma).toBe('εἶπον');
    expect(createGreekChooser(model, conventions).choose('εἶπε', info, TAG).treebankLemma).toBe('εἶπον');
  });

  test('PROIEL\'s own, tagging in its convention', () => {
    const chosen = createGreekChooser(model, conventions, 'proiel').choose('εἶπε', info, TAG);
    expect(chosen.lemma).toBe('λέγω');
    expect(chosen.treebankLemma ?? chosen.lemma).toBe('λέγω');
  });
});
