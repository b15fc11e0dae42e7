import { describe, expect, test } from 'vitest';
import { wordRows } from '../../core/conllu';
import { proielConllxToConllu, proielRowToUd } from './proiel-conllx';
import { latinTreebankFiles, treebankFileLabel } from './treebanks';

const row = (form: string, lemma: string, postag: string, feats: string, relation = 'adv') => ['1', form, lemma, postag[0]!, postag, feats, '0', relation, '_', '_'];

describe('PROIEL CoNLL-X read as UD Latin-PROIEL', () => {
  test.each([
    [row('Gallia', 'Gallia', 'Ne', 'NUMBs|GENDf|CASEn'), 'PROPN', 'Case=Nom|Gender=Fem|Number=Sing'],
    [row('divisa', 'divido', 'V-', 'NUMBs|TENSr|MOODp|VOICp|GENDf|CASEn'), 'VERB', 'Aspect=Perf|Case=Nom|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass'],
    [row('incolunt', 'incolo', 'V-', 'PERS3|NUMBp|TENSp|MOODi|VOICa'), 'VERB', 'Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'],
    [row('erat', 'sum', 'V-', 'PERS3|NUMBs|TENSi|MOODi|VOICa'), 'AUX', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'],
    [row('omnis', 'omnis', 'Px', 'NUMBs|GENDp|CASEn', 'atr'), 'DET', 'Case=Nom|Gender=Fem,Masc|Number=Sing'],
    [row('aliam', 'alius', 'Px', 'NUMBs|GENDf|CASEa', 'obj'), 'PRON', 'Case=Acc|Gender=Fem|Number=Sing'],
    [row('ipsorum', 'ipse', 'Pp', 'PERS3|NUMBp|GENDm|CASEg', 'atr'), 'PRON', 'Case=Gen|Gender=Masc|Number=Plur|Person=3'],
    [row('tertiam', 'tertius', 'Mo', 'NUMBs|GENDf|CASEa'), 'ADJ', 'Case=Acc|Gender=Fem|Number=Sing'],
    [row('in', 'in', 'R-', 'INFLn'), 'ADP', '_'],
    [row('fortius', 'fortiter', 'Df', 'DEGRc|INFLn'), 'ADV', 'Degree=Cmp'],
    [row('faciendum', 'facio', 'V-', 'NUMBs|MOODg|VOICp|GENDn|CASEa'), 'VERB', 'Case=Acc|Gender=Neut|Number=Sing|VerbForm=Gdv|Voice=Pass'],
  ])('%j → %s %s', (cols, upos, feats) => {
    expect(proielRowToUd(cols)).toEqual({ upos, feats });
  });

  test('a sentence keeps its words, the PROIEL tag as XPOS and its relations', () => {
    const text = ['# newdoc id = caes-gal.conll', '1\tGallia\tGallia\tN\tNe\tNUMBs|GENDf|CASEn\t2\tsub\t_\t_', '2\test\tsum\tV\tV-\tPERS3|NUMBs|TENSp|MOODi|VOICa\t0\tpred\t_\t_', '', ''].join('\n');
    const [sentence] = proielConllxToConllu(text);
    expect(wordRows(sentence!)).toEqual([
      ['1', 'Gallia', 'Gallia', 'PROPN', 'Ne', 'Case=Nom|Gender=Fem|Number=Sing', '2', 'sub', '_', '_'],
      ['2', 'est', 'sum', 'AUX', 'V-', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', '0', 'pred', '_', '_'],
    ]);
  });

  test('the commercial training never reads PROIEL (CC BY-NC-SA), the full one only when asked', () => {
    const commercial = latinTreebankFiles({ commercial: true, proielExport: true });
    expect(commercial.every((f) => f.commercial && !f.proielExport)).toBe(true);
    expect(latinTreebankFiles().some((f) => f.proielExport)).toBe(false);
    expect(treebankFileLabel({ treebank: 'proiel', split: 'train', path: 'x.conll.xz', commercial: false, proielExport: true })).toBe('proiel-classical');
  });
});
