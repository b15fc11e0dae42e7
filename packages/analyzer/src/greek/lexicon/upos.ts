/**
 * The part of speech of a Morpheus analysis. Morpheus says only N (any nominal or indeclinable), V or P
 * (participle); the stem type names the closed classes (`article`, `prep`, `conj`, `particle`, `pron1`…),
 * and for the open ones the lemma's most frequent GLAUx part of speech decides noun against adjective.
 */
import type { Upos } from '../../core/types';

const BY_STEMTYPE: ReadonlyMap<string, Upos> = new Map(Object.entries<Upos>({
  article: 'DET', prep: 'ADP', particle: 'PART', adverb: 'ADV', interrog: 'ADV', exclam: 'INTJ', expletive: 'INTJ',
  pron1: 'PRON', pron3: 'PRON', relative: 'PRON', indef: 'PRON', art_adj: 'PRON', pron_adj1: 'PRON', pron_adj3: 'PRON',
  demonstr: 'PRON', numeral: 'NUM', alphabetic: 'NOUN',
}));

/** Conjunctions that open a subordinate clause (the rest coordinate). */
export const SUBORDINATORS = new Set([
  'ὅτι', 'εἰ', 'ἐάν', 'ἤν', 'ἄν', 'ὡς', 'ἐπεί', 'ἐπειδή', 'ὅτε', 'ὅταν', 'ἵνα', 'ὅπως', 'ὥστε', 'πρίν', 'ἕως', 'μέχρι', 'ἐπάν', 'ἐπειδάν',
  'διότι', 'καθώς', 'ὥσπερ', 'ἡνίκα', 'ὁπότε', 'εἴπερ', 'καίπερ', 'μή',
]);

/** Possessive adjectives that Morpheus files under the personal pronouns. */
const POSSESSIVES = new Set(['ἐμός', 'σός', 'ἡμέτερος', 'ὑμέτερος', 'σφέτερος']);

/** Demonstratives and quantifiers that stand before a noun as determiners as often as alone. */
const DETERMINERS = new Set(['οὗτος', 'ἐκεῖνος', 'ὅδε', 'τοιοῦτος', 'τοσοῦτος', 'τοιόσδε', 'τοσόσδε', 'ἄλλος', 'πᾶς', 'ἅπας', 'σύμπας']);

const GLAUX_POS: ReadonlyMap<string, Upos> = new Map(Object.entries<Upos>({ n: 'NOUN', a: 'ADJ', p: 'PRON', m: 'NUM', l: 'DET', d: 'ADV', c: 'CCONJ', r: 'ADP', g: 'PART', i: 'INTJ' }));

/**
 * UPOS of an analysis (`lemma` as Morpheus writes it, homograph digit included): `uposOfMorpheus('N', 'ὁ', 'article', false, undefined)` → `DET`.
 * `glauxPos` is the lemma's most frequent AGDT part-of-speech letter, if GLAUx knows the lemma.
 */
export function uposOfMorpheus(pos: string, lemma: string, stemtypes: string, adverbial: boolean, glauxPos: string | undefined): Upos {
  if (POSSESSIVES.has(lemma)) return 'ADJ';
  lemma = lemma.replace(/\d+$/, '');
  if (pos === 'V' || pos === 'P') return lemma === 'εἰμί' ? 'AUX' : 'VERB';
  if (adverbial) return 'ADV';
  if (DETERMINERS.has(lemma)) return 'DET';
  const types = stemtypes.split(',');
  if (types.includes('conj')) return SUBORDINATORS.has(lemma) ? 'SCONJ' : 'CCONJ';
  for (const t of types) {
    const upos = BY_STEMTYPE.get(t);
    if (upos) return upos;
  }
  if (/^\p{Lu}/u.test(lemma)) return 'PROPN';
  const fromCorpus = glauxPos ? GLAUX_POS.get(glauxPos) : undefined;
  if (fromCorpus === 'NOUN' || fromCorpus === 'ADJ' || fromCorpus === 'PRON' || fromCorpus === 'NUM' || fromCorpus === 'DET') return fromCorpus;
  return ADJECTIVE_STEMS.has(types[0] ?? '') ? 'ADJ' : 'NOUN';
}

/** Stem types of adjectives (two or three endings), for lemmas GLAUx does not know. */
const ADJECTIVE_STEMS = new Set([
  'os_h_on', 'os_a_on', 'os_on', 'us_eia_u', 'hs_es', 'wn_on', 'eis_essa', 'wn_on_comp', 'verb_adj1', 'verb_adj2', 'as_asa_an',
  'wn_ousa_on', 'oos_oh_oon', 'oeis_oessa', 'as_aina_an', 'heis_hessa', 'irreg_adj3', 'irreg_adj1', 'hn_eina_en', 'is_idos_adj', 'eos_eh_eon',
]);
