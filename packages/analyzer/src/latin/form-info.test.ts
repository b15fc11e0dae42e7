import { describe, expect, test } from 'vitest';
import { createFormSource } from './form-info';
import { loadLatinLexicon } from './lexicon/index';
import { createLatinCandidates } from './pipeline-candidates';

const lexicon = loadLatinLexicon();
const candidates = createLatinCandidates(lexicon, { plainFirst: true, estimatedCounts: true });
const students = createFormSource({ lexicon, candidates, isTrainingForm: () => false, expandAbbreviations: true });
const treebank = createFormSource({ lexicon, candidates, isTrainingForm: (key) => key === 'kal.', expandAbbreviations: false });

describe('the Latin candidate source', () => {
  // What the form as written says (decision 022): the expansion of an abbreviation, a numeral, a praenomen.
  test.each([
    ['Kal.', 'kal.', 'Kalendae PROPN lexicon', undefined],
    ['M.', 'm.', 'Marcus PROPN lexicon', undefined],
    ['a.d.', 'a.d.', 'ante diem ADV invariable', undefined],
    ['XII', 'xii', 'XII NUM invariable', undefined],
    ['V', 'u', 'V NUM invariable', undefined],
    ['terram', 'terram', 'terra NOUN lexicon', undefined],
    ['zzquorbaris', 'zzquorbaris', 'zzquorbo VERB guess', undefined],
    ['Cn.', 'cn', 'Cn PROPN lexicon', 'Cnaeus'],
  ])('%s: key %s, first reading %s, praenomen %s', (form, key, reading, praenomen) => {
    const info = students(form);
    const a = info.analyses[0]!;
    expect([info.key, `${a.lemma} ${a.upos} ${a.source}`, info.praenomen?.lemma]).toEqual([key, reading, praenomen]);
  });

  test.each([
    [',', false, ['PUNCT']],
    ['12', false, ['NUM']],
    ['XII', true, ['NUM']],
  ])('%s: a word %s, candidate tags %j', (form, wordLike, tags) => {
    expect([students(form).wordLike, students(form).tags]).toEqual([wordLike, tags]);
  });

  test('a treebank convention keeps an abbreviation as training wrote it (PROIEL: Kal.), looked up without its dot when training lacks it', () => {
    expect([treebank('Kal.').key, treebank('Kal.').analyses.length, treebank('Apr.').key]).toEqual(['kal.', 0, 'apr']);
  });

  test('a form is worked out once', () => {
    expect(students('terram')).toBe(students('terram'));
  });
});
