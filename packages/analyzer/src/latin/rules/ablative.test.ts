import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the ablative that is not a subject (rule 41)', () => {
  const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
  const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
  const read = (words: [string, string[]][]) => {
    const tokens = [...words.map(([k, tags]) => token(k, tags)), period()];
    const scores = tokens.map((t) => (t.key === 'concordia' ? { [NOM]: 5, [ABL]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0];
  };
  const PLURAL = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
  const SINGULAR = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';

  test('a singular nominative whose verb is plural is the ablative (concordia parvae res crescunt)', () => {
    expect(read([['concordia', [NOM, ABL]], ['res', ['NOUN|Case=Nom|Gender=Fem|Number=Plur']], ['crescunt', [PLURAL]]])).toBe(ABL);
  });

  test('with a singular verb it stays a subject; joined to another noun it stays too', () => {
    expect(read([['concordia', [NOM, ABL]], ['crescit', [SINGULAR]]])).toBe(NOM);
    // concordia et pax crescunt: joined to another subject
    expect(read([['concordia', [NOM, ABL]], ['et', ['CCONJ']], ['pax', ['NOUN|Case=Nom|Gender=Fem|Number=Sing']], ['crescunt', [PLURAL]]])).toBe(NOM);
  });

  test('students\' cards: a conjunction with no nominative near it does not keep it a subject', () => {
    // neque beneficiis neque concordia moverentur
    const dative = 'NOUN|Case=Dat|Gender=Neut|Number=Plur';
    const words: [string, string[]][] = [['neque', ['CCONJ']], ['beneficiis', [dative]], ['neque', ['CCONJ']], ['concordia', [NOM, ABL]], ['crescunt', [PLURAL]]];
    const tokens = [...words.map(([k, tags]) => token(k, tags)), period()];
    const scores = tokens.map((t) => (t.key === 'concordia' ? { [NOM]: 5, [ABL]: 1 } : { [t.tags![0]!]: 1 }));
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[3]).toBe(ABL);
    // Under a treebank's convention the conjunction keeps it as it was.
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[3]).toBe(NOM);
  });

  test('students\' cards: the part of the clause a subordinating conjunction opens has its own verbs (fuit … ut … crescerent)', () => {
    const words: [string, string[]][] = [['consensio', ['NOUN|Case=Nom|Gender=Fem|Number=Sing']], ['fuit', ['AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']],
      ['ut', ['SCONJ']], ['concordia', [NOM, ABL]], ['crescerent', ['VERB|Mood=Sub|Number=Plur|Person=3|VerbForm=Fin']]];
    const tokens = [...words.map(([k, tags]) => token(k, tags)), period()];
    const scores = tokens.map((t) => (t.key === 'concordia' ? { [NOM]: 5, [ABL]: 1 } : { [t.tags![0]!]: 1 }));
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[3]).toBe(ABL);
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[3]).toBe(NOM);
  });
});

