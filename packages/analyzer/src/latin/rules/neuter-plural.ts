/**
 * The neuter plural of a pronoun with no feminine beside it (rule 48, `neuterPlural`): `haec`, `ea`, `eadem`, `alia`,
 * `aliqua` read as a feminine nominative singular, in a clause (between punctuation marks) with no other word read
 * as a feminine nominative singular, are the neuter plural (*haec fere egit*, *forsan et haec olim meminisse
 * iuvabit*); its case is left to the tagger. On the UD Latin files (gold tags) these words in such a clause are the
 * neuter plural 199 times of 217 (`haec` 59 of 63, `ea` 74 of 77); `illa`, `ipsa`, `ista`, `nulla` and the relative
 * `quae` are the feminine too often to be read so (`illa` 22 of 61). Off in a treebank's own convention.
 */
import { clausesOf, hasCopula } from '../../core/constraints/sentence';
import { canBe, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';
import { NEUTER_PLURAL_PRONOUNS } from './word-lists.generated';

const PRONOUNS = new Set(['PRON', 'DET']);

/** Rule 48: a pronoun read as a feminine nominative singular, with no feminine of that case in its clause, is the neuter plural. */
function constrainNeuterPlural({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  // Students' path only: in a treebank's own convention it cost 3 core features on the UD files (decision 086).
  if (ctx.convention) return;
  for (const [from, end] of clausesOf(chosen)) {
    let feminines = 0;
    for (let i = from; i < end; i++) if (chosen[i]!.gender === 'Fem' && chosen[i]!.number === 'Sing' && chosen[i]!.case === 'Nom') feminines++;
    // With a copula its feminine may stand past a comma (`Est igitur haec, iudices, non scripta, sed nata lex`).
    if (feminines !== 1 || hasCopula(chosen, from, end)) continue;
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (!PRONOUNS.has(tag.upos) || tag.gender !== 'Fem' || tag.number !== 'Sing' || tag.case !== 'Nom') continue;
      if (!NEUTER_PLURAL_PRONOUNS.has(tokens[i]!.key) || out.has(i)) continue;
      const neuter: TagTest = (t) => t.upos === tag.upos && t.gender === 'Neut' && t.number === 'Plur';
      if (canBe(tokens[i]!, neuter)) out.set(i, neuter);
    }
  }
}

export const neuterPluralRule = hardRule({ name: 'neuterPlural', apply: constrainNeuterPlural });
