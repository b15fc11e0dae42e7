/**
 * Dictionary lines that cannot be read off the generated paradigm: forms Collatinus lacks (non vis),
 * defective or suppletive pronouns, and the order Italian dictionaries use for edo.
 */
export const DICTIONARY_LINE_OVERRIDES: ReadonlyMap<string, string> = new Map(Object.entries({
  nolo: 'nolo, non vis, nolui, nolle',
  edo: 'edo, edis, edi, esum, edere',
  ego: 'ego, mei',
  tu: 'tu, tui',
  nos: 'nos, nostri (nostrum)',
  uos: 'vos, vestri (vestrum)',
  se: 'sui, sibi, se',
  mille: 'mille (pl. milia, milium)',
  a: 'a, ab, abs',
  e: 'e, ex',
  ac: 'ac (= atque)',
  nec: 'nec (= neque)',
  oporteo: 'oportet, oportuit, oportere',
  coepio: 'coepi, coeptum, coepisse',
  inquam: 'inquam, inquis, inquit',
}));

/**
 * Headwords that differ from Collatinus's key, where Italian dictionaries and the UD Latin
 * treebanks agree: the fuller form (a → ab, e → ex, ac → atque, nec → neque, se → sui) and the
 * form in use of defective verbs (oportet, coepi).
 */
export const HEADWORD_OVERRIDES: ReadonlyMap<string, string> = new Map(Object.entries({
  a: 'ab', e: 'ex', ac: 'atque', nec: 'neque', se: 'sui',
  // Defective and impersonal verbs are printed under the form in use.
  oporteo: 'oportet', coepio: 'coepi',
}));

/**
 * Forms the Collatinus paradigm lacks, by lemma key and slot, added to the generated ones: the objective
 * genitive of nos and vos (nostri, vestri; Collatinus has only the partitive nostrum, vestrum), in the
 * masculine and feminine plural slots (22, 34) where the pronoun's paradigm puts its genitive.
 */
export const MISSING_FORMS: ReadonlyMap<string, ReadonlyMap<number, readonly string[]>> = new Map([
  ['nos', new Map([[22, ['nōstrī']], [34, ['nōstrī']]])],
  ['uos', new Map([[22, ['vēstrī']], [34, ['vēstrī']]])],
]);
