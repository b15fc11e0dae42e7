import { describe, expect, test } from 'vitest';
import type { Analysis } from '../core/types';
import { decodeWithRules, FINITE_VERB_MARGIN, HYPERBATON_MARGIN, ONE_FINITE_VERB_MARGIN, PEOPLE_SUBJECT_MARGIN, SUBJECT_MARGIN, SUBORDINATE_VERB_MARGIN, type Allow, type ConstraintToken, type Decoder, type Pass } from './constraints';

// A made-up tag set and a decoder whose scores are given per token and tag, so each rule can be checked alone.
const TAGS = ['NOUN|Case=Nom|Number=Plur', 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin', 'NOUN|Case=Gen|Number=Sing|X=1', 'ADP', 'NOUN|Case=Gen|Number=Sing', 'NOUN|Case=Abl|Number=Plur', 'PROPN|Case=Nom|Number=Sing', 'NOUN|Case=Nom|Number=Sing', 'VERB|Mood=Ind|VerbForm=Fin', 'ADJ|Case=Abl|Number=Sing', 'PUNCT', 'ADJ|Case=Nom|Number=Plur', 'ADV', 'SCONJ', 'ADJ|Case=Abl|Degree=Sup|Number=Plur', 'ADJ|Case=Acc|Number=Plur', 'PROPN|Case=Acc|Number=Plur', 'NOUN|Case=Acc|Number=Plur', 'PROPN|Case=Gen|Number=Sing', 'PROPN|Case=Nom|Number=Plur', 'PROPN|Case=Voc|Number=Plur', 'VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin', 'NOUN|Case=Acc|Gender=Neut|Number=Sing', 'PRON|Case=Acc|Gender=Neut|Number=Sing', 'VERB|Mood=Sub|VerbForm=Fin', 'PRON|Case=Nom|Gender=Neut|Number=Sing', 'DET|Case=Nom|Number=Plur', 'ADV|Degree=Cmp', 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin', 'NOUN|Case=Voc|Number=Plur', 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin', 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin', 'ADJ|Case=Abl|Gender=Fem|Number=Sing', 'NOUN|Case=Nom|Gender=Fem|Number=Sing', 'NOUN|Case=Abl|Gender=Fem|Number=Sing', 'DET|Case=Acc|Gender=Masc|Number=Plur', 'PRON|Case=Acc|Gender=Masc|Number=Plur', 'NOUN|Case=Acc|Gender=Masc|Number=Plur', 'CCONJ', 'ADJ|Case=Gen|Gender=Masc|Number=Plur', 'NOUN|Case=Gen|Gender=Masc|Number=Plur', 'NOUN|Case=Abl|Number=Sing', 'NOUN|Case=Nom|Number=Sing|Y=1', 'DET|Case=Acc|Gender=Neut|Number=Plur', 'PRON|Case=Acc|Gender=Neut|Number=Plur', 'NOUN|Case=Acc|Gender=Neut|Number=Plur', 'NOUN|Case=Dat|Gender=Masc|Number=Plur', 'NOUN|Case=Abl|Gender=Masc|Number=Plur', 'VERB|Case=Dat|Gender=Masc|Number=Plur|VerbForm=Part', 'VERB|Case=Abl|Gender=Masc|Number=Plur|VerbForm=Part', 'VERB|Mood=Imp|Number=Sing|Person=2|Tense=Fut|VerbForm=Fin', 'VERB|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin', 'ADV|Degree=Pos'];
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

// Test analyses carry their tag (`tag`); without one, the tag is the part of speech.
const tagOf = (a: Analysis) => (a as Analysis & { tag?: string }).tag ?? a.upos;
const ctx = { tagName: (i: number) => TAGS[i]!, frequency: (a: Analysis) => (a.lemma === 'agricola' ? 50 : 5), tagOf };
const tagsOf = (p: Pass) => Array.from(p.ids, (i) => TAGS[i]);

