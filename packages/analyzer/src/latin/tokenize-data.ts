/**
 * Word lists the Latin tokenizer needs: abbreviations, enclitic exceptions, punctuation classes.
 * Keys are look-up keys (normalizeLatin: u for v, i for j, lower case) unless said otherwise.
 */
import type { Feats } from '../core/types';

/**
 * Abbreviations written with a capital and a dot (praenomina, months, offices). Case-sensitive, without the dot.
 * Praenomina and the Kalendae come from Collatinus abreviations.la; the rest are the common ones of school texts.
 */
export const CAPITAL_ABBREVIATIONS: ReadonlySet<string> = new Set([
  // praenomina
  'A', 'Agr', 'Ap', 'App', 'C', 'Cn', 'D', 'F', 'K', 'L', 'M', "M'", 'Mam', 'N', 'Oct', 'Opet', 'P', 'Post', 'Pro',
  'Q', 'S', 'Ser', 'Sex', 'Sp', 'St', 'T', 'Ti', 'Tib', 'V', 'Vol',
  // calendar: Kalendae and months (Nonae and Idus only after a numeral, see CALENDAR_AFTER_NUMERAL)
  'Kal', 'Ian', 'Febr', 'Feb', 'Mart', 'Apr', 'Mai', 'Iun', 'Quint', 'Quinct', 'Sext', 'Sept', 'Nov', 'Dec',
  // offices and formulas
  'Cos', 'Coss', 'Imp', 'Pont', 'Max', 'Trib', 'Pl', 'Procos', 'Propr', 'Pr',
]);

/** Praenomina written abbreviated with a dot (`C. Iulius Caesar`, `M. Tullius Cicero`) and the names they stand for. */
export const PRAENOMINA: ReadonlyMap<string, string> = new Map([
  ['A', 'Aulus'], ['Ap', 'Appius'], ['App', 'Appius'], ['C', 'Gaius'], ['Cn', 'Gnaeus'], ['D', 'Decimus'], ['K', 'Kaeso'],
  ['L', 'Lucius'], ['M', 'Marcus'], ["M'", 'Manius'], ['Mam', 'Mamercus'], ['N', 'Numerius'], ['P', 'Publius'],
  ['Q', 'Quintus'], ['Ser', 'Servius'], ['Sex', 'Sextus'], ['Sp', 'Spurius'], ['T', 'Titus'], ['Ti', 'Tiberius'], ['Tib', 'Tiberius'],
]);

/**
 * What an abbreviation stands for on a student's card: the headword of the lexicon (with the features its
 * readings must have: `Coss.` is plural), or, for a phrase (`S.P.Q.R.`), the phrase and its part of speech
 * (its Italian meaning is in data/glosses-it.tsv). Keys as written, without the final dot for the capital ones
 * (CAPITAL_ABBREVIATIONS), with every dot for the dotted ones (DOTTED_ABBREVIATIONS).
 */
export type AbbreviationExpansion =
  | { lemma: string; upos?: 'PROPN'; feats?: Feats }
  | { phrase: string; upos: 'PROPN' | 'NOUN' | 'ADV' | 'VERB' };
