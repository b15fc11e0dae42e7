import { describe, expect, test } from 'vitest';
import { accentOf, placeAccent } from './accent';
import { generateCells, modelOf, systemOf } from './generate';

const cellsOf = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([k, v]) => [k, [v]]));

const LYO = cellsOf({
  'pres.ind.act.1.sg': 'λύω', 'pres.ind.act.1.pl': 'λύομεν', 'pres.imperat.act.2.sg': 'λῦε', 'pres.opt.act.3.sg': 'λύοι', 'pres.inf.act': 'λύειν',
  'aor.ind.act.1.sg': 'ἔλυσα', 'aor.ind.act.1.pl': 'ἐλύσαμεν', 'aor.ind.act.3.sg': 'ἔλυσε', 'aor.inf.act': 'λῦσαι', 'aor.part.act.neut.nom.sg': 'λῦσαν',
});

describe('accents', () => {
  test('the accented nucleus counted from the end, and an accent placed', () => {
    expect(accentOf('ἐλύσαμεν')).toEqual({ nucleus: 1, fromEnd: 3, kind: 'acute' });
    expect(accentOf('ποιεῖ')).toEqual({ nucleus: 1, fromEnd: 1, kind: 'circumflex' });
    expect(placeAccent('παιδευε', 3, 'acute')).toBe('παίδευε');
    expect(placeAccent('παιδευσαι', 2, 'circumflex')).toBe('παιδεῦσαι');
    expect(placeAccent('λυε', 3, 'acute')).toBeUndefined();
  });
});

describe('forms of regular verbs made from stems and a model', () => {
  test('the model of a class, the tense systems', () => {
    expect([modelOf('παιδεύω'), modelOf('κινέω'), modelOf('νικάω'), modelOf('δουλόω'), modelOf('βούλομαι'), modelOf('δίδωμι'), modelOf('δύναμαι')])
      .toEqual(['λύω', 'ποιέω', 'τιμάω', 'δηλόω', 'λύω', undefined, undefined]);
    expect([systemOf('aor.ind.act.1.sg'), systemOf('aor.subj.mid.1.sg'), systemOf('aor.ind.pass.3.sg'), systemOf('pres.inf.mp')]).toEqual(['aor+', 'aor', 'aor-pass+', 'pres']);
  });

  test('a sigmatic aorist and a present from one attested form each, accents by the rules', () => {
    const made = generateCells(cellsOf({ 'aor.ind.act.1.sg': 'ἐπαίδευσα', 'aor.inf.act': 'παιδεῦσαι', 'pres.ind.act.1.sg': 'παιδεύω' }), LYO);
    expect(Object.fromEntries([...made].map(([k, v]) => [k, v[0]]))).toEqual({
      'aor.ind.act.1.pl': 'ἐπαιδεύσαμεν', 'aor.ind.act.3.sg': 'ἐπαίδευσε', 'aor.part.act.neut.nom.sg': 'παιδεῦσαν',
      'pres.ind.act.1.pl': 'παιδεύομεν', 'pres.imperat.act.2.sg': 'παίδευε', 'pres.opt.act.3.sg': 'παιδεύοι', 'pres.inf.act': 'παιδεύειν',
    });
  });

  test('nothing where the stems disagree with the model or a vowel length is unknown', () => {
    // A second aorist does not end as λύω's first aorist.
    expect(generateCells(cellsOf({ 'aor.ind.act.1.sg': 'ἔλιπον' }), LYO).size).toBe(0);
    // γράφε: recessive on a penult whose α may be long or short.
    expect(generateCells(cellsOf({ 'pres.ind.act.1.sg': 'γράφω' }), LYO).get('pres.imperat.act.2.sg')).toBeUndefined();
    // Attested cells are never replaced.
    expect(generateCells(cellsOf({ 'pres.ind.act.1.sg': 'παιδεύω', 'pres.ind.act.1.pl': 'παιδεύομεν' }), LYO).has('pres.ind.act.1.pl')).toBe(false);
  });
});
