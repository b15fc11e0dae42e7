/**
 * The future imperative (rule 33, `futureImperative`): a form read as a future imperative that can also be a
 * present indicative in the first person is the indicative (`Cogito, ergo sum`: cogito, not cogo's "you shall
 * gather"; `habito`, `iacto`, `rogito` alike: a frequentative beside its base verb). The future imperative is 15
 * of the treebanks' 397 imperatives (`esto`, `scito`, `memento`…), none of them such a form; of the 40 gold words
 * that could be both, the one verb (`cogito`) is the indicative, the others adverbs, nouns and participles
 * (`subito`, `cito`, `dato`). Same fold models: Perseus 5 folds unchanged, PROIEL 3 folds lemma 96.28 → 96.29
 * (that `cogito`); with the estimated counts of decision 010, Perseus 96.06 / 95.34 / 88.49 → 96.08 / 95.41 /
 * 88.53 and PROIEL 95.58 / 96.25 / 87.92 → 95.60 / 96.29 / 87.94 (UPOS / lemma / core features; decision 011).
 */
import { canBe, type TagTest } from '../../core/constraints/tag-info';
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
