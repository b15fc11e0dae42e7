import { describe, expect, test } from 'vitest';
import type { WordCard } from '../../core/card';
import { parseFeats, type Analysis, type Upos } from '../../core/types';
import type { LatinLemmaInfo } from '../types';
import { describeLatin, type DescribeContext } from './describe';

function lemmaInfo(key: string, upos: Upos, dictionaryLine: string, inflectionClass: string | null, extra: Partial<LatinLemmaInfo> = {}): LatinLemmaInfo {
  return { key, lemma: key.replace(/\d+$/, ''), quantities: key, upos, model: '', dictionaryLine, inflectionClass, frequency: 0, ...extra };
}

function analysis(lemma: string, upos: Upos, feats: string, source: Analysis['source'] = 'lexicon'): Analysis {
  return { lemma, lemmaKey: lemma, upos, feats: parseFeats(feats), source };
}

const TERRA = lemmaInfo('terra', 'NOUN', 'terra, terrae, f.', '1ª declinazione', { gender: 'f' });
const ARO = lemmaInfo('aro', 'VERB', 'aro, aras, aravi, aratum, arare', '1ª coniugazione');
const HORTOR = lemmaInfo('hortor', 'VERB', 'hortor, hortaris, hortatus sum, hortari', '1ª coniugazione', { deponent: true });
const EXPUGNO = lemmaInfo('expugno', 'VERB', 'expugno, expugnas, expugnavi, expugnatum, expugnare', '1ª coniugazione');
const FERO = lemmaInfo('fero', 'VERB', 'fero, fers, tuli, latum, ferre', null, { anomalous: true });
const FORTIS = lemmaInfo('fortis', 'ADJ', 'fortis, forte', '2ª classe');
const ARMA = lemmaInfo('arma', 'NOUN', 'arma, armorum, n. pl.', '2ª declinazione', { gender: 'n', pluraleTantum: true });
const QUE = lemmaInfo('que', 'CCONJ', '-que', null);

