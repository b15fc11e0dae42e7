/**
 * The future imperative (rule 33, `futureImperative`): a form read as a future imperative that can also be a
 * present indicative in the first person is the indicative (`Cogito, ergo sum`: cogito, not cogo's "you shall
 * gather"; `habito`, `iacto`, `rogito` alike: a frequentative beside its base verb). The future imperative is 15
 * of the treebanks' 397 imperatives (`esto`, `scito`, `memento`…), none of them such a form; of the 40 gold words
 * that could be both, the one verb (`cogito`) is the indicative, the others adverbs, nouns and participles
 * (`subito`, `cito`, `dato`). Same fold models: Perseus 5 folds unchanged, PROIEL 3 folds lemma 96.28 → 96.29
 * (that `cogito`); with the estimated counts of decision 010, Perseus 96.06 / 95.34 / 88.49 → 96.08 / 95.41 /
 * 88.53 and PROIEL 95.58 / 96.25 / 87.92 → 95.60 / 96.29 / 87.94 (UPOS / lemma / core features; decision 011).
 *
 * Rule 87 (`futureParticiple`, students' path only; under a treebank's convention it returns at once): a word
 * that can be a future imperative and a perfect participle in the ablative or the dative, with a noun, adjective or
 * pronoun read as an ablative or a dative right before or after it, is not the imperative, whatever the first
 * reading (`Fugato omni equitatu`: fugo's participle, not "you shall rout"; a clause with no other finite verb
 * would otherwise take it for its verb). On the UD gold, words in -ato of a verb in -o and in -ito of a verb in
 * -io: with such a word beside them the participle 31 times of 31; without, 10 participles and 5 imperatives
 * (`scito` four times, `servato`). Decision 116.
 */
import { canBe, NOMINAL, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

const IS_PRESENT_FIRST_PERSON: TagTest = (t) => t.finiteForm !== undefined && t.finiteForm.includes('Mood=Ind') && t.finiteForm.includes('Person=1') && t.finiteForm.includes('Tense=Pres');

/** Rule 33: a future imperative that can be a present indicative first person is the indicative. */
function constrainFutureImperative({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  const indicative = IS_PRESENT_FIRST_PERSON;
  for (let i = 0; i < tokens.length; i++) {
    const form = chosen[i]!.finiteForm;
    if (form === undefined || !form.includes('Mood=Imp') || !form.includes('Tense=Fut') || out.has(i)) continue;
    if (canBe(tokens[i]!, indicative)) out.set(i, indicative);
  }
}

export const futureImperativeRule = hardRule({ name: 'futureImperative', apply: constrainFutureImperative });

const IS_PARTICIPLE: TagTest = (t) => t.participle && (t.case === 'Abl' || t.case === 'Dat');
const IS_FUTURE_IMPERATIVE: TagTest = (t) => t.finiteForm !== undefined && t.finiteForm.includes('Mood=Imp') && t.finiteForm.includes('Tense=Fut');
const NOT_FUTURE_IMPERATIVE: TagTest = (t) => !IS_FUTURE_IMPERATIVE(t);

/** Whether the reading is a noun, adjective or pronoun in the ablative or the dative. */
const ablativeOrDative = (t: TagInfo | undefined) => !!t && NOMINAL.has(t.upos) && (t.case === 'Abl' || t.case === 'Dat');

/** Rule 87: a future imperative that can be a participle, beside an ablative or a dative, is not the imperative. */
function constrainFutureParticiple({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (let i = 0; i < tokens.length; i++) {
    if (out.has(i) || !(ablativeOrDative(chosen[i - 1]) || ablativeOrDative(chosen[i + 1]))) continue;
    if (!canBe(tokens[i]!, IS_FUTURE_IMPERATIVE) || !canBe(tokens[i]!, IS_PARTICIPLE)) continue;
    out.set(i, NOT_FUTURE_IMPERATIVE);
  }
}

export const futureParticipleRule = hardRule({ name: 'futureParticiple', apply: constrainFutureParticiple });
