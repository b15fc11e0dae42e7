/**
 * A modifier's gender, students' cards only (a treebank's convention keeps the tagger's reading). Figures in
 * docs/decisions/081-latin-noun-phrase-gender.md.
 * - Rule 44 (`nounPhraseGender`): an adjective, determiner or participle takes the gender of the noun that heads its
 *   phrase, when the reading gives it another gender, two (`eo`: `Gender=Masc,Neut`) or none (`his`: the tag of
 *   forms all genders share). The noun is the first one reached from the modifier through other modifiers of the
 *   noun's case and number, rightwards also through a word that may be a preposition (`Omnibus his civitatibus`,
 *   `magno cum detrimento`, `ex eo loco`), and past an enclitic, which joins the modifier's phrase to the one before
 *   (`laboribus senatoriisque muneribus`: only the noun after it); an adjective or determiner (not a participle)
 *   takes the noun's case and number too. When a noun on each side qualifies and they differ, the rule says nothing,
 *   unless a determiner or participle stands right after a preposition's noun: it goes with that noun (`ad exercitum
 *   recensendum contionem`, decision 103). Rightwards the search also passes one finite form of the copula when the
 *   noun after it is a nominative: a predicate and its subject (`Aurea prima sata est aetas`, decision 108).
 * - Rule 45 (`substantiveGender`): an adjective or determiner with no noun or pronoun of its case and number within
 *   three words stands for a noun: it takes the gender such words have in that case and number in the treebanks of
 *   classical texts (`Rex ab suis appellatur`, `Omnium consensu`: people, masculine), learnt from the training files
 *   (data/latin/substantive-genders.tsv, scripts/learn-substantive-genders.ts).
 * - Rule 49 (`participleGender`): a participle in the nominative with no noun of its case and number beside it agrees
 *   with the subject farther away (`vulpes … summis saliens viribus`, `filia … vacuam possessionem regni sperans`):
 *   it takes the gender of the sentence's nominative nouns of its number when they all have one. Not the accusative:
 *   its object is more often a pronoun or a noun beside another (`eamque … tenentem`), figures in decision 089.
 * - Rule 79 (`adjectiveGender`): an adjective in the nominative with no noun of its case and number beside it takes
 *   the gender of its clause's (between two marks) nominative nouns of its number when they all have one
 *   (`Numquam est fidelis cum potente societas`; `res Romana … par esset`), unless it is read neuter (a neuter
 *   predicate: `triste lupus stabulis`), decision 108.
 */
import { clausesOf } from '../../core/constraints/sentence';
import { canBe, constrainTo, IS_MODIFIER, IS_NOUN, IS_PREPOSITION, type TagInfo } from '../../core/constraints/tag-info';
import type { ConstraintToken, Constraints } from '../../core/constraints/types';
import { ENCLITIC_CONJUNCTIONS, hardRule, type LatinRuleInput } from './context';
import { SUBSTANTIVE_GENDERS } from './word-lists.generated';

/**
 * The noun reached from modifier i going `step` (+1, −1) through modifiers (rightwards, words that may be a
 * preposition too, and with `pastCopula` one finite copula when the noun is a nominative), all of the noun's case and
 * number, or −1; a noun of two genders or none is no guide.
 */
export function headOf(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], i: number, step: 1 | -1, pastCopula = false): number {
  let at = -1;
  let copula = false;
  // `laboribus senatoriisque muneribus`: the enclitic joins the modifier's phrase to the one before; its noun follows.
  const enclitic = ENCLITIC_CONJUNCTIONS.has(tokens[i + 1]?.key ?? '');
  if (enclitic && step === -1) return -1;
  for (let j = i + step + (enclitic ? 1 : 0); j >= 0 && j < chosen.length && at < 0; j += step) {
    const t = chosen[j]!;
    if (IS_NOUN(t)) at = j;
    // `Aurea prima sata est aetas`: a predicate before the copula, its subject after it.
    else if (pastCopula && step === 1 && !copula && t.upos === 'AUX' && t.finite) copula = true;
    else if (!(IS_MODIFIER(t) && t.case) && !(step === 1 && (t.upos === 'ADP' || canBe(tokens[j]!, IS_PREPOSITION)))) return -1;
  }
  const noun = chosen[at];
  if (!noun?.case || !noun.gender || noun.gender.includes(',') || (copula && noun.case !== 'Nom')) return -1;
  for (let j = i + step + (enclitic ? 1 : 0); j !== at; j += step) {
    const t = chosen[j]!;
    if (t.case && (t.case !== noun.case || t.number !== noun.number)) return -1;
  }
  return at;
}