const cases: [string, Analysis, LatinLemmaInfo | undefined, string | undefined, DescribeContext | undefined, WordCard][] = [
  ['terram', analysis('terra', 'NOUN', 'Case=Acc|Gender=Fem|Number=Sing'), TERRA, 'terra, suolo, paese', { form: 'terram' }, {
    pos: 'sostantivo', lemma: 'terra', dizionario: 'terra, terrae, f.', declinazione: '1ª declinazione',
    caso: 'accusativo', numero: 'singolare', genere: 'femminile', significato: 'terra, suolo, paese', cercaCome: 'terra', incerto: false,
  }],
  ['arat', analysis('aro', 'VERB', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'), ARO, 'arare, coltivare', { form: 'arat' }, {
    pos: 'verbo', lemma: 'aro', dizionario: 'aro, aras, aravi, aratum, arare', declinazione: '1ª coniugazione',
    modo: 'indicativo', tempo: 'presente', diatesi: 'attiva', persona: '3ª', numero: 'singolare',
    significato: 'arare, coltivare', cercaCome: 'aro', incerto: false,
  }],
  ['hortatus est', analysis('hortor', 'VERB', 'Aspect=Perf|Gender=Masc|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Pass'), HORTOR, 'esortare, incoraggiare', { form: 'hortatus' }, {
    pos: 'verbo deponente', lemma: 'hortor', dizionario: 'hortor, hortaris, hortatus sum, hortari', declinazione: '1ª coniugazione',
    modo: 'indicativo', tempo: 'perfetto', persona: '3ª', numero: 'singolare', genere: 'maschile',
    forma: 'forma passiva, significato attivo', significato: 'esortare, incoraggiare', cercaCome: 'hortor', incerto: false,
  }],
  ['expugnato', analysis('expugno', 'VERB', 'Aspect=Perf|Case=Abl|Gender=Neut|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass'), EXPUGNO, 'espugnare, conquistare',
    { form: 'expugnato', agreesWith: 'oppido', construction: 'ablativo assoluto' }, {
      pos: 'participio perfetto', lemma: 'expugno', dizionario: 'expugno, expugnas, expugnavi, expugnatum, expugnare',
      declinazione: '1ª coniugazione', caso: 'ablativo', numero: 'singolare', genere: 'neutro', diatesi: 'passiva',
      altro: 'concordato con oppido (ablativo assoluto)', significato: 'espugnare, conquistare', cercaCome: 'expugno', incerto: false,
    }],
  ['tulit', analysis('fero', 'VERB', 'Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act'), FERO, 'portare, sopportare', { form: 'tulit' }, {
    pos: 'verbo anomalo', lemma: 'fero', dizionario: 'fero, fers, tuli, latum, ferre',
    modo: 'indicativo', tempo: 'perfetto', diatesi: 'attiva', persona: '3ª', numero: 'singolare', significato: 'portare, sopportare',
    cercaCome: 'fero', cercaComeNota: "il perfetto tuli e il supino latum hanno un'altra radice", incerto: false,
  }],
  ['fert (no note: found under its own letters)', analysis('fero', 'VERB', 'Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act'), FERO, 'portare, sopportare', { form: 'fert' }, {
    pos: 'verbo anomalo', lemma: 'fero', dizionario: 'fero, fers, tuli, latum, ferre',
    modo: 'indicativo', tempo: 'presente', diatesi: 'attiva', persona: '3ª', numero: 'singolare', significato: 'portare, sopportare',
    cercaCome: 'fero', incerto: false,
  }],
  ['fortis', analysis('fortis', 'ADJ', 'Case=Nom|Degree=Pos|Gender=Masc|Number=Sing'), FORTIS, 'forte, coraggioso', { form: 'fortis' }, {
    pos: 'aggettivo', lemma: 'fortis', dizionario: 'fortis, forte', declinazione: '2ª classe (a due uscite)',
    caso: 'nominativo', numero: 'singolare', genere: 'maschile', significato: 'forte, coraggioso', cercaCome: 'fortis', incerto: false,
  }],
  ['arma (of armaque)', analysis('arma', 'NOUN', 'Case=Acc|Gender=Neut|Number=Plur'), ARMA, 'armi', { form: 'arma' }, {
    pos: 'sostantivo', lemma: 'arma', dizionario: 'arma, armorum, n. pl.', declinazione: '2ª declinazione',
    caso: 'accusativo', numero: 'plurale', genere: 'neutro', altro: 'plurale tantum', significato: 'armi', cercaCome: 'arma', incerto: false,
  }],
  ['-que (of armaque)', analysis('que', 'CCONJ', ''), QUE, 'e', { form: 'que', isEnclitic: true }, {
    pos: 'congiunzione enclitica', lemma: 'que', dizionario: '-que', significato: 'e', cercaCome: '-que', incerto: false,
  }],
];

describe('describeLatin: the ANALYSIS-STYLE examples', () => {
  test.each(cases)('%s', (_form, reading, info, meaning, context, expected) => {
    expect(describeLatin(reading, info, meaning, context)).toEqual(expected);
  });
});