export const ABBREVIATION_EXPANSIONS: ReadonlyMap<string, AbbreviationExpansion> = new Map<string, AbbreviationExpansion>([
  ...[...PRAENOMINA].map(([abbreviation, name]): [string, AbbreviationExpansion] => [abbreviation, { lemma: name, upos: 'PROPN', feats: { Number: 'Sing' } }]),
  // calendar
  ['Kal', { lemma: 'Kalendae' }], ['Non', { lemma: 'Nonae' }], ['Id', { lemma: 'Idus' }], ['Eid', { lemma: 'Idus' }],
  ['Ian', { lemma: 'Ianuarius' }], ['Febr', { lemma: 'Februarius' }], ['Feb', { lemma: 'Februarius' }], ['Mart', { lemma: 'Martius' }],
  ['Apr', { lemma: 'Aprilis' }], ['Mai', { lemma: 'Maius' }], ['Iun', { lemma: 'Iunius2' }], ['Quint', { lemma: 'Quintilis' }],
  ['Quinct', { lemma: 'Quintilis' }], ['Sext', { lemma: 'Sextilis' }], ['Sept', { lemma: 'September' }], ['Oct', { lemma: 'October' }],
  ['Nov', { lemma: 'November' }], ['Dec', { lemma: 'December' }],
  // offices and formulas
  ['Cos', { lemma: 'consul', feats: { Number: 'Sing' } }], ['Coss', { lemma: 'consul', feats: { Number: 'Plur' } }],
  ['cos.', { lemma: 'consul', feats: { Number: 'Sing' } }], ['coss.', { lemma: 'consul', feats: { Number: 'Plur' } }],
  ['Imp', { lemma: 'imperator', feats: { Number: 'Sing' } }], ['Pont', { lemma: 'pontifex', feats: { Number: 'Sing' } }], ['Max', { lemma: 'magnus', feats: { Degree: 'Sup', Number: 'Sing' } }],
  ['Trib', { lemma: 'tribunus', feats: { Number: 'Sing' } }], ['Pl', { lemma: 'plebs' }], ['pl.', { lemma: 'plebs' }], ['Procos', { lemma: 'proconsul', feats: { Number: 'Sing' } }],
  ['Propr', { lemma: 'propraetor', feats: { Number: 'Sing' } }], ['Pr', { lemma: 'praetor', feats: { Number: 'Sing' } }], ['sc.', { lemma: 'scilicet' }], ['cf.', { lemma: 'confero', feats: { Mood: 'Imp', Number: 'Sing' } }],
  ['S.P.Q.R.', { phrase: 'Senatus Populusque Romanus', upos: 'PROPN' }], ['P.R.', { phrase: 'populus Romanus', upos: 'NOUN' }],
  ['p.R.', { phrase: 'populus Romanus', upos: 'NOUN' }], ['tr.pl.', { phrase: 'tribunus plebis', upos: 'NOUN' }],
  ['S.P.D.', { phrase: 'salutem plurimam dicit', upos: 'VERB' }], ['s.p.d.', { phrase: 'salutem plurimam dicit', upos: 'VERB' }],
  ['a.d.', { phrase: 'ante diem', upos: 'ADV' }], ['a.u.c.', { phrase: 'ab urbe condita', upos: 'ADV' }],
  ['a.Chr.n.', { phrase: 'ante Christum natum', upos: 'ADV' }], ['p.Chr.n.', { phrase: 'post Christum natum', upos: 'ADV' }],
  ['etc.', { phrase: 'et cetera', upos: 'ADV' }],
]);

/**
 * Words after which a form of quis or qui is the indefinite on students' cards (`si quis`, `ne quem diem`, `si quo
 * pacto`): the grammars' si, nisi, ne, num and their compounds; look-up keys. Not nec and neque: after them the UD
 * files' gold has no indefinite (four relatives and four times the conjunction quod, 8 of 8: decision 098).
 */
export const INDEFINITE_AFTER: ReadonlySet<string> = new Set(['si', 'nisi', 'ne', 'num', 'siue', 'seu', 'neu']);

/** Words after which rule 23 reads a relative's form before a noun it agrees with as the determiner: look-up keys. */
export const DETERMINER_AFTER: ReadonlySet<string> = new Set([...INDEFINITE_AFTER, 'nec', 'neque']);

/** `Non.` and `Id.` are abbreviations only in dates (`a.d. III Non. Iun.`), where a numeral or `a.d.` precedes them. */
export const CALENDAR_AFTER_NUMERAL: ReadonlySet<string> = new Set(['Non', 'Id', 'Eid']);

/** Lower-case abbreviations with inner dots, matched as written (longest first). */
export const DOTTED_ABBREVIATIONS: readonly string[] = [
  'S.P.Q.R.', 'S.P.D.', 'P.R.', 's.p.d.', 'a.u.c.', 'a.d.', 'p.R.', 'p.Chr.n.', 'a.Chr.n.', 'cos.', 'coss.', 'tr.pl.', 'pl.', 'sc.', 'cf.', 'etc.',
].sort((a, b) => b.length - a.length);

