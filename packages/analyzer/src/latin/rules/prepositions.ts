/**
 * Prepositions: the case a preposition governs, a preposition that is an adverb, and `cum`.
 * - Rule 1 (`preposition`): a preposition that takes one case governs the next word when that word can be in
 *   that case (`ab oris`: the ablative of ora, not the genitive of os). One of the first rules of the second
 *   decoding pass (decision 011); no figure of its own was recorded.
 * - Rule 9 (`adverb`): a preposition that is also an adverb (`ante`, `post`, `contra`, `coram`…) with no word in
 *   its case among the next two, before punctuation, is the adverb (`paulo ante`, `quod contra fecit`). On the
 *   gold trees the next two words tell the two apart for 92 % of them (Perseus 92 of 104, ITTB 376 of 392). Same
 *   models, rule off → on: Perseus 5 folds 95.85 / 95.27 / 88.21 → 95.87 / 95.26 / 88.22 (UPOS / lemma / core
 *   features), PROIEL 3 folds 95.23 → 95.24 UPOS, UDante 3 folds 96.20 → 96.19.
 * - Rule 11 (`cum`): `cum` followed by an ablative with no subjunctive in the rest of its clause is the
 *   preposition (Perseus 32 of 35, PROIEL 45 of 45 on the gold trees); with no ablative among the next three
 *   words and a subjunctive after it, the conjunction (Perseus 19 of 23, PROIEL 44 of 49); between an adjective
 *   and a noun that can agree in the ablative, the preposition (`magna cum cura`, `summa cum laude`: 7 of 8).
 *   With rule 10 (pronouns.ts), off → on: Perseus 5 folds 95.87 / 95.26 / 88.22 → 95.90 / 95.27 / 88.24, PROIEL
 *   3 folds 95.24 → 95.25 UPOS; each alone gives about half. On students' cards (decision 098) the conjunction
 *   needs no subjunctive after it: with no ablative before it, after it or among the next three words, and not
 *   after `una` (Late Latin's `una cum` with the accusative), `cum` is the conjunction on the UD files' gold tags
 *   and PROIEL's classical texts 180 times of 186 with no subjunctive in its clause (PROIEL's convention calls 17
 *   of them adverbs: `cum … tum`), the preposition 6 (three of them Late Latin's `cum` with the accusative).
 * - Rule 57 (`usque`, students' cards only): `usque` before a preposition or an adverb (`usque ad`, `usque in`,
 *   `usque eo`) is the adverb, and a pronoun's form after it that is an adverb too (`eo`, `quo`) the adverb
 *   (`usque eo ut`: to such a point that). On the UD files' gold tags (train and dev) and PROIEL's classical texts
 *   `usque` before a preposition or an adverb is the adverb 124 times of 142 (the other 18 ITTB, LLCT and UDante,
 *   whose convention makes it a preposition: why the rule is the cards' only), `eo` after it the adverb 3 of 3
 *   (decision 098).
 * - Rule 51 (`cumAfter`, students' cards): a personal or relative pronoun before `cum` read as the preposition,
 *   with no ablative after it, is the ablative (`nobiscum`, `secum`; decision 095).
 * The word lists are data/latin/*-prepositions.*.
 */
import { canBe, IS_ADVERB, IS_CONJUNCTION, IS_PREPOSITION, NOMINAL, infoOf, type TagInfo, type TagTest } from '../../core/constraints/tag-info';
import { agreeing } from '../../core/constraints/sentence';
import type { ConstraintToken, Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';
import { ABLATIVE_PREPOSITIONS, ACCUSATIVE_PREPOSITIONS, ADVERB_PREPOSITIONS } from './word-lists.generated';

/** The case the preposition at i governs, when it takes only one. */
function governedCase(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], i: number): string | undefined {
  if (chosen[i]!.upos !== 'ADP') return undefined;
  const key = tokens[i]!.key;
  if (ABLATIVE_PREPOSITIONS.has(key)) return 'Abl';
  if (ACCUSATIVE_PREPOSITIONS.has(key)) return 'Acc';
  return undefined;
}

