/**
 * Conjunctions told from adverbs by the verb after them or the word before them: `ut`, `ne`, `et`, `nisi`.
 * - Rule 15 (`utMood`): `ut` whose next finite verb is a subjunctive is the conjunction in every convention (385 of
 *   390 on the gold trees: PROIEL 95.56 → 95.57 UPOS, Perseus unchanged); in PROIEL's convention, `ut` whose next
 *   finite verb is not a subjunctive is the adverb (PROIEL's gold: ADV 22 of 30 before an indicative or no verb,
 *   SCONJ 102 of 105 before a subjunctive; the other treebanks write SCONJ before either mood). With rule 14
 *   (comparison.ts), off → on: PROIEL 95.25 / 96.06 / 87.86 → 95.32 / 96.06 / 87.86 (UPOS / lemma / core).
 *   In every convention, `uti` read as the conjunction, whose next finite verb is not a subjunctive and with a word
 *   that can be an ablative among the four before it, is the infinitive of utor (`victoria uti nescis`; the UD
 *   files' gold: so placed the verb 8 times of 9, the other `ita uti` "as"; before a subjunctive the conjunction 15
 *   of 15, with no ablative before it the conjunction 3 of 4: `que uti principia sunt`; decision 085).
 * - Rule 22 (`neMood`): `ne` whose next finite verb is an indicative is not the conjunction (SCONJ before an
 *   indicative 7 times of 140 on the gold trees; Perseus 4 of 62, PROIEL 0 of 34): Perseus 95.91 → 95.95, PROIEL
 *   95.35 → 95.36 UPOS. Perseus calls the `ne` of `ne … quidem` a conjunction (5 of 6), so there the rule leaves it
 *   be (Perseus 96.05 with it so restricted). On students' cards `ne` before a subjunctive not in the second
 *   person is the conjunction; for the treebanks that was measured (one token worse on Perseus, one better and one
 *   worse on UDante) and left out.
 * - Rule 26 (`etAlso`), PROIEL's convention only: `et` right after `sed`, `sicut`, `autem`… is the adverb "also"
 *   (15 of 18 on PROIEL's gold trees; the others call every `et` a conjunction).
 * - Rule 27 (`nisiExcept`), PROIEL's convention only: `nisi` with no finite verb of its own before the next
 *   punctuation, or before a relative or `ut`, is the adverb "except" (6 of 6; with its own verb the conjunction 7
 *   of 8). Rules 26 and 27: PROIEL 95.44 → 95.52 → 95.56 UPOS.
 * The words before `et` and after `nisi` are data/latin/et-also-after.txt and nisi-except-before.txt.
 */
import { canBe, IS_ADVERB, IS_CONJUNCTION, NOT_CONJUNCTION, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { ConstraintToken, Constraints } from '../../core/constraints/types';
import { hardRule, STRONG_PUNCTUATION, type LatinRuleInput } from './context';
import { ET_ALSO_AFTER, NISI_EXCEPT_BEFORE } from './word-lists.generated';

/** The first finite verb after token i in its sentence part (up to a full stop, colon, semicolon, ? or !). */
function nextFiniteVerb(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], i: number): TagInfo | undefined {
  for (let j = i + 1; j < chosen.length; j++) {
    if (chosen[j]!.upos === 'PUNCT' && STRONG_PUNCTUATION.has(tokens[j]!.key)) return undefined;
    if (chosen[j]!.finite) return chosen[j];
  }
  return undefined;
}

/** A verb's tag (`uti` the infinitive of utor). */
const IS_VERB: TagTest = (t) => t.upos === 'VERB';

const CAN_BE_ABLATIVE: TagTest = (t) => t.case === 'Abl';

/** Whether one of the four words before token i can be an ablative (the thing `uti` uses: `victoria uti nescis`). */
function ablativeBefore(tokens: readonly ConstraintToken[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) if (canBe(tokens[j]!, CAN_BE_ABLATIVE)) return true;
  return false;
}

/** Conventions that call `ut` an adverb unless a subjunctive follows it ("as", "when"). */
const UT_ADVERB_UNLESS_SUBJUNCTIVE = new Set(['proiel']);

/**
 * Rule 15: `ut` whose next finite verb is a subjunctive is the conjunction; `uti` whose next finite verb is not, after
 * an ablative, the infinitive of utor; in those conventions, `ut` whose next finite verb is not is the adverb.
 */