/** Rule 44: a modifier takes the gender (an adjective or determiner also the case and number) of its phrase's noun. */
function constrainNounPhraseGender({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (!tag.case || !IS_MODIFIER(tag)) continue;
    // A participle keeps its own case: it may be the predicate of another word (`Recepto Firmo`).
    const fits = (j: number) => j >= 0 && (tag.upos !== 'VERB' || (chosen[j]!.case === tag.case && chosen[j]!.number === tag.number));
    const r = headOf(tokens, chosen, i, 1, true);
    const l = headOf(tokens, chosen, i, -1);
    const right = fits(r) ? chosen[r]! : undefined;
    const left = fits(l) ? chosen[l]! : undefined;
    const differ = !!right && !!left && (right.gender !== left.gender || right.case !== left.case || right.number !== left.number);
    // `ad exercitum recensendum contionem`: a determiner or participle right after a preposition's noun goes with it.
    // Only the shape measured (decision 103): nouns of one case and number and two genders.
    const twoGenders = differ && right!.gender !== left!.gender && right!.case === left!.case && right!.number === left!.number;
    const leftFirst = twoGenders && tag.upos !== 'ADJ' && l === i - 1 && i >= 2 && chosen[i - 2]!.upos === 'ADP';
    if (differ && !leftFirst) continue;
    const noun = leftFirst ? left : (right ?? left);
    if (!noun || (tag.gender === noun.gender && tag.case === noun.case && tag.number === noun.number)) continue;
    if (constrainTo(out, tokens[i]!, i, (t) => t.upos === tag.upos && t.participle === tag.participle && t.case === noun.case && t.number === noun.number && t.gender === noun.gender)) changed = true;
  }
  return changed;
}

/** How far (in words) a noun or pronoun of a modifier's case and number makes it no substantive (rule 45). */
export const SUBSTANTIVE_GENDER_SPAN = 3;

/** True when word i, an adjective or determiner with a case, has no noun or pronoun of its case and number within SUBSTANTIVE_GENDER_SPAN words. */
export function standsAlone(chosen: readonly TagInfo[], i: number): boolean {
  const tag = chosen[i]!;
  for (let j = Math.max(0, i - SUBSTANTIVE_GENDER_SPAN); j < Math.min(chosen.length, i + SUBSTANTIVE_GENDER_SPAN + 1); j++) {
    const t = chosen[j]!;
    if (j !== i && (IS_NOUN(t) || t.upos === 'PRON') && t.case === tag.case && t.number === tag.number) return false;
  }
  return true;
}

/** The key of a case and number in SUBSTANTIVE_GENDERS: `abl-plur`. */
export const substantiveKey = (c: string, n: string) => `${c}-${n}`.toLowerCase();

/** Rule 45: an adjective or determiner standing alone takes the gender learnt for its case and number. */
function constrainSubstantiveGender({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if ((tag.upos !== 'ADJ' && tag.upos !== 'DET') || !tag.case || !tag.number) continue;
    const gender = SUBSTANTIVE_GENDERS.get(substantiveKey(tag.case, tag.number));
    if (!gender || tag.gender === gender || !standsAlone(chosen, i)) continue;
    if (constrainTo(out, tokens[i]!, i, (t) => t.upos === tag.upos && t.case === tag.case && t.number === tag.number && t.gender === gender)) changed = true;
  }
  return changed;
}

/**
 * Rules 49 and 79: a nominative participle (an adjective) with no noun beside it takes the one gender of the
 * sentence's (its clause's) nominative nouns of its number.
 */
function constrainNominativeGender({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints, adjective: boolean): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (!(adjective ? tag.upos === 'ADJ' : tag.upos === 'VERB' && tag.participle) || tag.case !== 'Nom' || !tag.number) continue;
    // `triste lupus stabulis`: a neuter predicate says what a thing is, whatever the subject's gender.
    if (adjective && tag.gender === 'Neut') continue;
    const agrees = (j: number) => j >= 0 && chosen[j]!.case === tag.case && chosen[j]!.number === tag.number;
    if (agrees(headOf(tokens, chosen, i, 1)) || agrees(headOf(tokens, chosen, i, -1))) continue;
    // The adjective's clause: the words between the punctuation marks around it.
    const [from, end] = adjective ? clausesOf(chosen).find(([f, e]) => i >= f && i < e)! : [0, chosen.length];
    let gender: string | undefined;
    let agreed = true;
    for (let j = from; j < end && agreed; j++) {
      const t = chosen[j]!;
      if (j === i || !IS_NOUN(t) || t.case !== tag.case || t.number !== tag.number) continue;
      if (!t.gender || t.gender.includes(',') || (gender && gender !== t.gender)) agreed = false;
      else gender = t.gender;
    }
    if (!agreed || !gender || tag.gender === gender) continue;
    if (constrainTo(out, tokens[i]!, i, (t) => t.upos === tag.upos && t.participle === tag.participle && t.case === tag.case && t.number === tag.number && t.gender === gender)) changed = true;
  }
  return changed;
}

export const participleGenderRule = hardRule({ name: 'participleGender', apply: (input, out) => constrainNominativeGender(input, out, false) });
export const adjectiveGenderRule = hardRule({ name: 'adjectiveGender', apply: (input, out) => constrainNominativeGender(input, out, true) });
export const nounPhraseGenderRule = hardRule({ name: 'nounPhraseGender', apply: constrainNounPhraseGender });
export const substantiveGenderRule = hardRule({ name: 'substantiveGender', apply: constrainSubstantiveGender });
