/**
 * Names: a capitalised first word, peoples and the proper nouns spelt like them.
 * - Rule 3 (`commonNoun`): a capitalised first word that is also a common noun is the common noun when the
 *   lexicon finds it at least as frequent (`Agricola terram arat`: the farmer, not Julius Agricola). One of the
 *   first rules of the second decoding pass (decision 011); no figure of its own was recorded.
 * - Rule 6 (`people`): a plural adjective that is also a people (the lexicon's Parthi beside Parthus, a, um),
 *   with no noun or pronoun of its case and number beside it, is the people (`in Dacos et Parthos`). On the
 *   gold tags of PROIEL and Perseus a neighbour at ±1 separates the two uses best (78 % of 135 capitalised
 *   masculine plurals; ±2 and ±3 worse). Same models, off → on: PROIEL 3 folds 95.14 / 95.97 / 87.89 → 95.23 /
 *   96.06 / 87.87 (UPOS / lemma / core features), Perseus 5 folds 95.84 / 95.28 / 88.17 → 95.84 / 95.26 /
 *   88.18; it costs UDante, which writes peoples as adjectives, 0.07 UPOS (decision 012). A common noun of the
 *   adjective's case, number and gender two words off keeps the adjective too (*Graecis conscriptam litteris*):
 *   school-canon cards +1, on the UD files 1 token to the gold, none away (decision 131). Only across an adverb or
 *   a modifier agreeing with neither, never a conjunction or a comma (*Romani et socii*: the people); an enclitic
 *   is not counted as a word, and any gender the adjective's form has will do (decision 131: no card and no UD
 *   token changed).
 * - Rule 7 (`rareProperNoun`): a reading only proper nouns sixteen times rarer than a people spelt alike give
 *   is not taken (`Helvetii`: the people, 73 in Collatinus's counts, not the gens name Helvetius, 2). Against a
 *   people only it changes three readings of the Perseus, PROIEL and UDante files; comparing any two proper
 *   nouns cost Perseus 0.07 core-feature points, and dropping such analyses before training 0.06 UPOS
 *   (decision 012). `npm run evaluate` before → after rules 6 to 8: Perseus 10-fold 95.85 / 95.32 / 88.19 →
 *   95.85 / 95.32 / 88.21, PROIEL 3-fold 95.14 / 95.97 / 87.89 → 95.23 / 96.06 / 87.87.
 */
import { agreeing } from '../../core/constraints/sentence';
import { canBe, infoOf, IS_MODIFIER, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import type { Analysis } from '../../core/types';
import { AGREEING_UPOS, ENCLITIC_CONJUNCTIONS, hardRule, type LatinRuleInput } from './context';

/** A proper noun this many times rarer (lexicon counts) than a people spelt alike gives no reading (rule 7). */
export const RARE_PROPER_NOUN_RATIO = 16;

/** Rule 3: the first word, capitalised, read as the common noun the proper noun is spelt like. */
function constrainCommonNoun({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  const i = tokens.findIndex((t) => t.wordLike);
  if (i < 0 || chosen[i]!.upos !== 'PROPN') return;
  const proper = tokens[i]!.analyses.filter((a) => a.upos === 'PROPN');
  const common = tokens[i]!.analyses.filter((a) => a.upos === 'NOUN' && proper.some((p) => p.lemma.toLowerCase() === a.lemma.toLowerCase()));
  if (common.length === 0) return;
  const best = (as: Analysis[]) => Math.max(...as.map(ctx.frequency));
  if (best(common) < best(proper)) return;
  out.set(i, (t) => t.upos !== 'PROPN');
}

/**
 * Rule 6: a common noun agreeing with the adjective at i two words off in direction `step`, across an adverb or a
 * modifier that agrees with neither (*Graecis conscriptam litteris*: Greek letters; *Principum quondam Phariseorum*).
 * Words are counted, an enclitic *-que* or *-ve* is not one (*Graecisque conscriptas litteris*); a conjunction,
 * punctuation or a noun between keeps the people (*Romani et socii*).
 */
function nounAcrossModifier({ tokens, chosen }: LatinRuleInput, i: number, step: -1 | 1): boolean {
  const words: number[] = [];
  for (let j = i + step; j >= 0 && j < tokens.length && words.length < 2; j += step) {
    if (!ENCLITIC_CONJUNCTIONS.has(tokens[j]!.key)) words.push(j);
  }
  if (words.length < 2) return false;
  const tag = chosen[i]!;
  const between = chosen[words[0]!]!;
  const noun = chosen[words[1]!]!;
  // Any gender the adjective's form has: the one it took alone says nothing (*Graecis*, masculine by default).
  if (noun.upos !== 'NOUN' || !canBe(tokens[i]!, (t) => t.upos === 'ADJ' && agreeing(t, noun))) return false;
  return between.upos === 'ADV' || (IS_MODIFIER(between) && !agreeing(between, tag) && !agreeing(between, noun));
}

/** Rule 6: a plural adjective that is also the name of a people, with no noun or pronoun beside it to agree with, is the people. */
function constrainPeople(input: LatinRuleInput, out: Constraints): void {
  const { tokens, chosen, ctx } = input;
  const isPeople = ctx.isPeople;
  if (!isPeople) return;
  for (let i = 0; i < tokens.length; i++) {
    const tag = chosen[i]!;
    if (tag.upos !== 'ADJ' || tag.number !== 'Plur' || !tag.case || !tokens[i]!.analyses.some(isPeople)) continue;
    const agrees = (j: number) => j >= 0 && j < chosen.length && AGREEING_UPOS.has(chosen[j]!.upos) && chosen[j]!.case === tag.case && chosen[j]!.number === 'Plur';
    if (agrees(i - 1) || agrees(i + 1)) continue;
    if (nounAcrossModifier(input, i, -1) || nounAcrossModifier(input, i, 1)) continue;
    const people: TagTest = (t) => t.upos === 'PROPN' && t.case === tag.case && t.number === 'Plur';
    if (canBe(tokens[i]!, people)) out.set(i, people);
  }
}

/** The lexicon count of the most frequent people among a form's analyses (0: none), per analyses list. */
const peopleFrequency = new WeakMap<readonly Analysis[], number>();

/** Rule 7: a reading that only proper nouns far rarer than a people spelt alike give is left out (`Helvetii legatos mittunt`). */
function constrainRareProperNoun({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  const isPeople = ctx.isPeople;
  if (!isPeople) return;
  for (let i = 0; i < tokens.length; i++) {
    if (chosen[i]!.upos !== 'PROPN') continue;
    const analyses = tokens[i]!.analyses;
    let best = peopleFrequency.get(analyses);
    if (best === undefined) {
      best = 0;
      for (const a of analyses) if (isPeople(a)) best = Math.max(best, ctx.frequency(a));
      peopleFrequency.set(analyses, best);
    }
    if (best < RARE_PROPER_NOUN_RATIO) continue;
    // Tags some analysis that is not a rare proper noun gives; the others are left out.
    const kept = new Set<TagInfo>();
    for (const a of analyses) if (a.upos !== 'PROPN' || ctx.frequency(a) * RARE_PROPER_NOUN_RATIO >= best) kept.add(infoOf(ctx.tagOf(a)));
    if (!kept.has(chosen[i]!)) out.set(i, (t) => kept.has(t));
  }
}

export const commonNounRule = hardRule({ name: 'commonNoun', apply: constrainCommonNoun });
export const peopleRule = hardRule({ name: 'people', apply: constrainPeople });
export const rareProperNounRule = hardRule({ name: 'rareProperNoun', apply: constrainRareProperNoun });
