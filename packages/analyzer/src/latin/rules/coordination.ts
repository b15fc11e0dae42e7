/**
 * Coordination: the members of a series, and two clauses side by side, read alike.
 * - Rule 20 (`polysyndeton`): the members of a series opened three times or more by the same conjunction share
 *   the case most of them have (`et antiquitate generis et gloria maiorum et sua modestia`: gloria was a
 *   nominative). No change on Perseus 5 folds or PROIEL 3 folds; right on Nepos. A soft rule giving every
 *   coordinated word the case of the first conjunct was measured before it and left out (Perseus 95.72 / 95.25 /
 *   88.06 → 95.73 / 95.25 / 88.08, PROIEL unchanged; decision 011).
 * - Rule 24 (`asyndeton`): one-word clauses of a comma series share the verb form most of them have (`Veni, vidi,
 *   vici`: `Veni` was the imperative).
 * - Rule 65 (`coordinatedCase`, students' cards only, decision 102): a noun in -o, -is or -ibus joined to a noun
 *   that can only be the dative or only the ablative takes its case (`de iniuria marito et patri`).
 * - Rule 105 (`coordinatedAblative`, students' cards only, decision 132): a member read as the nominative joined to
 *   a noun that can only be the ablative is the ablative (`otio atque abundantia`).
 * Rule 24 scores the same on every treebank, where such sentences are rare, and puts right a sentence every student
 * reads. Rule 28 (`parallel`, gapping: `unam incolunt Belgae, aliam Aquitani`) was removed by decision 048: no card
 * on the school canon, −6 / −7 / −17 tokens on the UD files (3 folds). The conjunctions that open a series are data/latin/series-conjunctions.txt.
 */
