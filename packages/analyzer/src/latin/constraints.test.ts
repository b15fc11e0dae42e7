import { describe, expect, test } from 'vitest';
import type { Analysis } from '../core/types';
import { decodeWithRules, FINITE_VERB_MARGIN, SUBJECT_MARGIN, type Allow, type ConstraintToken, type Decoder, type Pass } from './constraints';

// A made-up tag set and a decoder whose scores are given per token and tag, so each rule can be checked alone.
const TAGS = ['NOUN|Case=Nom|Number=Plur', 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin', 'NOUN|Case=Gen|Number=Sing|X=1', 'ADP', 'NOUN|Case=Gen|Number=Sing', 'NOUN|Case=Abl|Number=Plur', 'PROPN|Case=Nom|Number=Sing', 'NOUN|Case=Nom|Number=Sing', 'VERB|Mood=Ind|VerbForm=Fin', 'ADJ|Case=Abl|Number=Sing', 'PUNCT', 'ADJ|Case=Nom|Number=Plur', 'ADV', 'SCONJ', 'ADJ|Case=Abl|Degree=Sup|Number=Plur'];
const id = (tag: string) => TAGS.indexOf(tag);

function token(key: string, tags: string[], analyses: Partial<Analysis>[] = []): ConstraintToken {
  return { key, wordLike: true, tags, analyses: analyses as Analysis[] };
}

/** Each token's candidate scores; the best allowed candidate of each token wins (no history). */
function decoder(scores: Record<string, number>[]): Decoder {
  const run = (allow?: Allow): Pass => {
    const candidates = scores.map((s) => Int32Array.from(Object.keys(s).map(id)));
    const values = scores.map((s) => Float64Array.from(Object.values(s)));
    const ids = Int32Array.from(candidates.map((c, i) => {
      let best = -1;
      c.forEach((t, k) => {
        if ((!allow || allow(i, t)) && (best < 0 || values[i]![k]! > values[i]![c.indexOf(best)]!)) best = t;
      });
      return best;
    }));
    return { ids, candidates, scores: values };
  };
  return { scored: run, ids: (allow) => run(allow).ids };
}

const ctx = { tagName: (i: number) => TAGS[i]!, frequency: (a: Analysis) => (a.lemma === 'agricola' ? 50 : 5) };
const tagsOf = (p: Pass) => Array.from(p.ids, (i) => TAGS[i]);

describe('decodeWithRules', () => {
  test('a preposition that takes the ablative turns a genitive reading into the ablative', () => {
    const tokens = [token('ab', ['ADP']), token('oris', ['NOUN|Case=Gen|Number=Sing', 'NOUN|Case=Abl|Number=Plur'])];
    const pass = decodeWithRules(tokens, ctx, decoder([{ ADP: 1 }, { 'NOUN|Case=Gen|Number=Sing': 5, 'NOUN|Case=Abl|Number=Plur': 1 }]), true);
    expect(tagsOf(pass)).toEqual(['ADP', 'NOUN|Case=Abl|Number=Plur']);
  });

  test('a preposition with two cases (in) constrains nothing', () => {
    const tokens = [token('in', ['ADP']), token('oris', ['NOUN|Case=Gen|Number=Sing', 'NOUN|Case=Abl|Number=Plur'])];
    const pass = decodeWithRules(tokens, ctx, decoder([{ ADP: 1 }, { 'NOUN|Case=Gen|Number=Sing': 5, 'NOUN|Case=Abl|Number=Plur': 1 }]), false);
    expect(tagsOf(pass)[1]).toBe('NOUN|Case=Gen|Number=Sing');
  });

  test('a capitalised first word is the common noun when that is the more frequent lemma', () => {
    const analyses = [{ lemma: 'Agricola', upos: 'PROPN' }, { lemma: 'agricola', upos: 'NOUN' }] as Partial<Analysis>[];
    const tokens = [token('agricola', ['PROPN|Case=Nom|Number=Sing', 'NOUN|Case=Nom|Number=Sing'], analyses), token('arat', ['VERB|Mood=Ind|VerbForm=Fin'])];
    const scores: Record<string, number>[] = [{ 'PROPN|Case=Nom|Number=Sing': 3, 'NOUN|Case=Nom|Number=Sing': 1 }, { 'VERB|Mood=Ind|VerbForm=Fin': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), true))[0]).toBe('NOUN|Case=Nom|Number=Sing');
    const rarer = [{ lemma: 'Agricola', upos: 'PROPN' }, { lemma: 'colonus', upos: 'NOUN' }] as Partial<Analysis>[];
    const other = [token('agricola', tokens[0]!.tags as string[], rarer), tokens[1]!];
    expect(tagsOf(decodeWithRules(other, ctx, decoder(scores), true))[0]).toBe('PROPN|Case=Nom|Number=Sing');
  });

  test.each([
    ['ADJ|Case=Abl|Degree=Sup|Number=Plur', 'ADV'],
    ['ADJ|Case=Abl|Number=Sing', 'SCONJ'],
  ])('quam before %s is read as %s (the adverb only before a superlative)', (next, expected) => {
    const tokens = [token('quam', ['SCONJ', 'ADV']), token('maximis', [next])];
    const pass = decodeWithRules(tokens, ctx, decoder([{ SCONJ: 5, ADV: 1 }, { [next]: 1 }]), false);
    expect(tagsOf(pass)[0]).toBe(expected);
  });

  test.each([
    [FINITE_VERB_MARGIN - 1, 'VERB|Mood=Ind|VerbForm=Fin'],
    [FINITE_VERB_MARGIN + 1, 'ADJ|Case=Abl|Number=Sing'],
  ])('a sentence without a finite verb takes one when it costs less than the margin (cost %d → %s)', (cost, expected) => {
    const tokens = [token('arma', ['NOUN|Case=Nom|Number=Sing']), token('cano', ['ADJ|Case=Abl|Number=Sing', 'VERB|Mood=Ind|VerbForm=Fin'])];
    const scores: Record<string, number>[] = [{ 'NOUN|Case=Nom|Number=Sing': 1 }, { 'ADJ|Case=Abl|Number=Sing': 20, 'VERB|Mood=Ind|VerbForm=Fin': 20 - cost }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(expected);
  });

  test('the only finite verb takes a subject of its number when it costs less than the margin', () => {
    const tokens = [token('puellae', ['NOUN|Case=Gen|Number=Sing|X=1', 'NOUN|Case=Nom|Number=Plur']), token('amant', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])];
    const scores = (cost: number): Record<string, number>[] => [{ 'NOUN|Case=Gen|Number=Sing|X=1': 5, 'NOUN|Case=Nom|Number=Plur': 5 - cost }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(SUBJECT_MARGIN - 1)), false))[0]).toBe('NOUN|Case=Nom|Number=Plur');
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(SUBJECT_MARGIN + 1)), false))[0]).toBe('NOUN|Case=Gen|Number=Sing|X=1');
  });

  // Rule 4 looks at each clause: `Gallia divisa est, quarum unam incolunt Belgae` (made-up scores).
  const GEN = 'NOUN|Case=Gen|Number=Sing|X=1';
  const NOM = 'NOUN|Case=Nom|Number=Plur';
  const VERB3 = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
  const cost = SUBJECT_MARGIN - 1;

  test('each clause with one third-person verb and no subject takes one, whatever the other clauses hold', () => {
    const tokens = [token('galli', [NOM]), token('pugnant', [VERB3]), { key: ',', wordLike: false, tags: ['PUNCT'], analyses: [] }, token('incolunt', [VERB3]), token('belgae', [GEN, NOM])];
    const scores: Record<string, number>[] = [{ [NOM]: 1 }, { [VERB3]: 1 }, { PUNCT: 1 }, { [VERB3]: 1 }, { [GEN]: 5, [NOM]: 5 - cost }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[4]).toBe(NOM);
  });

  test('a nominative adjective is the predicate, not the subject', () => {
    const tokens = [token('fortissimi', ['ADJ|Case=Nom|Number=Plur']), token('sunt', [VERB3]), token('belgae', [GEN, NOM])];
    const scores: Record<string, number>[] = [{ 'ADJ|Case=Nom|Number=Plur': 1 }, { [VERB3]: 1 }, { [GEN]: 5, [NOM]: 5 - cost }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe(NOM);
  });

  test('a clause that has a nominative noun keeps its reading', () => {
    const tokens = [token('galli', [NOM]), token('incolunt', [VERB3]), token('belgae', [GEN, NOM])];
    const scores: Record<string, number>[] = [{ [NOM]: 1 }, { [VERB3]: 1 }, { [GEN]: 5, [NOM]: 5 - cost }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe(GEN);
  });

  test('a clause without a finite verb takes one, even when another clause of the sentence has its own', () => {
    const ADJ = 'ADJ|Case=Abl|Number=Sing';
    const FIN = 'VERB|Mood=Ind|VerbForm=Fin';
    const tokens = [token('arma', ['NOUN|Case=Nom|Number=Sing']), token('cano', [ADJ, FIN]), { key: ',', wordLike: false, tags: ['PUNCT'], analyses: [] }, token('venit', [FIN]), token('litora', ['NOUN|Case=Nom|Number=Sing'])];
    const scores: Record<string, number>[] = [{ 'NOUN|Case=Nom|Number=Sing': 1 }, { [ADJ]: 20, [FIN]: 20 - (FINITE_VERB_MARGIN - 1) }, { PUNCT: 1 }, { [FIN]: 1 }, { 'NOUN|Case=Nom|Number=Sing': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(FIN);
  });
});
