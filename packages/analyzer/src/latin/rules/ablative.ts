/**
 * The ablative that is not a subject (rule 41, `notSubject`): a singular noun read as a nominative that can be the
 * ablative, in a clause (between punctuation marks), with no coordinating conjunction within two words, is the ablative when the
 * clause's finite verbs cannot take it as their subject: none of them in the third person singular (`Nam concordia
 * parvae res crescunt`, `victoria uti nescis`), or (`secondNominative`) one, not *sum*, whose subject is another nominative noun of the
 * clause, not beside it (`magna gloria consul triumphavit`). A nominative beside another nominative noun is part of a
 * name or an apposition and stays (`C. Iulius Caesar`).
 */
import { clausesOf } from '../../core/constraints/sentence';
import { canBe, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

const NOUNS = new Set(['NOUN', 'PROPN']);

/** Rule 41: a nominative singular noun its clause's verb cannot have as subject is the ablative. */
function constrainNotSubject({ tokens, chosen, on }: LatinRuleInput, out: Constraints): boolean {
  const secondNominative = on('secondNominative');
  let changed = false;
  for (const [from, end] of clausesOf(chosen)) {
    let singular = 0;
    let finite = 0;
    let copula = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (!t.finite) continue;
      finite++;
      if (t.upos === 'AUX') copula = true;
      if (t.thirdPerson && t.number === 'Sing') singular++;
    }
    if (finite === 0 || copula || singular > 1 || (singular === 1 && !secondNominative)) continue;
    const nominatives: number[] = [];
    for (let i = from; i < end; i++) if (NOUNS.has(chosen[i]!.upos) && chosen[i]!.case === 'Nom' && chosen[i]!.number === 'Sing') nominatives.push(i);
    for (const i of nominatives) {
      // A conjunction within two words may join it to another subject (`Caesar et Labienus`).
      let coordinated = false;
      for (let j = Math.max(from, i - 2); j < Math.min(end, i + 3); j++) if (chosen[j]!.upos === 'CCONJ') coordinated = true;
      // Beside another nominative noun it is part of a name or an apposition (`C. Iulius Caesar`).
      if (out.has(i) || coordinated || nominatives.includes(i - 1) || nominatives.includes(i + 1)) continue;
      // With a third-person singular verb, another nominative noun not beside it must be there to be its subject.
      if (singular === 1 && !nominatives.some((j) => Math.abs(j - i) > 1)) continue;
      const tag = chosen[i]!;
      const ablative: TagTest = (t) => t.upos === tag.upos && t.case === 'Abl' && t.number === 'Sing';
      if (!canBe(tokens[i]!, ablative)) continue;
      out.set(i, ablative);
      changed = true;
    }
  }
  return changed;
}

export const notSubjectRule = hardRule({ name: 'notSubject', parts: ['secondNominative'], apply: constrainNotSubject });
