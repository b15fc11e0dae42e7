/**
 * The locative (rule 36, `locative`), students' cards only: a town's name read as a genitive or a dative is the
 * locative ("a Roma", "a Utica"), unless a noun of its case and number or a preposition stands just before it (*urbi
 * Romae*, in apposition). The towns: *Romae*, and the names data/latin/town-names.txt lists, those Collatinus's
 * glosses call a town (decision 082: *Uticae*, *Messanae*, *Samarobrivae*; school canon +3 cards). Not every name
 * the lexicon gives a locative: on the school-canon set that made 6 towns right and 10 regions and people wrong
 * (*Galliae*, *Numae*). Perseus writes 7 of its 9 *Romae* so. Versio's convention writes the locative Case=Loc;
 * PROIEL writes these genitives, so with a convention the rule is off, and the evaluation scores a locative against
 * PROIEL as its genitive (`inTreebankScheme`, ud/normalize.ts).
 */
import { canBe, type TagTest } from '../../core/constraints/tag-info';
import type { ConstraintToken, Constraints } from '../../core/constraints/types';
import { normalizeLatin } from '../normalize';
import { hardRule, type LatinRuleInput } from './context';
import { TOWN_NAMES } from './word-lists.generated';

const IS_LOCATIVE: TagTest = (t) => t.upos === 'PROPN' && t.case === 'Loc';

/** The towns whose locative the rule reads (look-up keys). */
const TOWN_LOCATIVES: ReadonlySet<string> = new Set(['romae']);

/** True when the token can be a town's locative: *Romae*, or the locative of a name data/latin/town-names.txt lists. */
function townLocative(token: ConstraintToken): boolean {
  if (TOWN_LOCATIVES.has(token.key)) return true;
  return token.analyses.some((a) => a.upos === 'PROPN' && a.feats.Case === 'Loc' && TOWN_NAMES.has(normalizeLatin(a.lemma)));
}

/** Rule 36: a town's name (*Romae*, *Uticae*) read as a genitive or a dative singular is the locative. */
function constrainLocative({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (tag.upos !== 'PROPN' || (tag.case !== 'Gen' && tag.case !== 'Dat') || tag.number !== 'Sing' || out.has(i)) continue;
    const before = chosen[i - 1];
    if (before && (before.upos === 'NOUN' || before.upos === 'ADP') && ((before.case === tag.case && before.number === tag.number) || before.upos === 'ADP')) continue;
    if (canBe(tokens[i]!, IS_LOCATIVE) && townLocative(tokens[i]!)) out.set(i, IS_LOCATIVE);
  }
}

export const locativeRule = hardRule({ name: 'locative', apply: constrainLocative });
