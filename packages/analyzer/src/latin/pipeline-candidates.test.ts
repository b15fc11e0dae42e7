import { expect, test } from 'vitest';
import { loadLatinLexicon } from './lexicon/index';
import { createLatinCandidates } from './pipeline-candidates';

// Regression: the cache was keyed by the lower-cased form, so whichever of "caesar" and "Caesar"
// came first decided the candidates of both.
test.each([
  [['caesar', 'Caesar'], 'Caesar', true],
  [['Caesar', 'caesar'], 'caesar', false],
  [['marcus', 'Marcus'], 'Marcus', true],
])('after looking up %j, %s has proper-noun candidates: %s', (order, form, proper) => {
  const candidates = createLatinCandidates(loadLatinLexicon());
  for (const f of order) candidates.lookUp(f);
  const upos = candidates.lookUp(form).analyses.map((a) => a.upos);
  expect(upos.includes('PROPN')).toBe(proper);
});

// The lexicon lemma behind a training token, which the treebank conventions are compared with.
test('lemmaKeyFor: the exact tag first, else the same part of speech (PROIEL gives `se` a gender)', () => {
  const candidates = createLatinCandidates(loadLatinLexicon());
  const exact = candidates.tags('se')!.find((t) => t.startsWith('PRON|') && t.includes('Case=Acc'))!;
  expect(candidates.lemmaKeyFor('se', exact)).toBe('sui');
  expect(candidates.lemmaKeyFor('se', `${exact}|Gender=Masc`)).toBe('sui');
  expect(candidates.lemmaKeyFor('se', 'NOUN|Case=Nom|Number=Sing')).toBeNull();
});

// For students a contracted perfect is read only when nothing else explains the form; training keeps both.
test('plainFirst: parit is pario, not a contracted paverit; amarit stays amaverit', () => {
  const lexicon = loadLatinLexicon();
  const students = createLatinCandidates(lexicon, { plainFirst: true });
  expect(new Set(students.lookUp('parit').analyses.map((a) => a.lemma))).toEqual(new Set(['pario']));
  expect(students.lookUp('amarit').analyses.map((a) => a.lemma)).toContain('amo');
  expect(new Set(createLatinCandidates(lexicon).lookUp('parit').analyses.map((a) => a.lemma))).toEqual(new Set(['pario', 'pasco', 'paveo']));
});

// A plain reading that is itself a perfect (consuo's consuerat) or a rare word of the extended lexicon (petisso)
// leaves the contracted perfect beside it: the more frequent lemma's (consuesco, peto) can then be chosen.
test('plainFirst: consuerat keeps consuesco beside consuo, petisse keeps peto beside petisso', () => {
  const students = createLatinCandidates(loadLatinLexicon(), { plainFirst: true });
  expect(students.lookUp('consuerat').analyses.map((a) => a.lemma)).toEqual(expect.arrayContaining(['consuesco', 'consuo']));
  expect(students.lookUp('petisse').analyses.map((a) => a.lemma)).toContain('peto');
});

// Medieval copies write -e for -ae even where the form is a word as written (decision 075).
test('respell: anime is also animae (anima), only when asked', () => {
  const lexicon = loadLatinLexicon();
  expect(createLatinCandidates(lexicon).lookUp('anime').analyses.map((a) => a.lemma)).not.toContain('anima');
  const respelt = createLatinCandidates(lexicon, { respell: true }).lookUp('anime').analyses;
  expect(respelt.filter((a) => a.lemma === 'anima').map((a) => a.note)).toContain('grafia medievale: e per ae');
  expect(respelt.map((a) => a.lemma)).toContain('animus');
});

test('respell: an unknown form is read through the later medieval spellings, only when asked', () => {
  const lexicon = loadLatinLexicon();
  const line = (a: { lemma: string; upos: string; note?: string }) => `${a.lemma} ${a.upos} ${a.note ?? ''}`;
  expect(createLatinCandidates(lexicon).lookUp('ymaginem').analyses.map(line)).not.toContain('imago NOUN grafia medievale: y per i');
  expect(createLatinCandidates(lexicon, { respell: true }).lookUp('ymaginem').analyses.map(line)).toContain('imago NOUN grafia medievale: y per i');
  expect(createLatinCandidates(lexicon, { respell: true }).lookUp('sompniantes').analyses.map((a) => a.lemma)).toContain('somnio');
});

test('respell as a function: only the look-up keys it accepts (the analyzer leaves out the forms its model trained on)', () => {
  const lexicon = loadLatinLexicon();
  const some = createLatinCandidates(lexicon, { respell: (key) => key !== 'anime' });
  expect(some.lookUp('anime').analyses.map((a) => a.lemma)).not.toContain('anima');
  expect(some.lookUp('ymaginem').analyses.map((a) => a.lemma)).toContain('imago');
});
