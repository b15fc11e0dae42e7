/**
 * The vocative: set off, and spoken to someone. Rules 34 (`aside`) and 35 (`interjection`), decision 048, are
 * described where they are written below.
 * - Rule 8 (`vocative`): in a punctuated sentence, a vocative with no punctuation, interjection or other vocative
 *   beside it and no verb in the second person or imperative in its sentence is read otherwise (`Helvetii legatos
 *   ad Caesarem mittunt.`; `tu` and `vos` excepted). On the gold trees 93 % of the treebanks' 389 vocatives are set
 *   off so, the rest mostly in PROIEL, which has no punctuation (so the rule leaves unpunctuated sentences alone).
 *   Perseus 5 folds with rules 6 and 8 against rule 6 alone: 95.84 / 95.26 / 88.18 → 95.85 / 95.27 / 88.21 (UPOS /
 *   lemma / core features; decision 012).
 * - Rule 13 (`address`): a vocative is not one when nobody is spoken to: the sentence has a finite verb, every
 *   finite verb is in the third person and no word names the speaker or the listener (`Helvetii, qui fortissimi
 *   sunt, … bellum gerunt`; Nepos's `Miltiades, Cimonis filius, Atheniensis, …`). On the gold trees 16 vocatives
 *   of 388 stand in such sentences (Perseus 5 of 73). Same models, off → on: UPOS the same to the hundredth on
 *   Perseus 5 folds (95.90), PROIEL 3 folds (95.25), UDante 3 folds (96.19) and CIRCSE 3 folds (94.75); core
 *   features Perseus 88.24 → 88.25, UDante 89.36 → 89.38.
 * - Rule 16 (`spokenTo`): a nominative set off by punctuation in a sentence with a verb in the second person or the
 *   imperative of its number is the one spoken to (`Milites, fortiter pugnate!`): the vocative 47 times of 52 on
 *   the gold trees (Perseus 22 of 22). With rules 17 and 18, Perseus 95.91 / 95.27 / 88.24 → 95.92 / 95.28 / 88.45
 *   (the features from the vocatives), PROIEL 95.32 / 96.06 / 87.86 → 95.32 / 96.06 / 87.91.
 * - Rule 59, in rules 13 and 34, students' cards only: a plural noun alone between two marks, in a sentence whose
 *   finite verbs are all singular (none can take it for its subject), is the one spoken to, though nobody speaks
 *   in the first or second person (`Caedebatur … civis Romanus, iudices.`): on the UD files 3 of 3 such nouns are
 *   vocatives (Perseus; decision 099).
 * - Rule 60 (`subjectPronoun`), students' cards only: `tu` or `vos` read as a vocative with no mark after it, in a
 *   sentence with a verb in the second person of its number, is the nominative, that verb's subject (`Tu si me
 *   diligis, fac ut valeas`): so on the UD files 134 times of 135 outside CIRCSE (whose unpunctuated verse tags it
 *   the vocative 15 times of 21; decision 099).
 * Each decodes the sentence again when it changes a reading. The words that name the speaker or the listener
 * are data/latin/first-and-second-person.txt.
 */
