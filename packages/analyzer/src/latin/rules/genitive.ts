/**
 * The genitive beside a noun (rule 46, `nounGenitive`): a first-declension singular in -ae read as a dative, with a
 * noun beside it and no verb, is the genitive (*Britanniae pars*, *pestem patriae*, *vita memoriae*). On the UD
 * Latin files (gold tags) a singular noun in -ae that is a genitive or a dative with a noun beside it and no verb is
 * the genitive 177 times of 192.
 * - Rule 77 (`governedGenitive`, students' cards only, decision 107): a noun in -ae or -i read as a dative or a
 *   locative, right before or after a word of quantity (data/latin/genitive-quantity-words.txt: *satis*, *parum*,
 *   *nihil*, *quid*) or an adjective that takes the genitive (data/latin/genitive-adjectives.txt, by its lemma:
 *   *patiens*, *cupidus*, *memor*), is the genitive (*satis eloquentiae, sapientiae parum*, *patiens inediae*). On
 *   the gold tags of the UD Latin files and PROIEL's classical texts such a noun, a genitive, a dative or a
 *   locative, is the genitive 48 times of 50 (quantity 26 of 28, adjectives 22 of 22). A dative the verb beside
 *   *satis* takes (*Satis naturae vixi*) is not told from the genitive of *Parum prudentiae habuit*, the commoner
 *   shape: the rule reads both as the genitive.
 */
import { canBe, IS_NOUN, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints, ConstraintToken } from '../../core/constraints/types';
import { normalizeLatin } from '../normalize';
import { hardRule, type LatinRuleInput } from './context';
import { GENITIVE_ADJECTIVES, GENITIVE_QUANTITY_WORDS } from './word-lists.generated';

const VERBS = new Set(['VERB', 'AUX']);

/** Rule 46: a dative in -ae beside a noun and no verb is the genitive. */
function constrainNounGenitive({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (!IS_NOUN(tag) || tag.case !== 'Dat' || tag.number !== 'Sing' || !tokens[i]!.key.endsWith('ae') || out.has(i)) continue;
    const before = chosen[i - 1];
    const after = chosen[i + 1];
    if (VERBS.has(before?.upos ?? '') || VERBS.has(after?.upos ?? '')) continue;
    if (before?.upos !== 'NOUN' && after?.upos !== 'NOUN') continue;
    const genitive: TagTest = (t) => t.upos === tag.upos && t.case === 'Gen' && t.number === 'Sing';
    if (canBe(tokens[i]!, genitive)) out.set(i, genitive);
  }
}

/** Whether the token governs a genitive beside it: a word of quantity, or a reading of an adjective that takes one. */
const governsGenitive = (token: ConstraintToken | undefined) =>
  !!token && (GENITIVE_QUANTITY_WORDS.has(token.key) || token.analyses.some((a) => GENITIVE_ADJECTIVES.has(normalizeLatin(a.lemma))));


/** Rule 77: a dative or locative in -ae or -i beside a word that governs the genitive is the genitive. */
function constrainGovernedGenitive(input: LatinRuleInput, out: Constraints): void {
  const { tokens, chosen, ctx } = input;
  if (ctx.convention) return;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (!IS_NOUN(tag) || (tag.case !== 'Dat' && tag.case !== 'Loc') || out.has(i) || !/(?:ae|i)$/.test(tokens[i]!.key)) continue;
    if (!governsGenitive(tokens[i - 1]) && !governsGenitive(tokens[i + 1])) continue;
    const genitive: TagTest = (t) => t.upos === tag.upos && t.case === 'Gen' && t.number === tag.number;
    if (canBe(tokens[i]!, genitive)) out.set(i, genitive);
  }
}

export const governedGenitiveRule = hardRule({ name: 'governedGenitive', apply: constrainGovernedGenitive });
export const nounGenitiveRule = hardRule({ name: 'nounGenitive', apply: constrainNounGenitive });
