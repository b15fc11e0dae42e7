/**
 * Pronouns and determiners: relative `quod`, and a pronoun or determiner by the noun beside it.
 * - Rule 10 (`relative`): `quod` right after a neuter singular noun or pronoun in the nominative or accusative
 *   is the relative agreeing with it (`legis praesidium quod iniquitas praetoris eripuit`), not the
 *   conjunction: on the gold trees of all the treebanks 126 times in 130 when the word before is not `hoc`,
 *   `ipsum` or `illud`; `illud quod` is the relative 16 of 16, `hoc quod` SCONJ 32 of 34 after a preposition and
 *   the relative 6 of 9 otherwise. With rule 11 (prepositions.ts), off → on: Perseus 5 folds 95.87 / 95.26 /
 *   88.22 → 95.90 / 95.27 / 88.24 (UPOS / lemma / core features), PROIEL 3 folds 95.24 → 95.25 UPOS.
 * - Rule 21 (`determinerAlone`), PROIEL's convention only: a determiner with no noun, pronoun or adjective of
 *   its case and number within three words is the pronoun (PROIEL's `omnia`, `illa` standing alone): PROIEL
 *   95.32 → 95.35 UPOS, lemma and features unchanged. The rule for both directions (determiner beside an
 *   agreeing noun, pronoun otherwise) cost PROIEL 0.36 UPOS and 0.34 lemma with predicted neighbours.
 * - Rule 23 (`determinerNoun`): a pronoun right before a noun it agrees with, when it may be the determiner, is
 *   the determiner (`quis gladiator`, `ne quis tumultus`, `ea res`: 310 times of 350 on the gold trees for words
 *   that are both); a relative before its noun (`quibus rebus`) only in Perseus's convention (14 of 19;
 *   elsewhere 4 of 82) or after `si`, `ne`, `num` (the indefinite). Perseus 95.91 → 96.02, PROIEL 95.36 →
 *   95.44, UDante 96.21 → 96.19, ITTB 97.71 → 97.70 UPOS; lemma +0.06 on Perseus. The same rule right after the
 *   noun (`diebus illis`) measured no gain.
 * - Rule 63 (`quodFeeling`, students' cards only): `quod` read as the relative up to eight words after a verb of
 *   feeling, complaint, praise or blame (data/latin/feeling-verbs.txt: `mirari se aiebat quod non rideret`,
 *   `queritur … genus humanum, quod … regatur`), in its sentence part, is the conjunction: on the gold tags of the
 *   UD Latin files and PROIEL's classical texts 16 times of 17 (decision 101).
 */
import { agreesWithin, agreeing } from '../../core/constraints/sentence';
import { canBe, constrainTo, IS_CONJUNCTION, IS_PRONOUN, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { ConstraintToken, Constraints } from '../../core/constraints/types';
import { DETERMINER_AFTER } from '../tokenize-data';
import { normalizeLatin } from '../normalize';
import { AGREEING_UPOS, hardRule, STRONG_PUNCTUATION, type LatinRuleInput } from './context';
import { FEELING_VERBS, RELATIVE_FORMS } from './word-lists.generated';

/**
 * Where `quod` after a neuter pronoun still introduces a fact, not a relative: after `ipsum`, and after `hoc`
 * governed by a preposition (`ex hoc quod`).
 */
function factQuod(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], i: number): boolean {
  const before = tokens[i - 1]!.key;
  return before === 'ipsum' || (before === 'hoc' && i >= 2 && chosen[i - 2]!.upos === 'ADP');
}

/** Rule 10: `quod` right after a neuter singular noun or pronoun in the nominative or accusative is the relative pronoun. */
function constrainRelative({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  const isPronoun = IS_PRONOUN;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'quod' || chosen[i]!.upos !== 'SCONJ' || out.has(i)) continue;
    const before = chosen[i - 1]!;
    if (!AGREEING_UPOS.has(before.upos) && before.upos !== 'DET') continue;
    if (before.number !== 'Sing' || (before.case !== 'Nom' && before.case !== 'Acc') || !before.gender?.includes('Neut')) continue;
    if (factQuod(tokens, chosen, i) || !canBe(tokens[i]!, isPronoun)) continue;
    out.set(i, isPronoun);
  }
}