import { agreesWithin } from '../../core/constraints/sentence';
import { canBe, constrainTo, NOMINAL, NOT_VOCATIVE, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { ENCLITIC_CONJUNCTIONS, hardRule, type LatinRuleInput } from './context';
import { FIRST_AND_SECOND_PERSON } from './word-lists.generated';

/** Rule 8: in a punctuated sentence, a vocative nothing sets off is read otherwise. */
function constrainUnsetVocative({ tokens, chosen }: LatinRuleInput, out: Constraints): boolean {
  // Without punctuation in the sentence (PROIEL's texts have none), a missing comma says nothing.
  if (!chosen.some((t) => t.case === 'Voc') || chosen.some((t) => t.addressed) || !chosen.some((t) => t.upos === 'PUNCT')) return false;
  let changed = false;
  const setsOff = (j: number) => j >= 0 && j < chosen.length && (chosen[j]!.upos === 'PUNCT' || chosen[j]!.upos === 'INTJ' || chosen[j]!.case === 'Voc');
  const notVocative = NOT_VOCATIVE;
  for (let i = 0; i < tokens.length; i++) {
    const key = tokens[i]!.key;
    if (chosen[i]!.case !== 'Voc' || setsOff(i - 1) || setsOff(i + 1) || tokens[i - 1]?.key === 'o' || key === 'tu' || key === 'uos') continue;
    if (!constrainTo(out, tokens[i]!, i, notVocative)) continue;
    changed = true;
    // The next word may belong to this one (`Kal. Apr.`): it is read again in the next round, from the new case.
    i++;
  }
  return changed;
}

/**
 * Rule 71 (`joinedVocative`, in rule 13, students' cards only): a vocative joined by a conjunction to a word that
 * can only be the vocative is spoken to as that one is, and held so (*Resistendum, Laeli et Scipio, senectuti est*). On the UD
 * Latin files' gold tags a noun or name joined so to a vocative, when it is a nominative or a vocative, is the
 * vocative 5 times of 5. An enclitic joins its host to the word before it (*Laeli Scipio-que*), not to the word after.
 */
function joinedToVocative(tokens: LatinRuleInput['tokens'], chosen: readonly TagInfo[], i: number): boolean {
  const sure = (j: number) => j >= 0 && j < chosen.length && chosen[j]!.case === 'Voc' && !canBe(tokens[j]!, (t) => t.case !== 'Voc');
  const enclitic = (j: number) => ENCLITIC_CONJUNCTIONS.has(tokens[j]?.key ?? '');
  // An enclitic joins its host to the word before it (*Laeli Scipio-que*), not to the word after it.
  if (enclitic(i + 1)) return sure(i - 1);
  if (enclitic(i + 2) && sure(i + 1)) return true;
  return [-1, 1].some((d) => chosen[i + d]?.upos === 'CCONJ' && !enclitic(i + d) && sure(i + 2 * d));
}

/** The enclitic conjunctions, tokens of their own after their host (*Scipio-que*, *Laeli-ve*). */
/** Rule 13: a vocative is not one when nobody is spoken to. */
function constrainUnaddressedVocative({ tokens, chosen, ctx, on }: LatinRuleInput, out: Constraints): boolean {
  if (!chosen.some((t) => t.case === 'Voc')) return false;
  let finite = false;
  for (let j = 0; j < tokens.length; j++) {
    const t = chosen[j]!;
    if (t.finite && !t.thirdPerson) return false;
    if (t.finite) finite = true;
    const key = tokens[j]!.key;
    if (t.upos === 'INTJ' || key === 'o' || FIRST_AND_SECOND_PERSON.has(key)) return false;
  }
  if (!finite) return false;
  let changed = false;
  const singular = !ctx.convention && onlySingularVerbs(chosen);
  const joined = !ctx.convention && on('joinedVocative');
  for (let i = 0; i < tokens.length; i++) {
    if (chosen[i]!.case !== 'Voc') continue;
    // Rule 59: a plural set off alone that no verb, all singular, takes for its subject (`… civis Romanus, iudices.`).
    if (singular && chosen[i]!.number === 'Plur' && spokenToAlone(chosen, i)) continue;
    if (joined && joinedToVocative(tokens, chosen, i)) {
      // Held: the sentence model would take it back for the nominative.
      if (!out.has(i)) out.set(i, (t) => t.case === 'Voc');
      continue;
    }
    if (constrainTo(out, tokens[i]!, i, (t) => t.case !== 'Voc')) changed = true;
  }
  return changed;
}

const SPOKEN_TO_UPOS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** Rule 16: a nominative set off by punctuation, in a sentence spoken to someone of its number, is a vocative. */
function constrainSpokenTo({ tokens, chosen }: LatinRuleInput, out: Constraints): boolean {
  const numbers = new Set<string | undefined>();
  for (const t of chosen) if (t.finite && t.addressed) numbers.add(t.number);
  if (numbers.size === 0) return false;
  let changed = false;
  const setOff = (j: number) => j < 0 || (j < chosen.length && chosen[j]!.upos === 'PUNCT') || tokens[j]?.key === 'o';
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if ((tag.case !== 'Nom' && tag.case !== 'Voc') || !numbers.has(tag.number) || !SPOKEN_TO_UPOS.has(tag.upos) || out.has(i)) continue;
    if (!setOff(i - 1) || i + 1 >= chosen.length || chosen[i + 1]!.upos !== 'PUNCT') continue;
    const test: TagTest = (t) => t.case === 'Voc' && t.number === tag.number;
    if (!canBe(tokens[i]!, test)) continue;
    out.set(i, test);
    // A vocative the reading has already is kept so on the passes the later rules call for (`Hannibal;`).
    if (tag.case === 'Voc') continue;
    changed = true;
    // The next word may belong to this one (`Kal. Apr.`): it is read again in the next round, from the new case.
    i++;
  }
  return changed;
}

