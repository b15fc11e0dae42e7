/**
 * Agreement: an adjective with nothing of its case, number and gender near it.
 * - Rule 18 (`hyperbaton`, soft): an adjective or a participle with no noun or pronoun of its case, number and
 *   gender in its clause, and a noun of that clause within five words with no adjective of its own, are tried in one
 *   agreement (`patulae … fagi`, `tenui … avena` in Virgil's first eclogue; `Cognita militum voluntate`). The
 *   participles since decision 048: school-canon cards +5, UD core features +48 over 3 folds (UPOS −3, lemma −3). With rules 16 and 17: Perseus 5 folds 95.91 /
 *   95.27 / 88.24 → 95.92 / 95.28 / 88.45 (UPOS / lemma / core features), PROIEL 3 folds 95.32 / 96.06 / 87.86 →
 *   95.32 / 96.06 / 87.91; margins 25 and 50 score alike. Agreement with a noun three or four words away as a
 *   tagger feature instead measured UPOS +0.02 / −0.05 for a tagging path 5–10 % slower (decision 011).
 * - Rule 19 (`substantive`), students' cards only: an adjective with nothing to agree with within three words,
 *   whose form is also a noun of the lexicon in that case and number, is the noun a school dictionary lists
 *   (`gloria maiorum`: maiores, "gli antenati"), unless it stands beside the copula (`errare humanum est`); a
 *   people is the proper noun (`Athenienses … elegerunt`). The treebanks call such words adjectives: with a
 *   convention it would cost Perseus 0.22 UPOS and PROIEL 0.36. It runs after the soft rules, which may make its
 *   adjective the subject (`Romani Carthaginem deleverunt`). Not a noun of the extended lexicon: its entries
 *   (*miserum*, *gallica*, *inops*: Collatinus's entries for the adjective used as a noun, which no school dictionary
 *   prints) leave the adjective be; school-canon cards +2 (3888 → 3890), on the UD files' cards UPOS 156 tokens to
 *   the gold against 5 away, lemma 113 against 3 (decision 131). Nor a form that is also a determiner of its case
 *   and number (*ceteris*: ceterus, not the noun ceterum): cards +2, UD lemma 11 to the gold against 1 away.
 *   Nor a noun whose headword the lexicon does not read as a form of the adjective (*Fortuna fortes adiuvat*: fortis,
 *   not fors; *maiores* is maior's): no card and no UD token changed (decision 131).
 */
import { agreeing, agreesWithin, clausesOf } from '../../core/constraints/sentence';
import { canBe, constrainTo, infoOf, IS_MODIFIER, IS_NOUN, IS_NOUN_OR_PRONOUN, NOMINAL, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Analysis } from '../../core/types';
import type { Constraints, Trial } from '../../core/constraints/types';
import { hardRule, softRule, type LatinRuleInput } from './context';

/** The same as FINITE_VERB_MARGIN for an adjective and a noun of its clause read in one case, number and gender (rule 18). */
export const HYPERBATON_MARGIN = 25;
/** How far apart (in words) an adjective and its noun may stand for rule 18. */
const HYPERBATON_SPAN = 5;

/** Rule 18: the adjective taking the noun's case, or the noun the adjective's. One list of trials per adjective. */
function hyperbatonTrials({ tokens, chosen }: LatinRuleInput): Trial[][] {
  const out: Trial[][] = [];
  const nominal = IS_NOUN_OR_PRONOUN;
  const modifier = IS_MODIFIER;
  for (const [from, end] of clausesOf(chosen)) {
    for (let i = from; i < end; i++) {
      const adj = chosen[i]!;
      if ((adj.upos !== 'ADJ' && !adj.participle) || !adj.case) continue;
      if (agreesWithin(chosen, i, from, end, (t) => nominal(t) || modifier(t))) continue;
      const trials: Trial[] = [];
      for (let j = Math.max(from, i - HYPERBATON_SPAN); j < Math.min(end, i + HYPERBATON_SPAN + 1); j++) {
        const noun = chosen[j]!;
        if (j === i || (noun.upos !== 'NOUN' && noun.upos !== 'PROPN') || !noun.case) continue;
        if (agreesWithin(chosen, j, from, end, modifier)) continue;
        const adjToNoun: TagTest = (t) => t.upos === adj.upos && t.participle === adj.participle && agreeing(t, noun);
        const nounToAdj: TagTest = (t) => t.upos === noun.upos && agreeing(t, adj);
        if (canBe(tokens[i]!, adjToNoun)) trials.push([i, adjToNoun]);
        if (canBe(tokens[j]!, nounToAdj)) trials.push([j, nounToAdj]);
      }
      if (trials.length > 0) out.push(trials);
    }
  }
  return out;
}

