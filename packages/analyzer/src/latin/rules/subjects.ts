/**
 * The subject of a clause's verb: one where a third-person verb has none, none where the verb is singular.
 * - Rule 4 (`subject`, soft): a clause whose one finite verb is in the third person and which has no nominative
 *   noun or pronoun takes a subject of the verb's number (`Puellae rosas amant`, `fortissimi sunt Belgae`). Per
 *   clause, with nouns and pronouns only as subjects, Perseus 5 folds 95.74 / 95.24 / 88.01 → 95.74 / 95.25 /
 *   88.06 and PROIEL 3 folds 94.88 / 95.68 / 87.56 → 94.89 / 95.69 / 87.60 (UPOS / lemma / core features);
 *   margins 20 and 30 score as 25 within ±0.02, and 25 makes Caesar's `Belgae` subjects. Its parts:
 *   `determinerSubject`, a nominative determiner beside a word that can be its noun is no subject (`His rebus
 *   gestis omnis Gallia pacata est`; Perseus and PROIEL unchanged); `subjectBefore`, a subject before the clause,
 *   set off by an apposition, counts (`Hannibal, Hamilcaris filius, …, superavit`); `peopleSubject`, when no word
 *   took the subject within 25 a people may within 60 (`Post proelium Galli legatos miserunt`: Perseus and PROIEL
 *   identical to the hundredth, while 60 for every word cost Perseus 0.16 core-feature points and PROIEL 0.08).
 * - Rule 29 (`secondSubject`: after a subject set off by an apposition, the clause's own nominative is read in
 *   another case, `…, omnes duces prudentia superavit`) was removed by decision 048: no card on the school canon,
 *   0 / 0 / −1 tokens on the UD files (3 folds).
 * - Rule 32 (`pluralObject`): in a clause (cut at punctuation, subordinating conjunctions and relatives) whose
 *   finite verbs are all third person singular and that coordinates nothing, a plural noun read as a nominative is
 *   the accusative (`Caesar milites hortatus est ut …`): 494 of 520 such plural nouns on the gold trees are
 *   accusatives (Perseus 119 of 119). With rules 30 and 31: Perseus 96.06 / 95.34 / 88.48 → 96.06 / 95.34 /
 *   88.49, PROIEL 95.57 / 96.05 / 87.91 → 95.58 / 96.05 / 87.92.
 * - Rule 72 (`personSubject`, students' path only): `nos` or `vos` read as the accusative, not after a preposition,
 *   in a part of a clause (cut at punctuation, subordinating conjunctions and relatives) whose finite verbs are all
 *   in its person and the plural, is the nominative, their subject (`nam vos mutastis et illas`). On the UD Latin
 *   files' gold tags such a `nos` or `vos`, nominative or accusative, is the nominative 114 times of 119 (LLCT 74/76,
 *   PROIEL 18/19, Perseus 12/12, UDante 10/12; the others reflexive: `nos met ipsos … amabimus`). Its part
 *   `neuterSubject`: a neuter plural read as the accusative, not after a preposition, in a part of a clause whose one
 *   finite verb is an active third person plural, with no conjunction or infinitive, no masculine or feminine
 *   nominative plural and a masculine or feminine accusative that cannot be the nominative (the object), is the
 *   nominative (`ne vitam silentio transeant veluti pecora`), not a pronoun or a determiner (`Multa Caesarem
 *   celant`, two objects): so on the gold tags 47 times
 *   of 48 (CIRCSE 9/9, ITTB 23/23, Perseus 11/11, UDante 3/3, PROIEL 1/2: `Haec … magnam partem aestatis faciebant`).
 */
