/**
 * Comparison: `quam` beside a superlative or after a comparative.
 * - Rule 5 (`quam`): `quam` before a superlative is the adverb (`quam maximis itineribus`: by the longest marches
 *   possible). Same models, off → on: Perseus 5 folds unchanged, PROIEL 3 folds +0.01 UPOS and lemma, +0.02 core
 *   features (decision 011).
 * - Rule 14 (`comparativeQuam`): `quam` after a comparative in its clause (`potius … quam`, `cariora … omnia quam
 *   decus`) is the convention's word for the second term of a comparison: on the gold trees SCONJ in Perseus 13 of
 *   15, ITTB 30 of 31, UDante 42 of 45, CIRCSE 11 of 11, ADV in PROIEL 17 of 20 (students' cards: the
 *   conjunction). With rule 15 (conjunctions.ts), off → on: PROIEL 95.25 / 96.06 / 87.86 → 95.32 / 96.06 /
 *   87.86 (UPOS / lemma / core features), Perseus 95.90 → 95.91 UPOS.
 * - Rule 58 (`quamHow`, students' cards only): `quam` read as the conjunction, before an adjective in the positive
 *   (next to it, or after the copula: `quam magnum … sit`, `quam sit exiguum`), with a subjunctive after it in
 *   its clause and no comparison before it, is the adverb "how" of an indirect question or an exclamation. On the
 *   UD files' gold tags (train and dev) and PROIEL's classical texts: the adverb 17 times of 19 (four of them
 *   PROIEL's comparisons, which it calls adverbs), the conjunction 1, the relative 1 (decision 098).
 * - Rule 64 (`tamQuam`, students' cards only): `quam` read as the relative with `tam` up to twelve words before it in
 *   its sentence part (`quid potest esse tam apertum tamque perspicuum, cum caelum suspeximus …, quam esse aliquod
 *   numen`) is the conjunction of the comparison. On the UD files' gold tags and PROIEL's classical texts, `quam`
 *   so placed is the relative once in 88 (the conjunction 33, PROIEL's adverb 51, LLCT's coordinator 3;
 *   decision 101).
 * - Rule 74 (`degreeAblative`, students' cards only): `hoc`, `eo` or `quo` read as a pronoun of another case just
 *   before a comparative, not after a preposition, is the ablative of the measure (`atque hoc horridiores sunt in
 *   pugna`). On the UD files' gold tags these words so placed, when they have a case, are the ablative 17 times of 17
 *   (ITTB 10, Perseus 4, UDante 2, PROIEL 1; with a preposition before, `secundum hoc nobilior`, the accusative).
 *   Not before a comparative adjective in the nominative or accusative agreeing with it (`Hoc melius est`).
 * The words that compare without the comparative degree are data/latin/comparing-words.txt; rule 74's words
 * data/latin/degree-ablatives.txt.
 */
import { canBe, constrainTo, IS_ADVERB, IS_CONJUNCTION, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import { hasCopula } from '../../core/constraints/sentence';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, STRONG_PUNCTUATION, type LatinRuleInput } from './context';
import { COMPARING_WORDS, DEGREE_ABLATIVES } from './word-lists.generated';

/** Rule 5: `quam` before a superlative is the adverb (`quam maximis itineribus`: as … as possible). */
function constrainQuam({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.key !== 'quam' || chosen[i]!.upos === 'ADV' || !chosen[i + 1]!.superlative) continue;
    if (canBe(tokens[i]!, (t) => t.upos === 'ADV')) out.set(i, (t) => t.upos === 'ADV');
  }
}

/** Conventions that call the `quam` of a comparison an adverb; the others (and Versio's cards) a conjunction. */
const COMPARATIVE_QUAM_ADVERB = new Set(['proiel']);

/**
 * Rule 14: `quam` after a comparative in its clause (up to seven words back, across commas) introduces the
 * second term of the comparison: the convention's word for it, conjunction or adverb. The relative pronoun
 * reading is left alone.
 */
function constrainComparativeQuam({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  const wanted = convention && COMPARATIVE_QUAM_ADVERB.has(convention) ? 'ADV' : 'SCONJ';
  const test: TagTest = (t) => t.upos === wanted;
  for (let i = 1; i < tokens.length; i++) {
    const upos = chosen[i]!.upos;
    if (tokens[i]!.key !== 'quam' || upos === wanted || (upos !== 'ADV' && upos !== 'SCONJ') || out.has(i)) continue;
    if (i + 1 < chosen.length && chosen[i + 1]!.superlative) continue;
    let comparison = false;
    for (let j = i - 1; j >= 0 && j >= i - 7; j--) {
      if (chosen[j]!.upos === 'PUNCT' && tokens[j]!.key !== ',') break;
      if (chosen[j]!.comparative || COMPARING_WORDS.has(tokens[j]!.key)) {
        comparison = true;
        break;
      }
    }
    if (comparison && canBe(tokens[i]!, test)) out.set(i, test);
  }
}

/** The nearest comparative or comparing word up to seven words before i, across commas, within its sentence part. */
function comparisonBefore({ tokens, chosen }: LatinRuleInput, i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 7; j--) {
    if (chosen[j]!.upos === 'PUNCT' && tokens[j]!.key !== ',') return false;
    if (chosen[j]!.comparative || COMPARING_WORDS.has(tokens[j]!.key) || tokens[j]!.key === 'tam') return true;
  }
  return false;
}

