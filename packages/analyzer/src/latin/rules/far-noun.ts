/**
 * Rule 95 (`farNounGender`), students' cards only (a treebank's convention keeps the tagger's reading): an
 * adjective, a past or future participle, a possessive or a determiner of quantity with no noun of its case and
 * number beside it (rule 44's search, both sides) takes the gender of the nearest noun of its case and number in its
 * clause (between two punctuation marks) within FAR_NOUN_SPAN words, when the nouns at that distance have one gender
 * (the lexicon's when it gives the noun one), no verb, conjunction, relative or interrogative stands between, no
 * preposition leftwards, and the tagger has the reading: the words between are another phrase's
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

/** A relative or interrogative (`quantum`, `qui`): it opens another clause. */
const opensClause = (token: ConstraintToken, upos: string): boolean =>
  token.analyses.some((a) => a.upos === upos && (a.feats.PronType === 'Rel' || a.feats.PronType === 'Int'));

/**
 * True when words i and j stand in two phrases: a verb (a participle too), the copula, a conjunction, a relative or
 * an interrogative stands between (`totius et partis`, `nisi illo superaddito`, `libertate quantum brevi`); an
 * enclitic joins a phrase's own words (`omnium divinarum humanarumque rerum`). Leftwards a preposition between, or the
 * noun's own (`cum suis`, `a Caecilio propinqui minore`: the preposition's object); rightwards a preposition's phrase
 * may stand between (`summo erga vos amore`). A genitive noun past a word of
 * another case is another phrase's (`ore sapientiae duplex sapientis officium`).
 */
function partedBetween({ tokens, chosen }: Pick<LatinRuleInput, 'tokens' | 'chosen'>, i: number, j: number, from: number): boolean {
  const lo = Math.min(i, j);
  const hi = Math.max(i, j);
  for (let k = lo + 1; k < hi; k++) {
    const t = chosen[k]!;
    if (PARTING.has(t.upos) && !ENCLITIC_CONJUNCTIONS.has(tokens[k]!.key)) return true;
    if ((t.upos === 'PRON' || t.upos === 'DET') && opensClause(tokens[k]!, t.upos)) return true;
    if (t.upos === 'ADP' && j < i) return true;
    if (chosen[j]!.case === 'Gen' && t.case && t.case !== 'Gen') return true;
  }
  if (j < i) {
    let k = j - 1;
    while (k >= from && IS_MODIFIER(chosen[k]!) && chosen[k]!.case) k--;
    if (k >= from && chosen[k]!.upos === 'ADP') return true;
  }
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

/**
 * A noun's gender as its card gives it: the lexicon's, when all its readings in the tag's case and number have one
 * (`Horror`, tagged feminine, is masculine on the card), else the tag's.
 */
function nounGender(token: ConstraintToken, tag: TagInfo): string | undefined {
  const genders = new Set(token.analyses.filter((a) => a.upos === tag.upos && a.source === 'lexicon' && a.feats.Case === tag.case && a.feats.Number === tag.number).map((a) => a.feats.Gender));
  const [only] = genders;
  return genders.size === 1 && only ? only : tag.gender;
}

/**
 * The gender modifier i (in clause [from, end)) takes from a noun farther away, or undefined: no noun of its case and
 * number reached by rule 44's search, the nearest one within FAR_NOUN_SPAN words of one gender and not in another
 * phrase, and a word that may go far. Exported for the figures on the UD gold.
 */
export function farNounGenderOf({ tokens, chosen }: Pick<LatinRuleInput, 'tokens' | 'chosen'>, i: number, from: number, end: number): string | undefined {
  const tag = chosen[i]!;
  if (!tag.case || !tag.number || !IS_MODIFIER(tag)) return undefined;
  const agrees = (j: number) => j >= 0 && chosen[j]!.case === tag.case && chosen[j]!.number === tag.number;
  if (agrees(headOf(tokens, chosen, i, 1)) || agrees(headOf(tokens, chosen, i, -1))) return undefined;
  for (let d = 1; d <= FAR_NOUN_SPAN; d++) {
    const near = [i - d, i + d].filter((j) => j >= from && j < end && IS_NOUN(chosen[j]!) && agrees(j));
    if (near.length === 0) continue;
    const g = nounGender(tokens[near[0]!]!, chosen[near[0]!]!);
    if (!g || g.includes(',') || near.some((j) => nounGender(tokens[j]!, chosen[j]!) !== g || partedBetween({ tokens, chosen }, i, j, from))) return undefined;
    return mayGoFar(tag, tokens[i]!) ? g : undefined;
  }
  return undefined;
}

function constrainFarNounGender({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (const [from, end] of clausesOf(chosen)) {
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      const gender = farNounGenderOf({ tokens, chosen }, i, from, end);
      if (!gender || tag.gender === gender) continue;
      if (constrainTo(out, tokens[i]!, i, (t) => t.upos === tag.upos && t.participle === tag.participle && t.case === tag.case && t.number === tag.number && t.gender === gender)) changed = true;
    }
  }
  return changed;
}

export const farNounGenderRule = hardRule({ name: 'farNounGender', apply: constrainFarNounGender });