/** True when the sentence speaks as someone or to someone: a finite verb in the first or second person, or a word such as `ego`, `tibi`, `noster`. */
function firstOrSecondPerson({ tokens, chosen }: LatinRuleInput): boolean {
  for (let j = 0; j < tokens.length; j++) {
    const t = chosen[j]!;
    if ((t.finite && !t.thirdPerson) || FIRST_AND_SECOND_PERSON.has(tokens[j]!.key)) return true;
  }
  return false;
}

/** True when the sentence has a finite verb and every one is singular (none takes a plural subject). */
function onlySingularVerbs(chosen: readonly TagInfo[]): boolean {
  let finite = false;
  for (const t of chosen) {
    if (!t.finite) continue;
    if (t.number !== 'Sing') return false;
    finite = true;
  }
  return finite;
}

/** True when word i stands alone between two punctuation marks (or a mark and the sentence's end), past the sentence's first word. */
function aloneBetweenMarks(chosen: readonly TagInfo[], i: number): boolean {
  return i > 0 && chosen[i - 1]!.upos === 'PUNCT' && (i + 1 >= chosen.length || chosen[i + 1]!.upos === 'PUNCT');
}

/**
 * True when noun or name i stands alone between two marks as rule 34 reads one spoken to: not in a list (a noun of its
 * case just across either mark: `Augustinus abiectus, Dionysius, Damascenus et …`, `Fidenates, Veientes.`) and not
 * after an interjection (`heu! mulier, …`: what is exclaimed at).
 */
function spokenToAlone(chosen: readonly TagInfo[], i: number): boolean {
  const tag = chosen[i]!;
  if ((tag.upos !== 'NOUN' && tag.upos !== 'PROPN') || !aloneBetweenMarks(chosen, i)) return false;
  const listed = (j: number) => j >= 0 && j < chosen.length && (chosen[j]!.upos === 'NOUN' || chosen[j]!.upos === 'PROPN') && chosen[j]!.case === tag.case;
  return !listed(i - 2) && !listed(i + 2) && chosen[i - 2]?.upos !== 'INTJ';
}

/**
 * Rule 34 (`aside`): a noun read as a nominative (or as an accusative that is the nominative too, not a neuter:
 * decision 086) alone between two punctuation marks, in a sentence that speaks as
 * someone or to someone (or, rule 59 on students' cards, a plural in a sentence whose finite verbs are all singular:
 * `… civis Romanus, iudices.`) and has no copula in the first or second person, is the one spoken to (Cicero's
 * `Quotiens ego hunc Archiam vidi, iudices, cum …`), unless it stands in a list or after an interjection
 * (`spokenToAlone`). Rule 59's vocative the reading has already is held there.
 */