describe('describeLatin: hard cases', () => {
  test.each([
    ['laudavero', 'Aspect=Perf|Mood=Ind|Number=Sing|Person=1|Tense=Fut|VerbForm=Fin|Voice=Act', 'tempo', 'futuro anteriore'],
    ['laudabo', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=1|Tense=Fut|VerbForm=Fin|Voice=Act', 'tempo', 'futuro semplice'],
    ['laudabam', 'Aspect=Imp|Mood=Ind|Number=Sing|Person=1|Tense=Past|VerbForm=Fin|Voice=Act', 'tempo', 'imperfetto'],
    ['laudaveram', 'Aspect=Perf|Mood=Ind|Number=Sing|Person=1|Tense=Pqp|VerbForm=Fin|Voice=Act', 'tempo', 'piuccheperfetto'],
    ['laudetur', 'Aspect=Imp|Mood=Sub|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Pass', 'modo', 'congiuntivo'],
    ['laudetur', 'Aspect=Imp|Mood=Sub|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Pass', 'diatesi', 'passiva'],
    ['laudaturum esse', 'Tense=Fut|VerbForm=Inf|Voice=Act', 'tempo', 'futuro'],
    ['laudare', 'Aspect=Imp|Tense=Pres|VerbForm=Inf|Voice=Act', 'modo', 'infinito'],
    ['laudaturus', 'Case=Nom|Gender=Masc|Number=Sing|Tense=Fut|VerbForm=Part|Voice=Act', 'pos', 'participio futuro'],
    ['laudans', 'Case=Nom|Gender=Masc|Number=Sing|Tense=Pres|VerbForm=Part|Voice=Act', 'pos', 'participio presente'],
    ['laudandi', 'Case=Gen|Number=Sing|VerbForm=Ger', 'pos', 'gerundio'],
    ['laudandus', 'Case=Nom|Gender=Masc|Number=Sing|VerbForm=Gdv', 'pos', 'gerundivo'],
    ['laudatum', 'Case=Acc|VerbForm=Sup', 'pos', 'supino'],
  ] as const)('%s (%s): %s = %s', (_form, feats, key, value) => {
    const info = lemmaInfo('laudo', 'VERB', 'laudo, laudas, laudavi, laudatum, laudare', '1ª coniugazione');
    const card = describeLatin(analysis('laudo', 'VERB', feats), info, 'lodare', undefined);
    expect(card[key]).toBe(value);
  });

  test.each([
    ['ego', 'PRON', 'Case=Nom|Number=Sing|Person=1|PronType=Prs', 'pronome personale'],
    ['qui', 'PRON', 'Case=Nom|Gender=Masc|Number=Sing|PronType=Rel', 'pronome relativo'],
    ['hic', 'DET', 'Case=Nom|Gender=Masc|Number=Sing|PronType=Dem', 'pronome dimostrativo'],
    ['quis', 'PRON', 'Case=Nom|Number=Sing|PronType=Int', 'pronome interrogativo'],
    ['sui', 'PRON', 'Case=Abl|Person=3|PronType=Prs|Reflex=Yes', 'pronome riflessivo'],
    ['meus', 'DET', 'Case=Nom|Gender=Masc|Number=Sing|Person=1|Poss=Yes|PronType=Prs', 'aggettivo possessivo'],
    ['tres', 'NUM', 'Case=Nom|Gender=Masc|NumType=Card|Number=Plur', 'numerale cardinale'],
    ['et', 'CCONJ', '', 'congiunzione coordinante'],
    ['ut', 'SCONJ', '', 'congiunzione subordinante'],
    ['in', 'ADP', '', 'preposizione'],
    ['heu', 'INTJ', '', 'interiezione'],
    ['Caesar', 'PROPN', 'Case=Nom|Gender=Masc|Number=Sing', 'nome proprio'],
    ['non', 'PART', 'Polarity=Neg', 'particella'],
    ['celeriter', 'ADV', '', 'avverbio'],
  ] as const)('%s (%s %s) → pos %s', (lemma, upos, feats, pos) => {
    expect(describeLatin(analysis(lemma, upos, feats), undefined, undefined).pos).toBe(pos);
  });

  test.each([
    // Beside the noun it agrees with a pronominal word is an adjective; alone, a pronoun.
    ['hic', 'Case=Acc|Gender=Masc|Number=Sing|PronType=Dem', 'liber', 'aggettivo dimostrativo'],
    ['hic', 'Case=Acc|Gender=Masc|Number=Sing|PronType=Dem', undefined, 'pronome dimostrativo'],
    ['omnis', 'Case=Nom|Gender=Masc|Number=Plur', 'milites', 'aggettivo indefinito'],
    ['omnis', 'Case=Nom|Gender=Masc|Number=Plur', undefined, 'pronome indefinito'],
    ['tantus', 'Case=Nom|Gender=Fem|Number=Sing', 'virtus', 'aggettivo correlativo'],
    ['nullus', 'Case=Acc|Gender=Fem|Number=Sing|PronType=Neg', 'spem', 'aggettivo indefinito negativo'],
    ['is', 'Case=Gen|Gender=Masc|Number=Plur|PronType=Prs', undefined, 'pronome determinativo'],
    // The treebanks' hic without a PronType (`His rebus gestis`)
    ['hic', 'Case=Abl|Number=Plur', 'rebus', 'aggettivo dimostrativo'],
    ['is', 'Case=Nom|Gender=Fem|Number=Sing|PronType=Dem', 'res', 'aggettivo determinativo'],
  ] as const)('%s (DET %s) beside %s → pos %s', (lemma, feats, noun, pos) => {
    expect(describeLatin(analysis(lemma, 'DET', feats), undefined, undefined, noun ? { agreesWith: noun } : {}).pos).toBe(pos);
  });

  test('a guessed analysis is uncertain and says in Italian that the meaning is missing', () => {
    const card = describeLatin(analysis('Vercingetorix', 'PROPN', 'Case=Nom|Gender=Masc|Number=Sing', 'guess'), undefined, undefined);
    expect([card.incerto, card.significato]).toEqual([true, 'significato non ancora disponibile']);
  });

  test.each([
    ['tulit', FERO, "il perfetto tuli e il supino latum hanno un'altra radice"],
    ['latus', FERO, "il perfetto tuli e il supino latum hanno un'altra radice"],
    ['fui', lemmaInfo('sum', 'AUX', 'sum, es, fui, esse', null, { anomalous: true }), "il perfetto fui ha un'altra radice"],
    ['sustulit', lemmaInfo('tollo', 'VERB', 'tollo, tollis, sustuli, sublatum, tollere', '3ª coniugazione'), "il perfetto sustuli e il supino sublatum hanno un'altra radice"],
    // regression: every form of a two-letter lemma looked suppletive (ibat under eo)
    ['ibat', lemmaInfo('eo', 'VERB', 'eo, is, ii, itum, ire', null, { anomalous: true }), undefined],
    ['amavit', lemmaInfo('amo', 'VERB', 'amo, amas, amavi, amatum, amare', '1ª coniugazione'), undefined],
  ] as const)('look-up note for %s', (form, info, note) => {
    const card = describeLatin(analysis(info.lemma, 'VERB', 'Mood=Ind|Number=Sing|Person=3|VerbForm=Fin'), info, undefined, { form });
    expect(card.cercaComeNota).toBe(note);
  });

  test('punctuation has no meaning to show', () => {
    expect(describeLatin(analysis('.', 'PUNCT', ''), undefined, undefined).significato).toBe('');
  });

  test('the comparative degree is named, the positive is not repeated', () => {
    const info = lemmaInfo('fortis', 'ADJ', 'fortis, forte', '2ª classe');
    expect(describeLatin(analysis('fortis', 'ADJ', 'Case=Nom|Degree=Cmp|Gender=Masc|Number=Sing'), info, 'forte').grado).toBe('comparativo');
    expect(describeLatin(analysis('fortis', 'ADJ', 'Case=Nom|Degree=Pos|Gender=Masc|Number=Sing'), info, 'forte').grado).toBeUndefined();
  });

  test.each([
    ['felix, felicis', '2ª classe (a una uscita)'],
    ['acer, acris, acre', '2ª classe (a tre uscite)'],
    ['fortis, forte', '2ª classe (a due uscite)'],
  ])('adjective class from %s → %s', (line, expected) => {
    const info = lemmaInfo('x', 'ADJ', line, '2ª classe');
    expect(describeLatin(analysis('x', 'ADJ', 'Case=Nom|Gender=Masc|Number=Sing'), info, undefined).declinazione).toBe(expected);
  });

  test.each([
    ['que', 'congiunzione enclitica', 'e'],
    ['ve', 'congiunzione enclitica', 'o, oppure'],
    ['ne', 'particella interrogativa enclitica', 'introduce una domanda (forse che…?)'],
  ])('the enclitic -%s is a %s meaning %s, not the meaning of its homograph', (lemma, pos, meaning) => {
    const card = describeLatin(analysis(lemma, 'PART', ''), undefined, 'non; che non, affinché non', { form: lemma, isEnclitic: true });
    expect([card.pos, card.significato, card.cercaCome]).toEqual([pos, meaning, `-${lemma}`]);
  });

  test('the clitic cum of mecum is a postponed preposition', () => {
    const card = describeLatin(analysis('cum', 'ADP', 'AdpType=Post'), undefined, 'con', { form: 'cum', isEnclitic: true });
    expect([card.pos, card.altro, card.cercaCome]).toEqual(['preposizione', 'posposta al pronome (enclitica)', 'cum']);
  });
});
