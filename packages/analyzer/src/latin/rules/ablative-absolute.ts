/**
 * The ablative absolute (rule 30, `ablativeAbsolute`): a participle and a noun or pronoun agreeing with it in the
 * dative, in a stretch of at most six words set off by punctuation with no finite verb, are an ablative absolute
 * when both can be ablatives (`Hostibus victis, Caesar in castra rediit`: the enemies defeated, not to the defeated
 * enemies). On the gold trees of all the treebanks such a participle is an ablative 142 times in 148. With rules 31
 * and 32 on the same fold models: Perseus 5 folds 96.06 / 95.34 / 88.48 → 96.06 / 95.34 / 88.49 (UPOS / lemma /
 * core features), PROIEL 3 folds 95.57 / 96.05 / 87.91 → 95.58 / 96.05 / 87.92: such sentences are rare in the
 * treebanks, and the rule puts right a sentence of the kind students paste (decision 011).
 */
import { agreeing, clausesOf } from '../../core/constraints/sentence';
import { canBe, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

/** The longest stretch set off by punctuation that rule 30 reads as an ablative absolute. */
const ABSOLUTE_SPAN = 6;
const ABSOLUTE_HEAD = new Set(['NOUN', 'PROPN', 'PRON']);

/** Rule 30: a participle and its noun in the dative, set off with no finite verb, are an ablative absolute. */
function constrainAblativeAbsolute({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (const [from, end] of clausesOf(chosen)) {
    // Set off: other words of the sentence stand beyond a punctuation mark.
    if (end - from > ABSOLUTE_SPAN || (from === 0 && !chosen.slice(end).some((t) => t.upos !== 'PUNCT'))) continue;
    let finite = false;
    for (let i = from; i < end; i++) finite ||= chosen[i]!.finite;
    if (finite) continue;
    for (let i = from; i < end; i++) {
      const participle = chosen[i]!;
      if (!participle.participle || participle.case !== 'Dat' || out.has(i)) continue;
      for (let j = from; j < end; j++) {
        const head = chosen[j]!;
        if (j === i || !ABSOLUTE_HEAD.has(head.upos) || !agreeing(participle, head) || out.has(j)) continue;
        const asParticiple: TagTest = (t) => t.participle && t.case === 'Abl' && t.number === participle.number;
        const asHead: TagTest = (t) => t.upos === head.upos && t.case === 'Abl' && t.number === participle.number;
        if (!canBe(tokens[i]!, asParticiple) || !canBe(tokens[j]!, asHead)) continue;
        out.set(i, asParticiple);
        out.set(j, asHead);
        break;
      }
    }
  }
}

export const ablativeAbsoluteRule = hardRule({ name: 'ablativeAbsolute', apply: constrainAblativeAbsolute });