import { clausesOf } from '../../core/constraints/sentence';
import { canBe, NOMINAL, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { ConstraintToken, Constraints, Trial } from '../../core/constraints/types';
import { subClausesOf } from './clause-parts';
import { hardRule, softRule, STRONG_PUNCTUATION, type LatinRuleContext, type LatinRuleInput } from './context';

/**
 * How far below the best reading (in path score) a reading with a nominative subject agreeing with its clause's
 * only finite verb may be and still be taken (rule 4). On Perseus (5 folds) and PROIEL (3 folds) 10, 20 and 30
 * score alike (±0.02 UPOS); 25 lets the ethnic plurals of Caesar (`fortissimi sunt Belgae`), whose -ae the tagger
 * reads as the genitive of a place name, be subjects.
 */
export const SUBJECT_MARGIN = 25;
/**
 * The same for a people as that subject, when no word took the subject within SUBJECT_MARGIN: a people's plural is
 * the subject of a verb without one far more often than a man's genitive beside it.
 */
export const PEOPLE_SUBJECT_MARGIN = 60;

const subjectMargin = (ctx: LatinRuleContext) => (ctx.margins ? ctx.margins.subject : SUBJECT_MARGIN);

/**
 * True when the subject stands before clause k, set off by an apposition: a nominative noun, proper noun or
 * pronoun of the verb's number in the verbless clauses that lead up to it, within the same sentence part.
 */
function subjectInLeadingClauses(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], clauses: readonly (readonly [number, number])[], k: number, number: string | undefined): boolean {
  for (let c = k - 1; c >= 0; c--) {
    const [from, end] = clauses[c]!;
    if (STRONG_PUNCTUATION.has(tokens[end]?.key ?? '') || chosen.slice(from, end).some((t) => t.finite)) return false;
    if (chosen.slice(from, end).some((t) => t.case === 'Nom' && t.number === number && (t.upos === 'NOUN' || t.upos === 'PROPN' || t.upos === 'PRON'))) return true;
  }
  return false;
}

const SUBJECT_UPOS = new Set(['NOUN', 'PROPN', 'PRON', 'DET', 'NUM']);

/**
 * Rule 4: for each clause with one finite verb, in the third person, and no nominative noun or pronoun, the words
 * that can be a nominative of the verb's number. One list of trials per clause.
 */
function subjectTrials({ tokens, chosen, on }: LatinRuleInput): Trial[][] {
  const determiners = on('determinerSubject');
  const withoutSubjectBefore = !on('subjectBefore');
  const out: Trial[][] = [];
  // A determiner stands for the subject (`omnes`, `hi`) unless a word beside it can be the noun it goes with
  // (`omnis Gallia` after `His rebus gestis`, where Gallia was read as an ablative).
  const nounBeside = (i: number, number: string | undefined) => [i - 1, i + 1].some((j) => j >= 0 && j < tokens.length && chosen[j]!.case !== 'Nom'
    && canBe(tokens[j]!, (t) => (t.upos === 'NOUN' || t.upos === 'PROPN') && t.case === 'Nom' && t.number === number));
  const clauses = clausesOf(chosen);
  const subjectBefore = (k: number, number: string | undefined) => subjectInLeadingClauses(tokens, chosen, clauses, k, number);
  for (const [k, [from, end]] of clauses.entries()) {
    let verb: TagInfo | undefined;
    let verbs = 0;
    let hasSubject = false;
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (tag.case === 'Nom' && SUBJECT_UPOS.has(tag.upos) && !(determiners && tag.upos === 'DET' && nounBeside(i, tag.number))) hasSubject = true;
      if (tag.finite) [verb, verbs] = [tag, verbs + 1];
    }
    const number = verbs === 1 && !hasSubject && verb!.thirdPerson ? verb!.number : undefined;
    if (!number || (!withoutSubjectBefore && subjectBefore(k, number))) continue;
    const isSubject: TagTest = (t) => NOMINAL.has(t.upos) && t.case === 'Nom' && t.number === number;
    const trials: Trial[] = [];
    for (let i = from; i < end; i++) {
      if (tokens[i]!.wordLike && !isSubject(chosen[i]!) && canBe(tokens[i]!, isSubject)) trials.push([i, isSubject]);
    }
    if (trials.length > 0) out.push(trials);
  }
  return out;
}

/** Rule 32: a plural noun in a clause whose every finite verb is a third person singular is not its subject. */
function constrainPluralObject({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    let finite = 0;
    let other = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (t.finite) {
        finite++;
        other ||= t.number !== 'Sing' || !t.thirdPerson;
      }
      other ||= t.upos === 'CCONJ';
    }
    if (finite === 0 || other) continue;
    for (let i = from; i < end; i++) {
      const noun = chosen[i]!;
      if (noun.upos !== 'NOUN' || noun.case !== 'Nom' || noun.number !== 'Plur' || out.has(i)) continue;
      const test: TagTest = (t) => t.upos === 'NOUN' && t.case === 'Acc' && t.number === 'Plur';
      if (canBe(tokens[i]!, test)) out.set(i, test);
    }
  }
}

