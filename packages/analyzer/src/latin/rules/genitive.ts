/**
 * The genitive beside a noun (rule 46, `nounGenitive`): a first-declension singular in -ae read as a dative, with a
 * noun beside it and no verb, is the genitive (*Britanniae pars*, *pestem patriae*, *vita memoriae*). On the UD
 * Latin files (gold tags) a singular noun in -ae that is a genitive or a dative with a noun beside it and no verb is
 * the genitive 177 times of 192.
 */
import { canBe, IS_NOUN, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

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

export const nounGenitiveRule = hardRule({ name: 'nounGenitive', apply: constrainNounGenitive });
