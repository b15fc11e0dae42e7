import { describe, expect, test } from 'vitest';
import { formatFeats } from '../../core/types';
import { listSpellingVariants, medievalRespellings, medievalSpellingVariants } from './spelling-variants';
import { loadTestLexicon } from './test-lexicon';

const lexicon = loadTestLexicon();

describe('unknown spellings are read through their classical form', () => {
  test.each([
    ['ecclesie', 'ecclesia NOUN Case=Gen|Gender=Fem|Number=Sing grafia medievale: e per ae'],
    ['penam', 'poena NOUN Case=Acc|Gender=Fem|Number=Sing grafia medievale: e per oe'],
    ['abere', 'habeo VERB Tense=Pres|VerbForm=Inf|Voice=Act grafia medievale: h caduta'],
    ['michi', 'ego PRON Case=Dat|Number=Sing|Person=1|PronType=Prs grafia medievale: ch per h'],
    ['quendam', 'quidam PRON Case=Acc|Gender=Masc|Number=Sing|PronType=Ind grafia: n per m'],
    ['audisse', 'audio VERB Aspect=Perf|Tense=Past|VerbForm=Inf|Voice=Act perfetto contratto (-iv- caduto)'],
    ['audistis', 'audio VERB Aspect=Perf|Mood=Ind|Number=Plur|Person=2|Tense=Past|VerbForm=Fin|Voice=Act perfetto contratto (-iv- caduto)'],
    ['pulcherruma', 'pulcher ADJ Case=Abl|Degree=Sup|Gender=Fem|Number=Sing grafia arcaica: -umus per -imus'],
    ['flagitiosissuma', 'flagitiosus ADJ Case=Nom|Degree=Sup|Gender=Fem|Number=Sing grafia arcaica: -umus per -imus'],
    ['volnus', 'vulnus NOUN Case=Acc|Gender=Neut|Number=Sing grafia arcaica: vo per vu'],
    ['necessitatium', 'necessitas NOUN Case=Gen|Gender=Fem|Number=Plur grafia arcaica: genitivo plurale in -ium'],
    ['consili', 'consilium NOUN Case=Gen|Gender=Neut|Number=Sing grafia arcaica: genitivo in -i per -ii'],
    ['imperi', 'imperium NOUN Case=Gen|Gender=Neut|Number=Sing grafia arcaica: genitivo in -i per -ii'],
  ])('%s', (form, expected) => {
    expect(lexicon.analyze(form).map((a) => `${a.lemma} ${a.upos} ${formatFeats(a.feats)} ${a.note}`)).toContain(expected);
  });

  test('the genitive in -i of a noun in -ium is read as the genitive singular only, and only for a form unknown as written', () => {
    expect(lexicon.analyze('negoti').map((a) => `${a.lemma} ${formatFeats(a.feats)}`)).toEqual(['negotium Case=Gen|Gender=Neut|Number=Sing']);
    expect(lexicon.analyze('fili').some((a) => a.note !== undefined)).toBe(false);
  });

  test('a form known as written gets no variant reading (regression: rosae is not read as a variant)', () => {
    expect(lexicon.analyze('rosae').every((a) => a.note === undefined)).toBe(true);
  });

  test('a form read only through a variant is not a known form (the tokenizer relies on it)', () => {
    expect(lexicon.analyze('ecclesie')).not.toEqual([]);
    expect(lexicon.isKnownForm('ecclesie')).toBe(false);
    expect(lexicon.isKnownForm('ecclesiae')).toBe(true);
  });

  test('a known form may be a medieval -e for -ae only where a convention writes so (medievalRespellings)', () => {
    expect(medievalRespellings('anime').map((v) => v.key)).toEqual(['animae']);
    expect(medievalRespellings('animae')).toEqual([]);
  });

  test('variants change one place at a time', () => {
    expect(listSpellingVariants('prede').map((v) => v.key)).toEqual(['praede', 'predae', 'proede', 'predoe']);
  });

  test('the later medieval spellings are a list of their own (read only where a convention writes them)', () => {
    expect(listSpellingVariants('ymaginem').map((v) => v.key)).not.toContain('imaginem');
    expect(medievalSpellingVariants('ymaginem')[0]).toEqual({ key: 'imaginem', note: 'grafia medievale: y per i' });
    expect(medievalSpellingVariants('velud').map((v) => v.key)).toContain('velut');
    expect(medievalSpellingVariants('prede').map((v) => v.key)).toEqual(['predde']);
  });
});
