/**
 * The Latin grammar rules, listed once, in the order they apply: the order matters (a rule reads the reading the
 * rules before it leave, and a hard rule's constraint is never undone by a later one). Each module's header
 * gives the rule's figures; the numbers are the rules' numbers in docs/decisions/011-latin-tagger.md.
 * Example: `decodeWithRules(tokens, ctx, decoder, false).ids` → the tag ids of the sentence.
 */
import { applyRules, ruleNamesOf, type EngineContext, type RuleNameOf, type RuleStep } from '../../core/constraints/engine';
import type { ConstraintToken, Decoder, Pass } from '../../core/constraints/types';
import { ABBREVIATION_ROUNDS, abbreviationRule } from './abbreviations';
import { absoluteParticipleRule, besideSubjectRule, modifierAblativeRule, notSubjectRule, participleCopulaRule } from './ablative';
import { hyperbatonRule, nounGenderRule, substantiveRule } from './agreement';
import { appositionRule } from './apposition';
import { finiteVerbRule, oneFiniteVerbRule } from './clause-verbs';
import { comparativeQuamRule, degreeAblativeRule, quamHowRule, quamRule, tamQuamRule } from './comparison';
import { etAlsoRule, neMoodRule, nisiExceptRule, utMoodRule } from './conjunctions';
import type { LatinRuleContext } from './context';
import { asyndetonRule, coordinatedAblativeRule, coordinatedCaseRule, polysyndetonRule } from './coordination';
import { dativeCompoundRule, doubleDativeRule } from './dative';
import { futureImperativeRule, futureParticipleRule } from './future-imperative';
import { governedGenitiveRule, nounGenitiveRule } from './genitive';
import { neuterPluralRule } from './neuter-plural';
import { pluralSubjectRule } from './plural-subject';
import { relativeAntecedentRule } from './relative-agreement';
import { copulaNeuterRule, copulaRule, modalPredicateRule } from './copula';
import { gerundiveAccusativeRule, gerundRule } from './gerund';
import { indeclinableCaseRule } from './indeclinable';
import { locativeRule } from './locative';
import { farNounGenderRule } from './far-noun';
import { adjectiveGenderRule, nounPhraseGenderRule, participleGenderRule, substantiveGenderRule } from './noun-phrase';
import { neuterObjectRule, numberObjectRule, personObjectRule } from './objects';
import { commonNounRule, peopleRule, rareProperNounRule } from './names';
import { adverbRule, cumAfterRule, cumRule, prepositionRule, usqueRule } from './prepositions';
import { determinerAloneRule, determinerNounRule, quodFeelingRule, relativeRule } from './pronouns';
import { personSubjectRule, pluralObjectRule, subjectRule } from './subjects';
import { asideRule, interjectionRule, spokenToRule, addressRule, subjectPronounRule, vocativeRule } from './vocative';

