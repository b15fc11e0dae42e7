import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../core/types';
import type { AnalyzedToken } from '../pipeline';
import { ablativeAbsolutes, agreeingPredicate, infinitiveBesideModal, nounForLoneParticiple, peopleForFemininePlural, preferFrequentLemma, type LemmaEvidence } from './lemma-choice';

function reading(lemma: string, upos: string, feats: Record<string, string>): Analysis {
  return { lemma, lemmaKey: lemma, upos, feats, source: 'lexicon' } as Analysis;
}

function token(form: string, analysis: Analysis, alternatives: Analysis[] = []): AnalyzedToken {
  return { form, kind: 'word', analysis, alternatives: alternatives.map((a, i) => ({ analysis: a, score: -i })) } as unknown as AnalyzedToken;
}

const FREQUENCIES = new Map([['consuo', 5], ['consuesco', 167], ['puteo', 5], ['puto', 2263], ['cado', 900], ['caedo', 700]]);
const PERFECT = { VerbForm: 'Fin', Mood: 'Ind', Person: '3', Number: 'Plur', Tense: 'Past', Aspect: 'Perf', Voice: 'Act' };

function evidence(readings: Analysis[]): LemmaEvidence {
  return { readings: () => readings, frequency: (key) => FREQUENCIES.get(key ?? '') ?? 0 };
}

describe('the dictionary word of a form by general evidence', () => {
  test('the same reading of a far more frequent lemma wins (`consuerunt`: consuesco, not consuo)', () => {
    const chosen = reading('consuo', 'VERB', PERFECT);
    const other = reading('consuesco', 'VERB', PERFECT);
    expect(preferFrequentLemma(token('consuerunt', chosen), chosen, evidence([other, chosen])).lemma).toBe('consuesco');
  });

  test('an alternative in the same role with another mood wins when far more frequent (`putet`: puto)', () => {
    const chosen = reading('puteo', 'VERB', { VerbForm: 'Fin', Mood: 'Ind', Person: '3', Number: 'Sing' });
    const puto = reading('puto', 'VERB', { VerbForm: 'Fin', Mood: 'Sub', Person: '3', Number: 'Sing' });
    expect(preferFrequentLemma(token('putet', chosen, [puto]), chosen, evidence([])).lemma).toBe('puto');
  });

  test('a lemma not far more frequent, or in another person, leaves the reading as it is', () => {
    const chosen = reading('caedo', 'VERB', PERFECT);
    expect(preferFrequentLemma(token('cecidit', chosen), chosen, evidence([reading('cado', 'VERB', PERFECT)])).lemma).toBe('caedo');
    const rare = reading('puteo', 'VERB', { VerbForm: 'Fin', Mood: 'Ind', Person: '3', Number: 'Sing' });
    const plural = reading('puto', 'VERB', { VerbForm: 'Fin', Mood: 'Sub', Person: '3', Number: 'Plur' });
    expect(preferFrequentLemma(token('putet', rare, [plural]), rare, evidence([])).lemma).toBe('puteo');
  });
});

describe('a participle with nothing to agree with', () => {
  const participle = reading('tribuo', 'VERB', { VerbForm: 'Part', Aspect: 'Perf', Case: 'Acc', Gender: 'Neut', Number: 'Plur' });
  const noun = reading('tributum', 'NOUN', { Case: 'Acc', Gender: 'Neut', Number: 'Plur' });
  const meanings = (key: string | null) => (key === 'tributum' ? 'tributo' : undefined);

  test('is the noun its form also is (`tributa … pendunt` → tributum)', () => {
    const tributa = token('tributa', participle, [noun]);
    const pendunt = token('pendunt', reading('pendo', 'VERB', { VerbForm: 'Fin' }));
    expect(nounForLoneParticiple(tributa, participle, [tributa, pendunt], meanings).lemma).toBe('tributum');
  });

  test('stays a participle beside a noun it agrees with, beside `sum`, or when the noun has no meaning', () => {
    const tributa = token('tributa', participle, [noun]);
    const bona = token('bona', reading('bonum', 'NOUN', { Case: 'Acc', Gender: 'Neut', Number: 'Plur' }));
    expect(nounForLoneParticiple(tributa, participle, [bona, tributa], meanings).lemma).toBe('tribuo');
    const sunt = token('sunt', reading('sum', 'AUX', { VerbForm: 'Fin' }));
    expect(nounForLoneParticiple(tributa, participle, [tributa, sunt], meanings).lemma).toBe('tribuo');
    expect(nounForLoneParticiple(tributa, participle, [tributa], () => undefined).lemma).toBe('tribuo');
  });
});