/** How far back from `quod` rule 63 looks for the verb of feeling (`queritur de natura sua genus humanum, quod`). */
const FEELING_REACH = 8;

/** Whether the chosen verb at j is one of feeling, complaint, praise or blame (by a verb reading's lemma). */
const feelingVerb = ({ tokens, chosen }: LatinRuleInput, j: number) =>
  chosen[j]!.upos === 'VERB' && tokens[j]!.analyses.some((a) => a.upos === 'VERB' && FEELING_VERBS.has(normalizeLatin(a.lemma)));

/** Rule 63 (students' cards): `quod` read as the relative after a verb of feeling in its sentence part is the conjunction. */
function constrainQuodFeeling(input: LatinRuleInput, out: Constraints): void {
  const { tokens, chosen, ctx: { convention } } = input;
  if (convention) return;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'quod' || chosen[i]!.upos !== 'PRON' || out.has(i)) continue;
    let feeling = false;
    for (let j = i - 1; j >= 0 && j >= i - FEELING_REACH && !STRONG_PUNCTUATION.has(tokens[j]!.key); j--) {
      if (feelingVerb(input, j)) {
        feeling = true;
        break;
      }
    }
    if (feeling) constrainTo(out, tokens[i]!, i, IS_CONJUNCTION);
  }
}

/** Conventions that call a determiner with no noun to go with a pronoun (PROIEL: `omnia`, `illa` standing alone). */
const PRONOUN_WHEN_ALONE = new Set(['proiel']);

/** Rule 21: in those conventions, a determiner with no noun or pronoun of its case and number within three words is the pronoun. */
function constrainDeterminerAlone({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  if (!convention || !PRONOUN_WHEN_ALONE.has(convention)) return;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (tag.upos !== 'DET' || !tag.case || out.has(i)) continue;
    if (agreesWithin(chosen, i, i - 3, i + 4, (t) => t.upos === 'NOUN' || t.upos === 'PROPN' || t.upos === 'PRON' || t.upos === 'ADJ')) continue;
    const test: TagTest = (t) => t.upos === 'PRON' && t.case === tag.case && t.number === tag.number;
    if (canBe(tokens[i]!, test)) out.set(i, test);
  }
}

/** Conventions that call a relative before its noun a determiner (the others keep the pronoun). */
const RELATIVE_DETERMINER = new Set(['perseus']);

/** Rule 23: a pronoun right before a noun it agrees with, when it may be the determiner, is the determiner. */
function constrainDeterminerNoun({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  const relativeDeterminer = !!convention && RELATIVE_DETERMINER.has(convention);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const tag = chosen[i]!;
    const next = chosen[i + 1]!;
    if (tag.upos !== 'PRON' || !tag.case || next.upos !== 'NOUN' || out.has(i)) continue;
    if (!relativeDeterminer && RELATIVE_FORMS.has(tokens[i]!.key) && !(i > 0 && DETERMINER_AFTER.has(tokens[i - 1]!.key))) continue;
    const test: TagTest = (t) => t.upos === 'DET' && agreeing(t, next);
    if (canBe(tokens[i]!, test)) out.set(i, test);
  }
}

export const relativeRule = hardRule({ name: 'relative', apply: constrainRelative });
export const determinerAloneRule = hardRule({ name: 'determinerAlone', apply: constrainDeterminerAlone });
export const determinerNounRule = hardRule({ name: 'determinerNoun', apply: constrainDeterminerNoun });
export const quodFeelingRule = hardRule({ name: 'quodFeeling', apply: constrainQuodFeeling });
