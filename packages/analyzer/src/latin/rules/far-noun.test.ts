import { describe, expect, test } from 'vitest';
import type { Analysis } from '../../core/types';
import { decodeWithRules, type RuleName } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

const SUO_NEUT = 'DET|Case=Abl|Gender=Neut|Number=Sing|Poss=Yes|PronType=Prs|Reflex=Yes';
const SUO_MASC = 'DET|Case=Abl|Gender=Masc|Number=Sing|Poss=Yes|PronType=Prs|Reflex=Yes';
const SUO_FEM = 'DET|Case=Abl|Gender=Fem|Number=Sing|Poss=Yes|PronType=Prs|Reflex=Yes';
const HABITU = 'NOUN|Case=Abl|Gender=Masc|Number=Sing';
/** Rule 18 (`hyperbaton`, soft) also tries the agreement: left out where it would reach the same noun. */
const alone = { ...ctx, without: new Set<RuleName>(['hyperbaton']) };
const POSSESSIVE: Partial<Analysis>[] = [{ lemma: 'suus', upos: 'DET', feats: { Poss: 'Yes', PronType: 'Prs' } }];

describe('a modifier\'s gender from a noun farther in its clause (rule 95)', () => {
  // Ne gloriari libeat alienis bonis, suoque potius habitu vitam degere.
  const sentence = (between: string, tag: string, analyses = POSSESSIVE) => [
    token('suo', [SUO_NEUT, SUO_MASC], analyses), token('que', ['CCONJ']), token(between, [tag]), token('habitu', [HABITU]), period(),
  ];
  const scores = (tag: string) => [{ [SUO_NEUT]: 5, [SUO_MASC]: 1 }, { CCONJ: 1 }, { [tag]: 1 }, { [HABITU]: 1 }, { PUNCT: 1 }];

  test('past an adverb, a possessive takes the gender of the noun two words on (suoque potius habitu)', () => {
    expect(tagsOf(decodeWithRules(sentence('potius', 'ADV'), ctx, decoder(scores('ADV')), false))[0]).toBe(SUO_MASC);
    // A treebank's convention keeps the tagger's reading.
    expect(tagsOf(decodeWithRules(sentence('potius', 'ADV'), { ...ctx, convention: 'perseus' }, decoder(scores('ADV')), false))[0]).toBe(SUO_NEUT);
  });

  test('not past a verb or a conjunction, which part the phrases (suoque ... et habitu)', () => {
    expect(tagsOf(decodeWithRules(sentence('et', 'CCONJ'), ctx, decoder(scores('CCONJ')), false))[0]).toBe(SUO_NEUT);
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';
    expect(tagsOf(decodeWithRules(sentence('uiuit', VERB), ctx, decoder(scores(VERB)), false))[0]).toBe(SUO_NEUT);
  });

  test('not a determiner that stands for a noun on its own (ex hoc ... actu)', () => {
    const demonstrative: Partial<Analysis>[] = [{ lemma: 'hic', upos: 'DET', feats: { PronType: 'Dem' } }];
    expect(tagsOf(decodeWithRules(sentence('potius', 'ADV', demonstrative), ctx, decoder(scores('ADV')), false))[0]).toBe(SUO_NEUT);
  });

  test('nouns of two genders at the same distance leave the reading as it is (uita ... suoque potius habitu)', () => {
    const VITA = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
    const suo = token('suo', [SUO_NEUT, SUO_MASC, SUO_FEM], POSSESSIVE);
    const tokens = [token('uita', [VITA]), token('iam', ['ADV']), token('modo', ['ADV']), suo, token('que', ['CCONJ']), token('potius', ['ADV']), token('habitu', [HABITU]), period()];
    const all = [{ [VITA]: 1 }, { ADV: 1 }, { ADV: 1 }, { [SUO_NEUT]: 5, [SUO_MASC]: 1, [SUO_FEM]: 1 }, { CCONJ: 1 }, { ADV: 1 }, { [HABITU]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(all), false))[3]).toBe(SUO_NEUT);
    // Either noun alone gives its gender.
    expect(tagsOf(decodeWithRules(tokens.slice(1), ctx, decoder(all.slice(1)), false))[2]).toBe(SUO_MASC);
    const before = [...tokens.slice(0, 6), period()];
    expect(tagsOf(decodeWithRules(before, ctx, decoder([...all.slice(0, 6), { PUNCT: 1 }]), false))[3]).toBe(SUO_FEM);
  });

  test('a present participle stands for a person: it keeps its gender (amante potius habitu)', () => {
    const part = (tense: string, gender: string) => `VERB|Aspect=${tense === 'Pres' ? 'Imp' : 'Perf'}|Case=Abl|Gender=${gender}|Number=Sing|Tense=${tense}|VerbForm=Part|Voice=${tense === 'Pres' ? 'Act' : 'Pass'}`;
    const run = (tense: string) => {
      const tags = [part(tense, 'Fem'), part(tense, 'Masc')];
      const tokens = [token('amante', tags, [{ lemma: 'amo', upos: 'VERB', feats: { VerbForm: 'Part', Tense: tense } }]), token('potius', ['ADV']), token('habitu', [HABITU]), period()];
      return tagsOf(decodeWithRules(tokens, alone, decoder([{ [tags[0]!]: 5, [tags[1]!]: 1 }, { ADV: 1 }, { [HABITU]: 1 }, { PUNCT: 1 }]), false))[0];
    };
    expect(run('Pres')).toBe(part('Pres', 'Fem'));
    expect(run('Past')).toBe(part('Past', 'Masc'));
  });

  // Magnis itineribus Caesar celeriter cum suis contendit; Nam a Caecilio propinqui minore centesimis …
  const SUIS = (g: string) => `DET|Case=Abl|Gender=${g}|Number=Plur|Poss=Yes|PronType=Prs|Reflex=Yes`;
  const ITINERIBUS = 'NOUN|Case=Abl|Gender=Neut|Number=Plur';
  const CAESAR = 'PROPN|Case=Nom|Gender=Masc|Number=Sing';
  const leftOf = (words: [string, string][], analyses: Partial<Analysis>[] = []) => {
    const tokens = [token('itineribus', [ITINERIBUS]), ...words.map(([w, t]) => token(w, [t])), token('suis', [SUIS('Masc'), SUIS('Neut')], POSSESSIVE), period()];
    const scores = [{ [ITINERIBUS]: 1 }, ...words.map(([, t]) => ({ [t]: 1 })), { [SUIS('Masc')]: 5, [SUIS('Neut')]: 1 }, { PUNCT: 1 }];
    return tagsOf(decodeWithRules(tokens.map((t, k) => (k === words.length + 1 && analyses.length ? token(t.key, t.tags as string[], analyses) : t)), ctx, decoder(scores), false))[words.length + 1];
  };

  test('not leftwards past a preposition: the modifier after it is its object (itineribus Caesar cum suis)', () => {
    expect(leftOf([['Caesar', CAESAR], ['cum', 'ADP']])).toBe(SUIS('Masc'));
    expect(leftOf([['Caesar', CAESAR], ['celeriter', 'ADV']])).toBe(SUIS('Neut'));
  });

  test('not a noun that is a preposition\'s object before the modifier (a Caecilio propinqui minore)', () => {
    const CAECILIO = 'PROPN|Case=Abl|Gender=Masc|Number=Sing';
    const PROPINQUI = 'NOUN|Case=Nom|Gender=Masc|Number=Plur';
    const MINORE = (g: string) => `ADJ|Case=Abl|Degree=Cmp|Gender=${g}|Number=Sing`;
    const run = (first: string) => {
      const tokens = [token(first, [first === 'a' ? 'ADP' : 'ADV']), token('caecilio', [CAECILIO]), token('propinqui', [PROPINQUI]), token('minore', [MINORE('Neut'), MINORE('Masc')]), period()];
      return tagsOf(decodeWithRules(tokens, alone, decoder([{ [first === 'a' ? 'ADP' : 'ADV']: 1 }, { [CAECILIO]: 1 }, { [PROPINQUI]: 1 }, { [MINORE('Neut')]: 5, [MINORE('Masc')]: 1 }, { PUNCT: 1 }]), false))[3];
    };
    expect(run('a')).toBe(MINORE('Neut'));
    expect(run('nunc')).toBe(MINORE('Masc'));
  });

  test('not past a relative or interrogative, which opens a clause (libertate quantum brevi)', () => {
    const QUANTUM = 'DET|Case=Acc|Gender=Neut|Number=Sing';
    expect(leftOf([['quantum', QUANTUM]].map(([w, t]) => [w!, t!] as [string, string]))).toBe(SUIS('Neut'));
    const tokens = [token('itineribus', [ITINERIBUS]), token('quantum', [QUANTUM], [{ lemma: 'quantus', upos: 'DET', feats: { PronType: 'Rel' } }]), token('suis', [SUIS('Masc'), SUIS('Neut')], POSSESSIVE), period()];
    const scores = [{ [ITINERIBUS]: 1 }, { [QUANTUM]: 1 }, { [SUIS('Masc')]: 5, [SUIS('Neut')]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, alone, decoder(scores), false))[2]).toBe(SUIS('Masc'));
  });

  test('a genitive noun past a word of another case is another phrase\'s (ore sapientiae duplex sapientis officium)', () => {
    const SAPIENTIAE = 'NOUN|Case=Gen|Gender=Fem|Number=Sing';
    const SAPIENTIS = (g: string) => `ADJ|Case=Gen|Degree=Pos|Gender=${g}|Number=Sing`;
    const run = (between: string) => {
      const tokens = [token('sapientiae', [SAPIENTIAE]), token('x', [between]), token('sapientis', [SAPIENTIS('Masc'), SAPIENTIS('Fem')]), period()];
      return tagsOf(decodeWithRules(tokens, alone, decoder([{ [SAPIENTIAE]: 1 }, { [between]: 1 }, { [SAPIENTIS('Masc')]: 5, [SAPIENTIS('Fem')]: 1 }, { PUNCT: 1 }]), false))[2];
    };
    expect(run('ADJ|Case=Nom|Degree=Pos|Gender=Neut|Number=Sing')).toBe(SAPIENTIS('Masc'));
    expect(run('ADV')).toBe(SAPIENTIS('Fem'));
  });

  test('the noun\'s gender as its card gives it: the lexicon\'s one gender over the tag\'s (Horror artus omnis)', () => {
    const HORROR = (g: string) => `NOUN|Case=Abl|Gender=${g}|Number=Sing`;
    const run = (lexicon: string) => {
      const noun = token('horrore', [HORROR('Fem')], [{ lemma: 'horror', upos: 'NOUN', source: 'lexicon', feats: { Case: 'Abl', Gender: lexicon, Number: 'Sing' } }]);
      const tokens = [noun, token('potius', ['ADV']), token('suo', [SUO_NEUT, SUO_MASC, SUO_FEM], POSSESSIVE), period()];
      return tagsOf(decodeWithRules(tokens, alone, decoder([{ [HORROR('Fem')]: 1 }, { ADV: 1 }, { [SUO_NEUT]: 5, [SUO_MASC]: 1, [SUO_FEM]: 1 }, { PUNCT: 1 }]), false))[2];
    };
    expect(run('Masc')).toBe(SUO_MASC);
    expect(run('Fem')).toBe(SUO_FEM);
  });
});
