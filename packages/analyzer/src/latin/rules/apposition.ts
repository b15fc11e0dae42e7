/**
 * Apposition (rule 31, `apposition`): a noun read as an ablative, in a stretch of at most four words set off by
 * punctuation after a stretch with a nominative noun or pronoun, with no verb, preposition or subordinating
 * conjunction of its own, is a nominative in apposition when it can be one (`Tullia, Ciceronis filia, …`: the
 * daughter, not by the daughter). On the gold trees of all the treebanks such a singular noun in -a is a
 * nominative 32 times in 32. With rules 30 and 32 on the same fold models: Perseus 5 folds 96.06 / 95.34 / 88.48 →
 * 96.06 / 95.34 / 88.49 (UPOS / lemma / core features), PROIEL 3 folds 95.57 / 96.05 / 87.91 → 95.58 / 96.05 /
 * 87.92 (decision 011).
 */
import { clausesOf } from '../../core/constraints/sentence';
import { canBe, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

/** The longest stretch set off by punctuation that rule 31 reads as an apposition. */
const APPOSITION_SPAN = 4;
const APPOSITION_HEAD = new Set(['NOUN', 'PROPN']);
const NOT_IN_APPOSITION = new Set(['VERB', 'AUX', 'ADP', 'SCONJ']);

/** Rule 31: a noun read as an ablative, set off with no verb or preposition after a nominative, is in apposition to it. */
function constrainApposition({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  const clauses = clausesOf(chosen);
  for (let k = 1; k < clauses.length; k++) {
    const [from, end] = clauses[k]!;
    const [before, beforeEnd] = clauses[k - 1]!;
    if (end - from > APPOSITION_SPAN) continue;
    let free = true;
    for (let i = from; i < end; i++) free &&= !NOT_IN_APPOSITION.has(chosen[i]!.upos);
    let nominative = false;
    for (let i = before; i < beforeEnd; i++) nominative ||= (APPOSITION_HEAD.has(chosen[i]!.upos) || chosen[i]!.upos === 'PRON') && chosen[i]!.case === 'Nom';
    if (!free || !nominative) continue;
    for (let i = from; i < end; i++) {
      const noun = chosen[i]!;
      if (!APPOSITION_HEAD.has(noun.upos) || noun.case !== 'Abl' || out.has(i)) continue;
      const test: TagTest = (t) => t.upos === noun.upos && t.case === 'Nom' && t.number === noun.number;
      if (canBe(tokens[i]!, test)) out.set(i, test);
    }
  }
}

export const appositionRule = hardRule({ name: 'apposition', apply: constrainApposition });