/**
 * Forms ending in -que, -ne, -ve that are whole words, never host + enclitic, even when the lexicon
 * does not list them (a missing form must not turn `itaque` into `ita` + `que`).
 */
export const NEVER_SPLIT: ReadonlySet<string> = new Set([
  // -que: conjunctions and adverbs
  'itaque', 'neque', 'atque', 'quoque', 'denique', 'utique', 'undique', 'ubique', 'usque', 'absque', 'namque',
  'plerumque', 'quandoque', 'utrimque', 'utrinque', 'undecumque', 'quacumque', 'quaque', 'quomodocumque',
  'uterque', 'utraque', 'utrumque', 'utriusque', 'utrique', 'utroque', 'utramque', 'utrasque', 'utrosque', 'utrarumque',
  'utrorumque', 'utrisque', 'utraeque',
  'quisque', 'quaeque', 'quodque', 'quidque', 'quicque', 'cuiusque', 'cuique', 'quemque', 'quamque', 'quoque', 'quique',
  'quorumque', 'quarumque', 'quibusque', 'quosque', 'quasque', 'unusquisque', 'unumquemque', 'uniuscuiusque',
  'uniquique', 'unoquoque', 'unaquaque', 'unamquamque', 'unumquodque', 'unicuique',
  'plerique', 'pleraque', 'plerasque', 'plerosque', 'plerorumque', 'plerisque',
  'cumque', 'quicumque', 'quaecumque', 'quodcumque', 'cuiuscumque', 'cuicumque', 'quemcumque', 'quamcumque',
  'quocumque', 'quibuscumque', 'quoscumque', 'quascumque', 'quorumcumque', 'ubicumque', 'quandocumque', 'utcumque',
  'quotienscumque', 'qualiscumque', 'quantuscumque', 'quotcumque', 'undique', 'susque', 'deque',
  // -ne: words that merely end in -ne
  'bene', 'pone', 'sine', 'paene', 'pene', 'superne', 'inferne', 'sane', 'plane', 'mane', 'immane', 'ne',
  'nonne', 'anne', 'utrumne', 'hodiene', 'abdomine', 'omne', 'inane', 'hirundine', 'fine', 'carne', 'crine',
  'nomine', 'homine', 'lumine', 'flumine', 'carmine', 'numine', 'agmine', 'ordine', 'margine', 'origine', 'uirgine',
  'imagine', 'sanguine', 'cicerone', 'scipione', 'catone', 'platone', 'ratione', 'oratione', 'legione', 'regione',
  'religione', 'opinione', 'natione', 'multitudine', 'magnitudine', 'consuetudine', 'fortitudine', 'solitudine',
  'turbine', 'pectine', 'aene', 'germane', 'inhumane', 'romane', 'cane', 'pane',
  // -ve: words that merely end in -ve / -ue
  'siue', 'neue', 'seue', 'breue', 'graue', 'leue', 'saeue', 'caue', 'aue', 'salue', 'uae', 'boue', 'noue', 'oue',
  'claue', 'naue', 'ue', 'que', 'cue', 'quidue',
]);

/** Pronoun ablatives that take a following clitic `cum`: `mecum` = `me` + `cum`. Keys → the host as written in lower case. */
export const CUM_HOSTS: ReadonlySet<string> = new Set(['me', 'te', 'se', 'nobis', 'uobis', 'quo', 'qua', 'quibus', 'qui']);

/** The enclitics, tried in this order (look-up keys). `ue` is -ve once v is folded to u. */
export const ENCLITICS: readonly string[] = ['que', 'ne', 'ue'];

/** Punctuation that ends a sentence (the next token starts one). */
export const SENTENCE_END: ReadonlySet<string> = new Set(['.', '?', '!', ';']);

/** Closing marks that still belong to the sentence just ended (`«Veni.»`). */
export const CLOSING_MARKS: ReadonlySet<string> = new Set(['»', '”', '’', ')', ']', '›']);
