import { describe, expect, test } from 'vitest';
import { cellKeys, isStandardForm } from './cells';

describe('paradigm cells from Morpheus morph strings', () => {
  test.each([
    ['aor ind act 1st sg', 'V', ['aor.ind.act.1.sg']],
    ['pres ind mp 3rd pl', 'V', ['pres.ind.mp.3.pl']],
    ['pres inf act', 'V', ['pres.inf.act']],
    ['neut nom/voc/acc sg', 'N', ['neut.nom.sg', 'neut.voc.sg', 'neut.acc.sg']],
    ['masc/fem gen dual', 'N', ['masc.gen.dual', 'fem.gen.dual']],
    ['masc acc comp sg', 'N', ['comp.masc.acc.sg']],
    ['aor part pass masc nom/voc sg', 'P', ['aor.part.pass.masc.nom.sg', 'aor.part.pass.masc.voc.sg']],
    ['adverbial', 'N', []],
    ['', 'N', []],
  ])('%s (%s)', (morph, pos, keys) => {
    expect(cellKeys(morph, pos)).toEqual(keys);
  });

  test('a school table shows Attic and undialected forms without poetic or late flags', () => {
    expect(isStandardForm('', '')).toBe(true);
    expect(isStandardForm('attic epic ionic', 'contr')).toBe(true);
    expect(isStandardForm('epic', '')).toBe(false);
    expect(isStandardForm('', 'unaugmented')).toBe(false);
    expect(isStandardForm('', 'syncope')).toBe(true);
  });
});
