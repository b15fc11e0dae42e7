import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the neuter that is the object (rule 43)', () => {
  const NOM = 'NOUN|Case=Nom|Gender=Neut|Number=Plur';
  const ACC = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
  const SUBJECT = 'ADJ|Case=Nom|Gender=Masc|Number=Plur';
  const PLURAL = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin|Voice=Act';
  const read = (words: [string, string[]][]) => {
    const tokens = [...words.map(([k, tags]) => token(k, tags)), period()];
    const scores = tokens.map((t) => (t.key === 'frumenta' ? { [NOM]: 5, [ACC]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1];
  };

  test('beside a masculine nominative of the verb\'s number a neuter is the object (plerique frumenta non serunt)', () => {
    expect(read([['plerique', [SUBJECT]], ['frumenta', [NOM, ACC]], ['serunt', [PLURAL]]])).toBe(ACC);
  });

  test('no subject that cannot be another case, a passive verb, sum or a conjunction: it stays', () => {
    // animi: a genitive singular as well
    expect(read([['animi', ['NOUN|Case=Nom|Gender=Masc|Number=Plur', 'NOUN|Case=Gen|Gender=Masc|Number=Sing']], ['frumenta', [NOM, ACC]], ['serunt', [PLURAL]]])).toBe(NOM);
    expect(read([['plerique', [SUBJECT]], ['frumenta', [NOM, ACC]], ['seruntur', ['VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin|Voice=Pass']]])).toBe(NOM);
    expect(read([['plerique', [SUBJECT]], ['frumenta', [NOM, ACC]], ['sunt', ['AUX|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin']]])).toBe(NOM);
    expect(read([['plerique', [SUBJECT]], ['frumenta', [NOM, ACC]], ['et', ['CCONJ']], ['serunt', [PLURAL]]])).toBe(NOM);
  });
});

