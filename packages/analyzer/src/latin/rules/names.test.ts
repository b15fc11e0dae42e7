import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../core/types';
import { decodeWithRules } from './registry';
import { comma, ctx, decoder, tagsOf, token } from './test-decoder';

describe('names and peoples', () => {
  test('a capitalised first word is the common noun when that is the more frequent lemma', () => {
    const analyses = [{ lemma: 'Agricola', upos: 'PROPN' }, { lemma: 'agricola', upos: 'NOUN' }] as Partial<Analysis>[];
    const tokens = [token('agricola', ['PROPN|Case=Nom|Number=Sing', 'NOUN|Case=Nom|Number=Sing'], analyses), token('arat', ['VERB|Mood=Ind|VerbForm=Fin'])];
    const scores: Record<string, number>[] = [{ 'PROPN|Case=Nom|Number=Sing': 3, 'NOUN|Case=Nom|Number=Sing': 1 }, { 'VERB|Mood=Ind|VerbForm=Fin': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), true))[0]).toBe('NOUN|Case=Nom|Number=Sing');
    const rarer = [{ lemma: 'Agricola', upos: 'PROPN' }, { lemma: 'colonus', upos: 'NOUN' }] as Partial<Analysis>[];
    const other = [token('agricola', tokens[0]!.tags as string[], rarer), tokens[1]!];
    expect(tagsOf(decodeWithRules(other, ctx, decoder(scores), true))[0]).toBe('PROPN|Case=Nom|Number=Sing');
  });

  test('a people read as the adjective of its name, with no noun beside it, is the people', () => {
    const analyses = [{ lemma: 'Parthus', upos: 'ADJ' }, { lemma: 'Parthi', upos: 'PROPN' }] as Partial<Analysis>[];
    const people = { ...ctx, isPeople: (a: Analysis) => a.lemma === 'Parthi' };
    const parthos = token('parthos', ['ADJ|Case=Acc|Number=Plur', 'PROPN|Case=Acc|Number=Plur'], analyses);
    const scores = { 'ADJ|Case=Acc|Number=Plur': 3, 'PROPN|Case=Acc|Number=Plur': 1 };
    // in Parthos: the Parthians
    expect(tagsOf(decodeWithRules([token('in', ['ADP']), parthos], people, decoder([{ ADP: 1 }, scores]), true))[1]).toBe('PROPN|Case=Acc|Number=Plur');
    // equites Parthos: Parthian horsemen
    const equites = token('equites', ['NOUN|Case=Acc|Number=Plur']);
    expect(tagsOf(decodeWithRules([equites, parthos], people, decoder([{ 'NOUN|Case=Acc|Number=Plur': 1 }, scores]), true))[1]).toBe('ADJ|Case=Acc|Number=Plur');
    // without the lexicon's people, or with the rule left out, the tagger's reading stays (rule 19, which makes an
    // adjective standing alone a noun on students' cards, left out too)
    expect(tagsOf(decodeWithRules([token('in', ['ADP']), parthos], { ...ctx, without: new Set(['substantive'] as const) }, decoder([{ ADP: 1 }, scores]), true))[1]).toBe('ADJ|Case=Acc|Number=Plur');
    const without = { ...people, without: new Set(['people', 'substantive'] as const) };
    expect(tagsOf(decodeWithRules([token('in', ['ADP']), parthos], without, decoder([{ ADP: 1 }, scores]), true))[1]).toBe('ADJ|Case=Acc|Number=Plur');
  });

  test('a people read as the adjective keeps the adjective with a noun of its gender two words off (Graecis conscriptam litteris)', () => {
    const ADJ = 'ADJ|Case=Abl|Gender=Fem|Number=Plur';
    const PROPN = 'PROPN|Case=Abl|Gender=Masc|Number=Plur';
    const PART = 'VERB|Case=Acc|Gender=Fem|Number=Sing|VerbForm=Part';
    const analyses = [{ lemma: 'Graecus', upos: 'ADJ' }, { lemma: 'Graeci', upos: 'PROPN' }] as Partial<Analysis>[];
    const people = { ...ctx, isPeople: (a: Analysis) => a.lemma === 'Graeci' };
    const graecis = token('graecis', [ADJ, PROPN], analyses);
    const noun = (gender: string) => token('litteris', [`NOUN|Case=Abl|Gender=${gender}|Number=Plur`]);
    const scores = (gender: string): Record<string, number>[] => [{ [ADJ]: 3, [PROPN]: 1 }, { [PART]: 1 }, { [`NOUN|Case=Abl|Gender=${gender}|Number=Plur`]: 1 }];
    const tagged = (gender: string) => tagsOf(decodeWithRules([graecis, token('conscriptam', [PART]), noun(gender)], people, decoder(scores(gender)), true))[0];
    expect(tagged('Fem')).toBe(ADJ);
    // A noun of another gender there: the people; a noun that may be of either gender, the adjective.
    expect(tagged('Neut')).toBe(PROPN);
    expect(tagged('Fem,Masc')).toBe(ADJ);
    // The noun two words before it (litteris conscriptam Graecis).
    const before = [noun('Fem'), token('conscriptam', [PART]), graecis];
    expect(tagsOf(decodeWithRules(before, people, decoder([...scores('Fem')].reverse()), true))[2]).toBe(ADJ);
    // A participle of its case, number and gender two words off, not a noun: the people.
    const PART_ABL = 'VERB|Case=Abl|Gender=Fem|Number=Plur|VerbForm=Part';
    const participle = [graecis, token('conscriptam', [PART]), token('scriptis', [PART_ABL])];
    expect(tagsOf(decodeWithRules(participle, people, decoder([scores('Fem')[0]!, { [PART]: 1 }, { [PART_ABL]: 1 }]), true))[0]).toBe(PROPN);
    // An enclitic -que is no word between (Graecisque conscriptas litteris).
    const PART_PL = 'VERB|Case=Acc|Gender=Fem|Number=Plur|VerbForm=Part';
    const enclitic = [graecis, token('que', ['CCONJ']), token('conscriptas', [PART_PL]), noun('Fem')];
    const encliticScores = [scores('Fem')[0]!, { CCONJ: 1 }, { [PART_PL]: 1 }, scores('Fem')[2]!];
    expect(tagsOf(decodeWithRules(enclitic, people, decoder(encliticScores), true))[0]).toBe(ADJ);
    // The adjective read as masculine alone agrees with the feminine noun through the feminine its form also is
    // (and rule 18 then gives it the noun's gender).
    const MASC = 'ADJ|Case=Abl|Gender=Masc|Number=Plur';
    const masculine = [token('graecis', [MASC, ADJ, PROPN], analyses), token('conscriptam', [PART]), noun('Fem')];
    const masculineScores = [{ [MASC]: 4, [ADJ]: 3, [PROPN]: 1 }, { [PART]: 1 }, scores('Fem')[2]!];
    expect(tagsOf(decodeWithRules(masculine, people, decoder(masculineScores), true))[0]).toBe(ADJ);
    // Without that feminine reading, the people.
    const only = [token('graecis', [MASC, PROPN], analyses), masculine[1]!, masculine[2]!];
    expect(tagsOf(decodeWithRules(only, people, decoder(masculineScores), true))[0]).toBe(PROPN);
  });

  test('a people with a conjunction, an enclitic or a comma between it and a noun stays the people (Romani et socii)', () => {
    const ADJ = 'ADJ|Case=Nom|Gender=Masc|Number=Plur';
    const PROPN = 'PROPN|Case=Nom|Gender=Masc|Number=Plur';
    const NOUN = 'NOUN|Case=Nom|Gender=Masc|Number=Plur';
    const VERB = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
    const analyses = [{ lemma: 'Romanus', upos: 'ADJ' }, { lemma: 'Romani', upos: 'PROPN' }] as Partial<Analysis>[];
    const people = { ...ctx, isPeople: (a: Analysis) => a.lemma === 'Romani' };
    const romani = token('romani', [ADJ, PROPN], analyses);
    const tagged = (between: ReturnType<typeof token>) => {
      const sentence = [romani, between, token('socii', [NOUN]), token('pugnabant', [VERB])];
      const scores = [{ [ADJ]: 3, [PROPN]: 1 }, { [between.tags![0]!]: 1 }, { [NOUN]: 1 }, { [VERB]: 1 }];
      return tagsOf(decodeWithRules(sentence, people, decoder(scores), true))[0];
    };
    expect(tagged(token('et', ['CCONJ']))).toBe(PROPN);
    expect(tagged(token('que', ['CCONJ']))).toBe(PROPN);
    expect(tagged(comma())).toBe(PROPN);
    // Cives et Romani pugnabant: the noun before the conjunction.
    const after = [token('cives', [NOUN]), token('et', ['CCONJ']), romani, token('pugnabant', [VERB])];
    expect(tagsOf(decodeWithRules(after, people, decoder([{ [NOUN]: 1 }, { CCONJ: 1 }, { [ADJ]: 3, [PROPN]: 1 }, { [VERB]: 1 }]), true))[2]).toBe(PROPN);
  });

  test('a reading only a proper noun far rarer than a people spelt alike gives is left out', () => {
    const analyses = [
      { lemma: 'Helvetii', upos: 'PROPN', tag: 'PROPN|Case=Nom|Number=Plur' },
      { lemma: 'Helvetius', upos: 'PROPN', tag: 'PROPN|Case=Gen|Number=Sing' },
    ] as (Partial<Analysis> & { tag: string })[];
    const counts = (helvetius: number) => ({ ...ctx, frequency: (a: Analysis) => (a.lemma === 'Helvetii' ? 73 : helvetius), isPeople: (a: Analysis) => a.lemma === 'Helvetii' });
    const tokens = [token('helvetii', ['PROPN|Case=Nom|Number=Plur', 'PROPN|Case=Gen|Number=Sing'], analyses)];
    const scores = [{ 'PROPN|Case=Nom|Number=Plur': 1, 'PROPN|Case=Gen|Number=Sing': 3 }];
    expect(tagsOf(decodeWithRules(tokens, counts(2), decoder(scores), true))[0]).toBe('PROPN|Case=Nom|Number=Plur');
    // Helvetius as frequent as a sixteenth of the people: the tagger's reading stays.
    expect(tagsOf(decodeWithRules(tokens, counts(5), decoder(scores), true))[0]).toBe('PROPN|Case=Gen|Number=Sing');
  });
});