export const LATIN_RULES = [
  // Hard rules on the first pass's reading, all of them on the same reading; then one pass under them all.
  {
    together: [
      prepositionRule, commonNounRule, quamRule, peopleRule, rareProperNounRule, adverbRule, relativeRule,
      // Before the objects' rules: rule 53 would hold such a quod as an accusative (miror quod dicis).
      quodFeelingRule, tamQuamRule, cumRule, polysyndetonRule, asyndetonRule, etAlsoRule, nisiExceptRule,
      determinerAloneRule, neMoodRule, determinerNounRule,
      // Before rule 54's neuter predicate: `hoc` before a comparative is the measure (`hoc horridiores sunt`).
      comparativeQuamRule, degreeAblativeRule, utMoodRule, appositionRule, pluralObjectRule, futureImperativeRule, futureParticipleRule,
      locativeRule, gerundRule, gerundiveAccusativeRule, nounGenderRule, neuterObjectRule, nounGenitiveRule,
      absoluteParticipleRule, neuterPluralRule, pluralSubjectRule, cumAfterRule, modifierAblativeRule, personObjectRule,
      copulaNeuterRule, usqueRule, quamHowRule, numberObjectRule, coordinatedCaseRule, dativeCompoundRule,
      doubleDativeRule, governedGenitiveRule, personSubjectRule, modalPredicateRule,
    ],
  },
  // Rules that read what the others leave (Helvetii: the people's vocative once rule 7 has run), each followed by
  // a new pass when it changes a reading.
  { each: vocativeRule },
  { each: addressRule },
  { each: spokenToRule },
  { each: asideRule },
  { each: interjectionRule },
  // Students' cards only: `tu`, `vos` with a verb of their person and number, its subject.
  { each: subjectPronounRule },
  // Abbreviations read the names' cases as the rules above leave them, one link of a chain per round (`Kal. Apr.`);
  // before the soft rules, which then leave the abbreviations be.
  { each: abbreviationRule, rounds: ABBREVIATION_ROUNDS },
  // After the abbreviations, which give a consul's name its ablative (`L. Pisone A. Gabinio coss.`) before the
  // copula's rule could take the first reading's accusative for a nominative.
  { each: copulaRule },
  { each: notSubjectRule },
  // Students' cards only: a noun in -a beside its verb's subject is not a second subject.
  { each: besideSubjectRule },
  // Students' cards only: a participle in -a beside a third-person singular of sum is the nominative.
  { each: participleCopulaRule },
  // Soft rules: a reading the tagger finds nearly as good.
  { soft: finiteVerbRule },
  { soft: subjectRule },
  { soft: oneFiniteVerbRule },
  { soft: hyperbatonRule },
  // Abbreviations once more: the soft rules may have changed a name's case.
  { each: abbreviationRule, rounds: ABBREVIATION_ROUNDS },
  // Students' cards only: a member joined to an ablative that cannot be the nominative, once the soft rules have
  // settled the subject (et antiquitate generis et gloria maiorum).
  { each: coordinatedAblativeRule },
  // Students' cards only: a modifier takes its noun's gender, once the soft rules have settled the nouns' cases.
  { each: nounPhraseGenderRule },
  // Students' cards only: a nominative participle with no noun beside it, the gender of the sentence's subject.
  { each: participleGenderRule },
  // Students' cards only: a nominative adjective with no noun beside it, the gender of its clause's subject.
  { each: adjectiveGenderRule },
  // Students' cards only: a modifier with no noun beside it, the gender of the nearest noun of its case and number in its clause.
  { each: farNounGenderRule },
  // Students' cards only: a noun or pronoun read without a case (nihil), a reading with one.
  { each: indeclinableCaseRule },
  // Students' cards only: `noun , quae`, the noun's gender and number.
  { each: relativeAntecedentRule },
  // Students' cards only, after the soft rules, which may make its adjective the subject (Romani, Athenienses:
  // the people); run before them, it fixed the case they would have changed.
  { each: substantiveRule },
  { each: substantiveGenderRule },
] as const satisfies readonly RuleStep<LatinRuleContext>[];

/** A rule's identifier (or a part's: `determinerSubject`), to leave it out. */
export type RuleName = RuleNameOf<(typeof LATIN_RULES)[number]>;

/** Every rule identifier, in the order the rules apply. */
export const RULE_NAMES: readonly RuleName[] = ruleNamesOf(LATIN_RULES);

/** What decoding under the Latin rules needs besides the sentence. */
export interface ConstraintContext extends LatinRuleContext, EngineContext {
  /** Rules left out (to measure them). */
  without?: ReadonlySet<RuleName>;
}

/**
 * Decodes a sentence under the Latin rules: a first pass, then the rules of LATIN_RULES in order, each pass
 * decoding the whole sentence again. `withScores` keeps the candidates' scores of the last pass.
 */
export function decodeWithRules(tokens: readonly ConstraintToken[], ctx: ConstraintContext, decoder: Decoder, withScores: boolean): Pass {
  return applyRules<ConstraintContext>(LATIN_RULES, tokens, ctx, decoder, withScores);
}