/**
 * Rule 58 (students' cards): `quam` read as the conjunction before an adjective in the positive, with a subjunctive
 * after it in its clause (up to punctuation) and no comparison before it, is the adverb (`quam magnum … sit`).
 */
function constrainQuamHow(input: LatinRuleInput, out: Constraints): void {
  const { tokens, chosen, ctx: { convention } } = input;
  if (convention) return;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.key !== 'quam' || chosen[i]!.upos !== 'SCONJ' || out.has(i)) continue;
    // The copula may stand between quam and its adjective (`quam sit exiguum`).
    const a = i + 2 < tokens.length && hasCopula(chosen, i + 1, i + 2) ? i + 2 : i + 1;
    const adjective = chosen[a]!;
    if (adjective.upos !== 'ADJ' || adjective.comparative || adjective.superlative) continue;
    let subjunctive = false;
    for (let j = i + 1; j < chosen.length && chosen[j]!.upos !== 'PUNCT'; j++) if (chosen[j]!.subjunctive) subjunctive = true;
    if (!subjunctive || comparisonBefore(input, i)) continue;
    if (canBe(tokens[i]!, IS_ADVERB)) out.set(i, IS_ADVERB);
  }
}

/** How far back from `quam` rule 64 looks for `tam`. */
const TAM_REACH = 12;

/** Rule 64 (students' cards): `quam` read as the relative with `tam` before it in its sentence part is the conjunction. */
function constrainTamQuam({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  if (convention) return;
  for (let i = 1; i < tokens.length; i++) {
    const upos = chosen[i]!.upos;
    if (tokens[i]!.key !== 'quam' || (upos !== 'PRON' && upos !== 'DET') || out.has(i)) continue;
    let tam = false;
    for (let j = i - 1; j >= 0 && j >= i - TAM_REACH && !STRONG_PUNCTUATION.has(tokens[j]!.key); j--) {
      if (tokens[j]!.key === 'tam') {
        tam = true;
        break;
      }
    }
    if (tam) constrainTo(out, tokens[i]!, i, IS_CONJUNCTION);
  }
}

/** Whether `next`, a comparative, is an adjective in the nominative or accusative agreeing with `tag` (*hoc melius*). */
function agreeingComparative(tag: TagInfo, next: TagInfo): boolean {
  if (next.upos !== 'ADJ' || (next.case !== 'Nom' && next.case !== 'Acc') || next.case !== tag.case || next.number !== tag.number) return false;
  const genders = next.gender?.split(',') ?? [];
  return !tag.gender || tag.gender.split(',').some((g) => genders.includes(g));
}

/**
 * Rule 74 (`degreeAblative`, students' cards): `hoc`, `eo` or `quo` read as a pronoun of another case just before a
 * comparative, not after a preposition, is its ablative, by how much (`atque hoc horridiores sunt`, `eo magis`);
 * not before a comparative adjective in the nominative or accusative of its gender and number, said of it
 * (`Hoc melius est`).
 */
function constrainDegreeAblative({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  if (convention) return;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const tag = chosen[i]!;
    if (!DEGREE_ABLATIVES.has(tokens[i]!.key) || !chosen[i + 1]!.comparative || !tag.case || tag.case === 'Abl' || out.has(i)) continue;
    // After a preposition it is the preposition's (`secundum hoc nobilior`).
    if ((tag.upos !== 'PRON' && tag.upos !== 'DET') || chosen[i - 1]?.upos === 'ADP') continue;
    // A comparative adjective of its case, gender and number is said of it (`Hoc melius est`).
    if (agreeingComparative(tag, chosen[i + 1]!)) continue;
    const ablative: TagTest = (t) => t.upos === tag.upos && t.case === 'Abl' && t.number === 'Sing';
    if (canBe(tokens[i]!, ablative)) out.set(i, ablative);
  }
}

export const quamRule = hardRule({ name: 'quam', apply: constrainQuam });
export const degreeAblativeRule = hardRule({ name: 'degreeAblative', apply: constrainDegreeAblative });
export const comparativeQuamRule = hardRule({ name: 'comparativeQuam', apply: constrainComparativeQuam });
export const quamHowRule = hardRule({ name: 'quamHow', apply: constrainQuamHow });
export const tamQuamRule = hardRule({ name: 'tamQuam', apply: constrainTamQuam });
