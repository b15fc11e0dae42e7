import { describe, expect, test } from 'vitest';
import { formatFeats, parseFeats } from '../../core/types';
import { coreFeats, inTreebankScheme, normalizeLatinFeats, treebankOfFile, type LatinTreebank } from './normalize';
import { isSameLemma, lemmaMatchKey } from './lemma';

const norm = (feats: string, tb: LatinTreebank) => formatFeats(normalizeLatinFeats(parseFeats(feats), tb));

describe('normalizeLatinFeats: the same form from different treebanks gets the same features', () => {
  test.each<[string, LatinTreebank, string, string]>([
    // perfect indicative
    ['fuit', 'udante', 'Aspect=Perf|InflClass=LatAnom|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin', 'Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin'],
    ['fuit', 'circse', 'Aspect=Perf|InflClass=LatAnom|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin', 'Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin'],
    ['accesserunt', 'proiel', 'Aspect=Perf|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act', 'Aspect=Perf|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    // pluperfect
    ['dederat', 'udante', 'Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act', 'Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Pqp|VerbForm=Fin|Voice=Act'],
    ['sedisset', 'proiel', 'Mood=Sub|Number=Sing|Person=3|Tense=Pqp|VerbForm=Fin|Voice=Act', 'Aspect=Perf|Mood=Sub|Number=Sing|Person=3|Tense=Pqp|VerbForm=Fin|Voice=Act'],
    // present and imperfect
    ['ascendit', 'proiel', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['pendet', 'circse', 'Aspect=Imp|InflClass=LatE|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    ['docebat', 'proiel', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    // participles, gerundive, infinitive
    ['videns', 'proiel', 'Case=Nom|Gender=Neut|Number=Sing|Tense=Pres|VerbForm=Part|Voice=Act', 'Case=Nom|Gender=Neut|Number=Sing|Tense=Pres|VerbForm=Part|Voice=Act'],
    ['ingurgitans', 'udante', 'Aspect=Imp|Case=Nom|Gender=Fem|InflClass=LatA|Number=Sing|VerbForm=Part|Voice=Act', 'Case=Nom|Gender=Fem|Number=Sing|Tense=Pres|VerbForm=Part|Voice=Act'],
    ['imbutus', 'udante', 'Aspect=Perf|Case=Nom|Gender=Masc|Number=Sing|VerbForm=Part|Voice=Pass', 'Aspect=Perf|Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass'],
    ['daturus', 'circse', 'Aspect=Prosp|Case=Nom|Gender=Masc|Number=Sing|VerbForm=Part|Voice=Act', 'Case=Nom|Gender=Masc|Number=Sing|Tense=Fut|VerbForm=Part|Voice=Act'],
    ['sequendum', 'ittb', 'Aspect=Prosp|Case=Acc|Gender=Masc|Number=Sing|VerbForm=Part|Voice=Pass', 'Case=Acc|Gender=Masc|Number=Sing|VerbForm=Gdv|Voice=Pass'],
    ['timendum', 'circse', 'Aspect=Prosp|Case=Acc|Degree=Pos|Gender=Masc|Number=Sing|VerbForm=Gdv|Voice=Pass', 'Case=Acc|Gender=Masc|Number=Sing|VerbForm=Gdv|Voice=Pass'],
    ['interesse', 'udante', 'Aspect=Imp|InflClass=LatAnom|VerbForm=Inf|Voice=Act', 'Tense=Pres|VerbForm=Inf|Voice=Act'],
    // degree, pronouns, multiple genders
    ['beati', 'proiel', 'Case=Nom|Degree=Pos|Gender=Masc|Number=Plur', 'Case=Nom|Gender=Masc|Number=Plur'],
    ['altissimus', 'ittb', 'Case=Nom|Degree=Abs|Gender=Masc|Number=Sing', 'Case=Nom|Degree=Sup|Gender=Masc|Number=Sing'],
    ['eum', 'proiel', 'Case=Acc|Gender=Masc|Number=Sing|Person=3|PronType=Prs', 'Case=Acc|Gender=Masc|Number=Sing|PronType=Prs'],
    ['natis', 'circse', 'Case=Dat|Gender=Masc,Fem|Number=Plur', 'Case=Dat|Gender=Fem,Masc|Number=Plur'],
  ])('%s (%s)', (_form, tb, gold, expected) => {
    expect(norm(gold, tb)).toBe(expected);
  });

  test('core features drop PronType and the other extras', () => {
    expect(formatFeats(coreFeats(parseFeats('Case=Acc|Gender=Masc|Number=Sing|PronType=Prs')))).toBe('Case=Acc|Gender=Masc|Number=Sing');
  });
});

describe('treebankOfFile', () => {
  test.each([
    ['/x/UD_Latin-PROIEL/la_proiel-ud-dev.conllu', 'proiel'],
    ['la_udante-ud-train.conllu', 'udante'],
    ['mine.conllu', 'versio'],
  ])('%s → %s', (path, tb) => {
    expect(treebankOfFile(path)).toBe(tb);
  });
});

describe('lemmaMatchKey', () => {
  test.each([
    ['Iuppiter', 'Juppiter', true], ['uideo', 'video', true], ['ēdo', 'edo2', true], ['rŏsă', 'rosa', true],
    ['edo', 'edco', false], ['sum', 'fuo', false],
  ])('%s ~ %s: %s', (a, b, same) => {
    expect(isSameLemma(a, b)).toBe(same);
  });
  test('keeps the key readable', () => {
    expect(lemmaMatchKey('Vīdeo2')).toBe('uideo');
  });
});

describe('Versio\'s reading as a treebank\'s scheme can write it', () => {
  test('a gerund is the neuter singular gerundive where the scheme has no gerund; PROIEL\'s locative is its genitive', () => {
    expect(formatFeats(inTreebankScheme({ Case: 'Gen', VerbForm: 'Ger' }, 'ittb'))).toBe('Case=Gen|Gender=Neut|Number=Sing|VerbForm=Gdv|Voice=Pass');
    expect(inTreebankScheme({ Case: 'Gen', VerbForm: 'Ger' }, 'proiel')).toEqual({ Case: 'Gen', VerbForm: 'Ger' });
    expect(inTreebankScheme({ Case: 'Loc', Gender: 'Fem', Number: 'Sing' }, 'proiel').Case).toBe('Gen');
    expect(inTreebankScheme({ Case: 'Loc', Gender: 'Fem', Number: 'Sing' }, 'perseus').Case).toBe('Loc');
  });
});