function constrainUt({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  const adverbUnlessSubjunctive = !!convention && UT_ADVERB_UNLESS_SUBJUNCTIVE.has(convention);
  const isAdverb = IS_ADVERB;
  const isConjunction = IS_CONJUNCTION;
  for (let i = 0; i < tokens.length; i++) {
    const key = tokens[i]!.key;
    if ((key !== 'ut' && key !== 'uti') || out.has(i)) continue;
    const subjunctive = nextFiniteVerb(tokens, chosen, i)?.subjunctive ?? false;
    if (subjunctive && chosen[i]!.upos !== 'SCONJ' && canBe(tokens[i]!, isConjunction)) out.set(i, isConjunction);
    else if (key === 'uti' && !subjunctive && chosen[i]!.upos === 'SCONJ' && ablativeBefore(tokens, i) && canBe(tokens[i]!, IS_VERB)) out.set(i, IS_VERB);
    else if (adverbUnlessSubjunctive && !subjunctive && chosen[i]!.upos === 'SCONJ' && canBe(tokens[i]!, isAdverb)) out.set(i, isAdverb);
  }
}

/** Conventions that call the `ne` of `ne … quidem` a subordinating conjunction (Perseus: 5 times of 6). */
const NE_QUIDEM_CONJUNCTION = new Set(['perseus']);

/**
 * Rule 22: `ne` whose next finite verb is an indicative is not the conjunction "so that not" (which takes the
 * subjunctive) but the interrogative enclitic or the adverb (`videsne`, `ne … quidem`).
 */
function constrainNe({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  const notConjunction = NOT_CONJUNCTION;
  const quidemConjunction = !!convention && NE_QUIDEM_CONJUNCTION.has(convention);
  const conjunction = IS_CONJUNCTION;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'ne' || out.has(i)) continue;
    const quidem = tokens.slice(i + 1, i + 5).some((t) => t.key === 'quidem');
    const verb = nextFiniteVerb(tokens, chosen, i);
    if (!convention && verb?.subjunctive && !verb.addressed && !quidem && tokens[i + 1]?.key !== 'que') {
      // On students' cards `ne` before a subjunctive not in the second person is the conjunction "so that not"
      // (`ne quis tumultus existeret`), kept so on later passes; the treebanks disagree there (Perseus and
      // PROIEL also write the adverb).
      if (canBe(tokens[i]!, conjunction)) out.set(i, conjunction);
    } else if (chosen[i]!.upos === 'SCONJ' && !(quidemConjunction && quidem) && verb && !verb.subjunctive && !verb.addressed && canBe(tokens[i]!, notConjunction)) out.set(i, notConjunction);
  }
}

/** Conventions that call `et` meaning "also, even" an adverb (PROIEL). */
const ET_ADVERB = new Set(['proiel']);

/** Rule 26: in those conventions, `et` right after a conjunction or an adverb of comparison is the adverb "also" (`sed et`, `sicut et`). */
function constrainEtAlso({ tokens, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  if (!convention || !ET_ADVERB.has(convention)) return;
  const adverb = IS_ADVERB;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'et' || !ET_ALSO_AFTER.has(tokens[i - 1]!.key) || out.has(i)) continue;
    if (canBe(tokens[i]!, adverb)) out.set(i, adverb);
  }
}

/** Conventions that call `nisi` meaning "except, but" an adverb (PROIEL). */
const NISI_ADVERB = new Set(['proiel']);

/**
 * Rule 27: in those conventions, `nisi` with no finite verb of its own before the next punctuation (`nisi
 * Petrum`, `nisi solus Deus`), or before a clause of its own word (`nisi quod viderit`, `nisi ut mittatur`), is
 * the adverb "except".
 */
function constrainNisiExcept({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  if (!convention || !NISI_ADVERB.has(convention)) return;
  const adverb = IS_ADVERB;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'nisi' || out.has(i)) continue;
    let verb = false;
    for (let j = i + 1; j < tokens.length && tokens[j]!.wordLike; j++) if (chosen[j]!.finite) { verb = true; break; }
    if (verb && !NISI_EXCEPT_BEFORE.has(tokens[i + 1]?.key ?? '')) continue;
    if (canBe(tokens[i]!, adverb)) out.set(i, adverb);
  }
}

export const utMoodRule = hardRule({ name: 'utMood', apply: constrainUt });
export const neMoodRule = hardRule({ name: 'neMood', apply: constrainNe });
export const etAlsoRule = hardRule({ name: 'etAlso', apply: constrainEtAlso });
export const nisiExceptRule = hardRule({ name: 'nisiExcept', apply: constrainNisiExcept });
