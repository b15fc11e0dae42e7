/**
 * A case for an indeclinable noun or pronoun (rule 55, `indeclinableCase`), students' cards only: a noun or pronoun
 * the tagger reads without a case (`nihil`, `nefas`: most treebanks tag them so, Perseus, ITTB, UDante and CIRCSE
 * nihil 127 times of 129 with no case) takes a reading with one when it has any, as a school grammar parses it
 * (*Dionysius nihil esse ei beatum*: accusative); the tagger chooses which. Off in a treebank's own convention, so
 * the CoNLL-U output keeps the tag. Figures in docs/decisions/097-latin-school-canon-gender-and-number.md.
 */
import { constrainTo } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

/** Rule 55: a noun or pronoun read without a case takes a reading with one, when it has any. */
function constrainIndeclinableCase({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (tag.case || (tag.upos !== 'PRON' && tag.upos !== 'NOUN')) continue;
    if (constrainTo(out, tokens[i]!, i, (t) => t.upos === tag.upos && !!t.case)) changed = true;
  }
  return changed;
}

export const indeclinableCaseRule = hardRule({ name: 'indeclinableCase', apply: constrainIndeclinableCase });
