import { describe, expect, test } from 'vitest';
import type { TaggerModel } from '../../core/tagger/model';
import { trainTagger } from '../../core/tagger/train';
import type { GreekAnalysis } from '../lexicon/index';
import type { GreekTrainingSentence } from '../ud/training';
import { createGreekChooser } from './choose';
import { learnGreekConventions } from './conventions';
import { greekTag, type GreekFormInfo } from './form-info';

const TAG = 'VERB|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Mid';
const READING: GreekAnalysis = { lemma: 'γίγνομαι', upos: 'VERB', feats: TAG.slice(5), score: 10 };
const INFO: GreekFormInfo = { key: 'ἐγένετο', analyses: [READING], tags: [TAG], priors: [1] };
/** Training saw ἐγένετο mostly under the Septuagint's γίνομαι (PTNK's habit, not AGDT's). */
const MODEL = { lemmatize: () => ({ lemma: 'γίνομαι', seen: true }) } as unknown as TaggerModel;
const TABLES = { upos: new Map<string, string>(), lemmas: new Map([['ptnk\tγίγνομαι', 'γίνομαι'], ['agdt\tλέγω', 'εἶπον']]) };

describe("the treebanks' lemma of a reading", () => {
  test("another treebank's habit is not the followed treebank's lemma", () => {
    expect(createGreekChooser(MODEL, TABLES, 'agdt').choose('ἐγένετο', INFO, TAG)).toBe(READING);
    expect(createGreekChooser(MODEL, TABLES, 'ptnk').choose('ἐγένετο', INFO, TAG).treebankLemma).toBe('γίνομαι');
  });
});

const FEATS = 'Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act';
const SAID = greekTag('VERB', FEATS);
const SAYING: GreekAnalysis = { lemma: 'λέγω', upos: 'VERB', feats: FEATS, score: 1 };

/** εἶπε with the lexicon reading λέγω: AGDT writes εἶπον, PROIEL λέγω. */
function sentence(annotation: string, lemma: string): GreekTrainingSentence {
  return {
    forms: ['εἶπε'], keys: ['εἶπε'], tags: [SAID], lemmas: [lemma], lemmaKeys: [lemma], candidates: [[SAID]], priors: [null],
    convention: annotation, goldUpos: ['VERB'], lexiconLemmas: ['λέγω'], lexiconLemmaKeys: ['λέγω'], annotation,
  };
}

describe('the treebank lemma of a chosen reading', () => {
  const sentences = [...Array.from({ length: 4 }, () => sentence('agdt', 'εἶπον')), ...Array.from({ length: 3 }, () => sentence('proiel', 'λέγω'))];
  const model = trainTagger(sentences, { epochs: 1 });
  const conventions = learnGreekConventions(sentences);
  const info: GreekFormInfo = { key: 'εἶπε', analyses: [SAYING], tags: [SAID], priors: null };

  test('the treebanks\' majority, tagging as AGDT', () => {
    expect(createGreekChooser(model, conventions, 'agdt').choose('εἶπε', info, SAID).treebankLemma).toBe('εἶπον');
    expect(createGreekChooser(model, conventions).choose('εἶπε', info, SAID).treebankLemma).toBe('εἶπον');
  });

  test('PROIEL\'s own, tagging in its convention', () => {
    const chosen = createGreekChooser(model, conventions, 'proiel').choose('εἶπε', info, SAID);
    expect(chosen.lemma).toBe('λέγω');
    expect(chosen.treebankLemma ?? chosen.lemma).toBe('λέγω');
  });
});