function constrainAside(input: LatinRuleInput, out: Constraints): boolean {
  const { tokens, chosen } = input;
  if (!chosen.some((t, i) => (t.upos === 'NOUN' || t.upos === 'PROPN') && (t.case === 'Nom' || t.case === 'Acc' || t.case === 'Voc') && aloneBetweenMarks(chosen, i))) return false;
  // Rule 59: a plural that no finite verb, every one singular, takes for its subject (`… civis Romanus, iudices.`).
  // Students' cards only: a treebank's convention keeps the reading it had.
  const spoken = firstOrSecondPerson(input);
  if (!spoken && (input.ctx.convention || !onlySingularVerbs(chosen))) return false;
  // A copula in the first or second person makes the nominative its predicate (`Romanus sum, inquit, civis`).
  if (chosen.some((t) => t.upos === 'AUX' && t.finite && !t.thirdPerson)) return false;
  let changed = false;
  for (let i = 1; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (!tag.case || out.has(i) || !spokenToAlone(chosen, i)) continue;
    if (!spoken && tag.number !== 'Plur') continue;
    if (tag.case !== 'Nom' && tag.case !== 'Acc' && tag.case !== 'Voc') continue;
    // An accusative only when it is the nominative too and not a neuter, whose accusative always is (`vidi, iudices,
    // cum …`; not `… studium, latrocinium, …`).
    if (tag.case === 'Acc' && (tag.gender === 'Neut' || !canBe(tokens[i]!, (t) => t.case === 'Nom' && t.upos === tag.upos && t.number === tag.number))) continue;
    const test: TagTest = (t) => t.case === 'Voc' && t.upos === tag.upos && t.number === tag.number;
    // Rule 59's vocative the reading has already, kept so: the sentence model would take it back for the nominative.
    if (tag.case === 'Voc') {
      if (!spoken) out.set(i, test);
      continue;
    }
    if (!canBe(tokens[i]!, test)) continue;
    out.set(i, test);
    changed = true;
  }
  return changed;
}

/**
 * Rule 35 (`interjection`): after `o`, the nouns and adjectives of the words that take a case next to it that the reading
 * takes for a nominative or an ablative and can be vocatives are the ones spoken to (`O vitae philosophia dux`);
 * an accusative stays (the exclamation `o tempora`), so does an ablative phrase (`o mira cupidine obcecati`) and
 * what follows a word of another kind (`o utinam`).
 */
function constrainAfterO({ tokens, chosen }: LatinRuleInput, out: Constraints): boolean {
  let changed = false;
  for (let o = 0; o < tokens.length; o++) {
    if (tokens[o]!.key !== 'o') continue;
    // The words of the noun phrase after it (`o utinam …` opens a wish: no noun follows).
    let end = o + 1;
    while (end < tokens.length && chosen[end]!.case && NOMINAL.has(chosen[end]!.upos)) end++;
    for (let i = o + 1; i < end; i++) {
      const tag = chosen[i]!;
      if (!SPOKEN_TO_UPOS.has(tag.upos) || (tag.case !== 'Nom' && tag.case !== 'Abl') || out.has(i)) continue;
      // An ablative with a word agreeing with it is a phrase of its own (`o mira cupidine obcecati`).
      if (tag.case === 'Abl' && agreesWithin(chosen, i, o + 1, end, (t) => t.case === 'Abl')) continue;
      const test: TagTest = (t) => t.case === 'Voc' && t.upos === tag.upos;
      if (!canBe(tokens[i]!, test)) continue;
      out.set(i, test);
      changed = true;
    }
  }
  return changed;
}

const PERSONAL_NUMBER: ReadonlyMap<string, string> = new Map([['tu', 'Sing'], ['uos', 'Plur']]);

/**
 * Rule 60 (`subjectPronoun`), students' cards only: `tu` or `vos` read as a vocative, with no mark after it, in a
 * sentence with a verb in the second person of its number, is that verb's subject (`Tu si me diligis, fac …`).
 */
function constrainSubjectPronoun({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const number = PERSONAL_NUMBER.get(tokens[i]!.key);
    if (!number || chosen[i]!.case !== 'Voc' || chosen[i + 1]?.upos === 'PUNCT' || out.has(i)) continue;
    if (!chosen.some((t) => t.finite && t.addressed && t.number === number)) continue;
    if (constrainTo(out, tokens[i]!, i, (t) => t.case === 'Nom')) changed = true;
  }
  return changed;
}

export const subjectPronounRule = hardRule({ name: 'subjectPronoun', apply: constrainSubjectPronoun });
export const asideRule = hardRule({ name: 'aside', apply: constrainAside });
export const interjectionRule = hardRule({ name: 'interjection', apply: constrainAfterO });
export const vocativeRule = hardRule({ name: 'vocative', apply: constrainUnsetVocative });
export const addressRule = hardRule({ name: 'address', parts: ['joinedVocative'], apply: constrainUnaddressedVocative });
export const spokenToRule = hardRule({ name: 'spokenTo', apply: constrainSpokenTo });
