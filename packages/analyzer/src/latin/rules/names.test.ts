import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../core/types';
import { decodeWithRules } from './registry';
import { ctx, decoder, tagsOf, token } from './test-decoder';

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
    // A noun of another gender there: the people.
    expect(tagged('Neut')).toBe(PROPN);
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