/** Rule 1: token → the case it must take after its preposition. */
function constrainGovernedCase({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  for (let i = 1; i < tokens.length; i++) {
    const wanted = governedCase(tokens, chosen, i - 1);
    if (!wanted) continue;
    const tag = chosen[i]!;
    if (!tag.case || tag.case === wanted || !NOMINAL.has(tag.upos)) continue;
    if (!canBe(tokens[i]!, (t) => NOMINAL.has(t.upos) && t.case === wanted)) continue;
    out.set(i, (t) => t.case === wanted);
  }
}

/** Rule 9: a preposition that is also an adverb, with no word in its case among the next two words, is the adverb. */
function constrainAdverb({ tokens, chosen }: LatinRuleInput, out: Constraints): void {
  const isAdverb = IS_ADVERB;
  for (let i = 0; i < tokens.length; i++) {
    if (chosen[i]!.upos !== 'ADP') continue;
    const wanted = ADVERB_PREPOSITIONS.get(tokens[i]!.key);
    if (!wanted || out.has(i) || !canBe(tokens[i]!, isAdverb)) continue;
    let governs = false;
    for (let j = i + 1; j <= i + 2 && j < chosen.length && chosen[j]!.upos !== 'PUNCT'; j++) if (chosen[j]!.case === wanted) governs = true;
    if (!governs) out.set(i, isAdverb);
  }
}

/** The tokens of the clause after i (up to the next punctuation mark) include a subjunctive. */
function subjunctiveAfter(chosen: readonly TagInfo[], i: number): boolean {
  for (let j = i + 1; j < chosen.length && chosen[j]!.upos !== 'PUNCT'; j++) if (chosen[j]!.subjunctive) return true;
  return false;
}

/** Words that frame cum with its noun (not a personal pronoun: `me cum`); once framing, a relative or demonstrative may still be PRON in a treebank's convention. */
const FRAMING = new Set(['ADJ', 'DET', 'NUM']);
const MODIFIER = new Set([...FRAMING, 'PRON']);

/** Token i is framed by an adjective and a noun that can agree in the ablative (`magna cum cura`). */
function framedAblative(tokens: readonly ConstraintToken[], i: number): boolean {
  const before = tokens[i - 1]?.tags?.map(infoOf).filter((t) => FRAMING.has(t.upos) && t.case === 'Abl') ?? [];
  const after = tokens[i + 1]?.tags?.map(infoOf).filter((t) => t.upos === 'NOUN' && t.case === 'Abl') ?? [];
  return before.some((a) => after.some((n) => agreeing(a, n)));
}

/**
 * Students' cards: `cum` can be the conjunction without a subjunctive after it when a word follows it, no pronoun
 * that can be an ablative stands before it (`nobis cum`, read as a dative) and it is not Late Latin's `una cum`.
 */
function conjunctionAlone(tokens: readonly ConstraintToken[], i: number): boolean {
  if (!tokens[i + 1]?.wordLike || tokens[i - 1]?.key === 'una') return false;
  return i === 0 || !canBe(tokens[i - 1]!, (t) => t.upos === 'PRON' && t.case === 'Abl');
}

/**
 * Rule 11: `cum` followed by an ablative, with no subjunctive in the rest of its clause, is the preposition
 * (`cum summo studio … exequebantur`); `cum` with no ablative beside it and a subjunctive after it is the
 * conjunction (`cum … iussisset`); on students' cards the subjunctive is not needed (`cum omnia … sunt misera, tum`,
 * `cum uictor arma posuit`). The ablative may stand before it (`mecum`, written `me cum`). Between an
 * adjective and a noun that can agree in the ablative it is the preposition too (`magna cum cura`).
 */
function constrainCum({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  const isPreposition = IS_PREPOSITION;
  const isConjunction = IS_CONJUNCTION;
  const ablative = (j: number) => j >= 0 && j < chosen.length && chosen[j]!.case === 'Abl' && NOMINAL.has(chosen[j]!.upos);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'cum' || out.has(i)) continue;
    const upos = chosen[i]!.upos;
    if (i > 0 && !out.has(i - 1) && !out.has(i + 1) && !subjunctiveAfter(chosen, i) && canBe(tokens[i]!, isPreposition) && framedAblative(tokens, i)) {
      // `magna cum cura`: an adjective and its noun in the ablative around cum.
      out.set(i, isPreposition);
      out.set(i + 1, (t) => t.upos === 'NOUN' && t.case === 'Abl');
      out.set(i - 1, (t) => MODIFIER.has(t.upos) && t.case === 'Abl');
    } else if (upos === 'SCONJ' && ablative(i + 1) && !subjunctiveAfter(chosen, i)) {
      if (canBe(tokens[i]!, isPreposition)) out.set(i, isPreposition);
    } else if (upos === 'ADP' && !ablative(i - 1) && (subjunctiveAfter(chosen, i) || (!convention && conjunctionAlone(tokens, i))) && i + 1 < tokens.length
      && !canBe(tokens[i + 1]!, (t) => NOMINAL.has(t.upos) && t.case === 'Abl')) {
      let governs = false;
      for (let j = i + 1; j <= i + 3 && j < chosen.length && chosen[j]!.upos !== 'PUNCT'; j++) if (ablative(j)) governs = true;
      if (!governs && canBe(tokens[i]!, isConjunction)) out.set(i, isConjunction);
    }
  }
}

