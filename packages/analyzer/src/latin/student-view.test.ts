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

  test('a noun takes the gender a school dictionary gives it where Collatinus gives another, none or two (decision 097)', () => {
    const noun = (form: string, lemma: string) => lexicon.analyze(form).find((a) => a.lemma === lemma && a.upos !== 'VERB')!;
    expect(schoolFiling(noun('faucibus', 'fauces'), ctx).feats.Gender).toBe('Fem'); // Collatinus: m. pl.
    expect(schoolFiling(noun('parente', 'parens'), ctx).feats.Gender).toBe('Masc'); // Collatinus: comm.
    expect(schoolFiling(noun('Numidarum', 'Numida'), ctx).feats.Gender).toBe('Masc'); // Collatinus: m ou f.
    const canes = lexicon.analyze('canes').filter((a) => a.lemma === 'canis');
    expect(canes.map((a) => schoolFiling(a, ctx).feats.Gender)).toEqual(canes.map(() => 'Masc')); // Collatinus: m. et f.
    // A reading without the lexicon's key (a guess, or the training data's) takes the school gender too.
    const keyless = { ...noun('faucibus', 'fauces'), lemmaKey: null, feats: { Case: 'Abl', Gender: 'Masc', Number: 'Plur' } };
    expect(schoolFiling(keyless, ctx).feats.Gender).toBe('Fem');
  });

  test('dies is masculine in the plural, either in the singular (decision 134)', () => {
    const dies = (form: string, feats: Analysis['feats']): Analysis => ({ lemma: 'dies', lemmaKey: null, upos: 'NOUN', feats, source: 'training' });
    expect(schoolFiling(dies('dies', { Case: 'Nom', Gender: 'Fem', Number: 'Plur' }), ctx).feats.Gender).toBe('Masc'); // et dies et menses
    expect(schoolFiling(dies('dierum', { Case: 'Gen', Gender: 'Fem', Number: 'Plur' }), ctx).feats.Gender).toBe('Masc');
    expect(schoolFiling(dies('dies', { Case: 'Nom', Gender: 'Fem', Number: 'Sing' }), ctx).feats.Gender).toBe('Fem'); // dies constituta
    expect(schoolFiling(dies('die', { Case: 'Abl', Gender: 'Masc', Number: 'Sing' }), ctx).feats.Gender).toBe('Masc');
  });
});

describe('forms and pronouns as a school grammar reads them (cards only, decision 072)', () => {
  const reading = (lemma: string, upos: Analysis['upos'], feats: Analysis['feats'], source: Analysis['source'] = 'training'): Analysis => ({ lemma, lemmaKey: null, upos, feats, source });

  test('inquit is the present, fore the future infinitive, coepit a perfect, nemo the negative pronoun', () => {
    expect(schoolFiling(reading('inquam', 'VERB', { Mood: 'Ind', Tense: 'Past', Aspect: 'Perf', Person: '3' }), ctx, 'inquit').feats).toEqual({ Mood: 'Ind', Tense: 'Pres', Person: '3' });
    expect(schoolFiling(reading('sum', 'AUX', { VerbForm: 'Inf', Tense: 'Pres', Voice: 'Act' }), ctx, 'fore').feats).toEqual({ VerbForm: 'Inf', Tense: 'Fut' });
    expect(schoolFiling(reading('coepi', 'VERB', { Mood: 'Ind', Tense: 'Pres' }), ctx, 'coepit').feats).toMatchObject({ Tense: 'Past', Aspect: 'Perf' });
    expect(schoolFiling(reading('nemo', 'PRON', { Case: 'Nom' }), ctx, 'nemo').feats).toEqual({ Case: 'Nom', PronType: 'Neg', Gender: 'Masc' });
    // another lemma of the same form is left alone
    const fore = reading('forum', 'NOUN', { Case: 'Abl' }, 'lexicon');
    expect(schoolFiling(fore, ctx, 'fore')).toBe(fore);
  });

  test('a personal pronoun without a treebank\'s gender, under the lexicon\'s lemma, with its kind', () => {
    const te = schoolFiling(reading('tu', 'PRON', { Case: 'Acc', Gender: 'Masc', Number: 'Sing' }), ctx, 'te', lexicon.analyze('te'));
    expect([te.feats.Gender, te.feats.PronType, te.feats.Case]).toEqual([undefined, 'Prs', 'Acc']);
    const sese = schoolFiling(reading('se', 'PRON', { Case: 'Acc', Gender: 'Masc', Number: 'Plur' }), ctx, 'sese', lexicon.analyze('sese'));
    expect([sese.lemma, sese.feats.Reflex, sese.feats.Number, sese.feats.Gender]).toEqual(['sui', 'Yes', 'Plur', undefined]);
  });

  test('a determiner with the degree of the adjective of its form, a school name before the extended one', () => {
    const plura = lexicon.analyze('plura').find((a) => a.upos === 'DET' && a.feats.Case === 'Nom')!;
    expect(schoolFiling(plura, ctx, 'plura', lexicon.analyze('plura')).feats.Degree).toBe('Cmp');
    const musa = lexicon.analyze('Musam').find((a) => a.source === 'extended')!;
    expect(schoolFiling(musa, ctx, 'musam', lexicon.analyze('Musam')).feats.Gender).toBe('Fem');
  });
});

