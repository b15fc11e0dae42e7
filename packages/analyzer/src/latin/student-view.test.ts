import { describe, expect, test } from 'vitest';
import type { Analysis } from '../core/types';
import { loadLatinLexicon } from './lexicon/index';
import { tagOfAnalysis } from './pipeline-candidates';
import { studentChoice, type StudentViewContext } from './student-view';
import { lemmaMatchKey } from './ud/lemma';

const lexicon = loadLatinLexicon();
const ctx: StudentViewContext = { lexicon, lemmaMatchKey, tagOf: tagOfAnalysis, lemmaClass: () => null };

/** The students' reading of a treebank's tag learnt in training (source `training`) for `form`. */
function read(form: string, lemma: string, upos: Analysis['upos'], feats: Analysis['feats']): Analysis['feats'] {
  const trained: Analysis = { lemma, lemmaKey: null, upos, feats, source: 'training' };
  return studentChoice(lexicon.analyze(form), { analysis: trained, uncertain: false }, tagOfAnalysis(trained), ctx).analysis.feats;
}

describe('the students\' view of a tag a treebank left short', () => {
  test('the reflexive keeps the kind of pronoun every lexicon reading gives it, not a number the sentence decides', () => {
    // se as a treebank tags it, Case=Acc alone: the card says "pronome riflessivo"
    expect(read('se', 'sui', 'PRON', { Case: 'Acc' })).toEqual({ Case: 'Acc', PronType: 'Prs', Reflex: 'Yes' });
    expect(read('sibi', 'sui', 'PRON', { Case: 'Dat' })).toMatchObject({ PronType: 'Prs', Reflex: 'Yes' });
    expect(read('sibi', 'sui', 'PRON', { Case: 'Dat' }).Number).toBeUndefined();
  });

  test('a gender the lexicon readings disagree on is left out', () => {
    // huius: masculine, feminine or neuter, as its noun says
    expect(read('huius', 'hic', 'DET', { Case: 'Gen', Number: 'Sing' }).Gender).toBeUndefined();
  });
});
