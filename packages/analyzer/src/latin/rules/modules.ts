/**
 * The rule modules of this folder and the rule identifiers (registry.ts RuleName) each defines, to leave a
 * whole module out when measuring what it earns (scripts/eval/rules.ts, docs/analyzer/rules.md).
 */
import type { RuleName } from './registry';

export const RULE_MODULES: ReadonlyMap<string, readonly RuleName[]> = new Map<string, readonly RuleName[]>([
  ['abbreviations', ['abbreviation']],
  ['ablative', ['notSubject', 'besideSubject', 'participleCopula', 'absoluteParticiple', 'modifierAblative']],
  ['agreement', ['hyperbaton', 'substantive', 'nounGender']],
  ['apposition', ['apposition']],
  ['clause-verbs', ['finiteVerb', 'oneFiniteVerb']],
  ['comparison', ['quam', 'comparativeQuam', 'quamHow', 'tamQuam', 'degreeAblative']],
  ['conjunctions', ['utMood', 'neMood', 'etAlso', 'nisiExcept']],
  ['copula', ['copula', 'copulaNeuter', 'modalPredicate']],
  ['coordination', ['polysyndeton', 'asyndeton', 'coordinatedCase', 'coordinatedAblative']],
  ['dative', ['dativeCompound', 'doubleDative']],
  ['far-noun', ['farNounGender']],
  ['future-imperative', ['futureImperative', 'futureParticiple']],
  ['genitive', ['nounGenitive', 'governedGenitive']],
  ['gerund', ['gerund', 'gerundiveAccusative']],
  ['indeclinable', ['indeclinableCase']],
  ['locative', ['locative']],
  ['objects', ['neuterObject', 'personObject', 'periphrasticObject', 'numberObject']],
  ['names', ['commonNoun', 'people', 'rareProperNoun']],
  ['neuter-plural', ['neuterPlural']],
  ['plural-subject', ['pluralSubject']],
  ['noun-phrase', ['nounPhraseGender', 'participleGender', 'adjectiveGender', 'substantiveGender']],
  ['prepositions', ['preposition', 'adverb', 'cum', 'cumAfter', 'usque']],
  ['relative-agreement', ['relativeAntecedent']],
  ['pronouns', ['relative', 'quodFeeling', 'determinerAlone', 'determinerNoun']],
  ['subjects', ['subject', 'determinerSubject', 'subjectBefore', 'peopleSubject', 'pluralObject', 'personSubject', 'neuterSubject']],
  ['vocative', ['vocative', 'address', 'joinedVocative', 'spokenTo', 'aside', 'interjection', 'subjectPronoun']],
]);