describe('an adverb a treebank files under the word it comes from (cards only)', () => {
  test('maxume read as an adverb of magnus is the lexicon\'s one adverb, maxime', () => {
    const trained: Analysis = { lemma: 'magnus', lemmaKey: null, upos: 'ADV', feats: {}, source: 'training' };
    const analysis = schoolFiling(trained, ctx, 'maxume', lexicon.analyze('maxume'));
    expect([analysis.lemma, analysis.feats.Degree]).toEqual(['maxime', 'Sup']);
    // The CoNLL-U reading (studentChoice) keeps the training data's.
    expect(studentChoice(lexicon.analyze('maxume'), { analysis: trained, uncertain: false }, tagOfAnalysis(trained), ctx).analysis.lemma).toBe('magnus');
  });
});

describe('a verb as a school dictionary files it (cards only)', () => {
  const reading = (form: string, lemma: string) => lexicon.analyze(form).find((a) => a.lemma === lemma)!;

  test('a compound of iacio is written with one i (eicio, conicio)', () => {
    expect(schoolFiling(reading('eiecit', 'eiicio'), ctx, 'eiecit', lexicon.analyze('eiecit')).lemma).toBe('eicio');
    const coniecit = schoolFiling(reading('coniecit', 'coniicio'), ctx, 'coniecit', lexicon.analyze('coniecit'));
    expect([coniecit.lemma, coniecit.lemmaKey]).toEqual(['conicio', 'conicio']);
  });

  test('a passive read under verso is the more frequent deponent versor; an active form stays', () => {
    expect(schoolFiling(reading('versatur', 'verso'), ctx, 'versatur', lexicon.analyze('versatur')).lemma).toBe('versor');
    const versat = reading('versat', 'verso');
    expect(schoolFiling(versat, ctx, 'versat', lexicon.analyze('versat'))).toBe(versat);
  });

  test('the perfect participle of a passive in -fio is filed under its active in -facio; a finite form of -fio stays', () => {
    const patefactis = schoolFiling(reading('patefactis', 'patefio'), ctx, 'patefactis', lexicon.analyze('patefactis'));
    expect([patefactis.lemma, patefactis.lemmaKey, patefactis.feats.VerbForm]).toEqual(['patefacio', 'patefacio', 'Part']);
    const patefit = reading('patefit', 'patefio');
    expect(schoolFiling(patefit, ctx, 'patefit', lexicon.analyze('patefit'))).toBe(patefit);
  });

  test('the card of Caesar\'s se ex castris eiecit reads eicio', () => {
    const card = createLatinAnalyzer().analyzeText('Equum nactus se ex castris eiecit.').find((t) => t.form === 'eiecit')!;
    expect(card.lemma).toBe('eicio');
  });
});