/** Rule 57 (students' cards): `usque` before a preposition or an adverb is the adverb, and `usque eo` two adverbs. */
function constrainUsque({ tokens, chosen, ctx: { convention } }: LatinRuleInput, out: Constraints): void {
  if (convention) return;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.key !== 'usque' || out.has(i)) continue;
    // A pronoun's form that is an adverb too (`eo`, `quo`): the adverb after usque.
    const upos = chosen[i + 1]!.upos;
    const reaches = (upos === 'PRON' || upos === 'DET') && canBe(tokens[i + 1]!, IS_ADVERB);
    if (!reaches && upos !== 'ADP' && upos !== 'ADV') continue;
    if (chosen[i]!.upos !== 'ADV' && canBe(tokens[i]!, IS_ADVERB)) out.set(i, IS_ADVERB);
    if (reaches && chosen[i + 1]!.upos !== 'ADV' && !out.has(i + 1)) out.set(i + 1, IS_ADVERB);
  }
}

/** The pronouns that put *cum* after them (`nobiscum`, `quibuscum`): personal, reflexive or relative, ablative. */
const postposesCum = (token: ConstraintToken) =>
  token.analyses.some((a) => a.upos === 'PRON' && a.feats.Case === 'Abl' && (a.feats.PronType === 'Prs' || a.feats.PronType === 'Rel'));

/**
 * Rule 51, `cumAfter` (students' cards only): a personal or relative pronoun before *cum* read as the preposition,
 * with no ablative after *cum*, is the ablative *cum* governs (*pernoctant nobiscum*, written `nobis cum`). On the UD
 * Latin files (gold tags) such a pronoun (*me*, *te*, *se*, *nobis*, *vobis*, *quo*, *qua*, *quibus*) before the
 * preposition with no ablative after it is the ablative 46 times of 46.
 * Held when the first reading has it already: the sentence model would move it to the dative.
 */
function constrainCumAfter({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.key !== 'cum' || chosen[i]!.upos !== 'ADP' || chosen[i - 1]!.upos !== 'PRON' || out.has(i - 1)) continue;
    // Rule 11 (same step, earlier) may have made this cum the conjunction: then it governs nothing.
    const onCum = out.get(i);
    if (onCum && !onCum(infoOf('ADP'))) continue;
    if (i + 1 < chosen.length && chosen[i + 1]!.case === 'Abl') continue;
    if (!postposesCum(tokens[i - 1]!)) continue;
    // Read as the ablative already, it keeps its tag's number (*se*: none, as the set and the treebanks write it).
    const read = chosen[i - 1]!;
    const ablative: TagTest = read.case === 'Abl' ? (t) => t.upos === 'PRON' && t.case === 'Abl' && t.number === read.number : (t) => t.upos === 'PRON' && t.case === 'Abl';
    if (canBe(tokens[i - 1]!, (t) => t.upos === 'PRON' && t.case === 'Abl')) out.set(i - 1, ablative);
  }
}

export const prepositionRule = hardRule({ name: 'preposition', apply: constrainGovernedCase });
export const adverbRule = hardRule({ name: 'adverb', apply: constrainAdverb });
export const cumRule = hardRule({ name: 'cum', apply: constrainCum });
export const cumAfterRule = hardRule({ name: 'cumAfter', apply: constrainCumAfter });
export const usqueRule = hardRule({ name: 'usque', apply: constrainUsque });
