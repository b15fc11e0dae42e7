import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { comma, ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the copula (rule 38)', () => {
  const ACC = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
  const NOM = 'NOUN|Case=Nom|Gender=Neut|Number=Plur';
  const SUNT = 'AUX|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
  const read = (verb: [string, string]) => {
    const tokens = [token('facinora', [ACC, NOM]), token(verb[0], [verb[1]]), period()];
    return tagsOf(decodeWithRules(tokens, ctx, decoder([{ [ACC]: 100, [NOM]: 1 }, { [verb[1]]: 1 }, { PUNCT: 1 }]), false))[0];
  };

  test('a sentence whose only verb is sum has no accusative object: the nominative', () => {
    // At ingeni egregia facinora … immortalia sunt.
    expect(read(['sunt', SUNT])).toBe(NOM);
    // … facinora laudant: another verb takes it as its object
    expect(read(['laudant', 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin'])).toBe(ACC);
  });

  test('a compound tense (a participle in the nominative) or a preposition keeps the accusative', () => {
    const PART = 'VERB|Case=Nom|Gender=Masc|Number=Sing|VerbForm=Part';
    // milites hortatus est
    const tokens = [token('milites', [ACC, NOM]), token('hortatus', [PART]), token('est', ['AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']), period()];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder([{ [ACC]: 100, [NOM]: 1 }, { [PART]: 1 }, { 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin': 1 }, { PUNCT: 1 }]), false))[0]).toBe(ACC);
    // ad res … fuit
    const prep = [token('ad', ['ADP']), token('res', [ACC, NOM]), token('fuit', [SUNT]), period()];
    expect(tagsOf(decodeWithRules(prep, ctx, decoder([{ ADP: 1 }, { [ACC]: 100, [NOM]: 1 }, { [SUNT]: 1 }, { PUNCT: 1 }]), false))[1]).toBe(ACC);
  });
});

describe('the neuter of a clause whose only verb is sum (rule 54)', () => {
  const ACC = 'NOUN|Case=Acc|Gender=Neut|Number=Sing';
  const NOM = 'NOUN|Case=Nom|Gender=Neut|Number=Sing';
  const EST = 'AUX|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
  const DECESSIT = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin|Voice=Act';
  // indicium est [word], decessit: another clause of the sentence part has its own verb, so rule 38 does not read it
  const read = (words: [string, string[]][], convention?: string) => {
    const tokens = [token('indicium', [ACC, NOM]), ...words.map(([k, tags]) => token(k, tags)), comma(), token('decessit', [DECESSIT]), period()];
    const scores = tokens.map((t) => (t.key === 'indicium' ? { [ACC]: 100, [NOM]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, { ...ctx, ...(convention ? { convention } : {}) }, decoder(scores), false))[0];
  };

  test('in a clause whose only verb is a third person of sum the neuter is the nominative', () => {
    expect(read([['est', [EST]]])).toBe(NOM);
  });

  test('another verb, an infinitive, a masculine participle or a treebank\'s convention: it stays', () => {
    expect(read([['habet', [DECESSIT]]])).toBe(ACC);
    expect(read([['est', [EST]], ['esse', ['AUX|VerbForm=Inf']]])).toBe(ACC);
    expect(read([['perosus', ['VERB|Case=Nom|Gender=Masc|Number=Sing|VerbForm=Part']], ['est', [EST]]])).toBe(ACC);
    expect(read([['est', [EST]]], 'perseus')).toBe(ACC);
  });
});

describe('the predicate of esse beside possum, debeo, videor (rule 91)', () => {
  const ACC = 'ADJ|Case=Acc|Gender=Neut|Number=Sing';
  const NOM = 'ADJ|Case=Nom|Gender=Neut|Number=Sing';
  const POTEST = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
  const ESSE = 'AUX|VerbForm=Inf';
  // Quid enim potest esse tam apertum tamque perspicuum
  const read = (verb: string, lemma: string, between: [string, string][] = [], convention?: string) => {
    const tokens = [
      token(verb, [POTEST], [{ upos: 'VERB', lemma }]), token('esse', [ESSE]), ...between.map(([k, t]) => token(k, [t])),
      token('apertum', [ACC, NOM]), token('que', ['CCONJ']), token('perspicuum', [ACC, NOM]), period(),
    ];
    const scores = tokens.map((t) => (t.key === 'apertum' || t.key === 'perspicuum' ? { [ACC]: 100, [NOM]: 1 } : { [t.tags![0]!]: 1 }));
    const tags = tagsOf(decodeWithRules(tokens, { ...ctx, ...(convention ? { convention } : {}) }, decoder(scores), false));
    return [tags[2 + between.length], tags[4 + between.length]];
  };

  test('an adjective read as the accusative after esse beside potest is the nominative, and one joined to it', () => {
    expect(read('potest', 'possum', [['tam', 'ADV']])).toEqual([NOM, NOM]);
    expect(read('uidetur', 'videor')).toEqual([NOM, NOM]);
  });

  test('beside a verb that takes an accusative and infinitive, after a preposition, or in a treebank\'s convention: it stays', () => {
    // cum Deus velit oblationes esse inmaculatas
    expect(read('uult', 'volo')).toEqual([ACC, ACC]);
    expect(read('potest', 'possum', [['ad', 'ADP']])).toEqual([ACC, ACC]);
    expect(read('potest', 'possum', [], 'perseus')).toEqual([ACC, ACC]);
  });

  // The stretch after esse ends at a relative, a coordinating conjunction before another predicate, an infinitive
  // whose object the word may be (decision 119).
  const FIN = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
  const INF = 'VERB|VerbForm=Inf';
  const sentence = (verb: string, lemma: string, words: [string, string[]][]) => {
    const tokens = [token(verb, [FIN], [{ upos: 'VERB', lemma }]), token('esse', [ESSE]), ...words.map(([k, tags]) => token(k, tags)), period()];
    const scores = tokens.map((t) => (t.tags!.includes(ACC) ? { [ACC]: 100, [NOM]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false));
  };
  const BEATUS = 'ADJ|Case=Nom|Gender=Masc|Number=Sing';

  test('not past a relative: Nemo potest esse beatus qui omne bonum amisit', () => {
    const qui = ['PRON|Case=Nom|Gender=Masc|Number=Sing|PronType=Rel'];
    const tags = sentence('potest', 'possum', [['beatus', [BEATUS]], ['qui', qui], ['omne', [ACC, NOM]], ['bonum', [ACC, NOM]], ['amisit', [FIN]]]);
    expect([tags[4], tags[5]]).toEqual([ACC, ACC]);
  });

  test('not past a coordinating conjunction or the object of an infinitive: esse iustus et alienum non cupere, esse pauper et multum habere, esse iucundum multum timere', () => {
    expect(sentence('debet', 'debeo', [['iustus', [BEATUS]], ['et', ['CCONJ']], ['alienum', [ACC, NOM]], ['non', ['ADV']], ['cupere', [INF]]])[4]).toBe(ACC);
    expect(sentence('potest', 'possum', [['pauper', [BEATUS]], ['et', ['CCONJ']], ['multum', [ACC, NOM]], ['habere', [INF]]])[4]).toBe(ACC);
    expect(sentence('potest', 'possum', [['iucundum', [NOM]], ['multum', [ACC, NOM]], ['timere', [INF]]])[3]).toBe(ACC);
  });
});
