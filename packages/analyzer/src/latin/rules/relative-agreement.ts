/**
 * The relative *quae* after its antecedent (rule 56, `relativeAntecedent`), students' cards only: *quae* (the
 * feminine singular, the feminine plural and the neuter plural share it) right after a noun and a comma takes that
 * noun's gender and number (*veluti pecora, quae natura prona … finxit*: neuter plural); its case is left to the
 * tagger. On the UD Latin files' gold tags such a *quae* agrees with the noun 26 times of 27 (other relatives: *qui*
 * 40 of 65, the rest 75 of 121, so only *quae*). Off in a treebank's own convention. Figures in
 * docs/decisions/097-latin-school-canon-gender-and-number.md.
 */
import { constrainTo, IS_NOUN } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

/** Rule 56: `noun , quae`: quae takes the noun's gender and number. */
function constrainRelativeAntecedent({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (let i = 2; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (tokens[i]!.key !== 'quae' || tag.upos !== 'PRON' || tokens[i - 1]!.key !== ',') continue;
    const noun = chosen[i - 2]!;
    if (!IS_NOUN(noun) || !noun.gender || noun.gender.includes(',') || !noun.number) continue;
    if (tag.gender === noun.gender && tag.number === noun.number) continue;
    if (constrainTo(out, tokens[i]!, i, (t) => t.upos === tag.upos && t.gender === noun.gender && t.number === noun.number)) changed = true;
  }
  return changed;
}

export const relativeAntecedentRule = hardRule({ name: 'relativeAntecedent', apply: constrainRelativeAntecedent });
