import { describe, expect, test } from 'vitest';
import { agdtToUd, udToAgdt } from './agdt';
import { canonicalFeats, sameFeats } from './features';
import { attributives, inConvention, proielDeterminers } from './output';

describe('AGDT tags as UD Perseus writes them', () => {
  test.each([
    ['v3spia---', 'εἰμί', 'AUX', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['v3siia---', 'λέγω1', 'VERB', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['v-sapmmn-', 'λύω', 'VERB', 'Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Mid'],
    ['v--rne---', 'λύω', 'VERB', 'Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Mid'],
    ['g--------', 'δέ1', 'ADV', '_'],
    ['c--------', 'ὅτι', 'SCONJ', '_'],
    ['c--------', 'καί', 'CCONJ', '_'],
    ['n-s---mn-', 'Σωκράτης', 'NOUN', 'Case=Nom|Gender=Masc|Number=Sing'],
    ['a-p---nac', 'παλαιός', 'ADJ', 'Case=Acc|Degree=Cmp|Gender=Neut|Number=Plur'],
    ['p-s---cn-', 'τις', 'PRON', 'Case=Nom|Number=Sing'],
  ])('%s %s', (xpos, lemma, upos, feats) => {
    expect(agdtToUd(xpos, lemma)).toEqual({ upos, feats });
  });

  test.each([
    ['n-s---ma-', 'λόγος'],
    ['v3saia---', 'λύω'],
    ['v-pppamd-', 'λύω'],
    ['l-p---fg-', 'ὁ'],
  ])('the tag comes back from UPOS and features: %s', (xpos, lemma) => {
    const { upos, feats } = agdtToUd(xpos, lemma);
    expect(udToAgdt(upos, feats)).toBe(xpos);
  });
});

describe('tense and aspect across treebanks', () => {
  const aorist = 'Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act';
  test('PTNK and PROIEL write the aorist with Aspect=Perf', () => {
    expect(canonicalFeats(`Aspect=Perf|${aorist}`, 'ptnk')).toBe(aorist);
    expect(sameFeats(aorist, `Aspect=Perf|${aorist}`, 'proiel')).toBe(true);
    expect(sameFeats(`Aspect=Perf|${aorist}`, `Aspect=Perf|${aorist}`, 'proiel')).toBe(false);
  });

  test('PTNK writes the perfect as a present with Aspect=Perf', () => {
    expect(canonicalFeats('Aspect=Perf|Tense=Pres|VerbForm=Inf|Voice=Act', 'ptnk')).toBe('Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act');
    expect(inConvention({ lemma: 'λύω', upos: 'VERB', feats: 'Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act' }, 'ptnk', { upos: new Map(), lemmas: new Map() }).feats)
      .toBe('Aspect=Perf|Tense=Pres|VerbForm=Inf|Voice=Act');
  });

  test('a person the gold writes and Versio does not (PROIEL: αὐτός Person=3) counts; one the gold leaves out does not', () => {
    expect(sameFeats('Case=Acc|Gender=Masc|Number=Sing', 'Case=Acc|Gender=Masc|Number=Sing|Person=3|PronType=Prs', 'proiel')).toBe(false);
    expect(sameFeats('Case=Gen|Gender=Masc|Number=Plur', 'Case=Gen|Definite=Def|Number=Plur|PronType=Dem', 'proiel')).toBe(true);
    expect(sameFeats('Case=Nom|Gender=Masc|Number=Sing', 'Gender=Masc|Number=Sing', 'ptnk')).toBe(false);
  });

  test('a gold gender of several values accepts any of them', () => {
    expect(sameFeats('Case=Gen|Gender=Masc|Number=Plur', 'Case=Gen|Definite=Def|Gender=Fem,Masc,Neut|Number=Plur|PronType=Art', 'proiel')).toBe(true);
  });

  test('PROIEL\'s features read as PROIEL writes them: its aorist and perfect are one', () => {
    const perfect = 'Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act';
    const written = inConvention({ lemma: 'λύω', upos: 'VERB', feats: perfect }, 'proiel', { upos: new Map(), lemmas: new Map() }).feats;
    expect(written).toBe('Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act');
    expect(sameFeats(perfect, 'Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act', 'proiel')).toBe(false);
    expect(sameFeats(written, 'Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act', 'proiel', 'proiel')).toBe(true);
  });

  test('PROIEL: a pronominal word beside a noun it agrees with is a determiner, alone a pronoun', () => {
    const r = (lemma: string, upos: string) => ({ lemma, upos, xpos: '_', feats: '_' });
    const sentence = [r('οὗτος', 'PRON'), r('ὁ', 'DET'), r('ἀνήρ', 'NOUN'), r('λέγω', 'VERB'), r('οὗτος', 'PRON')];
    const feats = ['Case=Nom|Gender=Masc|Number=Sing', 'Case=Nom|Gender=Masc|Number=Sing', 'Case=Nom|Gender=Masc|Number=Sing', 'Mood=Ind', 'Case=Acc|Gender=Neut|Number=Plur'];
    proielDeterminers(sentence, feats);
    expect(sentence.map((x) => x.upos)).toEqual(['DET', 'DET', 'NOUN', 'VERB', 'PRON']);
  });

  test('PROIEL: the rule of determiners leaves the words whose part of speech training learnt by context', () => {
    const r = (lemma: string, upos: string) => ({ lemma, upos, xpos: '_', feats: '_' });
    const nom = 'Case=Nom|Gender=Masc|Number=Sing';
    // ὁ ἀνὴρ αὐτός: αὐτός learnt (PRON beside its noun), οὗτος not.
    const sentence = [r('ὁ', 'DET'), r('ἀνήρ', 'NOUN'), r('αὐτός', 'PRON'), r('οὗτος', 'PRON')];
    proielDeterminers(sentence, [nom, nom, nom, nom], [false, false, true, false]);
    expect(sentence.map((x) => x.upos)).toEqual(['DET', 'NOUN', 'PRON', 'DET']);
  });

  test('which words stand beside a noun agreeing with them', () => {
    const w = (upos: string, feats: string) => ({ upos, feats });
    const nom = 'Case=Nom|Gender=Masc|Number=Sing';
    expect(attributives([w('DET', nom), w('VERB', 'Mood=Ind'), w('NOUN', nom), w('DET', 'Case=Acc|Gender=Masc|Number=Sing')])).toEqual([true, false, false, false]);
  });
});