describe('a noun filed under a participle\'s adjective (cards only)', () => {
  const noun = (form: string, lemma: string, feats: Partial<Record<string, string>>) =>
    lexicon.analyze(form).find((a) => a.upos === 'NOUN' && a.lemma === lemma && Object.entries(feats).every(([k, v]) => a.feats[k] === v))!;

  test('repulsus, rarer than repello, is the verb\'s perfect participle of the same case, number and gender', () => {
    const repulsus = schoolFiling(noun('repulsus', 'repulsus', { Case: 'Nom', Number: 'Sing' }), ctx, 'repulsus', lexicon.analyze('repulsus'));
    expect([repulsus.lemma, repulsus.upos, repulsus.feats.VerbForm, repulsus.feats.Case, repulsus.feats.Gender]).toEqual(['repello', 'VERB', 'Part', 'Nom', 'Masc']);
  });

  test('an adjective commoner than its verb (privatus) and a noun of its own (lectus, dilectus) stay nouns', () => {
    const privatis = noun('privatis', 'privatus', { Case: 'Abl', Gender: 'Masc' });
    expect(schoolFiling(privatis, ctx, 'priuatis', lexicon.analyze('privatis')).upos).toBe('NOUN');
    const lecto = noun('lecto', 'lectus', { Case: 'Abl' });
    expect(schoolFiling(lecto, ctx, 'lecto', lexicon.analyze('lecto')).lemma).toBe('lectus');
    const dilectum = noun('dilectum', 'dilectus', { Case: 'Acc' });
    expect(schoolFiling(dilectum, ctx, 'dilectum', lexicon.analyze('dilectum')).upos).toBe('NOUN');
  });

  test('the card of qualem cognitum iudicarunt reads cognosco, the CoNLL-U output keeps the tagger\'s reading', () => {
    const analyzer = createLatinAnalyzer();
    const card = analyzer.analyzeText('Eum futurum qualem cognitum iudicarunt.').find((t) => t.form === 'cognitum')!;
    expect([card.lemma, card.upos, card.feats.includes('VerbForm=Part')]).toEqual(['cognosco', 'VERB', true]);
    const row = analyzer.tagForms(['Eum', 'futurum', 'qualem', 'cognitum', 'iudicarunt', '.'])[3]!;
    expect(row.upos).not.toBe('VERB');
  });
});

describe('an adjective used as a noun, filed under the adjective (cards only)', () => {
  const noun = (form: string, lemma: string, feats: Partial<Record<string, string>>) =>
    lexicon.analyze(form).find((a) => a.upos === 'NOUN' && a.lemma === lemma && Object.entries(feats).every(([k, v]) => a.feats[k] === v))!;

  test('prima, sinistrum, beatum, far rarer than their adjectives, are the adjective of the same case, number and gender', () => {
    const primis = schoolFiling(noun('primis', 'prima', { Case: 'Abl' }), ctx, 'primis', lexicon.analyze('primis'));
    expect([primis.lemma, primis.upos, primis.feats.Case, primis.feats.Gender, primis.feats.Number]).toEqual(['primus', 'ADJ', 'Abl', 'Neut', 'Plur']);
    const sinistro = schoolFiling(noun('sinistro', 'sinistrum', { Case: 'Abl' }), ctx, 'sinistro', lexicon.analyze('sinistro'));
    expect([sinistro.lemma, sinistro.upos, sinistro.feats.Gender]).toEqual(['sinister', 'ADJ', 'Neut']);
    const beatum = schoolFiling(noun('beatum', 'beatum', { Case: 'Acc' }), ctx, 'beatum', lexicon.analyze('beatum'));
    expect([beatum.lemma, beatum.upos]).toEqual(['beatus', 'ADJ']);
  });

  test('a noun near its adjective\'s count (bonum, siccum), with an Italian meaning (malum, regia) or commoner (patria) stays a noun', () => {
    for (const [form, lemma, feats] of [['bona', 'bonum', { Case: 'Acc' }], ['sicco', 'siccum', { Case: 'Abl' }], ['malum', 'malum', { Case: 'Nom' }],
      ['regia', 'regia', { Case: 'Abl' }], ['patriae', 'patria', { Case: 'Gen' }]] as const) {
      const b = noun(form, lemma, feats);
      expect(schoolFiling(b, ctx, form, lexicon.analyze(form)).upos).toBe('NOUN');
    }
  });
});

describe('a pronominal adjective, filed as the determiner (cards only)', () => {
  const adjective = (form: string, lemma: string, feats: Partial<Record<string, string>>) =>
    lexicon.analyze(form).find((a) => a.upos === 'ADJ' && a.lemma === lemma && Object.entries(feats).every(([k, v]) => a.feats[k] === v))!;

  test('unus and ceteris read as adjectives are the determiner of the same case, number and gender', () => {
    const unus = schoolFiling(adjective('unus', 'unus', { Case: 'Nom' }), ctx, 'unus', lexicon.analyze('unus'));
    expect([unus.lemma, unus.upos, unus.feats.Case, unus.feats.Gender, unus.feats.Number]).toEqual(['unus', 'DET', 'Nom', 'Masc', 'Sing']);
    const ceteris = schoolFiling(adjective('ceteris', 'ceterus', { Case: 'Abl', Gender: 'Neut' }), ctx, 'ceteris', lexicon.analyze('ceteris'));
    expect([ceteris.upos, ceteris.feats.Case, ceteris.feats.Gender]).toEqual(['DET', 'Abl', 'Neut']);
  });

  test('an adjective the lexicon never reads as a determiner stays an adjective', () => {
    const bonis = adjective('bonis', 'bonus', { Case: 'Abl', Gender: 'Masc' });
    expect(schoolFiling(bonis, ctx, 'bonis', lexicon.analyze('bonis')).upos).toBe('ADJ');
  });
});

