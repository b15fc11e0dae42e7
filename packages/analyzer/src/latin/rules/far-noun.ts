/**
 * Rule 95 (`farNounGender`), students' cards only (a treebank's convention keeps the tagger's reading): an
 * adjective, a past or future participle, a possessive or a determiner of quantity with no noun of its case and
 * number beside it (rule 44's search, both sides) takes the gender of the nearest noun of its case and number in its
 * clause (between two punctuation marks) within FAR_NOUN_SPAN words, when the nouns at that distance have one gender,
 * no verb or conjunction stands between, and the tagger has the reading: the words between are another phrase's
 * (`suoque potius habitu`, `toto naturae vultus in orbe`, `summo erga vos amore`). Case and number stay the
 * tagger's. Figures in docs/decisions/120-latin-gender-of-a-modifier-from-a-noun-farther-in-its-clause.md.
 */
import { clausesOf } from '../../core/constraints/sentence';
import { constrainTo, IS_MODIFIER, IS_NOUN, type TagInfo } from '../../core/constraints/tag-info';
import type { ConstraintToken, Constraints } from '../../core/constraints/types';
import { ENCLITIC_CONJUNCTIONS, hardRule, type LatinRuleInput } from './context';
import { headOf } from './noun-phrase';
import { FAR_NOUN_DETERMINERS } from './word-lists.generated';
import { normalizeLatin } from '../normalize';

/** How far (in words) the noun may stand from its modifier. */
export const FAR_NOUN_SPAN = 4;

/** Parts of speech that part a modifier from a noun farther away: another verb's phrase, a coordinated word, a clause. */
const PARTING = new Set(['VERB', 'AUX', 'CCONJ', 'SCONJ']);

/**
 * True when a verb (a participle too), the copula or a conjunction stands between words i and j (`totius et partis`,
 * `nisi illo superaddito`); an enclitic joins a phrase's own words (`omnium divinarum humanarumque rerum`).
 */
function partedBetween({ tokens, chosen }: Pick<LatinRuleInput, 'tokens' | 'chosen'>, i: number, j: number): boolean {
  for (let k = Math.min(i, j) + 1; k < Math.max(i, j); k++) if (PARTING.has(chosen[k]!.upos) && !ENCLITIC_CONJUNCTIONS.has(tokens[k]!.key)) return true;
  return false;
}

/**
 * True when the word may go with a noun farther away: an adjective, a past or future participle (a present one
 * stands for a person as often: `sine pactione grauissimae mercedis impertiente`), a possessive or a determiner of
 * quantity (data/latin/far-noun-determiners.txt; `hic`, `ipse`, `unus` stand for a noun on their own as often).
 */
function mayGoFar(tag: TagInfo, token: ConstraintToken): boolean {
  if (tag.upos === 'ADJ') return true;
  if (tag.upos === 'VERB') return tag.participle && !token.analyses.some((a) => a.upos === 'VERB' && a.feats.VerbForm === 'Part' && a.feats.Tense === 'Pres');
  return token.analyses.some((a) => a.upos === 'DET' && (a.feats.Poss === 'Yes' || FAR_NOUN_DETERMINERS.has(normalizeLatin(a.lemma))));
}

function constrainFarNounGender({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (const [from, end] of clausesOf(chosen)) {
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (!tag.case || !tag.number || !IS_MODIFIER(tag)) continue;
      const agrees = (j: number) => j >= 0 && chosen[j]!.case === tag.case && chosen[j]!.number === tag.number;
      if (agrees(headOf(tokens, chosen, i, 1)) || agrees(headOf(tokens, chosen, i, -1))) continue;
      let gender: string | undefined;
      for (let d = 1; d <= FAR_NOUN_SPAN && !gender; d++) {
        const near = [i - d, i + d].filter((j) => j >= from && j < end && IS_NOUN(chosen[j]!) && agrees(j));
        if (near.length === 0) continue;
        const g = chosen[near[0]!]!.gender;
        if (!g || g.includes(',') || near.some((j) => chosen[j]!.gender !== g || partedBetween({ tokens, chosen }, i, j))) break;
        gender = g;
      }
      if (!gender || tag.gender === gender || !mayGoFar(tag, tokens[i]!)) continue;
      if (constrainTo(out, tokens[i]!, i, (t) => t.upos === tag.upos && t.participle === tag.participle && t.case === tag.case && t.number === tag.number && t.gender === gender)) changed = true;
    }
  }
  return changed;
}

export const farNounGenderRule = hardRule({ name: 'farNounGender', apply: constrainFarNounGender });
