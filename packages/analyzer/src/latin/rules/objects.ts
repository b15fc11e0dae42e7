/**
 * The neuter that is the object (rule 43, `neuterObject`): in a clause (cut at punctuation, subordinating
 * conjunctions and relatives) whose finite verbs are all active, none of them *sum*, all in the third person and of
 * one number, with no coordinating conjunction, and that already has a masculine or feminine nominative of the
 * verbs' number that cannot be an accusative or a genitive (the subject), a neuter read as a nominative that can be the accusative is the accusative: the one
 * nominative of such a clause is its subject (`Interiores plerique frumenta non serunt`, `id quod animo proposuerat
 * Caesar`).
 */
import { canBe, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';
import { subClausesOf } from './subjects';

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

export const neuterObjectRule = hardRule({ name: 'neuterObject', apply: constrainNeuterObject });