describe('a word the lexicon does not know, capitalised inside a sentence (cards only)', () => {
  test('Ptolomaei guessed as an adjective is the guessed proper noun; the CoNLL-U output keeps the tagger\'s reading', () => {
    const analyzer = createLatinAnalyzer();
    const text = 'Interim filia minor Ptolomaei regis vacuam possessionem regni sperans ad Achillam sese ex regia traiecit.';
    const card = analyzer.analyzeText(text).find((t) => t.form === 'Ptolomaei')!;
    expect([card.lemma, card.upos, card.feats]).toEqual(['Ptolomaeus', 'PROPN', 'Case=Gen|Gender=Masc|Number=Sing']);
    const row = analyzer.tagForms(['Interim', 'filia', 'minor', 'Ptolomaei', 'regis'])[3]!;
    expect(row.upos).not.toBe('PROPN');
  });

  test('a capital that is not ASCII marks a name too (Ætolomaei)', () => {
    const text = 'Interim filia minor Ætolomaei regis vacuam possessionem regni sperans ad Achillam sese ex regia traiecit.';
    expect(createLatinAnalyzer().analyzeText(text).find((t) => t.form === 'Ætolomaei')!.upos).toBe('PROPN');
  });

  test('after a colon or a line break a capital may open a sentence or a verse: the guess stays', () => {
    const analyzer = createLatinAnalyzer();
    for (const before of ['minor: ', 'minor\n']) {
      const text = `Interim filia ${before}Ptolomaei regis vacuam possessionem regni sperans ad Achillam sese ex regia traiecit.`;
      expect(analyzer.analyzeText(text).find((t) => t.form === 'Ptolomaei')!.upos, before).not.toBe('PROPN');
    }
  });
});

describe('a word in lower case that training made a proper noun (cards only)', () => {
  test('nova of in nova fert animus is the lexicon\'s adjective of the same case, number and gender', () => {
    const card = createLatinAnalyzer().analyzeText('In nova fert animus mutatas dicere formas corpora.').find((t) => t.form === 'nova')!;
    expect([card.lemma, card.upos, card.feats]).toEqual(['novus', 'ADJ', 'Case=Acc|Gender=Neut|Number=Plur']);
  });

  test('a sentence typed all in lower case writes its names so: training\'s proper noun stays (ego leo presbiter)', () => {
    const analyzer = createLatinAnalyzer();
    expect(analyzer.analyzeText('ego leo presbiter hanc cartulam scripsi.').find((t) => t.form === 'leo')!.upos).toBe('PROPN');
    expect(analyzer.analyzeText('Ego leo presbiter hanc cartulam scripsi.').find((t) => t.form === 'leo')!.upos).not.toBe('PROPN');
  });
});

describe('a people in the plural (cards only)', () => {
  const name = (form: string, lemma: string, feats: Partial<Record<string, string>>) =>
    lexicon.analyze(form).find((a) => a.upos === 'PROPN' && a.lemma === lemma && Object.entries(feats).every(([k, v]) => a.feats[k] === v))!;

  test('a plural read under a feminine or neuter name (Romana, Sabinum) is the people of the same case', () => {
    const romanis = schoolFiling(name('Romanis', 'Romana', { Case: 'Abl' }), ctx, 'romanis', lexicon.analyze('Romanis'));
    expect([romanis.lemma, romanis.upos, romanis.feats.Case, romanis.feats.Gender, romanis.feats.Number]).toEqual(['Romani', 'PROPN', 'Abl', 'Masc', 'Plur']);
    const sabinis = schoolFiling(name('Sabinis', 'Sabinum', { Case: 'Dat' }), ctx, 'sabinis', lexicon.analyze('Sabinis'));
    expect([sabinis.lemma, sabinis.feats.Case, sabinis.feats.Gender]).toEqual(['Sabini', 'Dat', 'Masc']);
  });

  test('the people itself and a singular name stay as they are', () => {
    const people = name('Romanis', 'Romani', { Case: 'Abl' });
    expect(schoolFiling(people, ctx, 'romanis', lexicon.analyze('Romanis'))).toBe(people);
    const romana = name('Romana', 'Romana', { Case: 'Nom', Number: 'Sing' });
    expect(schoolFiling(romana, ctx, 'romana', lexicon.analyze('Romana')).lemma).toBe('Romana');
  });
});
