/**
 * The neuter that is the object (rule 43, `neuterObject`): in a clause (cut at punctuation, subordinating
 * conjunctions and relatives) whose finite verbs are all active, none of them *sum*, all in the third person and of
 * one number, with no coordinating conjunction, and that already has a masculine or feminine nominative of the
 * verbs' number that cannot be an accusative or a genitive (the subject), a neuter read as a nominative that can be the accusative is the accusative: the one
 * nominative of such a clause is its subject (`Interiores plerique frumenta non serunt`, `id quod animo proposuerat
 * Caesar`).
 * Rule 53 (`personObject`, students' path only: `ctx.convention` unset): in such a clause whose finite verbs are all
 * in the first or second person and none is *sum* (an AUX), a neuter read as a nominative that can be the accusative
 * is the accusative: the subject of such a verb is *ego*, *tu*, *nos* or *vos* (`quod sentio`, `haec dicimus`). On
 * the UD Latin files' gold tags a neuter nominative or accusative in such a clause is the accusative 950 times of
 * 975 (every treebank at least 90 %); with a finite AUX, 27 of 36, so *sum* keeps its predicate.
 */
import { canBe, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';
import { subClausesOf } from './clause-parts';

const NOMINALS = new Set(['NOUN', 'PROPN', 'PRON', 'DET', 'ADJ']);

const isNominative = (t: TagInfo) => NOMINALS.has(t.upos) && t.case === 'Nom';
/** A reading that would make a word no subject: the accusative or the genitive (`animi` genitive or nominative plural). */
const notSubject: TagTest = (t) => t.case === 'Acc' || t.case === 'Gen';

/** The number of the clause's finite verbs when they are all active third persons of one number and none is *sum*. */
function verbsNumber(chosen: readonly TagInfo[], from: number, end: number): string | undefined {
  let number: string | undefined;
  for (let i = from; i < end; i++) {
    const t = chosen[i]!;
    if (t.upos === 'CCONJ') return undefined;
    if (!t.finite) continue;
    if (t.upos !== 'VERB' || !t.thirdPerson || !t.finiteForm!.includes('Voice=Act')) return undefined;
    if (number !== undefined && t.number !== number) return undefined;
    number = t.number;
  }
  return number;
}

/** Rule 43: a neuter nominative beside its clause's subject is the object. */
function constrainNeuterObject({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    const number = verbsNumber(chosen, from, end);
    if (!number) continue;
    let subject = false;
    for (let i = from; i < end && !subject; i++) {
      const t = chosen[i]!;
      subject = isNominative(t) && t.number === number && !!t.gender && !t.gender.includes('Neut') && !canBe(tokens[i]!, notSubject);
    }
    if (!subject) continue;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (!isNominative(t) || t.gender !== 'Neut' || out.has(i)) continue;
      const accusative: TagTest = (a) => a.upos === t.upos && a.case === 'Acc' && a.number === t.number && a.gender === 'Neut';
      if (canBe(tokens[i]!, accusative)) out.set(i, accusative);
    }
  }
}

/** True when the clause's finite verbs are all in the first or second person and none is an AUX (*sum*). */
function spokenVerbsOnly(chosen: readonly TagInfo[], from: number, end: number): boolean {
  let finite = false;
  for (let i = from; i < end; i++) {
    const t = chosen[i]!;
    if (!t.finite) continue;
    if (t.upos !== 'VERB' || !(t.finiteForm?.includes('Person=1') || t.finiteForm?.includes('Person=2'))) return false;
    finite = true;
  }
  return finite;
}

/** The cases rule 53 reads: a neuter read as the accusative is held there too, so that the sentence model does not move it. */
const OBJECT_CASES = new Set(['Nom', 'Acc']);

/** Rule 53: a neuter nominative in a clause of first- or second-person verbs is the object. */
function constrainPersonObject({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    if (!spokenVerbsOnly(chosen, from, end)) continue;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      // Not a participle: in the nominative it agrees with the speaker or the one spoken to (veniens).
      if (!OBJECT_CASES.has(t.case ?? '') || !NOMINALS.has(t.upos) || t.gender !== 'Neut' || out.has(i)) continue;
      // The case only: the later rules may still make an adjective standing alone the noun (honesta petamus).
      const accusative: TagTest = (a) => a.case === 'Acc' && a.number === t.number && a.gender === 'Neut';
      if (canBe(tokens[i]!, accusative)) out.set(i, accusative);
    }
  }
}

export const neuterObjectRule = hardRule({ name: 'neuterObject', apply: constrainNeuterObject });
export const personObjectRule = hardRule({ name: 'personObject', apply: constrainPersonObject });