export const subjectRule = softRule({
  name: 'subject',
  parts: ['determinerSubject', 'subjectBefore'],
  trials: subjectTrials,
  margin: subjectMargin,
  fallback: {
    name: 'peopleSubject',
    margin: () => PEOPLE_SUBJECT_MARGIN,
    keeps: ({ tokens, ctx: { isPeople } }, i) => !!isPeople && tokens[i]!.analyses.some(isPeople),
  },
});
export const pluralObjectRule = hardRule({ name: 'pluralObject', apply: constrainPluralObject });

/** The person of `nos` and `vos` (rule 72). */
const PLURAL_PERSONS: ReadonlyMap<string, string> = new Map([['nos', 'Person=1'], ['uos', 'Person=2']]);

/** Rule 72: `nos` or `vos` read as the accusative beside finite verbs all of its person and plural is their subject. */
function constrainPersonSubject({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    let finite = false;
    let others = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (!t.finite) continue;
      finite = true;
      if (t.number !== 'Plur') others = true;
    }
    if (!finite || others) continue;
    for (let i = from; i < end; i++) {
      const person = PLURAL_PERSONS.get(tokens[i]!.key);
      const tag = chosen[i]!;
      if (!person || tag.case !== 'Acc' || out.has(i) || (i > 0 && chosen[i - 1]!.upos === 'ADP')) continue;
      let same = true;
      for (let j = from; j < end; j++) if (chosen[j]!.finite && !chosen[j]!.finiteForm!.includes(person)) same = false;
      // The personal pronoun's own nominative (not another reading of the form with a gender).
      const nominative: TagTest = (t) => t.upos === tag.upos && t.case === 'Nom' && t.number === 'Plur' && t.gender === tag.gender;
      if (same && canBe(tokens[i]!, nominative)) out.set(i, nominative);
    }
  }
}

/** The only finite verb of part [from, end) when it is an active third person plural and not *sum*, with no conjunction or infinitive beside it. */
function pluralVerbAlone(chosen: readonly TagInfo[], from: number, end: number): boolean {
  let verbs = 0;
  for (let i = from; i < end; i++) {
    const t = chosen[i]!;
    if (t.upos === 'CCONJ' || t.infinitive) return false;
    if (!t.finite) continue;
    verbs++;
    if (t.upos !== 'VERB' || !t.thirdPerson || t.number !== 'Plur' || !t.finiteForm!.includes('Voice=Act')) return false;
  }
  return verbs === 1;
}

/**
 * Rule 72's part `neuterSubject`: a neuter plural read as the accusative, not after a preposition, in a part of a
 * clause whose one finite verb is an active third person plural (no conjunction, no infinitive), with no word read as
 * a masculine or feminine nominative plural and another noun or pronoun read as a masculine or feminine accusative
 * that cannot be the nominative (the verb's object), is the nominative (`ne vitam silentio transeant veluti pecora`);
 * not a pronoun or a determiner, the second object of a verb that takes two (`Multa Caesarem celant`).
 */
function constrainNeuterSubject(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], out: Constraints): void {
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    if (!pluralVerbAlone(chosen, from, end)) continue;
    let object = false;
    let subject = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (t.case === 'Nom' && t.number === 'Plur' && t.gender !== 'Neut' && NOMINAL.has(t.upos)) subject = true;
      if (OBJECTS.has(t.upos) && t.case === 'Acc' && !!t.gender && !t.gender.includes('Neut') && !canBe(tokens[i]!, (a) => a.case === 'Nom')) object = true;
    }
    if (subject || !object) continue;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      // A pronoun or determiner is the second object of a verb that takes two (`Multa Caesarem celant`).
      if (!NOMINAL.has(t.upos) || t.upos === 'PRON' || t.upos === 'DET' || t.case !== 'Acc' || t.gender !== 'Neut' || t.number !== 'Plur' || out.has(i) || (i > 0 && chosen[i - 1]!.upos === 'ADP')) continue;
      const nominative: TagTest = (a) => a.upos === t.upos && a.case === 'Nom' && a.number === 'Plur' && a.gender === 'Neut';
      if (canBe(tokens[i]!, nominative)) out.set(i, nominative);
    }
  }
}

const OBJECTS = new Set(['NOUN', 'PROPN', 'PRON']);

export const personSubjectRule = hardRule({
  name: 'personSubject',
  parts: ['neuterSubject'],
  apply: (input: LatinRuleInput, out: Constraints) => {
    constrainPersonSubject(input, out);
    if (!input.ctx.convention && input.on('neuterSubject')) constrainNeuterSubject(input.tokens, input.chosen, out);
  },
});