describe('the neuter object of a first- or second-person verb (rule 53)', () => {
  const NOM = 'PRON|Case=Nom|Gender=Neut|Number=Sing|PronType=Rel';
  const ACC = 'PRON|Case=Acc|Gender=Neut|Number=Sing|PronType=Rel';
  const FIRST = 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin|Voice=Act';
  const read = (verb: string, convention?: string) => {
    const tokens = [token('quod', [NOM, ACC]), token('sentio', [verb]), period()];
    const scores = [{ [NOM]: 5, [ACC]: 1 }, { [verb]: 1 }, { PUNCT: 1 }];
    return tagsOf(decodeWithRules(tokens, { ...ctx, ...(convention ? { convention } : {}) }, decoder(scores), false))[0];
  };

  test('with a first-person verb the neuter is the accusative (quod sentio)', () => {
    expect(read(FIRST)).toBe(ACC);
    expect(read('VERB|Mood=Ind|Number=Plur|Person=2|VerbForm=Fin|Voice=Act')).toBe(ACC);
  });

  test('a third person, sum, or a treebank\'s convention: it stays', () => {
    expect(read('VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin|Voice=Act')).toBe(NOM);
    expect(read('AUX|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin')).toBe(NOM);
    expect(read(FIRST, 'perseus')).toBe(NOM);
  });

  test('a participle in the nominative agrees with the speaker and stays (veniens dico); a verb with no person is not spoken', () => {
    const PART = 'VERB|Aspect=Imp|Case=Nom|Gender=Neut|Number=Sing|Tense=Pres|VerbForm=Part|Voice=Act';
    const PART_ACC = 'VERB|Aspect=Imp|Case=Acc|Gender=Neut|Number=Sing|Tense=Pres|VerbForm=Part|Voice=Act';
    const tokens = [token('veniens', [PART, PART_ACC]), token('dico', [FIRST]), period()];
    const scores = [{ [PART]: 5, [PART_ACC]: 1 }, { [FIRST]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(PART);
    expect(read('VERB|Mood=Ind|Number=Sing|VerbForm=Fin|Voice=Act')).toBe(NOM);
  });

  test('rule 73: sum beside a nominative participle is its auxiliary, and the neuter the object (Bellum scripturus sum)', () => {
    const NOUN_NOM = 'NOUN|Case=Nom|Gender=Neut|Number=Sing';
    const NOUN_ACC = 'NOUN|Case=Acc|Gender=Neut|Number=Sing';
    const PART = 'VERB|Case=Nom|Gender=Masc|Number=Sing|Tense=Fut|VerbForm=Part|Voice=Act';
    const SUM = 'AUX|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin';
    const read = (words: [string, string[]][], without: string[] = []) => {
      const tokens = [token('bellum', [NOUN_NOM, NOUN_ACC]), ...words.map(([k, tags]) => token(k, tags)), period()];
      const scores = tokens.map((t) => (t.key === 'bellum' ? { [NOUN_NOM]: 5, [NOUN_ACC]: 1 } : { [t.tags![0]!]: 1 }));
      const context = { ...ctx, without: new Set(without as 'periphrasticObject'[]) };
      return tagsOf(decodeWithRules(tokens, context, decoder(scores), false))[0];
    };
    expect(read([['scripturus', [PART]], ['sum', [SUM]]])).toBe(NOUN_ACC);
    expect(read([['scripturus', [PART]], ['sum', [SUM]]], ['periphrasticObject'])).toBe(NOUN_NOM);
    // sum alone keeps its predicate, and so does a perfect participle beside it (caput … factus es)
    expect(read([['sum', [SUM]]])).toBe(NOUN_NOM);
    expect(read([['factus', ['VERB|Case=Nom|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass']], ['sum', [SUM]]])).toBe(NOUN_NOM);
  });
});

describe('the neuter of the other number than its clause\'s verbs (rule 61)', () => {
  const NOM = 'NOUN|Case=Nom|Gender=Neut|Number=Sing';
  const ACC = 'NOUN|Case=Acc|Gender=Neut|Number=Sing';
  const PLURAL = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin|Voice=Act';
  const read = (words: [string, string[]][], convention?: string) => {
    const tokens = [...words.map(([k, tags]) => token(k, tags)), period()];
    const scores = tokens.map((t) => (t.key === 'chaos' ? { [NOM]: 5, [ACC]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, { ...ctx, ...(convention ? { convention } : {}) }, decoder(scores), false))[0];
  };

  test('a singular neuter beside plural verbs is the accusative (dixere chaos)', () => {
    expect(read([['chaos', [NOM, ACC]], ['dixere', [PLURAL]]])).toBe(ACC);
  });

  test('a singular verb, sum, a conjunction beside plural verbs, or a treebank\'s convention: it stays', () => {
    expect(read([['chaos', [NOM, ACC]], ['dixit', ['VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin|Voice=Act']]])).toBe(NOM);
    expect(read([['chaos', [NOM, ACC]], ['sunt', ['AUX|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin']]])).toBe(NOM);
    expect(read([['chaos', [NOM, ACC]], ['et', ['CCONJ']], ['dixere', [PLURAL]]])).toBe(NOM);
    expect(read([['chaos', [NOM, ACC]], ['dixere', [PLURAL]]], 'perseus')).toBe(NOM);
  });

  test('a plural beside singular verbs: the accusative, unless it can be a feminine singular (moribunda cecidit)', () => {
    const PLUR_NOM = 'ADJ|Case=Nom|Gender=Neut|Number=Plur';
    const PLUR_ACC = 'ADJ|Case=Acc|Gender=Neut|Number=Plur';
    const FEM = 'ADJ|Case=Nom|Gender=Fem|Number=Sing';
    const SINGULAR = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin|Voice=Act';
    const read = (key: string, tags: string[]) => {
      const tokens = [token(key, tags), token('cecidit', [SINGULAR]), period()];
      const scores = [Object.fromEntries(tags.map((tag) => [tag, tag === PLUR_NOM ? 5 : 1])), { [SINGULAR]: 1 }, { PUNCT: 1 }];
      return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0];
    };
    expect(read('omnia', [PLUR_NOM, PLUR_ACC])).toBe(PLUR_ACC);
    expect(read('moribunda', [PLUR_NOM, PLUR_ACC, FEM])).not.toBe(PLUR_ACC);
  });

  test('rule 48\'s pronouns with no other feminine nominative beside them: the neuter plural accusative (haec fere egit)', () => {
    const NOM = 'DET|Case=Nom|Gender=Neut|Number=Plur|PronType=Dem';
    const ACC = 'DET|Case=Acc|Gender=Neut|Number=Plur|PronType=Dem';
    const FEM = 'DET|Case=Nom|Gender=Fem|Number=Sing|PronType=Dem';
    const SINGULAR = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin|Voice=Act';
    const tokens = [token('haec', [FEM, NOM, ACC]), token('egit', [SINGULAR]), period()];
    const scores = [{ [FEM]: 5, [NOM]: 2, [ACC]: 1 }, { [SINGULAR]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(ACC);
  });
});
