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
