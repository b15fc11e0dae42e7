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
 * 975 (every treebank at least 90 %); with a finite AUX, 27 of 36, so *sum* keeps its predicate. Rule 73
 * (`periphrasticObject`, a part of rule 53): an AUX with a masculine or feminine nominative future participle beside it is
 * the participle's auxiliary, not a copula (*Bellum scripturus sum*): on the UD files' gold tags a neuter nominative
 * or accusative in such a clause is the accusative 8 times of 9 (the other: *caput … factus es*).
 * Rule 61 (`numberObject`, students' path only): in a clause whose finite verbs are all third persons of one number
 * and none is *sum*, a neuter read as a nominative or an accusative of the other number cannot be their subject: it
 * is the accusative (`quem dixere chaos`, `haec fere egit`). On the UD Latin files' gold tags: singular neuters beside
 * plural verbs, with no coordinating conjunction in the clause (`X et Y` take a plural verb), the accusative 216 of
 * 225; plural neuters beside singular verbs, 670 of 678. A plural in -a that can be a feminine singular is left alone
 * (`Troia capta`), but for rule 48's pronouns with no other feminine nominative singular beside them (44 of 55).
 * School canon (decision 100): +2 cards, commercial +3, no fold worse.
 */
import { canBe, constrainTo, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { ConstraintToken, Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';
import { subClausesOf } from './clause-parts';
import { NEUTER_PLURAL_PRONOUNS } from './word-lists.generated';

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

/**
 * A future participle read as a masculine or feminine nominative beside the AUX at i: *sum* is its auxiliary
 * (*scripturus sum*); a perfect one is a passive's (*caput … factus es*), whose neuter is its subject.
 */
function periphrasis(chosen: readonly TagInfo[], i: number, from: number, end: number): boolean {
  return [i - 1, i + 1].some((j) => j >= from && j < end && chosen[j]!.futurePart && chosen[j]!.case === 'Nom' && chosen[j]!.gender !== 'Neut');
}

/**
 * True when the clause's finite verbs are all in the first or second person and none is an AUX (*sum*); with
 * `periphrastic` (rule 73), an AUX beside a nominative future participle counts as a verb (*Bellum scripturus sum*).
 */
function spokenVerbsOnly(chosen: readonly TagInfo[], from: number, end: number, periphrastic: boolean): boolean {
  let finite = false;
  for (let i = from; i < end; i++) {
    const t = chosen[i]!;
    if (!t.finite) continue;
    if (!(t.finiteForm?.includes('Person=1') || t.finiteForm?.includes('Person=2'))) return false;
    if (t.upos !== 'VERB' && !(periphrastic && t.upos === 'AUX' && periphrasis(chosen, i, from, end))) return false;
    finite = true;
  }
  return finite;
}

/** The cases rule 53 reads: a neuter read as the accusative is held there too, so that the sentence model does not move it. */
const OBJECT_CASES = new Set(['Nom', 'Acc']);

/** Rule 53: a neuter nominative in a clause of first- or second-person verbs is the object. */
function constrainPersonObject({ tokens, chosen, ctx, on }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  const periphrastic = on('periphrasticObject');
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    if (!spokenVerbsOnly(chosen, from, end, periphrastic)) continue;
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

/** The number of the clause's finite verbs when they are all third persons of one number and none is an AUX. */
function thirdPersonNumber(chosen: readonly TagInfo[], from: number, end: number): string | undefined {
  let number: string | undefined;
  for (let i = from; i < end; i++) {
    const t = chosen[i]!;
    if (!t.finite) continue;
    if (t.upos !== 'VERB' || !t.thirdPerson || (number !== undefined && t.number !== number)) return undefined;
    number = t.number;
  }
  if (number === 'Plur' && chosen.slice(from, end).some((t) => t.upos === 'CCONJ')) return undefined;
  return number;
}

/** A feminine singular (`capta`, `moribunda`, `haec`): the form of a neuter plural in -a. */
const feminineSingular: TagTest = (a) => a.number === 'Sing' && !!a.gender?.includes('Fem');

/**
 * The number of the neuter that rule 61 reads at token i, or undefined: a neuter nominative or accusative, or a
 * feminine singular that a rule before has already made the neuter plural (rule 48: `haec fere egit`).
 */
function neuterNumber(token: ConstraintToken, t: TagInfo, prior: TagTest | undefined): string | undefined {
  // Participles too (unlike rule 53): a nominative participle of the other number cannot agree with the verbs' subject.
  if (!OBJECT_CASES.has(t.case ?? '') || !(NOMINALS.has(t.upos) || t.upos === 'VERB')) return undefined;
  if (t.gender === 'Neut') return t.number;
  const plural: TagTest = (a) => a.gender === 'Neut' && a.number === 'Plur';
  return prior && feminineSingular(t) && canBe(token, (a) => prior(a) && plural(a)) ? 'Plur' : undefined;
}

/** True when a word of the clause other than token i is read as a feminine nominative singular (`Haec … lex`). */
function feminineBeside(chosen: readonly TagInfo[], from: number, end: number, i: number): boolean {
  for (let j = from; j < end; j++) if (j !== i && chosen[j]!.case === 'Nom' && feminineSingular(chosen[j]!)) return true;
  return false;
}

/** Rule 61: a neuter of the other number than its clause's verbs is their object. */
function constrainNumberObject({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    const number = thirdPersonNumber(chosen, from, end);
    if (!number) continue;
    for (let i = from; i < end; i++) {
      const prior = out.get(i);
      const own = neuterNumber(tokens[i]!, chosen[i]!, prior);
      if (!own || own === number) continue;
      // A plural in -a that can still be a feminine singular is left alone (`Troia capta`, `moribunda cecidit`),
      // but for rule 48's pronouns with no other feminine nominative singular beside them (`haec fere egit`).
      const feminine = canBe(tokens[i]!, (a) => (!prior || prior(a)) && feminineSingular(a));
      if (own === 'Plur' && feminine && !(NEUTER_PLURAL_PRONOUNS.has(tokens[i]!.key) && !feminineBeside(chosen, from, end, i))) continue;
      constrainTo(out, tokens[i]!, i, (a) => a.case === 'Acc' && a.number === own && a.gender === 'Neut');
    }
  }
}

export const neuterObjectRule = hardRule({ name: 'neuterObject', apply: constrainNeuterObject });
export const personObjectRule = hardRule({ name: 'personObject', parts: ['periphrasticObject'], apply: constrainPersonObject });
export const numberObjectRule = hardRule({ name: 'numberObject', apply: constrainNumberObject });