describe('the ablative absolute of a participle in -a (rule 47)', () => {
  const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
  const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
  const PART_NOM = 'VERB|Aspect=Perf|Case=Nom|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass';
  const PART_ABL = 'VERB|Aspect=Perf|Case=Abl|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass';
  const read = (verb: [string, string]) => {
    const tokens = [token('troia', [NOM, ABL]), token('capta', [PART_NOM, PART_ABL]), token(verb[0], [verb[1]]), period()];
    const scores = tokens.map((t) => (t.key === 'troia' ? { [NOM]: 5, [ABL]: 1 } : t.key === 'capta' ? { [PART_NOM]: 5, [PART_ABL]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false)).slice(0, 2);
  };

  test('a noun and a participle in -a in a clause without sum are ablatives (Troia capta abierunt)', () => {
    expect(read(['abierunt', 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])).toEqual([ABL, PART_ABL]);
  });

  test('past a genitive too (pecunia societatis sublata pervenit)', () => {
    const tokens = [token('pecunia', [NOM, ABL]), token('societatis', ['NOUN|Case=Gen|Gender=Fem|Number=Sing']), token('sublata', [PART_NOM, PART_ABL]),
      token('pervenit', ['VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']), period()];
    const scores = tokens.map((t) => (t.key === 'pecunia' ? { [NOM]: 5, [ABL]: 1 } : t.key === 'sublata' ? { [PART_NOM]: 5, [PART_ABL]: 1 } : { [t.tags![0]!]: 1 }));
    const tags = tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false));
    expect([tags[0], tags[2]]).toEqual([ABL, PART_ABL]);
  });

  test('with a form of sum they stay nominatives (Troia capta est)', () => {
    expect(read(['est', 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin'])).toEqual([NOM, PART_NOM]);
  });
});

describe('a modifier in -a before a feminine ablative that cannot be the nominative (rule 52)', () => {
  const NOM = 'ADJ|Case=Nom|Gender=Fem|Number=Sing';
  const ABL = 'ADJ|Case=Abl|Gender=Fem|Number=Sing';
  const GEN = 'NOUN|Case=Gen|Gender=Masc|Number=Plur';
  const NOUN_ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
  const read = (words: [string, string[]][], convention?: string) => {
    const tokens = [...words.map(([k, tags]) => token(k, tags)), period()];
    const scores = tokens.map((t) => (t.key === 'summa' ? { [NOM]: 5, [ABL]: 1 } : { [t.tags![0]!]: 1 }));
    // Rules 18 and 44 (agreement) would read the same pair on these made-up scores: left out to read rule 52 alone.
    const alone = { ...ctx, without: new Set(['hyperbaton', 'nounPhraseGender'] as const) };
    return tagsOf(decodeWithRules(tokens, convention ? { ...alone, convention } : alone, decoder(scores), false))[0];
  };

  test('past genitives it takes the noun\'s ablative (summa tribunorum contentione)', () => {
    expect(read([['summa', [NOM, ABL]], ['tribunorum', [GEN]], ['contentione', [NOUN_ABL]]])).toBe(ABL);
    expect(read([['summa', [NOM, ABL]], ['tribunorum', [GEN]], ['contentione', [NOUN_ABL]]], 'proiel')).toBe(NOM);
  });

  test('a noun that can be the nominative too leaves it as it is (summa … cura)', () => {
    expect(read([['summa', [NOM, ABL]], ['cura', [NOUN_ABL, 'NOUN|Case=Nom|Gender=Fem|Number=Sing']]])).toBe(NOM);
  });
});

describe('the ablative beside its verb\'s subject (rule 69)', () => {
  const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
  const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
  const SUBJECT = 'PROPN|Case=Nom|Gender=Masc|Number=Sing';
  const read = (verb: string, convention?: 'proiel') => {
    const tokens = [token('excellebat', [verb]), token('aristides', [SUBJECT]), token('abstinentia', [NOM, ABL]), period()];
    const scores = tokens.map((t) => (t.key === 'abstinentia' ? { [NOM]: 5, [ABL]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, { ...ctx, convention }, decoder(scores), false))[2];
  };

  test('a noun in -a beside a nominative that cannot be the ablative, one active singular verb: the ablative', () => {
    expect(read('VERB|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act')).toBe(ABL);
  });

  test('with a passive verb, or under a treebank\'s convention, it stays', () => {
    expect(read('VERB|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Pass')).toBe(NOM);
    expect(read('VERB|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act', 'proiel')).toBe(NOM);
  });
});

describe('the participle in -a beside a third person of sum (rule 70)', () => {
  const PART_NOM = 'VERB|Aspect=Perf|Case=Nom|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass';
  const PART_ABL = 'VERB|Aspect=Perf|Case=Abl|Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass';
  const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
  const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
  const read = (first: [string, string[]]) => {
    const tokens = [token(first[0], first[1]), token('est', ['AUX|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin']),
      token('decreta', [PART_NOM, PART_ABL]), token('provincia', [NOM, ABL]), period()];
    const scores = tokens.map((t) => (t.key === 'decreta' ? { [PART_ABL]: 5, [PART_NOM]: 1 } : t.key === 'provincia' ? { [ABL]: 5, [NOM]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false)).slice(2, 4);
  };

  test('read as ablatives beside est, the participle and its noun in -a are nominatives (est ei decreta provincia)', () => {
    expect(read(['ei', ['PRON|Case=Dat|Number=Sing|PronType=Prs']])).toEqual([PART_NOM, NOM]);
  });

  test('a modifier that can only be the ablative keeps the participle (Hac pugna pugnata … moratus est)', () => {
    // (the noun alone is left to the copula's rule)
    expect(read(['hac', ['DET|Case=Abl|Gender=Fem|Number=Sing|PronType=Dem']])[0]).toBe(PART_ABL);
  });
});
