/**
 * The ablative that is not a subject (rule 41, `notSubject`): a singular noun read as a nominative that can be the
 * ablative, in a clause (between punctuation marks) whose finite verbs are none of them *sum* or a third person
 * singular, with no coordinating conjunction within two words, is the ablative: those verbs cannot have it as their
 * subject (`Nam concordia parvae res crescunt`, `victoria uti nescis`). A nominative beside another nominative noun
 * is part of a name or an apposition and stays (`C. Iulius Caesar`). Its second reading, measured and left out
 * (decision 048): with one third-person singular verb, a nominative when another nominative noun of the clause can be
 * the subject (`magna gloria consul triumphavit`): school canon +1 card, UD −3 / −3 / +2 tokens (3 folds).
 */
import { clausesOf } from '../../core/constraints/sentence';
import { canBe, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

const NOUNS = new Set(['NOUN', 'PROPN']);

/** Rule 41: a nominative singular noun its clause's verb cannot have as subject is the ablative. */
function constrainNotSubject({ tokens, chosen }: LatinRuleInput, out: Constraints): boolean {
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
    if (finite === 0 || copula || singular > 0) continue;
    const nominatives: number[] = [];
    for (let i = from; i < end; i++) if (NOUNS.has(chosen[i]!.upos) && chosen[i]!.case === 'Nom' && chosen[i]!.number === 'Sing') nominatives.push(i);
    for (const i of nominatives) {
      // A conjunction within two words may join it to another subject (`Caesar et Labienus`).
      let coordinated = false;
      for (let j = Math.max(from, i - 2); j < Math.min(end, i + 3); j++) if (chosen[j]!.upos === 'CCONJ') coordinated = true;
      // Beside another nominative noun it is part of a name or an apposition (`C. Iulius Caesar`).
      if (out.has(i) || coordinated || nominatives.includes(i - 1) || nominatives.includes(i + 1)) continue;
      const tag = chosen[i]!;
      const ablative: TagTest = (t) => t.upos === tag.upos && t.case === 'Abl' && t.number === 'Sing';
      if (!canBe(tokens[i]!, ablative)) continue;
      out.set(i, ablative);
      changed = true;
    }
  }
  return changed;
}

export const notSubjectRule = hardRule({ name: 'notSubject', apply: constrainNotSubject });
