import { describe, expect, test } from 'vitest';
import { formatFeats } from '../../core/types';
import { loadTestLexicon } from './test-lexicon';

const lexicon = loadTestLexicon();

/** `lemma UPOS feats` of every analysis, the way a reader compares them with a treebank. */
function readingsOf(form: string): string[] {
  return lexicon.analyze(form).map((a) => `${a.lemma} ${a.upos} ${formatFeats(a.feats)}`);
}

describe('analyze: forms of Caesar, Cicero, Nepos and Virgil', () => {
  test.each([
    ['rosam', 'rosa NOUN Case=Acc|Gender=Fem|Number=Sing'],
    ['terram', 'terra NOUN Case=Acc|Gender=Fem|Number=Sing'],
    ['domini', 'dominus NOUN Case=Gen|Gender=Masc|Number=Sing'],
    ['domini', 'dominus NOUN Case=Nom|Gender=Masc|Number=Plur'],
    ['bellum', 'bellum NOUN Case=Acc|Gender=Neut|Number=Sing'],
    ['consulis', 'consul NOUN Case=Gen|Gender=Masc|Number=Sing'],
    ['rei', 'res NOUN Case=Dat|Gender=Fem|Number=Sing'],
    ['manibus', 'manus NOUN Case=Abl|Gender=Fem|Number=Plur'],
    ['amat', 'amo VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['amavit', 'amo VERB Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['amaverant', 'amo VERB Aspect=Perf|Mood=Ind|Number=Plur|Person=3|Tense=Pqp|VerbForm=Fin|Voice=Act'],
    ['hortatus', 'hortor VERB Aspect=Perf|Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass'],
    ['hortatur', 'hortor VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Pass'],
    ['capiunt', 'capio VERB Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['audiebant', 'audio VERB Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['tulit', 'fero VERB Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['latum', 'fero VERB Case=Acc|VerbForm=Sup'],
    ['est', 'sum AUX Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin'],
    ['fuit', 'sum AUX Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin'],
    ['esse', 'sum AUX Tense=Pres|VerbForm=Inf'],
    ['potest', 'possum VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['it', 'eo VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['ibat', 'eo VERB Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['vult', 'volo VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['fit', 'fio VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['cum', 'cum ADP _'],
    ['cum', 'cum SCONJ _'],
    ['quae', 'qui PRON Case=Nom|Gender=Fem|Number=Sing|PronType=Rel'],
    ['qui', 'qui PRON Case=Nom|Gender=Masc|Number=Plur|PronType=Rel'],
    ['quod', 'qui PRON Case=Acc|Gender=Neut|Number=Sing|PronType=Rel'],
    ['quod', 'quod SCONJ _'],
    ['hic', 'hic DET Case=Nom|Gender=Masc|Number=Sing|PronType=Dem'],
    ['haec', 'hic PRON Case=Nom|Gender=Neut|Number=Plur|PronType=Dem'],
    ['hoc', 'hic PRON Case=Abl|Gender=Masc|Number=Sing|PronType=Dem'],
    ['ille', 'ille PRON Case=Nom|Gender=Masc|Number=Sing|PronType=Dem'],
    ['ea', 'is PRON Case=Nom|Gender=Fem|Number=Sing|Person=3|PronType=Prs'],
    ['id', 'is PRON Case=Acc|Gender=Neut|Number=Sing|Person=3|PronType=Prs'],
    ['se', 'sui PRON Case=Acc|Number=Plur|Person=3|PronType=Prs|Reflex=Yes'],
    ['nos', 'nos PRON Case=Nom|Number=Plur|Person=1|PronType=Prs'],
    ['expugnato', 'expugno VERB Aspect=Perf|Case=Abl|Gender=Neut|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass'],
    ['fortis', 'fortis ADJ Case=Nom|Degree=Pos|Gender=Masc|Number=Sing'],
    ['acri', 'acer ADJ Case=Abl|Degree=Pos|Gender=Neut|Number=Sing'],
    ['fortissimi', 'fortis ADJ Case=Nom|Degree=Sup|Gender=Masc|Number=Plur'],
    ['Caesar', 'Caesar PROPN Case=Nom|Gender=Masc|Number=Sing'],
    ['Caesarem', 'Caesar PROPN Case=Acc|Gender=Masc|Number=Sing'],
    ['Ciceronis', 'Cicero PROPN Case=Gen|Gender=Masc|Number=Sing'],
    ['Roma', 'Roma PROPN Case=Abl|Gender=Fem|Number=Sing'],
    ['Romae', 'Roma PROPN Case=Loc|Gender=Fem|Number=Sing'],
    ['arma', 'arma NOUN Case=Acc|Gender=Neut|Number=Plur'],
    ['castra', 'castra NOUN Case=Nom|Gender=Neut|Number=Plur'],
    ['Galliae', 'Gallia PROPN Case=Gen|Gender=Fem|Number=Sing'],
    ['tres', 'tres NUM Case=Nom|Gender=Fem|Number=Plur'],
    ['arma', 'arma NOUN Case=Nom|Gender=Neut|Number=Plur'],
    ['virum', 'vir NOUN Case=Acc|Gender=Masc|Number=Sing'],
    ['dies', 'dies NOUN Case=Nom|Gender=Fem|Number=Sing'],
    ['dies', 'dies NOUN Case=Nom|Gender=Masc|Number=Sing'],
    ['domi', 'domus NOUN Case=Loc|Gender=Fem|Number=Sing'],
    ['fieri', 'fio VERB Tense=Pres|VerbForm=Inf|Voice=Pass'],
    ['magis', 'magis ADV Degree=Cmp'],
    ['inquit', 'inquam VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['oportet', 'oportet VERB Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['coepit', 'coepi VERB Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    ['cano', 'cano VERB Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act'],
  ])('%s → %s', (form, expected) => {
    expect(readingsOf(form)).toContain(expected);
  });
});

describe('analyze: spelling, contractions and assimilated prefixes', () => {
  test.each([
    ['Ivppiter', 'Iuppiter'],
    ['uirum', 'uir'],
    ['virum', 'uir'],
    ['iam', 'iam'],
    ['jam', 'iam'],
    ['rŏsăm', 'rosa'],
  ])('%s is read as a form of %s', (form, lemmaKey) => {
    expect(lexicon.analyze(form).map((a) => a.lemmaKey)).toContain(lemmaKey);
  });

  test('amasse is the (contracted) perfect infinitive of amo', () => {
    expect(readingsOf('amasse')).toContain('amo VERB Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act');
  });

  test.each([
    ['amarunt', 'amo VERB Aspect=Perf|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act forma contratta di -auerunt'],
    ['delerant', 'deleo VERB Aspect=Perf|Mood=Ind|Number=Plur|Person=3|Tense=Pqp|VerbForm=Fin|Voice=Act forma contratta di -euerant'],
    ['nosse', 'nosco VERB Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act undefined'],
  ])('%s is expanded from its contraction', (form, expected) => {
    expect(lexicon.analyze(form).map((a) => `${a.lemma} ${a.upos} ${formatFeats(a.feats)} ${a.note}`)).toContain(expected);
  });

  test.each([
    ['norat', 'nosco VERB Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Pqp|VerbForm=Fin|Voice=Act forma sincopata di -ouerat'],
    ['cognosse', 'cognosco VERB Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act forma sincopata di -ouisse'],
    ['norunt', 'nosco VERB Aspect=Perf|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act forma sincopata di -ouerunt'],
    ['petisse', 'peto VERB Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act forma sincopata di -iuisse'],
    ['exisse', 'exeo VERB Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act forma sincopata di -iuisse'],
  ])('%s is expanded from a syncopated perfect the lexicon\'s endings give', (form, expected) => {
    expect(lexicon.analyze(form).map((a) => `${a.lemma} ${a.upos} ${formatFeats(a.feats)} ${a.note}`)).toContain(expected);
  });

  test('amare stays the present infinitive: no syncope into another slot\'s ending', () => {
    expect(lexicon.analyze('amare').some((a) => a.note?.startsWith('forma'))).toBe(false);
  });

  test('affero is found under adfero with the assimilated prefix', () => {
    expect(lexicon.analyze('affero').map((a) => `${a.lemmaKey} ${a.upos} ${formatFeats(a.feats)}`))
      .toContain('adfero VERB Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin|Voice=Act');
  });

  test('a lower-case word is not read as a proper noun when a common word fits', () => {
    expect(lexicon.analyze('caesar').map((a) => a.upos)).not.toContain('PROPN');
    expect(lexicon.analyze('Caesar').map((a) => a.upos)).toContain('PROPN');
  });

  test('regression: tres has no singular readings although its model (fortis) has', () => {
    expect(lexicon.analyze('tres').every((a) => a.feats.Number === 'Plur')).toBe(true);
  });

  test('regression: ego is one reading, not one per gender slot', () => {
    expect(readingsOf('ego')).toEqual(['ego PRON Case=Nom|Number=Sing|Person=1|PronType=Prs']);
  });

  test.each(['xyzzy', '', '123', 'qqqq'])('%s is not a known form', (form) => {
    expect(lexicon.isKnownForm(form)).toBe(false);
  });
});