import { clausesOf, dissentingMajority } from '../../core/constraints/sentence';
import { canBe, IS_MODIFIER, IS_NOUN, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { ENCLITIC_CONJUNCTIONS, hardRule, type LatinRuleInput } from './context';
import { SERIES_CONJUNCTIONS } from './word-lists.generated';

/**
 * Rule 20: when most members' first nouns of an `et … et … et` series have one case in the first reading and
 * every member can take it, all of them take it.
 */
function constrainPolysyndeton({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (const [from, end] of clausesOf(chosen)) {
    const byConjunction = new Map<string, number[]>();
    for (let i = from; i < end; i++) {
      const key = tokens[i]!.key;
      if (!SERIES_CONJUNCTIONS.has(key) || chosen[i]!.upos !== 'CCONJ') continue;
      // The member's first noun, within three words of its conjunction.
      for (let j = i + 1; j < Math.min(end, i + 4); j++) {
        const t = chosen[j]!;
        if ((t.upos === 'NOUN' || t.upos === 'PROPN' || t.upos === 'PRON') && t.case) {
          const list = byConjunction.get(key) ?? [];
          list.push(j);
          byConjunction.set(key, list);
          break;
        }
        if (t.upos === 'CCONJ' || t.finite) break;
      }
    }
    for (const members of byConjunction.values()) {
      if (members.length < 3 || members.some((j) => out.has(j))) continue;
      const best = dissentingMajority(members.map((j) => chosen[j]!.case));
      if (!best) continue;
      const tests = members.map((j) => {
        const member = chosen[j]!;
        return (t: TagInfo) => t.upos === member.upos && t.case === best && t.number === member.number;
      });
      if (!members.every((j, k) => canBe(tokens[j]!, tests[k]!))) continue;
      members.forEach((j, k) => out.set(j, tests[k]!));
    }
  }
}

/**
 * Rule 24: a series of three or more one-word clauses set off by commas whose members are verbs (`Veni, vidi,
 * vici`; `abiit, excessit, evasit, erupit`) share person, number, tense and mood: when most members have one
 * finite reading and every member can take it, all take it.
 */
function constrainAsyndeton({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  const punctuation = (i: number) => i < 0 || i >= tokens.length || !tokens[i]!.wordLike;
  for (let i = 0; i < tokens.length; i++) {
    if (!punctuation(i - 1) || punctuation(i)) continue;
    const members = [i];
    while (tokens[members.at(-1)! + 1]?.key === ',' && !punctuation(members.at(-1)! + 2)) members.push(members.at(-1)! + 2);
    if (members.length < 3 || !punctuation(members.at(-1)! + 1) || members.some((j) => out.has(j))) continue;
    i = members.at(-1)!;
    const best = dissentingMajority(members.map((j) => chosen[j]!.finiteForm));
    if (!best) continue;
    const test: TagTest = (t) => t.finiteForm === best;
    if (!members.every((j) => canBe(tokens[j]!, test))) continue;
    for (const j of members) out.set(j, test);
  }
}

/**
 * The coordinating words (not the enclitics *que*, *ve*) with a word on each side inside their clause, each with
 * that clause's bounds: [conjunction, clause start, clause end] (rules 65 and 105).
 */
function* joiningWords(tokens: LatinRuleInput['tokens'], chosen: LatinRuleInput['chosen']): Generator<readonly [number, number, number]> {
  for (const [from, end] of clausesOf(chosen)) {
    for (let k = from + 1; k < end - 1; k++) {
      if (chosen[k]!.upos === 'CCONJ' && !ENCLITIC_CONJUNCTIONS.has(tokens[k]!.key)) yield [k, from, end];
    }
  }
}

/** The endings a dative and an ablative share (second declension singular, plurals in -is and -ibus). */
const DATIVE_OR_ABLATIVE = /(?:o|is|ibus)$/;

/**
 * Rule 65, `coordinatedCase` (students' cards only): a noun in -o, -is or -ibus read as a dative or an ablative,
 * joined by a coordinating word (not the enclitics *que* and *ve*) to a noun beside it in another ending read as the other of
 * those cases, which can be neither the first's case nor a genitive, takes that other noun's case (*de iniuria
 * marito et patri*: *patri* is only a dative; *neque beneficiis neque amicitiae memoria*: *amicitiae*, read as a
 * dative, may be the genitive it is). On the UD Latin files (gold tags) two nouns so joined, the first in those
 * endings, the other not, each a dative or an ablative, share the case 130 times of 132 (ablative 119, dative 11).
 */
function constrainCoordinatedCase({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (const [k] of joiningWords(tokens, chosen)) {
    for (const [i, j] of [[k - 1, k + 1], [k + 1, k - 1]] as const) {
      const x = chosen[i]!;
      const y = chosen[j]!;
      if (!IS_NOUN(x) || !IS_NOUN(y) || out.has(i) || !DATIVE_OR_ABLATIVE.test(tokens[i]!.key) || DATIVE_OR_ABLATIVE.test(tokens[j]!.key)) continue;
      if ((x.case !== 'Dat' && x.case !== 'Abl') || (y.case !== 'Dat' && y.case !== 'Abl') || x.case === y.case) continue;
      // A partner that may be a genitive may be read wrong (neque beneficiis neque amicitiae memoria).
      if (canBe(tokens[j]!, (t) => IS_NOUN(t) && (t.case === x.case || t.case === 'Gen'))) continue;
      const test: TagTest = (t) => t.upos === x.upos && t.case === y.case && t.number === x.number;
      if (canBe(tokens[i]!, test)) out.set(i, test);
    }
  }
}

/** How far before its conjunction (genitives aside) and after it a coordinated member's noun may stand (rule 105). */
const MEMBER_SPAN = 3;

/** A word read as the nominative that may head or modify a coordinated member (rule 105). */
const nominativeWord = (t: TagInfo) => t.case === 'Nom' && (IS_NOUN(t) || IS_MODIFIER(t));

/**
 * The member after conjunction k is the subject of a clause of its own (rule 105): the first finite verb after it
 * is in the third person and the member's number, and the member is the only word read as the nominative (those
 * already made ablatives aside) between the finite verb before the conjunction, or the clause's start, and that
 * verb: *Puer ludebat in horto et puella cantabat*, *In horto regis et regina cantabat*.
 */
function subjectOfNextVerb(chosen: LatinRuleInput['chosen'], member: readonly number[], k: number, from: number, end: number, ablative: ReadonlySet<number>): boolean {
  let verb = member.at(-1)! + 1;
  while (verb < end && !chosen[verb]!.finite) verb++;
  const v = chosen[verb];
  if (verb >= end || !v?.finiteForm?.includes('Person=3') || v.number !== chosen[member.at(-1)!]!.number) return false;
  let start = k - 1;
  while (start >= from && !chosen[start]!.finite) start--;
  for (let i = start + 1; i < verb; i++) {
    if (chosen[i]!.case === 'Nom' && !member.includes(i) && !ablative.has(i)) return false;
  }
  return true;
}

/**
 * Rule 105, `coordinatedAblative` (students' cards only, decision 132): a member read as the nominative (its
 * modifiers and its noun), joined by a coordinating word (not an enclitic) to a noun before it read as the ablative
 * that cannot be the nominative (a genitive may stand between: *antiquitate generis et gloria maiorum*), is the
 * ablative too when every word of it can be (*et antiquitate generis et gloria maiorum et sua modestia*; *otio atque
 * abundantia earum rerum*). A member made an ablative so passes its case on to the next. A member that is the
 * subject of a clause of its own stays the nominative (`subjectOfNextVerb`: *in horto et puella cantabat*). On the
 * gold tags (six UD Latin files, UD CIRCSE and UDante train, PROIEL's classical texts) such a member is the ablative
 * 58 times of 59; with the clause condition 51 of 52 as recounted in decision 132.
 */
function constrainCoordinatedAblative({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  const ablative = new Set<number>();
  for (const [k, from, end] of joiningWords(tokens, chosen)) {
    // The member before: its last word not a genitive.
    let before = -1;
    for (let i = k - 1; i >= Math.max(from, k - MEMBER_SPAN); i--) {
      const t = chosen[i]!;
      if (t.case === 'Gen') continue;
      if (IS_NOUN(t)) before = i;
      break;
    }
    if (before < 0) continue;
    const b = chosen[before]!;
    if (!ablative.has(before) && (b.case !== 'Abl' || canBe(tokens[before]!, (t) => t.upos === b.upos && t.case === 'Nom'))) continue;
    // The member after: its words read as the nominative up to its noun.
    const member: number[] = [];
    for (let j = k + 1; j < Math.min(end, k + 1 + MEMBER_SPAN); j++) {
      const t = chosen[j]!;
      if (!nominativeWord(t)) break;
      member.push(j);
      if (IS_NOUN(t)) break;
    }
    const head = member.length > 0 ? chosen[member.at(-1)!]! : undefined;
    if (!head || !IS_NOUN(head) || member.some((j) => out.has(j))) continue;
    if (subjectOfNextVerb(chosen, member, k, from, end, ablative)) continue;
    const tests = member.map((j) => {
      const x = chosen[j]!;
      return (t: TagInfo) => t.upos === x.upos && t.participle === x.participle && t.case === 'Abl' && t.number === x.number && t.gender === x.gender;
    });
    if (!member.every((j, m) => canBe(tokens[j]!, tests[m]!))) continue;
    member.forEach((j, m) => {
      out.set(j, tests[m]!);
      ablative.add(j);
    });
  }
  return ablative.size > 0;
}

export const coordinatedAblativeRule = hardRule({ name: 'coordinatedAblative', apply: constrainCoordinatedAblative });
export const coordinatedCaseRule = hardRule({ name: 'coordinatedCase', apply: constrainCoordinatedCase });
export const polysyndetonRule = hardRule({ name: 'polysyndeton', apply: constrainPolysyndeton });
export const asyndetonRule = hardRule({ name: 'asyndeton', apply: constrainAsyndeton });
