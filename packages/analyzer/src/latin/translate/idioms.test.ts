import { describe, expect, test } from 'vitest';
import { applyIdioms, latinIdioms, parseIdioms } from './idioms';
import { words } from './test-words';

describe('Latin idioms from the data list', () => {
  test('reads patterns with carried, kept and optional words, longest first', () => {
    const idioms = parseIdioms('# comment\nquo usque\tfino a quando\tADV\nquo usque tandem\tfino a quando\tADV\ncertus facio|fio*\tinformare\tVERB\n');
    expect(idioms.map((i) => i.elements.length)).toEqual([3, 2, 2]);
    expect(idioms[2]!.elements.map((e) => e.mark)).toEqual(['absorbed', 'carrier']);
  });

  test('`quo usque tandem` becomes one opening phrase', () => {
    const out = applyIdioms(words('Quo quo ADV _ dove; usque usque ADV _ fino a; tandem tandem ADV _ infine; abutere abutor VERB Mood=Ind abusare di'), latinIdioms());
    expect(out.map((w) => w.meaning)).toEqual(['fino a quando', 'abusare di']);
    expect(out[0]!.fixed).toBe(true);
  });

  test('`certiores facti sunt` keeps the verb with the meaning "informare"', () => {
    const out = applyIdioms(words('certiores certus ADJ Case=Nom certo; facti fio VERB VerbForm=Part|Case=Nom diventare; sunt sum AUX VerbForm=Fin essere'), latinIdioms());
    expect(out.map((w) => [w.lemma, w.meaning])).toEqual([['fio', 'informare'], ['sum', 'essere']]);
  });

  test('`quam maximis potest itineribus` absorbs the optional verb; `res publica` is a feminine noun', () => {
    const march = applyIdioms(words('quam quam ADV _ quanto; maximis magnus ADJ Case=Abl grande; potest possum VERB VerbForm=Fin potere; itineribus iter NOUN Case=Abl viaggio'), latinIdioms());
    expect(march.map((w) => w.meaning)).toEqual(['a marce forzatissime']);
    const state = applyIdioms(words('re res NOUN Case=Abl|Gender=Fem cosa; publica publicus ADJ Case=Abl pubblico'), latinIdioms());
    expect(state.map((w) => [w.meaning, w.itGender])).toEqual([['repubblica', 'F']]);
  });

  test('`iter facere` is "marciare", with a way through it (`per`) "passare", up to four words apart', () => {
    const march = applyIdioms(words('milites miles NOUN Case=Nom soldato; iter iter NOUN Case=Acc viaggio; fecerunt facio VERB VerbForm=Fin fare'), latinIdioms());
    expect(march.map((w) => w.meaning)).toEqual(['soldato', 'marciare']);
    const through = applyIdioms(words('per per ADP _ attraverso; agrum ager NOUN Case=Acc campo; Sequanorum Sequani PROPN Case=Gen Sequani; et et CCONJ _ e; Haeduorum Haedui PROPN Case=Gen Edui; iter iter NOUN Case=Acc viaggio; facere facio VERB VerbForm=Inf fare'), latinIdioms());
    expect(through.map((w) => w.meaning)).toEqual(['attraverso', 'campo', 'Sequani', 'e', 'Edui', 'passare']);
  });

  test('`obsides dare` keeps the hostages as the object of "consegnare"', () => {
    const out = applyIdioms(words('obsides obses NOUN Case=Acc ostaggio; dederunt do VERB VerbForm=Fin dare'), latinIdioms());
    expect(out.map((w) => [w.lemma, w.meaning])).toEqual([['obses', 'ostaggio'], ['do', 'consegnare']]);
  });

  test('`bellum gerere cum` is "combattere con"; without `cum` the war stays the object of "fare"', () => {
    const fought = applyIdioms(words('bellum bellum NOUN Case=Acc guerra; cum cum ADP _ con; Gallis Galli PROPN Case=Abl Galli; gesserunt gero VERB VerbForm=Fin portare'), latinIdioms());
    expect(fought.map((w) => w.meaning)).toEqual(['con', 'Galli', 'combattere']);
    const waged = applyIdioms(words('bellum bellum NOUN Case=Acc guerra; gesserunt gero VERB VerbForm=Fin portare'), latinIdioms());
    expect(waged.map((w) => w.meaning)).toEqual(['guerra', 'fare']);
  });

  test('words too far apart or across punctuation are no idiom', () => {
    const apart = applyIdioms(words('iter iter NOUN Case=Acc viaggio; , , PUNCT _ ,; facit facio VERB VerbForm=Fin fare'), latinIdioms());
    expect(apart.map((w) => w.meaning)).toEqual(['viaggio', ',', 'fare']);
  });

  test('a preposition the idiom absorbs takes its noun right after it (`in eo proelio` is no "in battaglia")', () => {
    const apart = applyIdioms(words('in in ADP _ in; eo is DET Case=Abl quello; proelio proelium NOUN Case=Abl battaglia'), latinIdioms());
    expect(apart.map((w) => w.meaning)).toEqual(['in', 'quello', 'battaglia']);
    const together = applyIdioms(words('in in ADP _ in; proelio proelium NOUN Case=Abl battaglia'), latinIdioms());
    expect(together.map((w) => w.meaning)).toEqual(['in battaglia']);
  });
});
