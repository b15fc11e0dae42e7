import { describe, expect, expectTypeOf, test } from 'vitest';
import { RULE_MODULES } from './modules';
import { LATIN_RULES, RULE_NAMES, type RuleName } from './registry';

/** Each step's rule identifiers, as the engine meets them. */
const stepNames = LATIN_RULES.map((step) => ('together' in step ? step.together.map((r) => r.name) : 'each' in step ? [step.each.name] : [step.soft.name]));

describe('the Latin rules registry', () => {
  test('applies the rules in the order they were measured in (decision 011): hard rules together, then each, then the soft ones', () => {
    expect(stepNames).toEqual([
      ['preposition', 'commonNoun', 'quam', 'people', 'rareProperNoun', 'adverb', 'relative', 'quodFeeling',
        'tamQuam', 'cum', 'polysyndeton', 'asyndeton', 'etAlso', 'nisiExcept', 'determinerAlone', 'neMood',
        'determinerNoun', 'comparativeQuam', 'degreeAblative', 'utMood', 'apposition', 'pluralObject',
        'futureImperative', 'futureParticiple', 'locative', 'gerund', 'gerundiveAccusative', 'nounGender', 'neuterObject', 'nounGenitive',
        'absoluteParticiple', 'neuterPlural', 'pluralSubject', 'cumAfter', 'modifierAblative', 'personObject',
        'copulaNeuter', 'usque', 'quamHow', 'numberObject', 'coordinatedCase', 'dativeCompound', 'doubleDative',
        'governedGenitive', 'personSubject', 'modalPredicate'],
      ['vocative'], ['address'], ['spokenTo'], ['aside'], ['interjection'], ['subjectPronoun'], ['abbreviation'], ['copula'], ['notSubject'], ['besideSubject'], ['participleCopula'],
      ['finiteVerb'], ['subject'], ['oneFiniteVerb'], ['hyperbaton'],
      ['abbreviation'], ['coordinatedAblative'], ['nounPhraseGender'], ['participleGender'], ['adjectiveGender'], ['farNounGender'], ['indeclinableCase'], ['relativeAntecedent'], ['substantive'], ['substantiveGender'],
    ]);
  });

  test('answers to the rule identifiers scripts/eval/tagging-variants.ts leaves out, each once', () => {
    expect([...RULE_NAMES].sort()).toEqual([
      'abbreviation', 'absoluteParticiple', 'address', 'adjectiveGender', 'adverb', 'apposition', 'aside',
      'asyndeton', 'besideSubject', 'commonNoun', 'comparativeQuam', 'coordinatedAblative', 'coordinatedCase', 'copula', 'copulaNeuter',
      'cum', 'cumAfter', 'dativeCompound', 'degreeAblative', 'determinerAlone', 'determinerNoun', 'determinerSubject',
      'doubleDative', 'etAlso', 'farNounGender', 'finiteVerb', 'futureImperative', 'futureParticiple', 'gerund', 'gerundiveAccusative', 'governedGenitive',
      'hyperbaton', 'indeclinableCase', 'interjection', 'joinedVocative', 'locative', 'modalPredicate', 'modifierAblative', 'neMood',
      'neuterObject', 'neuterPlural', 'neuterSubject', 'nisiExcept', 'notSubject', 'nounGender', 'nounGenitive',
      'nounPhraseGender', 'numberObject', 'oneFiniteVerb', 'participleCopula', 'participleGender', 'people',
      'peopleSubject', 'periphrasticObject', 'personObject', 'personSubject', 'pluralObject', 'pluralSubject',
      'polysyndeton', 'preposition', 'quam', 'quamHow', 'quodFeeling', 'rareProperNoun', 'relative',
      'relativeAntecedent', 'spokenTo', 'subject', 'subjectBefore', 'subjectPronoun', 'substantive',
      'substantiveGender', 'tamQuam', 'usque', 'utMood', 'vocative',
    ].sort());
  });

  test('lists each rule identifier under exactly one module of this folder (modules.ts, for the ablation of scripts/eval/rules.ts)', () => {
    const listed = [...RULE_MODULES.values()].flat();
    expect([...listed].sort()).toEqual([...RULE_NAMES].sort());
  });

  test('types a rule identifier as one of them', () => {
    expectTypeOf<'subjectBefore'>().toExtend<RuleName>();
    expectTypeOf<'adversus'>().not.toExtend<RuleName>();
  });
});