describe('a people read in the feminine', () => {
  test('is masculine when a masculine plural name of the same case is among the readings (`Numidarum`)', () => {
    const feminine = reading('Numida', 'PROPN', { Case: 'Gen', Gender: 'Fem', Number: 'Plur' });
    const people = reading('Numidae', 'PROPN', { Case: 'Gen', Gender: 'Masc', Number: 'Plur' });
    expect(peopleForFemininePlural(token('Numidarum', feminine, [people]), feminine).lemma).toBe('Numidae');
    const place = reading('Athenae', 'PROPN', { Case: 'Gen', Gender: 'Fem', Number: 'Plur' });
    expect(peopleForFemininePlural(token('Athenarum', place, [reading('Athenae', 'PROPN', { Case: 'Nom', Gender: 'Fem', Number: 'Plur' })]), place).lemma).toBe('Athenae');
  });
});

describe('an ablative absolute among the readings', () => {
  const comma = { form: ',', kind: 'punct', analysis: reading(',', 'PUNCT', {}), alternatives: [] } as unknown as AnalyzedToken;
  const soleo = reading('soleo', 'VERB', { VerbForm: 'Fin', Mood: 'Imp', Person: '2', Number: 'Sing' });
  const sol = reading('sol', 'NOUN', { Case: 'Abl', Gender: 'Masc', Number: 'Sing' });
  const hortus = reading('hortus', 'NOUN', { Case: 'Acc', Gender: 'Masc', Number: 'Sing' });
  const orior = reading('orior', 'VERB', { VerbForm: 'Part', Aspect: 'Perf', Case: 'Abl', Gender: 'Masc', Number: 'Sing' });

  test('two words before a comma that can be a noun and its participle in the ablative are read so (`Sole orto,`)', () => {
    const sole = token('Sole', soleo, [sol]);
    const orto = token('orto', hortus, [orior]);
    const found = ablativeAbsolutes([sole, orto, comma]);
    expect([found.get(sole)?.lemma, found.get(orto)?.lemma]).toEqual(['sol', 'orior']);
  });

  test('not without a comma after them, nor when the participle does not agree', () => {
    expect(ablativeAbsolutes([token('Sole', soleo, [sol]), token('orto', hortus, [orior])]).size).toBe(0);
    const feminine = reading('orior', 'VERB', { VerbForm: 'Part', Aspect: 'Perf', Case: 'Abl', Gender: 'Fem', Number: 'Sing' });
    expect(ablativeAbsolutes([token('Sole', soleo, [sol]), token('orta', hortus, [feminine]), comma]).size).toBe(0);
  });
});

describe('an infinitive beside a verb that takes one', () => {
  const nescis = token('nescis', reading('nescio', 'VERB', { VerbForm: 'Fin', Mood: 'Ind', Person: '2', Number: 'Sing' }));
  const uti = reading('uti', 'SCONJ', {});
  const utor = reading('utor', 'VERB', { VerbForm: 'Inf', Tense: 'Pres', Voice: 'Pass' });

  test('`uti nescis`: the infinitive of utor, not the conjunction', () => {
    const word = token('uti', uti, [utor]);
    expect(infinitiveBesideModal(word, uti, [word, nescis]).lemma).toBe('utor');
  });

  test('away from such a verb the conjunction stays', () => {
    const word = token('uti', uti, [utor]);
    const venit = token('venit', reading('venio', 'VERB', { VerbForm: 'Fin', Mood: 'Ind', Person: '3', Number: 'Sing' }));
    expect(infinitiveBesideModal(word, uti, [word, venit]).lemma).toBe('uti');
  });
});

describe('a predicate that agrees with no word takes the reading that agrees with a nominative', () => {
  const castra = token('Castra', reading('castrum', 'NOUN', { Case: 'Nom', Gender: 'Neut', Number: 'Plur' }));
  const sunt = token('sunt', reading('sum', 'AUX', { VerbForm: 'Fin', Mood: 'Ind', Person: '3', Number: 'Plur' }));
  const feminine = reading('colloco', 'VERB', { VerbForm: 'Part', Case: 'Nom', Gender: 'Fem', Number: 'Sing' });
  const neuter = reading('colloco', 'VERB', { VerbForm: 'Part', Case: 'Nom', Gender: 'Neut', Number: 'Plur' });

  test('`Castra sunt … conlocata`: the neuter plural', () => {
    const conlocata = token('conlocata', feminine, [neuter]);
    expect(agreeingPredicate(conlocata, feminine, [castra, sunt, conlocata]).feats['Gender']).toBe('Neut');
  });

  test('without a form of sum the reading stays', () => {
    const conlocata = token('conlocata', feminine, [neuter]);
    expect(agreeingPredicate(conlocata, feminine, [castra, conlocata]).feats['Gender']).toBe('Fem');
  });
});
