/**
 * The locative (rule 36, `locative`), students' cards only: *Romae* read as a genitive or a dative is the locative
 * ("a Roma"), unless a noun of its case or a preposition stands just before it (*urbi Romae*, in apposition). Perseus
 * writes 7 of its 9 *Romae* so, the school-canon set all 3 of 4 that are not *urbi Romae*. Not every name the
 * lexicon gives a locative: on the school-canon set that made 6 towns right (*Uticae*, *Messanae*) and 10 regions and
 * people wrong (*Galliae*, *Numae*). Versio's convention writes the locative Case=Loc; PROIEL writes these
 * genitives, so with a convention the rule is off, and the evaluation scores a locative against PROIEL as its
 * genitive (`inTreebankScheme`, ud/normalize.ts).
 */
import { canBe, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

const IS_LOCATIVE: TagTest = (t) => t.upos === 'PROPN' && t.case === 'Loc';

/** The towns whose locative the rule reads (look-up keys). */
const TOWN_LOCATIVES: ReadonlySet<string> = new Set(['romae']);

/** Rule 36: *Romae* read as a genitive or a dative singular is the locative. */
function constrainLocative({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (!TOWN_LOCATIVES.has(tokens[i]!.key) || tag.upos !== 'PROPN' || (tag.case !== 'Gen' && tag.case !== 'Dat') || tag.number !== 'Sing' || out.has(i)) continue;
    const before = chosen[i - 1];
    if (before && (before.upos === 'NOUN' || before.upos === 'ADP') && (before.case === tag.case || before.upos === 'ADP')) continue;
    if (canBe(tokens[i]!, IS_LOCATIVE)) out.set(i, IS_LOCATIVE);
  }
}

export const locativeRule = hardRule({ name: 'locative', apply: constrainLocative });
