/**
 * The copula (rule 38, `copula`): in a sentence part (up to a full stop, colon, semicolon, question or exclamation
 * mark) whose finite verbs are all forms of *sum*, with no infinitive and no participle in the nominative (a
 * compound tense: *hortatus est* takes an object), a word read as an accusative that can be the nominative of the
 * same part of speech, number and gender is the nominative, unless a preposition stands before it within two
 * words (`Ipsum erat oppidum Alesia`, `At ingeni egregia facinora sicuti anima immortalia sunt`, `procerum et tenue
 * collum`): *sum* takes no object.
 * Rule 54 (`copulaNeuter`, students' path only: `ctx.convention` unset): the same in a clause (cut at punctuation,
 * subordinating conjunctions and relatives) rather than a sentence part, for a neuter, whose nominative and accusative
 * are one form: in a clause whose finite verbs are all third persons of *sum* (an AUX), with no infinitive and no
 * masculine or feminine participle in the nominative (a compound tense), a neuter read as a nominative or an
 * accusative, with no preposition among the three words before it, is the nominative of its part of speech and
 * number (`nullum est certius indicium quam quod, cum …, decessit`). On the UD Latin files' gold tags such a neuter
 * is the nominative 2093 times of 2190; with such a participle, 24 of 41; with a preposition before it, 115 of 317;
 * with an infinitive, 289 of 444.
 * Rule 91 (`modalPredicate`, students' path only, decision 119): after *esse* beside a finite form of a verb that takes
 * its own subject's infinitive (data/latin/predicate-infinitive-verbs.txt: *possum*, *debeo*, *videor*), an adjective,
 * determiner or participle read as the accusative is the nominative of its part of speech, number and gender: the
 * predicate of the subject (`Quid enim potest esse tam apertum tamque perspicuum`). The predicate runs up to six words
 * and ends at a punctuation mark, a preposition, a subordinating conjunction, a relative, any infinitive or finite form
 * (the verb of the list right after *esse* aside), a participle not read as the accusative, an adjective, determiner or
 * participle in the nominative or accusative of another number or gender than the predicate's first, or a coordinating
 * conjunction not followed (adverbs aside) by one of its number and gender (`Vir bonus debet esse iustus et aliena non
 * cupere`); a word with an infinitive of another verb after it before the next punctuation mark is left alone (it may
 * be that verb's object: `Sapiens potest esse pauper et multa habere`). On the UD Latin files' (train and dev) and
 * PROIEL's classical texts' gold tags such a word (nominative or accusative) is the nominative 41 times of 42.
 */
import { canBe, NOMINAL, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { normalizeLatin } from '../normalize';
import { hardRule, STRONG_PUNCTUATION, type LatinRuleInput } from './context';
import { PREDICATE_INFINITIVE_VERBS, RELATIVE_FORMS } from './word-lists.generated';
import { subClausesOf } from './clause-parts';

/** The sentence parts of a sentence: [from, end) ranges between strong punctuation marks. */
function partsOf(keys: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (let i = 0; i <= keys.length; i++) {
    if (i < keys.length && !STRONG_PUNCTUATION.has(keys[i]!)) continue;
    if (i > from) out.push([from, i]);
    from = i + 1;
  }
  return out;
}

/** Rule 38: an accusative in a sentence part whose only verb is *sum* is the nominative. */
function constrainCopula({ tokens, chosen }: LatinRuleInput, out: Constraints): boolean {
  let changed = false;
  for (const [from, end] of partsOf(tokens.map((t) => t.key))) {
    let copula = false;
    let other = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (t.finite) {
        if (t.upos === 'AUX') copula = true;
        else other = true;
      }
      if (t.infinitive || (t.participle && t.case === 'Nom')) other = true;
    }
    if (!copula || other) continue;
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (tag.case !== 'Acc' || !NOMINAL.has(tag.upos) || out.has(i) || tokens[i]!.key.endsWith('.')) continue;
      if (chosen[i - 1]?.upos === 'ADP' || (i - 2 >= from && chosen[i - 2]!.upos === 'ADP')) continue;
      const nominative: TagTest = (t) => t.upos === tag.upos && t.case === 'Nom' && t.number === tag.number && t.gender === tag.gender;
      if (!canBe(tokens[i]!, nominative)) continue;
      out.set(i, nominative);
      changed = true;
    }
  }
  return changed;
}

export const copulaRule = hardRule({ name: 'copula', apply: constrainCopula });

/**
 * True when the clause's finite verbs are all third persons of *sum* (AUX) and it has no infinitive and no masculine
 * or feminine participle in the nominative.
 */
function copulaOnly(chosen: LatinRuleInput['chosen'], from: number, end: number): boolean {
  let copula = false;
  for (let i = from; i < end; i++) {
    const t = chosen[i]!;
    if (t.infinitive || (t.finite && (t.upos !== 'AUX' || !t.thirdPerson))) return false;
    // A compound tense with a masculine or feminine participle: a deponent's takes an object (perosus … clausus erat).
    if (t.participle && t.case === 'Nom' && t.gender !== 'Neut') return false;
    if (t.finite) copula = true;
  }
  return copula;
}

/** The cases rule 54 reads: a neuter read as the nominative is held there too, so that the sentence model does not move it. */
const SUBJECT_CASES = new Set(['Nom', 'Acc']);

