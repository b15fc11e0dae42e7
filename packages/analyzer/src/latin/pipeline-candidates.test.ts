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