const SUBSTANTIVE_SPAN = 3;

/**
 * The tags of a form's noun readings, leaving out the extended lexicon's (rule 19; every other source counts, guesses
 * too) and, when the lexicon can tell, a noun whose headword is no form of the adjective (*fortes*: fortis, not fors).
 */
function schoolNounTags(analyses: readonly Analysis[], { tagOf, isAdjectiveForm }: LatinRuleInput['ctx']): Set<TagInfo> {
  const out = new Set<TagInfo>();
  const adjectives = analyses.filter((a) => a.upos === 'ADJ').map((a) => a.lemma);
  for (const a of analyses) {
    if (a.source === 'extended' || (a.upos !== 'NOUN' && a.upos !== 'PROPN')) continue;
    if (isAdjectiveForm && !adjectives.some((lemma) => isAdjectiveForm(a.lemma, lemma))) continue;
    out.add(infoOf(tagOf(a)));
  }
  return out;
}

/** Rule 19 (no convention): an adjective standing alone whose form is also a noun is the noun. */
function constrainSubstantive({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): boolean {
  if (ctx.convention) return false;
  let changed = false;
  for (const [from, end] of clausesOf(chosen)) {
    for (let i = from; i < end; i++) {
      const adj = chosen[i]!;
      if (adj.upos !== 'ADJ' || !adj.case) continue;
      if (agreesWithin(chosen, i, Math.max(from, i - SUBSTANTIVE_SPAN), Math.min(end, i + SUBSTANTIVE_SPAN + 1), (t) => NOMINAL.has(t.upos))) continue;
      // Beside the copula it is the predicate adjective: errare humanum est (human), not "the human".
      if (chosen[i - 1]?.upos === 'AUX' || chosen[i + 1]?.upos === 'AUX') continue;
      // A pronominal adjective (ceteris, multi, totum) is filed as the determiner, not as its noun (ceterum).
      if (canBe(tokens[i]!, (t) => t.upos === 'DET' && t.case === adj.case && t.number === adj.number)) continue;
      // A noun not of the extended lexicon: its entries (miserum, gallica, inops) are no school dictionary's headwords.
      const nouns = schoolNounTags(tokens[i]!.analyses, ctx);
      // A people is a proper noun (Athenienses); the gender the adjective took alone says nothing.
      if (constrainTo(out, tokens[i]!, i, (t) => IS_NOUN(t) && t.case === adj.case && t.number === adj.number && nouns.has(t))) changed = true;
    }
  }
  return changed;
}

/**
 * Rule 42 (`nounGender`): a modifier read with two genders at once (*eo*: `Gender=Masc,Neut`, the treebanks' tag for
 * forms the genders share) beside a noun of its case and number takes the noun's gender (`eo die`, `eo tempore`):
 * a card names one gender. Students' cards only.
 */
function constrainNounGender({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  // A treebank's convention keeps its own tag (PROIEL's, with two genders, scored 15 tokens worse with the rule).
  if (ctx.convention) return;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (!tag.gender?.includes(',') || !tag.case || !IS_MODIFIER(tag) || out.has(i)) continue;
    for (const j of [i + 1, i - 1]) {
      const noun = chosen[j];
      if (!noun || (noun.upos !== 'NOUN' && noun.upos !== 'PROPN') || noun.case !== tag.case || noun.number !== tag.number) continue;
      const gender = noun.gender;
      if (!gender || gender.includes(',') || !tag.gender.split(',').includes(gender)) continue;
      const single: TagTest = (t) => t.upos === tag.upos && t.case === tag.case && t.number === tag.number && t.gender === gender;
      if (canBe(tokens[i]!, single)) out.set(i, single);
      break;
    }
  }
}

export const nounGenderRule = hardRule({ name: 'nounGender', apply: constrainNounGender });
export const hyperbatonRule = softRule({ name: 'hyperbaton', trials: hyperbatonTrials, margin: (ctx) => ctx.margins?.hyperbaton ?? HYPERBATON_MARGIN });
export const substantiveRule = hardRule({ name: 'substantive', apply: constrainSubstantive });