/** Rule 54: a neuter in a clause whose only verbs are third persons of *sum* is the nominative. */
function constrainCopulaNeuter({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (const [from, end] of subClausesOf(tokens, chosen)) {
    if (!copulaOnly(chosen, from, end)) continue;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (!SUBJECT_CASES.has(t.case ?? '') || !(NOMINAL.has(t.upos) || t.upos === 'VERB') || t.gender !== 'Neut' || out.has(i)) continue;
      if (chosen.slice(Math.max(from, i - 3), i).some((b) => b.upos === 'ADP')) continue;
      // Its part of speech kept (the case only), and a candidate without a gender too (indicium: the tagger's tag
      // for some nouns names none).
      const nominative: TagTest = (a) => a.upos === t.upos && a.case === 'Nom' && a.number === t.number && (a.gender === 'Neut' || !a.gender);
      if (canBe(tokens[i]!, nominative)) out.set(i, nominative);
    }
  }
}

export const copulaNeuterRule = hardRule({ name: 'copulaNeuter', apply: constrainCopulaNeuter });

/** How far after *esse* rule 91 reads its predicate (`potest esse tam apertum tamque perspicuum`). */
const PREDICATE_REACH = 6;

/** Whether token k is a finite form of a verb of data/latin/predicate-infinitive-verbs.txt (`potest`, `videtur`). */
function predicateVerb({ tokens, chosen }: LatinRuleInput, k: number): boolean {
  const tag = chosen[k];
  return !!tag && tag.finite && (tag.upos === 'VERB' || tag.upos === 'AUX')
    && tokens[k]!.analyses.some((a) => (a.upos === 'VERB' || a.upos === 'AUX') && PREDICATE_INFINITIVE_VERBS.has(normalizeLatin(a.lemma)));
}

/** The words that end rule 91's predicate: a punctuation mark, a preposition, a subordinating conjunction. */
const PREDICATE_ENDS = new Set(['PUNCT', 'ADP', 'SCONJ']);

/** Whether a word can be part of the predicate rule 91 reads: an adjective, a determiner, a participle, in the nominative or the accusative. */
const predicative = (t: TagInfo): boolean => (t.upos === 'ADJ' || t.upos === 'DET' || t.participle) && (t.case === 'Nom' || t.case === 'Acc');

/** Whether `t` has the number and gender of the predicate's first word `head`. */
const agrees = (t: TagInfo, head: TagInfo): boolean => t.number === head.number && t.gender === head.gender;

/** Whether an infinitive of a verb other than *sum* follows word i before the next punctuation mark (`multa timere`). */
function infinitiveAfter(chosen: LatinRuleInput['chosen'], i: number): boolean {
  for (let k = i + 1; k < chosen.length && chosen[k]!.upos !== 'PUNCT'; k++) if (chosen[k]!.upos === 'VERB' && chosen[k]!.infinitive) return true;
  return false;
}

/**
 * Whether word i ends the predicate after *esse* at e (rule 91): a punctuation mark, a preposition, a subordinating
 * conjunction, a relative, any infinitive or finite form but the verb of the list right after *esse*, a participle
 * not read as the accusative, a word of the predicate's kind (`predicative`) with another number or gender than its first word
 * `head`, or a coordinating conjunction unless the next word but adverbs is of the predicate's kind, number and gender
 * (`tam apertum tamque perspicuum`, not `iustus et aliena non cupere`).
 */
function predicateEnds(input: LatinRuleInput, e: number, i: number, head: TagInfo | undefined): boolean {
  const { tokens, chosen } = input;
  const t = chosen[i]!;
  if (PREDICATE_ENDS.has(t.upos) || ((t.upos === 'PRON' || t.upos === 'DET') && RELATIVE_FORMS.has(tokens[i]!.key))) return true;
  if ((t.upos === 'VERB' || t.upos === 'AUX') && (t.finite || t.infinitive)) return !(i === e + 1 && predicateVerb(input, i));
  if (t.participle && t.case !== 'Acc') return true;
  if (head && predicative(t) && !agrees(t, head)) return true;
  if (t.upos !== 'CCONJ') return false;
  let k = i + 1;
  while (chosen[k]?.upos === 'ADV') k++;
  const next = chosen[k];
  return !head || !next || !predicative(next) || !agrees(next, head);
}

/** Rule 91: the modifiers after *esse* beside *potest*, *debet*, *videtur* are the nominative. */
function constrainModalPredicate(input: LatinRuleInput, out: Constraints): void {
  const { tokens, chosen, ctx } = input;
  if (ctx.convention) return;
  for (let e = 0; e < tokens.length; e++) {
    if (tokens[e]!.key !== 'esse' || !chosen[e]!.infinitive || !(predicateVerb(input, e - 1) || predicateVerb(input, e + 1))) continue;
    let head: TagInfo | undefined;
    for (let i = e + 1; i < Math.min(tokens.length, e + 1 + PREDICATE_REACH); i++) {
      const tag = chosen[i]!;
      if (predicateEnds(input, e, i, head)) break;
      if (!predicative(tag)) continue;
      head ??= tag;
      // Not the object of an infinitive after it (`esse pauper et multa habere`).
      if (tag.case !== 'Acc' || out.has(i) || infinitiveAfter(chosen, i)) continue;
      const nominative: TagTest = (t) => t.upos === tag.upos && t.case === 'Nom' && t.number === tag.number && t.gender === tag.gender;
      if (canBe(tokens[i]!, nominative)) out.set(i, nominative);
    }
  }
}

export const modalPredicateRule = hardRule({ name: 'modalPredicate', apply: constrainModalPredicate });