describe('decodeWithRules', () => {
  test('a preposition that takes the ablative turns a genitive reading into the ablative', () => {
    const tokens = [token('ab', ['ADP']), token('oris', ['NOUN|Case=Gen|Number=Sing', 'NOUN|Case=Abl|Number=Plur'])];
    const pass = decodeWithRules(tokens, ctx, decoder([{ ADP: 1 }, { 'NOUN|Case=Gen|Number=Sing': 5, 'NOUN|Case=Abl|Number=Plur': 1 }]), true);
    expect(tagsOf(pass)).toEqual(['ADP', 'NOUN|Case=Abl|Number=Plur']);
  });

  test('a future imperative that can be a present indicative first person is the indicative (cogito), and only then', () => {
    const future = 'VERB|Mood=Imp|Number=Sing|Person=2|Tense=Fut|VerbForm=Fin';
    const present = 'VERB|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin';
    const cogito = [token('cogito', [future, present]), token('ergo', ['ADV|Degree=Pos'])];
    const scores: Record<string, number>[] = [{ [future]: 5, [present]: 1 }, { 'ADV|Degree=Pos': 1 }];
    expect(tagsOf(decodeWithRules(cogito, ctx, decoder(scores), true))[0]).toBe(present);
    expect(tagsOf(decodeWithRules(cogito, { ...ctx, without: new Set(['futureImperative'] as const) }, decoder(scores), true))[0]).toBe(future);
    const scito = [token('scito', [future]), token('ergo', ['ADV|Degree=Pos'])];
    expect(tagsOf(decodeWithRules(scito, ctx, decoder([{ [future]: 5 }, { 'ADV|Degree=Pos': 1 }]), true))[0]).toBe(future);
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

  test('a preposition that is also an adverb, with no word in its case after it, is the adverb', () => {
    const ante = token('ante', ['ADP', 'ADV']);
    const read = (next: ConstraintToken, tag: string) => tagsOf(decodeWithRules([ante, next], ctx, decoder([{ ADP: 3, ADV: 1 }, { [tag]: 1 }]), true))[0];
    // paulo ante venerat
    expect(read(token('venerat', ['VERB|Mood=Ind|VerbForm=Fin']), 'VERB|Mood=Ind|VerbForm=Fin')).toBe('ADV');
    // ante muros
    expect(read(token('muros', ['NOUN|Case=Acc|Number=Plur']), 'NOUN|Case=Acc|Number=Plur')).toBe('ADP');
  });

  test('quod right after a neuter singular noun or pronoun is the relative pronoun', () => {
    const quod = token('quod', ['SCONJ', 'PRON|Case=Acc|Gender=Neut|Number=Sing']);
    const verb = token('eripuit', ['VERB|Mood=Ind|VerbForm=Fin']);
    const read = (before: string, tag: string) => tagsOf(decodeWithRules([token(before, [tag]), quod, verb], ctx,
      decoder([{ [tag]: 1 }, { SCONJ: 3, 'PRON|Case=Acc|Gender=Neut|Number=Sing': 1 }, { 'VERB|Mood=Ind|VerbForm=Fin': 1 }]), true))[1];
    // legis praesidium quod iniquitas praetoris eripuit
    expect(read('praesidium', 'NOUN|Case=Acc|Gender=Neut|Number=Sing')).toBe('PRON|Case=Acc|Gender=Neut|Number=Sing');
    expect(read('id', 'PRON|Case=Nom|Gender=Neut|Number=Sing')).toBe('PRON|Case=Acc|Gender=Neut|Number=Sing');
    // hoc quod agit: the relative; in hoc quod …: the fact that; after a plural noun the conjunction stays
    expect(read('hoc', 'PRON|Case=Nom|Gender=Neut|Number=Sing')).toBe('PRON|Case=Acc|Gender=Neut|Number=Sing');
    const HOC = 'PRON|Case=Acc|Gender=Neut|Number=Sing';
    const exHoc = decodeWithRules([token('in', ['ADP']), token('hoc', [HOC]), quod, verb], ctx,
      decoder([{ ADP: 1 }, { [HOC]: 1 }, { SCONJ: 3, 'PRON|Case=Acc|Gender=Neut|Number=Sing': 1 }, { 'VERB|Mood=Ind|VerbForm=Fin': 1 }]), true);
    expect(tagsOf(exHoc)[2]).toBe('SCONJ');
    expect(read('muros', 'NOUN|Case=Acc|Number=Plur')).toBe('SCONJ');
  });

  test('cum with an ablative after it and no subjunctive is the preposition; with a subjunctive and no ablative, the conjunction', () => {
    const read = (scores: Record<string, number>, next: [string, string], verb: string) => {
      const tokens = [token('cum', ['ADP', 'SCONJ']), token(next[0], [next[1]]), token('fecit', [verb])];
      return tagsOf(decodeWithRules(tokens, ctx, decoder([scores, { [next[1]]: 1 }, { [verb]: 1 }]), true))[0];
    };
    // cum summo studio … exequebantur
    expect(read({ SCONJ: 3, ADP: 1 }, ['studio', 'ADJ|Case=Abl|Number=Sing'], 'VERB|Mood=Ind|VerbForm=Fin')).toBe('ADP');
    // cum summo studio … exsequerentur: the tagger's conjunction stays
    expect(read({ SCONJ: 3, ADP: 1 }, ['studio', 'ADJ|Case=Abl|Number=Sing'], 'VERB|Mood=Sub|VerbForm=Fin')).toBe('SCONJ');
    // cum Caesar … venisset
    expect(read({ SCONJ: 1, ADP: 3 }, ['caesar', 'PROPN|Case=Nom|Number=Sing'], 'VERB|Mood=Sub|VerbForm=Fin')).toBe('SCONJ');
    expect(read({ SCONJ: 1, ADP: 3 }, ['caesar', 'PROPN|Case=Nom|Number=Sing'], 'VERB|Mood=Ind|VerbForm=Fin')).toBe('ADP');
  });

  test('a vocative is not one when every finite verb is in the third person and nobody is named', () => {
    const helvetii = token('helvetii', ['PROPN|Case=Nom|Number=Plur', 'PROPN|Case=Voc|Number=Plur']);
    const read = (verb: string, extra: ConstraintToken[] = []) => {
      const tokens = [helvetii, token(',', ['PUNCT']), ...extra, token('gerunt', [verb])];
      const scores = tokens.map((t, i) => (i === 0 ? { 'PROPN|Case=Voc|Number=Plur': 100, 'PROPN|Case=Nom|Number=Plur': 1 } : { [t.tags![0]!]: 1 }));
      return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), true))[0];
    };
    // Helvetii, … bellum gerunt: the subject
    expect(read('VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin')).toBe('PROPN|Case=Nom|Number=Plur');
    // Milites, pugnate! / … tibi …: someone is spoken to
    expect(read('VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin')).toBe('PROPN|Case=Voc|Number=Plur');
    expect(read('VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin', [token('tibi', ['NOUN|Case=Gen|Number=Sing'])])).toBe('PROPN|Case=Voc|Number=Plur');
    // … Atheniensis, … mittunt: set off by commas in the middle of the sentence, still nobody spoken to
    const middle = [token('miltiades', ['PROPN|Case=Nom|Number=Sing']), token(',', ['PUNCT']), helvetii, token(',', ['PUNCT']), token('gerunt', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])];
    const middleScores = middle.map((t, i) => (i === 2 ? { 'PROPN|Case=Voc|Number=Plur': 100, 'PROPN|Case=Nom|Number=Plur': 1 } : { [t.tags![0]!]: 1 }));
    expect(tagsOf(decodeWithRules(middle, ctx, decoder(middleScores), true))[2]).toBe('PROPN|Case=Nom|Number=Plur');
    const without = { ...ctx, without: new Set(['address'] as const) };
    const tokens = [helvetii, token(',', ['PUNCT']), token('gerunt', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])];
    expect(tagsOf(decodeWithRules(tokens, without, decoder([{ 'PROPN|Case=Voc|Number=Plur': 100, 'PROPN|Case=Nom|Number=Plur': 1 }, { PUNCT: 1 }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }]), true))[0]).toBe('PROPN|Case=Voc|Number=Plur');
  });

  test('a vocative is set off by punctuation, an interjection or a verb in the second person', () => {
    const helvetii = token('helvetii', ['PROPN|Case=Nom|Number=Plur', 'PROPN|Case=Voc|Number=Plur']);
    // The vocative far ahead, so that the subject rule (rule 4, a margin) does not decide.
    const first = { 'PROPN|Case=Voc|Number=Plur': 100, 'PROPN|Case=Nom|Number=Plur': 1 };
    // Rule 8 alone: rule 13 (above) reads the vocatives of these sentences, where nobody is spoken to.
    const rule8 = { ...ctx, without: new Set(['address'] as const) };
    const read = (tokens: ConstraintToken[], scores: Record<string, number>[]) => tagsOf(decodeWithRules(tokens, rule8, decoder(scores), true))[tokens.indexOf(helvetii)];
    const mittunt = token('mittunt', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin']);
    const stop = { ...token('.', ['PUNCT']), wordLike: false };
    // Helvetii mittunt.: the subject
    expect(read([helvetii, mittunt, stop], [first, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }, { PUNCT: 1 }])).toBe('PROPN|Case=Nom|Number=Plur');
    // a text without punctuation (PROIEL's) says nothing by its missing commas
    expect(read([helvetii, mittunt], [first, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }])).toBe('PROPN|Case=Voc|Number=Plur');
    // Helvetii, …: set off by the comma
    expect(read([helvetii, { ...token(',', ['PUNCT']), wordLike: false }, mittunt], [first, { PUNCT: 1 }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }])).toBe('PROPN|Case=Voc|Number=Plur');
    // Helvetii, audite: someone is spoken to
    const audite = token('audite', ['VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin']);
    expect(read([helvetii, audite, stop], [first, { 'VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin': 1 }, { PUNCT: 1 }])).toBe('PROPN|Case=Voc|Number=Plur');
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

  test('a people takes that subject within the larger PEOPLE_SUBJECT_MARGIN; another word does not', () => {
    const analyses = [{ lemma: 'Gallus', upos: 'PROPN' }, { lemma: 'Galli', upos: 'PROPN' }] as Partial<Analysis>[];
    const galli = token('galli', ['PROPN|Case=Gen|Number=Sing', 'PROPN|Case=Nom|Number=Plur'], analyses);
    const miserunt = token('miserunt', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin']);
    const scores = (cost: number): Record<string, number>[] => [{ 'PROPN|Case=Gen|Number=Sing': 5, 'PROPN|Case=Nom|Number=Plur': 5 - cost }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }];
    const people = { ...ctx, isPeople: (a: Analysis) => a.lemma === 'Galli' };
    expect(tagsOf(decodeWithRules([galli, miserunt], people, decoder(scores(PEOPLE_SUBJECT_MARGIN - 1)), false))[0]).toBe('PROPN|Case=Nom|Number=Plur');
    expect(tagsOf(decodeWithRules([galli, miserunt], people, decoder(scores(PEOPLE_SUBJECT_MARGIN + 1)), false))[0]).toBe('PROPN|Case=Gen|Number=Sing');
    const nobody = { ...ctx, isPeople: () => false };
    expect(tagsOf(decodeWithRules([galli, miserunt], nobody, decoder(scores(PEOPLE_SUBJECT_MARGIN - 1)), false))[0]).toBe('PROPN|Case=Gen|Number=Sing');
  });

  test('a clause opening with a subordinating conjunction takes its finite verb within the larger SUBORDINATE_VERB_MARGIN', () => {
    const clause = (first: string, firstTag: string) => [token(first, [firstTag]), token('vis', ['NOUN|Case=Nom|Number=Sing', 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin']), token('pacem', ['NOUN|Case=Acc|Gender=Neut|Number=Sing'])];
    const scores = (first: string, cost: number): Record<string, number>[] => [{ [first]: 1 }, { 'NOUN|Case=Nom|Number=Sing': 5, 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin': 5 - cost }, { 'NOUN|Case=Acc|Gender=Neut|Number=Sing': 1 }];
    const vis = (first: string, cost: number) => tagsOf(decodeWithRules(clause(first.toLowerCase(), first), ctx, decoder(scores(first, cost)), false))[1];
    expect(vis('SCONJ', SUBORDINATE_VERB_MARGIN - 1)).toBe('VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin');
    expect(vis('SCONJ', SUBORDINATE_VERB_MARGIN + 1)).toBe('NOUN|Case=Nom|Number=Sing');
    expect(vis('ADV', FINITE_VERB_MARGIN + 1)).toBe('NOUN|Case=Nom|Number=Sing');
    expect(vis('ADV', FINITE_VERB_MARGIN - 1)).toBe('VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin');
  });

  test('a nominative determiner beside a word that can be its noun does not stand for the subject', () => {
    // omnes puellae (read as a genitive) amant: the determiner goes with puellae, which becomes the subject
    const tokens = [token('omnes', ['DET|Case=Nom|Number=Plur']), token('puellae', ['NOUN|Case=Gen|Number=Sing|X=1', 'NOUN|Case=Nom|Number=Plur']), token('amant', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])];
    const scores: Record<string, number>[] = [{ 'DET|Case=Nom|Number=Plur': 1 }, { 'NOUN|Case=Gen|Number=Sing|X=1': 5, 'NOUN|Case=Nom|Number=Plur': 4 }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe('NOUN|Case=Nom|Number=Plur');
    const without = { ...ctx, without: new Set(['determinerSubject'] as const) };
    expect(tagsOf(decodeWithRules(tokens, without, decoder(scores), false))[1]).toBe('NOUN|Case=Gen|Number=Sing|X=1');
  });

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

  describe('conventions and agreement', () => {
    const comma = (): ConstraintToken => ({ key: ',', wordLike: false, tags: ['PUNCT'], analyses: [] });
    const period = (): ConstraintToken => ({ key: '.', wordLike: false, tags: ['PUNCT'], analyses: [] });

    test('quam after a comparative is the conjunction, or the adverb where the convention says so (PROIEL)', () => {
      const tokens = [token('potius', ['ADV|Degree=Cmp']), token('pugnant', [VERB3]), token('quam', ['ADV', 'SCONJ']), token('fugiunt', [VERB3])];
      const scores: Record<string, number>[] = [{ 'ADV|Degree=Cmp': 1 }, { [VERB3]: 1 }, { ADV: 5, SCONJ: 1 }, { [VERB3]: 1 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe('SCONJ');
      const proiel: Record<string, number>[] = [{ 'ADV|Degree=Cmp': 1 }, { [VERB3]: 1 }, { ADV: 1, SCONJ: 5 }, { [VERB3]: 1 }];
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(proiel), false))[2]).toBe('ADV');
      // Without a comparison before it, quam keeps the tagger's reading.
      const alone = [token('pugnant', [VERB3]), token('quam', ['ADV', 'SCONJ'])];
      expect(tagsOf(decodeWithRules(alone, ctx, decoder([{ [VERB3]: 1 }, { ADV: 5, SCONJ: 1 }]), false))[1]).toBe('ADV');
    });

    test('ut before an indicative is the adverb in PROIEL\'s convention only; before a subjunctive, the conjunction', () => {
      const IND = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
      const tokens = [token('ut', ['ADV', 'SCONJ']), token('dicit', [IND])];
      const scores: Record<string, number>[] = [{ ADV: 1, SCONJ: 5 }, { [IND]: 1 }];
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe('ADV');
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[0]).toBe('SCONJ');
      const subjunctive = [token('ut', ['ADV', 'SCONJ']), token('dicat', ['VERB|Mood=Sub|VerbForm=Fin'])];
      expect(tagsOf(decodeWithRules(subjunctive, { ...ctx, convention: 'proiel' }, decoder([{ ADV: 1, SCONJ: 5 }, { 'VERB|Mood=Sub|VerbForm=Fin': 1 }]), false))[0]).toBe('SCONJ');
      // Before a subjunctive it is the conjunction in every convention (cura ut valeas).
      expect(tagsOf(decodeWithRules(subjunctive, ctx, decoder([{ ADV: 5, SCONJ: 1 }, { 'VERB|Mood=Sub|VerbForm=Fin': 1 }]), false))[0]).toBe('SCONJ');
    });

    test('a nominative set off by commas, with an imperative of its number, is the one spoken to', () => {
      const NOM = 'NOUN|Case=Nom|Number=Plur';
      const VOC = 'NOUN|Case=Voc|Number=Plur';
      const IMP = 'VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin';
      const tokens = [token('milites', [NOM, VOC]), comma(), token('pugnate', [IMP]), period()];
      const scores: Record<string, number>[] = [{ [NOM]: 5, [VOC]: 1 }, { PUNCT: 1 }, { [IMP]: 1 }, { PUNCT: 1 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(VOC);
      // With a third-person verb only, the nominative is the subject.
      const third = [token('milites', [NOM, VOC]), comma(), token('pugnant', [VERB3]), period()];
      expect(tagsOf(decodeWithRules(third, ctx, decoder([scores[0]!, { PUNCT: 1 }, { [VERB3]: 1 }, { PUNCT: 1 }]), false))[0]).toBe(NOM);
    });

    test('of two finite verbs with nothing to join them, the one that can be read otherwise is, if it costs little', () => {
      const FIN1 = 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin';
      const FIN2 = 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin';
      const ADJ = 'ADJ|Case=Abl|Number=Sing';
      const tokens = [token('tenui', [FIN1, ADJ]), token('musam', ['NOUN|Case=Acc|Number=Plur']), token('meditaris', [FIN2])];
      const scores = (cost: number): Record<string, number>[] => [{ [FIN1]: 10, [ADJ]: 10 - cost }, { 'NOUN|Case=Acc|Number=Plur': 1 }, { [FIN2]: 1 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(ONE_FINITE_VERB_MARGIN - 1)), false))[0]).toBe(ADJ);
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(ONE_FINITE_VERB_MARGIN + 1)), false))[0]).toBe(FIN1);
      // A conjunction between them keeps both verbs.
      const linked = [tokens[0]!, token('et', ['CCONJ']), tokens[2]!];
      expect(tagsOf(decodeWithRules(linked, ctx, decoder([{ [FIN1]: 10, [ADJ]: 9 }, { CCONJ: 1 }, { [FIN2]: 1 }]), false))[0]).toBe(FIN1);
    });

    test('an adjective with no noun of its case takes a noun of its clause that has no adjective (tenui … avena)', () => {
      const ADJ = 'ADJ|Case=Abl|Gender=Fem|Number=Sing';
      const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
      const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
      const tokens = [token('tenui', [ADJ]), token('meditaris', ['VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin']), token('avena', [NOM, ABL])];
      const scores = (cost: number): Record<string, number>[] => [{ [ADJ]: 1 }, { 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin': 1 }, { [NOM]: 10, [ABL]: 10 - cost }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(HYPERBATON_MARGIN - 1)), false))[2]).toBe(ABL);
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(HYPERBATON_MARGIN + 1)), false))[2]).toBe(NOM);
    });

    test('an adjective with nothing to agree with, whose form is also a noun, is the noun (gloria maiorum)', () => {
      const ADJ = 'ADJ|Case=Gen|Gender=Masc|Number=Plur';
      const NOUN = 'NOUN|Case=Gen|Gender=Masc|Number=Plur';
      const tokens = [token('gloria', ['NOUN|Case=Abl|Number=Sing']), token('maiorum', [ADJ, NOUN])];
      const scores: Record<string, number>[] = [{ 'NOUN|Case=Abl|Number=Sing': 1 }, { [ADJ]: 5, [NOUN]: 1 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(NOUN);
      // A treebank's convention keeps the adjective.
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[1]).toBe(ADJ);
      // Beside a noun of its case, number and gender it stays the adjective.
      const agreeing = [token('virorum', [NOUN]), tokens[1]!];
      expect(tagsOf(decodeWithRules(agreeing, ctx, decoder([{ [NOUN]: 1 }, scores[1]!]), false))[1]).toBe(ADJ);
    });

    test('the members of an et … et … et series share the case most of them have', () => {
      const ABL = 'NOUN|Case=Abl|Number=Sing';
      const NOM = 'NOUN|Case=Nom|Number=Sing|Y=1';
      const et = () => token('et', ['CCONJ']);
      const tokens = [et(), token('antiquitate', [ABL]), et(), token('gloria', [NOM, ABL]), et(), token('modestia', [NOM, ABL])];
      const scores: Record<string, number>[] = [{ CCONJ: 1 }, { [ABL]: 1 }, { CCONJ: 1 }, { [NOM]: 5, [ABL]: 1 }, { CCONJ: 1 }, { [NOM]: 1, [ABL]: 5 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))).toEqual(['CCONJ', ABL, 'CCONJ', ABL, 'CCONJ', ABL]);
      // Two members are no series: each keeps its reading.
      expect(tagsOf(decodeWithRules(tokens.slice(0, 4), ctx, decoder(scores.slice(0, 4)), false))[3]).toBe(NOM);
    });

    test('in PROIEL\'s convention a determiner with no noun near it is a pronoun (omnia alone)', () => {
      const DET = 'DET|Case=Acc|Gender=Neut|Number=Plur';
      const PRON = 'PRON|Case=Acc|Gender=Neut|Number=Plur';
      const NOUN = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
      const verb = token('fecit', ['VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']);
      const tokens = [token('omnia', [DET, PRON]), verb];
      const scores: Record<string, number>[] = [{ [DET]: 5, [PRON]: 1 }, { 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin': 1 }];
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe(PRON);
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(DET);
      // Beside its noun it stays the determiner.
      const withNoun = [tokens[0]!, token('opera', [NOUN]), verb];
      expect(tagsOf(decodeWithRules(withNoun, { ...ctx, convention: 'proiel' }, decoder([scores[0]!, { [NOUN]: 1 }, scores[1]!]), false))[0]).toBe(DET);
    });

    test('a pronoun right before a noun it agrees with is the determiner; a relative only in Perseus, or after si', () => {
      const DET = 'DET|Case=Acc|Gender=Neut|Number=Plur';
      const PRON = 'PRON|Case=Acc|Gender=Neut|Number=Plur';
      const NOUN = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
      const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
      const scores: Record<string, number>[] = [{ [DET]: 1, [PRON]: 5 }, { [NOUN]: 1 }, { [VERB]: 1 }];
      const sentence = (key: string) => [token(key, [DET, PRON]), token('arma', [NOUN]), token('cepit', [VERB])];
      expect(tagsOf(decodeWithRules(sentence('ea'), ctx, decoder(scores), false))[0]).toBe(DET);
      expect(tagsOf(decodeWithRules(sentence('ea'), { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe(DET);
      // The relative before its noun (quae arma) is the pronoun except in Perseus's convention.
      expect(tagsOf(decodeWithRules(sentence('quae'), { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe(PRON);
      expect(tagsOf(decodeWithRules(sentence('quae'), ctx, decoder(scores), false))[0]).toBe(PRON);
      expect(tagsOf(decodeWithRules(sentence('quae'), { ...ctx, convention: 'perseus' }, decoder(scores), false))[0]).toBe(DET);
      // After si it is the indefinite: si qua arma.
      const afterSi = [token('si', ['SCONJ']), ...sentence('qua')];
      expect(tagsOf(decodeWithRules(afterSi, { ...ctx, convention: 'proiel' }, decoder([{ SCONJ: 1 }, ...scores]), false))[1]).toBe(DET);
      // A noun it does not agree with changes nothing.
      const other = [token('ea', [DET, PRON]), token('rei', ['NOUN|Case=Gen|Number=Sing']), token('cepit', [VERB])];
      expect(tagsOf(decodeWithRules(other, ctx, decoder([scores[0]!, { 'NOUN|Case=Gen|Number=Sing': 1 }, scores[2]!]), false))[0]).toBe(PRON);
    });

    test('one-word clauses in a comma series share the verb form most of them have (Veni, vidi, vici)', () => {
      const PERF = 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin';
      const IMP = 'VERB|Mood=Imp|Number=Plur|Person=2|VerbForm=Fin';
      const tokens = [token('ueni', [PERF, IMP]), comma(), token('uidi', [PERF]), comma(), token('uici', [PERF]), period()];
      const scores: Record<string, number>[] = [{ [PERF]: 1, [IMP]: 5 }, { PUNCT: 1 }, { [PERF]: 1 }, { PUNCT: 1 }, { [PERF]: 1 }, { PUNCT: 1 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(PERF);
      // Two members are no series.
      expect(tagsOf(decodeWithRules([...tokens.slice(0, 3), period()], ctx, decoder([...scores.slice(0, 3), { PUNCT: 1 }]), false))[0]).toBe(IMP);
      // A member of more than one word ends the series.
      const longer = [token('ueni', [PERF, IMP]), comma(), token('uidi', [PERF]), comma(), token('uici', [PERF]), token('hostes', ['NOUN|Case=Acc|Number=Plur']), period()];
      expect(tagsOf(decodeWithRules(longer, ctx, decoder([...scores.slice(0, 5), { 'NOUN|Case=Acc|Number=Plur': 1 }, { PUNCT: 1 }]), false))[0]).toBe(IMP);
    });

    test('in PROIEL\'s convention et after sed or sicut is the adverb "also"', () => {
      const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
      const tokens = [token('sed', ['CCONJ']), token('et', ['CCONJ', 'ADV']), token('uenit', [VERB])];
      const scores: Record<string, number>[] = [{ CCONJ: 1 }, { CCONJ: 5, ADV: 1 }, { [VERB]: 1 }];
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[1]).toBe('ADV');
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[1]).toBe('CCONJ');
      const plain = [token('pater', ['NOUN|Case=Nom|Number=Sing']), ...tokens.slice(1)];
      expect(tagsOf(decodeWithRules(plain, { ...ctx, convention: 'proiel' }, decoder([{ 'NOUN|Case=Nom|Number=Sing': 1 }, ...scores.slice(1)]), false))[1]).toBe('CCONJ');
    });

    test('in PROIEL\'s convention nisi with no verb of its own is the adverb "except"', () => {
      const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
      const NOUN = 'NOUN|Case=Nom|Number=Sing';
      const tokens = [token('uenit', [VERB]), token('nisi', ['SCONJ', 'ADV']), token('petrus', [NOUN])];
      const scores: Record<string, number>[] = [{ [VERB]: 1 }, { SCONJ: 5, ADV: 1 }, { [NOUN]: 1 }];
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[1]).toBe('ADV');
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe('SCONJ');
      const clause = [...tokens, token('uenit', [VERB])];
      expect(tagsOf(decodeWithRules(clause, { ...ctx, convention: 'proiel' }, decoder([...scores, { [VERB]: 1 }]), false))[1]).toBe('SCONJ');
    });

    test('a clause without a verb beside one with a verb takes its cases, pair by pair from the end', () => {
      const ACC = 'ADJ|Case=Acc|Number=Plur';
      const NOM = 'NOUN|Case=Nom|Number=Plur';
      const GEN = 'NOUN|Case=Gen|Number=Sing';
      const VERB = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
      const tokens = [token('unam', [ACC]), token('incolunt', [VERB]), token('belgae', [NOM]), comma(), token('aliam', [ACC]), token('aquitani', [NOM, GEN]), period()];
      const scores: Record<string, number>[] = [{ [ACC]: 1 }, { [VERB]: 1 }, { [NOM]: 1 }, { PUNCT: 1 }, { [ACC]: 1 }, { [NOM]: 1, [GEN]: 5 }, { PUNCT: 1 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[5]).toBe(NOM);
      // With no pair sharing its case there is no parallel to follow.
      const unlike = [token('unam', [GEN]), ...tokens.slice(1)];
      expect(tagsOf(decodeWithRules(unlike, ctx, decoder([{ [GEN]: 1 }, ...scores.slice(1)]), false))[5]).toBe(GEN);
    });

    test('ne before an indicative is not the conjunction', () => {
      const IND = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
      const tokens = [token('ne', ['ADV', 'SCONJ']), token('venit', [IND])];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder([{ ADV: 1, SCONJ: 5 }, { [IND]: 1 }]), false))[0]).toBe('ADV');
      const subjunctive = [token('ne', ['ADV', 'SCONJ']), token('veniat', ['VERB|Mood=Sub|VerbForm=Fin'])];
      expect(tagsOf(decodeWithRules(subjunctive, ctx, decoder([{ ADV: 1, SCONJ: 5 }, { 'VERB|Mood=Sub|VerbForm=Fin': 1 }]), false))[0]).toBe('SCONJ');
    });

    test('a noun read as an ablative, set off after a nominative with no verb or preposition, is in apposition', () => {
      const [NOM, ABL, NAME, GEN] = ['NOUN|Case=Nom|Gender=Fem|Number=Sing', 'NOUN|Case=Abl|Gender=Fem|Number=Sing', 'PROPN|Case=Nom|Number=Sing', 'PROPN|Case=Gen|Number=Sing'];
      const FIN = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
      const tokens = [token('tullia', [NAME]), comma(), token('ciceronis', [GEN]), token('filia', [NOM, ABL]), comma(), token('uenit', [FIN]), period()];
      const scores: Record<string, number>[] = [{ [NAME]: 1 }, { PUNCT: 1 }, { [GEN]: 1 }, { [NOM]: 1, [ABL]: 5 }, { PUNCT: 1 }, { [FIN]: 1 }, { PUNCT: 1 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[3]).toBe(NOM);
      // With a preposition of its own the ablative stays.
      const governed = [...tokens.slice(0, 2), token('cum', ['ADP']), tokens[3]!, ...tokens.slice(4)];
      expect(tagsOf(decodeWithRules(governed, ctx, decoder([...scores.slice(0, 2), { ADP: 1 }, ...scores.slice(3)]), false))[3]).toBe(ABL);
    });

    test('a participle and its noun in the dative, set off with no finite verb, are an ablative absolute', () => {
      const [NOUN_DAT, NOUN_ABL, PART_DAT, PART_ABL] = ['NOUN|Case=Dat|Gender=Masc|Number=Plur', 'NOUN|Case=Abl|Gender=Masc|Number=Plur', 'VERB|Case=Dat|Gender=Masc|Number=Plur|VerbForm=Part', 'VERB|Case=Abl|Gender=Masc|Number=Plur|VerbForm=Part'];
      const FIN = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
      const tokens = [token('hostibus', [NOUN_DAT, NOUN_ABL]), token('uictis', [PART_DAT, PART_ABL]), comma(), token('rediit', [FIN]), period()];
      const scores: Record<string, number>[] = [{ [NOUN_DAT]: 5, [NOUN_ABL]: 1 }, { [PART_DAT]: 5, [PART_ABL]: 1 }, { PUNCT: 1 }, { [FIN]: 1 }, { PUNCT: 1 }];
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false)).slice(0, 2)).toEqual([NOUN_ABL, PART_ABL]);
      // Not set off (the whole sentence) or beside a finite verb, the dative stays.
      const whole = [tokens[0]!, tokens[1]!, period()];
      expect(tagsOf(decodeWithRules(whole, { ...ctx, without: new Set(['finiteVerb'] as const) }, decoder([scores[0]!, scores[1]!, { PUNCT: 1 }]), false)).slice(0, 2)).toEqual([NOUN_DAT, PART_DAT]);
      const withVerb = [tokens[0]!, tokens[1]!, token('dedit', [FIN]), comma(), token('rediit', [FIN]), period()];
      expect(tagsOf(decodeWithRules(withVerb, ctx, decoder([scores[0]!, scores[1]!, { [FIN]: 1 }, { PUNCT: 1 }, { [FIN]: 1 }, { PUNCT: 1 }]), false)).slice(0, 2)).toEqual([NOUN_DAT, PART_DAT]);
    });
  });
});
