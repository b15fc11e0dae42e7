import { describe, expect, test } from 'vitest';
import type { Analysis } from '../core/types';
import { loadLatinLexicon } from './lexicon/index';
import { tagOfAnalysis } from './pipeline-candidates';
import { createLatinAnalyzer } from './pipeline';
import { schoolFiling, studentChoice, type StudentViewContext } from './student-view';
import { lemmaMatchKey } from './ud/lemma';

const lexicon = loadLatinLexicon();
const ctx: StudentViewContext = { lexicon, lemmaMatchKey, tagOf: tagOfAnalysis, lemmaClass: () => null };

/** The students' reading of a treebank's tag learnt in training (source `training`) for `form`. */
function read(form: string, lemma: string, upos: Analysis['upos'], feats: Analysis['feats']): Analysis['feats'] {
  const trained: Analysis = { lemma, lemmaKey: null, upos, feats, source: 'training' };
  return studentChoice(lexicon.analyze(form), { analysis: trained, uncertain: false }, tagOfAnalysis(trained), ctx).analysis.feats;
}

describe('the students\' view of a tag a treebank left short', () => {
  test('the reflexive keeps the kind of pronoun every lexicon reading gives it, not a number the sentence decides', () => {
    // se as a treebank tags it, Case=Acc alone: the card says "pronome riflessivo"
    expect(read('se', 'sui', 'PRON', { Case: 'Acc' })).toEqual({ Case: 'Acc', PronType: 'Prs', Reflex: 'Yes' });
    expect(read('sibi', 'sui', 'PRON', { Case: 'Dat' })).toMatchObject({ PronType: 'Prs', Reflex: 'Yes' });
    expect(read('sibi', 'sui', 'PRON', { Case: 'Dat' }).Number).toBeUndefined();
  });

  test('a gender the lexicon readings disagree on is left out', () => {
    // huius: masculine, feminine or neuter, as its noun says
    expect(read('huius', 'hic', 'DET', { Case: 'Gen', Number: 'Sing' }).Gender).toBeUndefined();
  });
});

describe('an adjective as a school dictionary files it (cards only)', () => {
  const lexiconReading = (form: string, lemma: string, feats: Partial<Record<string, string>>) =>
    lexicon.analyze(form).find((a) => a.lemma === lemma && Object.entries(feats).every(([k, v]) => a.feats[k] === v))!;

  test('summus is the superlative of superus, superior its comparative', () => {
    const summa = schoolFiling(lexiconReading('summa', 'summus', { Case: 'Abl' }), ctx);
    expect([summa.lemma, summa.lemmaKey, summa.upos, summa.feats.Degree, summa.feats.Case]).toEqual(['superus', 'superus', 'ADJ', 'Sup', 'Abl']);
    const superior = schoolFiling(lexiconReading('superior', 'superior', { Case: 'Nom', Gender: 'Masc' }), ctx);
    expect([superior.lemma, superior.feats.Degree]).toEqual(['superus', 'Cmp']);
  });

  test('a hundred is a cardinal numeral, without a degree', () => {
    const ducentos = schoolFiling(lexiconReading('ducentos', 'ducenti', {}), ctx);
    expect([ducentos.lemma, ducentos.upos, ducentos.feats.Degree, ducentos.feats.Case]).toEqual(['ducenti', 'NUM', undefined, 'Acc']);
  });

  test('other adjectives and other parts of speech are left as they are', () => {
    const magna = lexiconReading('magna', 'magnus', { Case: 'Nom', Gender: 'Fem' });
    expect(schoolFiling(magna, ctx)).toBe(magna);
    const summa = lexiconReading('summa', 'summa', {});
    expect(schoolFiling(summa, ctx)).toBe(summa);
  });

  test('the card reads summa under superus, the CoNLL-U output keeps the lexicon\'s headword', () => {
    const analyzer = createLatinAnalyzer();
    const card = analyzer.analyzeText('Summa difficultate rei frumentariae laborabant.')[0]!;
    expect([card.lemma, card.feats.includes('Degree=Sup'), card.card.grado, card.card.dizionario]).toEqual(['superus', true, 'superlativo', 'superus, supera, superum']);
    const row = analyzer.tagForms(['Summa', 'difficultate', 'rei', 'frumentariae', 'laborabant', '.'])[0]!;
    expect([row.lemma, row.feats.includes('Degree')]).toEqual(['summus', false]);
    const ducentos = analyzer.analyzeText('Proelio non amplius ducentos milites desideravit.').find((t) => t.form === 'ducentos')!;
    expect([ducentos.upos, ducentos.card.pos]).toEqual(['NUM', 'numerale']);
  });

  test('a noun whose note writes its gender without a period has it on the card only', () => {
    const opinione = lexicon.analyze('opinione')[0]!;
    expect(schoolFiling(opinione, ctx).feats.Gender).toBe('Fem');
    const analyzer = createLatinAnalyzer();
    const card = analyzer.analyzeText('Caesar opinione celerius venit.').find((t) => t.form === 'opinione')!;
    expect([card.feats.includes('Gender=Fem'), card.card.genere]).toEqual([true, 'femminile']);
    expect(analyzer.tagForms(['Caesar', 'opinione', 'celerius', 'venit', '.'])[1]!.feats.includes('Gender')).toBe(false);
  });
});
