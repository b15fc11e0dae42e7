import { describe, expect, test } from 'vitest';
import type { TaggerModel } from '../../core/tagger/model';
import type { GreekAnalysis } from '../lexicon/index';
import { createGreekChooser } from './choose';
import type { GreekFormInfo } from './form-info';

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
