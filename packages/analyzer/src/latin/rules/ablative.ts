/**
 * The ablative that is not a subject (rule 41, `notSubject`): a singular noun read as a nominative that can be the
 * ablative, in a clause (between punctuation marks) whose finite verbs are none of them *sum* or a third person
 * singular, with no coordinating conjunction within two words, is the ablative: those verbs cannot have it as their
 * subject (`Nam concordia parvae res crescunt`, `victoria uti nescis`). A nominative beside another nominative noun
 * is part of a name or an apposition and stays (`C. Iulius Caesar`). Its second reading, measured and left out
 * (decision 048): with one third-person singular verb, a nominative when another nominative noun of the clause can be
 * the subject (`magna gloria consul triumphavit`): school canon +1 card, UD −3 / −3 / +2 tokens (3 folds).
 */
import { clausesOf, hasCopula } from '../../core/constraints/sentence';
import { canBe, IS_NOUN, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';


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
    for (let i = from; i < end; i++) if (IS_NOUN(chosen[i]!) && chosen[i]!.case === 'Nom' && chosen[i]!.number === 'Sing') nominatives.push(i);
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


/** The noun of a participle at `i`: beside it, or past a genitive (*pecunia societatis sublata*). */
function nounsNear(chosen: LatinRuleInput['chosen'], i: number, from: number, end: number): number[] {
  const near: number[] = [];
  for (const [j, gap] of [[i - 1, -1], [i + 1, -1], [i - 2, i - 1], [i + 2, i + 1]] as const) {
    if (j < from || j >= end || (gap >= 0 && chosen[gap]!.case !== 'Gen')) continue;
    if (IS_NOUN(chosen[j]!)) near.push(j);
  }
  return near;
}

/**
 * Rule 47, `absoluteParticiple`: a participle in -a read as a nominative or ablative singular and a noun in -a beside
 * it (or past a genitive) read as a nominative singular of its gender, in a clause (between punctuation marks) without
 * a finite form of *sum*, are an ablative absolute (*pecunia societatis sublata*, *Troia capta*). On the UD Latin files
 * (gold tags) such a pair with no finite AUX in its clause is the ablative 27 times of 35; with one, the nominative
 * 16 of 18 (*capta est*).
 */
function constrainAbsoluteParticiple({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (const [from, end] of clausesOf(chosen)) {
    if (hasCopula(chosen, from, end)) continue;
    for (let i = from; i < end; i++) {
      const part = chosen[i]!;
      if (!part.participle || (part.case !== 'Nom' && part.case !== 'Abl') || part.number !== 'Sing' || !tokens[i]!.key.endsWith('a')) continue;
      for (const j of nounsNear(chosen, i, from, end)) {
        const noun = chosen[j]!;
        if (noun.case !== 'Nom' || noun.number !== 'Sing' || !tokens[j]!.key.endsWith('a') || noun.gender !== part.gender) continue;
        if (out.has(i) || out.has(j)) continue;
        const ablative = (upos: string): TagTest => (t) => t.upos === upos && t.case === 'Abl' && t.number === 'Sing' && t.gender === part.gender;
        if (!canBe(tokens[i]!, ablative(part.upos)) || !canBe(tokens[j]!, ablative(noun.upos))) continue;
        out.set(i, ablative(part.upos));
        out.set(j, ablative(noun.upos));
      }
    }
  }
}

export const absoluteParticipleRule = hardRule({ name: 'absoluteParticiple', apply: constrainAbsoluteParticiple });
