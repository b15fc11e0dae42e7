import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { standsAlone } from './noun-phrase';
import { infoOf } from '../../core/constraints/tag-info';
import type { ConstraintToken } from '../../core/constraints/types';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

const NOUN_FEM = 'NOUN|Case=Abl|Gender=Fem|Number=Plur';
const NOUN_NEUT_SG = 'NOUN|Case=Abl|Gender=Neut|Number=Sing';

describe('noun phrase gender (rule 44)', () => {
  test('a determiner with no gender takes the gender of the noun beside it (His litteris)', () => {
    const NONE = 'DET|Case=Abl|Number=Plur|PronType=Dem';
    const FEM = 'DET|Case=Abl|Gender=Fem|Number=Plur|PronType=Dem';
    const NEUT = 'DET|Case=Abl|Gender=Neut|Number=Plur|PronType=Dem';
    const tokens = [token('his', [NONE, FEM, NEUT]), token('litteris', [NOUN_FEM])];
    const scores = [{ [NONE]: 5, [FEM]: 1, [NEUT]: 2 }, { [NOUN_FEM]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(FEM);
    // A treebank's convention keeps the tagger's reading.
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[0]).toBe(NONE);
  });

  test('the noun is reached through another modifier, and the modifier takes its case too (Omnibus his civitatibus)', () => {
    const DAT_MASC = 'DET|Case=Dat|Gender=Masc|Number=Plur';
    const ABL_MASC = 'DET|Case=Abl|Gender=Masc|Number=Plur';
    const ABL_FEM = 'DET|Case=Abl|Gender=Fem|Number=Plur';
    const HIS = 'DET|Case=Abl|Gender=Fem|Number=Plur|PronType=Dem';
    const tokens = [token('omnibus', [DAT_MASC, ABL_MASC, ABL_FEM]), token('his', [HIS]), token('ciuitatibus', [NOUN_FEM])];
    const scores = [{ [DAT_MASC]: 5, [ABL_MASC]: 4, [ABL_FEM]: 1 }, { [HIS]: 1 }, { [NOUN_FEM]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(ABL_FEM);
  });

  test('a preposition between the modifier and its noun (magno cum detrimento)', () => {
    const MASC = 'ADJ|Case=Abl|Gender=Masc|Number=Sing';
    const NEUT = 'ADJ|Case=Abl|Gender=Neut|Number=Sing';
    const tokens = [token('magno', [MASC, NEUT]), token('cum', ['SCONJ', 'ADP']), token('detrimento', [NOUN_NEUT_SG])];
    const scores = [{ [MASC]: 5, [NEUT]: 1 }, { SCONJ: 2, ADP: 1 }, { [NOUN_NEUT_SG]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(NEUT);
  });

  test('with an enclitic only the noun after it counts (laboribus senatoriisque muneribus)', () => {
    const MASC = 'ADJ|Case=Abl|Gender=Masc|Number=Plur';
    const NEUT = 'ADJ|Case=Abl|Gender=Neut|Number=Plur';
    const LABORIBUS = 'NOUN|Case=Abl|Gender=Masc|Number=Plur';
    const MUNERIBUS = 'NOUN|Case=Abl|Gender=Neut|Number=Plur';
    const tokens = [token('laboribus', [LABORIBUS]), token('senatoriis', [MASC, NEUT]), token('que', ['CCONJ']), token('muneribus', [MUNERIBUS])];
    const scores = [{ [LABORIBUS]: 1 }, { [MASC]: 5, [NEUT]: 1 }, { CCONJ: 1 }, { [MUNERIBUS]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(NEUT);
    // Without the enclitic, nouns of two genders on either side leave the reading as it is.
    const both = [tokens[0]!, tokens[1]!, tokens[3]!];
    expect(tagsOf(decodeWithRules(both, ctx, decoder([scores[0]!, scores[1]!, scores[3]!]), false))[1]).toBe(MASC);
  });

  test('right after a preposition\'s noun, a gerundive goes with it, not with the next noun (ad exercitum recensendum contionem)', () => {
    const MASC = 'VERB|Case=Acc|Gender=Masc|Number=Sing|VerbForm=Gdv|Voice=Pass';
    const NEUT = 'VERB|Case=Acc|Gender=Neut|Number=Sing|VerbForm=Gdv|Voice=Pass';
    const EXERCITUM = 'NOUN|Case=Acc|Gender=Masc|Number=Sing';
    const CONTIONEM = 'NOUN|Case=Acc|Gender=Fem|Number=Sing';
    const VERB = 'VERB|Mood=Sub|Number=Sing|Person=3|VerbForm=Fin|Voice=Act';
    const tokens = [token('ad', ['ADP']), token('exercitum', [EXERCITUM]), token('recensendum', [NEUT, MASC]), token('contionem', [CONTIONEM]), token('haberet', [VERB]), period()];
    const scores = [{ ADP: 1 }, { [EXERCITUM]: 1 }, { [NEUT]: 5, [MASC]: 1 }, { [CONTIONEM]: 1 }, { [VERB]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe(MASC);
    // A treebank's convention keeps the tagger's reading.
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[2]).toBe(NEUT);
    // Without the preposition, nouns of two genders on either side leave the reading as it is.
    const bare = tokens.slice(1);
    expect(tagsOf(decodeWithRules(bare, ctx, decoder(scores.slice(1)), false))[1]).toBe(NEUT);
  });

  test('after a preposition\'s noun of another case or number, a determiner is left to agree with the next noun (in Gallia ea oppida erant)', () => {
    const EA = 'DET|Case=Nom|Gender=Neut|Number=Plur|PronType=Dem';
    const EA_ABL = 'DET|Case=Abl|Gender=Fem|Number=Sing|PronType=Dem';
    const GALLIA = 'PROPN|Case=Abl|Gender=Fem|Number=Sing';
    const OPPIDA = 'NOUN|Case=Nom|Gender=Neut|Number=Plur';
    const ERANT = 'AUX|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin';
    const tokens = [token('in', ['ADP']), token('gallia', [GALLIA]), token('ea', [EA, EA_ABL]), token('oppida', [OPPIDA]), token('erant', [ERANT]), period()];
    const scores = [{ ADP: 1 }, { [GALLIA]: 1 }, { [EA]: 5, [EA_ABL]: 1 }, { [OPPIDA]: 1 }, { [ERANT]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe(EA);
  });

  test('a modifier before the copula takes the gender, case and number of the nominative after it (Aurea … est aetas, quae … colebat)', () => {
    const ACC = 'ADJ|Case=Acc|Gender=Neut|Number=Plur';
    const NOM = 'ADJ|Case=Nom|Gender=Fem|Number=Sing';
    const EST = 'AUX|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin';
    const AETAS = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
    const QUAE = 'PRON|Case=Nom|Gender=Fem|Number=Sing|PronType=Rel';
    const COLEBAT = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const comma: ConstraintToken = { ...period(), key: ',' };
    const tokens = [token('aurea', [ACC, NOM]), token('est', [EST]), token('aetas', [AETAS]), comma, token('quae', [QUAE]), token('colebat', [COLEBAT])];
    const scores = [{ [ACC]: 100, [NOM]: 1 }, { [EST]: 1 }, { [AETAS]: 1 }, { PUNCT: 1 }, { [QUAE]: 1 }, { [COLEBAT]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(NOM);
    // Not past another verb: a noun after it is no subject of the modifier's copula.
    const other = [tokens[0]!, token('colebat', [COLEBAT]), tokens[2]!];
    expect(tagsOf(decodeWithRules(other, ctx, decoder([scores[0]!, { [COLEBAT]: 1 }, scores[2]!]), false))[0]).toBe(ACC);
  });

  test('a participle keeps its case (Recepto Firmo)', () => {
    const DAT = 'VERB|Case=Dat|Gender=Masc|Number=Sing|VerbForm=Part';
    const ABL = 'VERB|Case=Abl|Gender=Neut|Number=Sing|VerbForm=Part';
    const tokens = [token('recepto', [DAT, ABL]), token('firmo', ['PROPN|Case=Abl|Gender=Neut|Number=Sing'])];
    // Far apart in the tagger's scores: the soft agreement of rule 18 leaves it be.
    const scores = [{ [DAT]: 100, [ABL]: 1 }, { 'PROPN|Case=Abl|Gender=Neut|Number=Sing': 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(DAT);
  });
});

describe('substantive gender (rule 45)', () => {
  const NEUT = 'DET|Case=Abl|Gender=Neut|Number=Plur|Poss=Yes|PronType=Prs|Reflex=Yes';
  const MASC = 'DET|Case=Abl|Gender=Masc|Number=Plur|Poss=Yes|PronType=Prs|Reflex=Yes';
  const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';

  test('a determiner standing alone takes the gender learnt for its case and number (Rex ab suis appellatur)', () => {
    const tokens = [token('rex', ['NOUN|Case=Nom|Gender=Masc|Number=Sing']), token('ab', ['ADP']), token('suis', [NEUT, MASC]), token('appellatur', [VERB])];
    const scores = [{ 'NOUN|Case=Nom|Gender=Masc|Number=Sing': 1 }, { ADP: 1 }, { [NEUT]: 5, [MASC]: 1 }, { [VERB]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe(MASC);
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[2]).toBe(NEUT);
  });

  test('with a noun of its case and number near, it is no substantive', () => {
    const chosen = ['DET|Case=Abl|Number=Plur', 'VERB|VerbForm=Inf', 'NOUN|Case=Abl|Gender=Fem|Number=Plur'].map(infoOf);
    expect(standsAlone(chosen, 0)).toBe(false);
    expect(standsAlone(chosen.slice(0, 2), 0)).toBe(true);
    expect(standsAlone([infoOf('DET|Case=Abl|Number=Plur'), infoOf('NOUN|Case=Dat|Gender=Fem|Number=Plur')], 0)).toBe(true);
  });
});

describe('participle gender (rule 49)', () => {
  const MASC = 'VERB|Case=Nom|Gender=Masc|Number=Sing|VerbForm=Part';
  const FEM = 'VERB|Case=Nom|Gender=Fem|Number=Sing|VerbForm=Part';
  const VULPES = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
  const UVAM = 'NOUN|Case=Acc|Gender=Fem|Number=Sing';
  const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
  const SUMMIS = 'ADJ|Case=Abl|Gender=Fem|Number=Plur';
  const VIRIBUS = 'NOUN|Case=Abl|Gender=Fem|Number=Plur';
  // `vulpes uvam appetebat summis saliens viribus`
  const tokens = [token('vulpes', [VULPES]), token('uvam', [UVAM]), token('appetebat', [VERB]), token('summis', [SUMMIS]), token('saliens', [MASC, FEM]), token('viribus', [VIRIBUS])];
  // Far apart in the tagger's scores: the soft rules leave it be.
  const scores = [{ [VULPES]: 1 }, { [UVAM]: 1 }, { [VERB]: 1 }, { [SUMMIS]: 1 }, { [MASC]: 100, [FEM]: 1 }, { [VIRIBUS]: 1 }];

  test('a nominative participle with no noun beside it takes the gender of the nominative noun farther away', () => {
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[4]).toBe(FEM);
    // A treebank's convention keeps the tagger's reading.
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[4]).toBe(MASC);
  });

  test('nominative nouns of two genders leave it as it is (Labor … urgens … egestas)', () => {
    const LABOR = 'NOUN|Case=Nom|Gender=Masc|Number=Sing';
    const both = [token('egestas', [VULPES]), ...tokens.slice(1), token('labor', [LABOR])];
    expect(tagsOf(decodeWithRules(both, ctx, decoder([...scores, { [LABOR]: 1 }]), false))[4]).toBe(MASC);
  });
});

describe('adjective gender (rule 79)', () => {
  const MASC = 'ADJ|Case=Nom|Gender=Masc|Number=Sing';
  const FEM = 'ADJ|Case=Nom|Gender=Fem|Number=Sing';
  const EST = 'AUX|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin';
  const POTENTE = 'ADJ|Case=Abl|Gender=Masc|Number=Sing';
  const SOCIETAS = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
  // `Numquam est fidelis cum potente societas`
  const tokens = [token('numquam', ['ADV']), token('est', [EST]), token('fidelis', [MASC, FEM]), token('cum', ['ADP']), token('potente', [POTENTE]), token('societas', [SOCIETAS])];
  // Far apart in the tagger's scores: the soft rules leave it be.
  const scores = [{ ADV: 1 }, { [EST]: 1 }, { [MASC]: 100, [FEM]: 1 }, { ADP: 1 }, { [POTENTE]: 1 }, { [SOCIETAS]: 1 }];

  test('a nominative adjective with no noun beside it takes the gender of its clause\'s nominative noun', () => {
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[2]).toBe(FEM);
    // A treebank's convention keeps the tagger's reading.
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[2]).toBe(MASC);
  });

  test('a neuter predicate stays neuter (triste fit lupus)', () => {
    const NEUT = 'ADJ|Case=Nom|Gender=Neut|Number=Sing';
    const LUPUS = 'NOUN|Case=Nom|Gender=Masc|Number=Sing';
    const FIT = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const neuter = [token('triste', [NEUT, MASC]), token('fit', [FIT]), token('lupus', [LUPUS])];
    expect(tagsOf(decodeWithRules(neuter, ctx, decoder([{ [NEUT]: 100, [MASC]: 1 }, { [FIT]: 1 }, { [LUPUS]: 1 }]), false))[0]).toBe(NEUT);
  });

  test('a nominative noun in another clause is not its subject', () => {
    const comma: ConstraintToken = { ...period(), key: ',' };
    const other = [...tokens.slice(0, 3), comma, tokens[5]!];
    expect(tagsOf(decodeWithRules(other, ctx, decoder([...scores.slice(0, 3), { PUNCT: 1 }, scores[5]!]), false))[2]).toBe(MASC);
  });
});
