import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../core/types';
import { PEOPLE_SUBJECT_MARGIN, SUBJECT_MARGIN } from './subjects';
import { decodeWithRules } from './registry';
import { ctx, decoder, tagsOf, token, period } from './test-decoder';

describe('subjects', () => {
  // Made-up tags and scores; rule 4's sentences after `Gallia divisa est, quarum unam incolunt Belgae`.
  const GEN = 'NOUN|Case=Gen|Number=Sing|X=1';
  const NOM = 'NOUN|Case=Nom|Number=Plur';
  const VERB3 = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
  const cost = SUBJECT_MARGIN - 1;
  // Rule 50 (a genitive in -i or -ae with a plural verb is its subject) would take these subjects whatever the margin.
  const alone = { ...ctx, without: new Set(['pluralSubject'] as const) };

  test('the only finite verb takes a subject of its number when it costs less than the margin', () => {
    const tokens = [token('puellae', ['NOUN|Case=Gen|Number=Sing|X=1', 'NOUN|Case=Nom|Number=Plur']), token('amant', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])];
    const scores = (cost: number): Record<string, number>[] => [{ 'NOUN|Case=Gen|Number=Sing|X=1': 5, 'NOUN|Case=Nom|Number=Plur': 5 - cost }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }];
    expect(tagsOf(decodeWithRules(tokens, alone, decoder(scores(SUBJECT_MARGIN - 1)), false))[0]).toBe('NOUN|Case=Nom|Number=Plur');
    expect(tagsOf(decodeWithRules(tokens, alone, decoder(scores(SUBJECT_MARGIN + 1)), false))[0]).toBe('NOUN|Case=Gen|Number=Sing|X=1');
  });

  test('a people takes that subject within the larger PEOPLE_SUBJECT_MARGIN; another word does not', () => {
    const analyses = [{ lemma: 'Gallus', upos: 'PROPN' }, { lemma: 'Galli', upos: 'PROPN' }] as Partial<Analysis>[];
    const galli = token('galli', ['PROPN|Case=Gen|Number=Sing', 'PROPN|Case=Nom|Number=Plur'], analyses);
    const miserunt = token('miserunt', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin']);
    const scores = (cost: number): Record<string, number>[] => [{ 'PROPN|Case=Gen|Number=Sing': 5, 'PROPN|Case=Nom|Number=Plur': 5 - cost }, { 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin': 1 }];
    const people = { ...alone, isPeople: (a: Analysis) => a.lemma === 'Galli' };
    expect(tagsOf(decodeWithRules([galli, miserunt], people, decoder(scores(PEOPLE_SUBJECT_MARGIN - 1)), false))[0]).toBe('PROPN|Case=Nom|Number=Plur');
    expect(tagsOf(decodeWithRules([galli, miserunt], people, decoder(scores(PEOPLE_SUBJECT_MARGIN + 1)), false))[0]).toBe('PROPN|Case=Gen|Number=Sing');
    const nobody = { ...alone, isPeople: () => false };
    expect(tagsOf(decodeWithRules([galli, miserunt], nobody, decoder(scores(PEOPLE_SUBJECT_MARGIN - 1)), false))[0]).toBe('PROPN|Case=Gen|Number=Sing');
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

  describe('a subject set off before its clause (Hannibal, Hamilcaris filius, …)', () => {
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const [F_NOM, F_ABL] = ['NOUN|Case=Nom|Gender=Fem|Number=Sing', 'NOUN|Case=Abl|Gender=Fem|Number=Sing'];
    const comma = () => ({ ...token(',', ['PUNCT']), wordLike: false });
    const before = [token('hannibal', ['PROPN|Case=Nom|Number=Sing']), comma(), token('hamilcaris', ['PROPN|Case=Gen|Number=Sing']), token('filius', ['NOUN|Case=Nom|Number=Sing']), comma()];
    const beforeScores = [{ 'PROPN|Case=Nom|Number=Sing': 1 }, { PUNCT: 1 }, { 'PROPN|Case=Gen|Number=Sing': 1 }, { 'NOUN|Case=Nom|Number=Sing': 1 }, { PUNCT: 1 }];
    const sentence = (scores: object) => [[...before, token('duces', ['NOUN|Case=Acc|Number=Plur']), token('prudentia', [F_NOM, F_ABL]), token('superauit', [VERB])],
      [...beforeScores, { 'NOUN|Case=Acc|Number=Plur': 1 }, scores, { [VERB]: 1 }]] as const;

    test('its clause asks for no subject of its own', () => {
      const [tokens, scores] = sentence({ [F_NOM]: 1, [F_ABL]: 5 });
      expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[6]).toBe(F_ABL);
      expect(tagsOf(decodeWithRules(tokens, { ...ctx, without: new Set(['subjectBefore'] as const) }, decoder(scores), false))[6]).toBe(F_NOM);
    });
  });

  test('a plural noun in a clause whose only verb is a third person singular is its object (Caesar milites hortatur)', () => {
    const [P_NOM, P_ACC, VERB] = ['NOUN|Case=Nom|Number=Plur', 'NOUN|Case=Acc|Number=Plur', 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin'];
    const tokens = [token('caesar', ['PROPN|Case=Nom|Number=Sing']), token('milites', [P_NOM, P_ACC]), token('hortatur', [VERB])];
    const scores = [{ 'PROPN|Case=Nom|Number=Sing': 1 }, { [P_NOM]: 5, [P_ACC]: 1 }, { [VERB]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(P_ACC);
    // A clause that coordinates (Caesar et milites …) is left alone.
    const coordinated = [tokens[0]!, token('et', ['CCONJ']), ...tokens.slice(1)];
    expect(tagsOf(decodeWithRules(coordinated, ctx, decoder([scores[0]!, { CCONJ: 1 }, ...scores.slice(1)]), false))[2]).toBe(P_NOM);
  });
});

describe('the subject of a plural verb read as an accusative (rule 72)', () => {
  const ACC = 'PRON|Case=Acc|Number=Plur|PronType=Prs';
  const NOM = 'PRON|Case=Nom|Number=Plur|PronType=Prs';
  const SECOND = 'VERB|Mood=Ind|Number=Plur|Person=2|VerbForm=Fin|Voice=Act';
  const readVos = (words: [string, string[]][], context = ctx) => {
    const tokens = words.map(([k, tags]) => token(k, tags));
    const scores = tokens.map((t) => (t.key === 'uos' ? { [ACC]: 5, [NOM]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, context, decoder(scores), false))[tokens.findIndex((t) => t.key === 'uos')];
  };

  test('vos with verbs all of its person and plural is their subject on the cards (nam vos mutastis)', () => {
    expect(readVos([['nam', ['PART']], ['uos', [ACC, NOM]], ['mutastis', [SECOND]]])).toBe(NOM);
    expect(readVos([['nam', ['PART']], ['uos', [ACC, NOM]], ['mutastis', [SECOND]]], { ...ctx, without: new Set(['personSubject'] as const) })).toBe(ACC);
    expect(readVos([['nam', ['PART']], ['uos', [ACC, NOM]], ['mutastis', [SECOND]]], { ...ctx, convention: 'perseus' })).toBe(ACC);
    // after a preposition, or with a verb of another person, it stays
    expect(readVos([['inter', ['ADP']], ['uos', [ACC, NOM]], ['mutastis', [SECOND]]])).toBe(ACC);
    expect(readVos([['uos', [ACC, NOM]], ['mutamus', ['VERB|Mood=Ind|Number=Plur|Person=1|VerbForm=Fin|Voice=Act']]])).toBe(ACC);
  });

  test('a neuter plural beside an accusative that cannot be the nominative is the subject (vitam … veluti pecora transeant)', () => {
    const N_ACC = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
    const N_NOM = 'NOUN|Case=Nom|Gender=Neut|Number=Plur';
    const MENTEM = 'NOUN|Case=Acc|Gender=Fem|Number=Sing';
    const VERB = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin|Voice=Act';
    const read = (first: [string, string], without: string[] = []) => {
      const tokens = [token(first[0], [first[1]]), token('mentem', [MENTEM]), token('mortalia', [N_ACC, N_NOM]), token('tangunt', [VERB])];
      const scores = [{ [first[1]]: 1 }, { [MENTEM]: 1 }, { [N_ACC]: 100, [N_NOM]: 1 }, { [VERB]: 1 }];
      return tagsOf(decodeWithRules(tokens, { ...ctx, without: new Set(without as 'neuterSubject'[]) }, decoder(scores), false))[2];
    };
    expect(read(['iam', 'ADV'])).toBe(N_NOM);
    expect(read(['iam', 'ADV'], ['neuterSubject'])).toBe(N_ACC);
    // with a nominative plural in the clause, that one is the subject (homines mentem mortalia docent)
    expect(read(['homines', 'NOUN|Case=Nom|Gender=Masc|Number=Plur'])).toBe(N_ACC);
  });

  test('a neuter plural pronoun or determiner is the second object, not the subject (Multa Caesarem celant)', () => {
    const CAESAREM = 'PROPN|Case=Acc|Gender=Masc|Number=Sing';
    const VERB = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin|Voice=Act';
    const read = (upos: string) => {
      const acc = `${upos}|Case=Acc|Gender=Neut|Number=Plur`;
      const nom = `${upos}|Case=Nom|Gender=Neut|Number=Plur`;
      const tokens = [token('multa', [acc, nom]), token('caesarem', [CAESAREM]), token('celant', [VERB]), period()];
      const scores = [{ [acc]: 100, [nom]: 1 }, { [CAESAREM]: 1 }, { [VERB]: 1 }, { PUNCT: 1 }];
      return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]!.includes('Case=Nom');
    };
    expect(read('DET')).toBe(false);
    expect(read('PRON')).toBe(false);
    expect(read('NOUN')).toBe(true);
  });
});
