import { describe, expect, test } from 'vitest';
import { expandVariables, listEndings, parseModels, parseSlotList } from './parse-models';
import { deriveStem, parseLemmaLine, toLemmaKey } from './parse-lemmas';
import { parseIrregular } from './parse-extras';

/** A slice of modeles.la, verbatim: variables, a parent, children with abs, des+, R and sufd. */
const MODELS = `
$uita=ă;ă;ăm;āe;āe;ā;āe;āe;ās;ārŭm;īs;īs
$templum=ŭm;ŭm;ŭm;ī;ō;ō;ă;ă;ă;ōrŭm;īs;īs
modele:uita
R:1:1,0
des:1-12:1:$uita
pos:n
modele:epulae
pere:uita
R:1:2,0
abs:1-6
modele:dea
pere:uita
des+:11,12:1:ābŭs
modele:templum
R:1:2,0
des:1-12:1:$templum
pos:n
modele:castra
pere:templum
R:1:1,0
abs:1-6
modele:qui
R:1:3,0
des:13:1:quī
pos:p
modele:quidam
pere:qui
R:1:6,0
sufd:dăm
`.trim().split('\n');

describe('modeles.la', () => {
  const models = new Map(parseModels(MODELS).map((m) => [m.name, m]));

  test.each([
    ['1-3', [1, 2, 3]], ['13,15-17', [13, 15, 16, 17]], ['416', [416]],
  ])('slot list %s', (text, slots) => {
    expect(parseSlotList(text)).toEqual(slots);
  });

  test('a variable expands with the prefix written before it (ūr$lupus → ūrŭs;ūrĕ)', () => {
    expect(expandVariables('ūr$a', new Map([['a', 'ŭs;ĕ']]))).toBe('ūrŭs;ūrĕ');
  });

  test('a child inherits its parent\'s endings except the absent slots (castra has no singular)', () => {
    const slots = listEndings(models.get('castra')!).map(([slot]) => slot);
    expect(slots).toEqual([7, 8, 9, 10, 11, 12]);
    expect(models.get('castra')?.pos).toBe('n');
  });

  test('des+ adds to the parent\'s endings (deabus and deis)', () => {
    expect(models.get('dea')?.endings.get(11)?.map((e) => e.ending)).toEqual(['ābŭs', 'īs']);
  });

  test('des replaces, sufd suffixes every parent ending (quidam: quīdăm)', () => {
    expect(models.get('quidam')?.endings.get(13)?.map((e) => e.ending)).toEqual(['quīdăm']);
  });

  test('radical rules: remove letters, add text; own rule overrides the parent\'s', () => {
    expect(models.get('epulae')?.radicals.get(1)).toEqual({ kind: 'derive', remove: 2, add: '' });
    expect(models.get('dea')?.radicals.get(1)).toEqual({ kind: 'derive', remove: 1, add: '' });
  });

  test.each([
    ['rŏsa', 1, '', 'rŏs'],
    ['ā̆blŭo', 1, '', 'ā̆blŭ'],
    ['ămo', 1, 'āv', 'ămāv'],
  ])('stem of %s: remove %i letters, add %j → %s', (canonical, remove, add, stem) => {
    expect(deriveStem(canonical, remove, add)).toBe(stem);
  });

  test('a lemma line gives key, quantities, stems given and derived', () => {
    const lemma = parseLemmaLine('rŏsa|uita|||ae, f.|63', models);
    expect(lemma).toMatchObject({ key: 'rosa', quantities: 'rŏsa', info: 'ae, f.', frequency: 63 });
    expect([...(lemma?.stems ?? [])]).toEqual([[1, ['rŏs']]]);
    const castra = parseLemmaLine('castra=cāstra|castra|||orum, n. pl.|1397', models);
    expect(castra).toMatchObject({ key: 'castra', quantities: 'cāstra' });
    expect(castra?.stems.get(1)).toEqual(['cāstr']);
  });

  test.each([
    ['Jūppĭter', 'Iuppiter'], ['vŏlo', 'uolo'], ['cum2', 'cum2'], ['Abdălōnўmus', 'Abdalonymus'],
  ])('lemma key of %s is %s', (written, key) => {
    expect(toLemmaKey(written)).toBe(key);
  });

  test('malformed lines and unknown models give no lemma', () => {
    expect(parseLemmaLine('rosa|uita', models)).toBeNull();
    expect(parseLemmaLine('rŏsa|nomodel|||ae, f.|63', models)).toBeNull();
  });

  test('irregs.la: an asterisk makes the form replace the regular ones', () => {
    expect(parseIrregular('ălĭŭd*:alius:37-39')).toEqual({ form: 'ălĭŭd', lemmaKey: 'alius', slots: [37, 38, 39], exclusive: true });
    expect(parseIrregular('fŏrĕm:sum:163')).toEqual({ form: 'fŏrĕm', lemmaKey: 'sum', slots: [163], exclusive: false });
  });
});
