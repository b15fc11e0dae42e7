import { parseFeats } from '@versio/analyzer';
import type { GreekToken, ParadigmTable, Upos } from '@versio/analyzer';
import { describe, expect, test } from 'vitest';
import { createGreekReadingDescriber, findGreekParadigm, hasGreekParadigms, toAnalyzedTokens } from './greek-tokens';
import type { GreekAnalyzerWithParadigms } from './greek-tokens';

// The same card as the chosen reading's, in the analyzer's words (the perfect middle is medio-passiva, decision 037).
describe('the card of another reading (the analyzer\'s describer)', () => {
  const describeReading = createGreekReadingDescriber({ meanings: (lemma) => (lemma.includes(':') ? undefined : { meaning: 'senso', senses: 'senso', source: 'versio' }) });
  test.each([
    ['δῶρον', 'NOUN', 'Case=Acc|Gender=Neut|Number=Sing', { pos: 'sostantivo', caso: 'accusativo', numero: 'singolare', genere: 'neutro' }],
    ['παύω', 'VERB', 'Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act',
      { pos: 'verbo', modo: 'indicativo', tempo: 'aoristo', diatesi: 'attiva', persona: '3ª', numero: 'singolare' }],
    ['λέγω', 'VERB', 'Aspect=Imp|Mood=Ind|Number=Plur|Person=1|Tense=Past|VerbForm=Fin|Voice=Act', { tempo: 'imperfetto', persona: '1ª', numero: 'plurale' }],
    ['λύω', 'VERB', 'Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Mid', { tempo: 'perfetto', diatesi: 'medio-passiva' }],
    ['λύω', 'VERB', 'Case=Nom|Gender=Masc|Number=Sing|Tense=Pres|VerbForm=Part|Voice=Act', { pos: 'participio presente', modo: 'participio', caso: 'nominativo' }],
    ['φοβέω', 'VERB', 'Tense=Past|VerbForm=Inf|Voice=Pass', { modo: 'infinito', tempo: 'aoristo', diatesi: 'passiva' }],
    ['λύω', 'VERB', 'Mood=Opt|Number=Sing|Person=2|Tense=Fut|VerbForm=Fin|Voice=Act', { modo: 'ottativo', tempo: 'futuro' }],
    ['ὁ', 'DET', 'Case=Gen|Gender=Fem,Masc|Number=Dual', { pos: 'articolo', genere: 'maschile e femminile', numero: 'duale' }],
    ['δύο', 'NUM', 'Case=Nom|Gender=Fem,Masc,Neut|Number=Dual', { pos: 'numerale', genere: 'maschile, femminile e neutro' }],
    ['σοφός', 'ADJ', 'Case=Nom|Degree=Cmp|Gender=Masc|Number=Sing', { pos: 'aggettivo', grado: 'comparativo' }],
  ])('%s %s %s', (lemma, upos, feats, expected) => {
    expect(describeReading({ lemma, lemmaKey: lemma, upos: upos as Upos, feats: parseFeats(feats), source: 'lexicon' })).toMatchObject({ lemma, significato: 'senso', incerto: false, ...expected });
  });

  test('a guessed reading is uncertain', () => {
    expect(describeReading({ lemma: 'ξξ', lemmaKey: null, upos: 'NOUN', feats: {}, source: 'guess' }).incerto).toBe(true);
  });
});

const CARD = { pos: 'sostantivo', lemma: 'λόγος', paradigma: '2ª declinazione', significato: 'parola', cercaCome: 'λόγος', dizionario: 'λόγος, -ου, ὁ', incerto: false };

const TOKEN: GreekToken = {
  form: 'λόγον', start: 2, end: 7, wordIndex: 1, kind: 'word', lemma: 'λόγος', upos: 'NOUN',
  feats: 'Case=Acc|Gender=Masc|Number=Sing', meaning: 'parola', senses: 'parola, discorso',
  analysis: { lemma: 'λόγος', upos: 'NOUN', feats: 'Case=Acc|Gender=Masc|Number=Sing', score: 900 },
  alternatives: [{ lemma: 'λόγος', upos: 'NOUN', feats: 'Case=Voc|Gender=Masc|Number=Sing', score: 3 }],
  uncertain: false, card: CARD,
};

describe('toAnalyzedTokens', () => {
  test('the lemma is the paradigm key; the readings keep their features', () => {
    const [token] = toAnalyzedTokens([TOKEN]);
    expect(token?.analysis).toMatchObject({ lemmaKey: 'λόγος', feats: { Case: 'Acc', Gender: 'Masc', Number: 'Sing' } });
    expect(token?.alternatives).toEqual([{ analysis: expect.objectContaining({ feats: { Case: 'Voc', Gender: 'Masc', Number: 'Sing' } }), score: 3 }]);
  });

  test("uses the analyzer's own card", () => {
    expect(toAnalyzedTokens([TOKEN])[0]?.card).toBe(CARD);
  });

  test('without paradigms in the analyzer, no reading has a paradigm key', () => {
    const [token] = toAnalyzedTokens([TOKEN], false);
    expect([token?.analysis.lemmaKey, token?.alternatives[0]?.analysis.lemmaKey]).toEqual([null, null]);
  });

  test('an unknown word has no paradigm key and its card is a guess', () => {
    const card = { ...CARD, lemma: 'ξξ', incerto: true };
    const [token] = toAnalyzedTokens([{ ...TOKEN, lemma: 'ξξ', upos: 'X', feats: '_', meaning: '', senses: '', analysis: undefined, alternatives: [], uncertain: true, card }]);
    expect(token?.analysis).toMatchObject({ lemmaKey: null, source: 'guess' });
    expect(token?.card.incerto).toBe(true);
  });
});

describe('findGreekParadigm', () => {
  const table: ParadigmTable = { key: 'λόγος', title: 'λόγος, -ου, ὁ', sections: [{ title: 'Singolare', rows: [{ label: 'nominativo', forms: ['λόγος'] }] }] };
  const base = { analyzeText: () => [], analyzeForms: () => [], tagger: null, meanings: () => undefined, lexicon: { lookUp: () => [], has: () => false, size: 0 } } as unknown as GreekAnalyzerWithParadigms;

  test('asks the analyzer for the table when it offers paradigms', () => {
    const analyzer: GreekAnalyzerWithParadigms = { ...base, paradigm: (lemma) => (lemma === 'λόγος' ? table : undefined) };
    expect([findGreekParadigm(analyzer, 'λόγος'), findGreekParadigm(analyzer, 'πόλις')]).toEqual([table, undefined]);
  });

  test("asks the package's greekParadigm export when the analyzer has no method", () => {
    const exported = (lemma: string) => (lemma === 'λόγος' ? table : undefined);
    expect([findGreekParadigm(base, 'λόγος', exported), hasGreekParadigms(base, exported)]).toEqual([table, true]);
  });

  test('without paradigms in the analyzer or the package, there is none', () => {
    expect([findGreekParadigm(base, 'λόγος', null), hasGreekParadigms(base, null)]).toEqual([undefined, false]);
  });
});
