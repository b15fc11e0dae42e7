/**
 * A clause's finite verb: one where the reading has none, not two where nothing joins them. Soft rules: each
 * reading is taken only when it costs the tagger's path less than a margin.
 * - Rule 2 (`finiteVerb`): each clause of two words or more (between punctuation marks) whose reading has no
 *   finite verb takes one of its words that can be one (`Arma virumque cano, Troiae qui … venit litora`: cano was
 *   an ablative of canus while the whole sentence was asked for one verb). Per clause, Perseus 5 folds and PROIEL 3
 *   folds score the same to the hundredth as per sentence (95.72 / 95.25 / 88.06 and 94.89 / 95.69 / 87.61, UPOS /
 *   lemma / core features), the warm tagging speed unchanged. Margins 10, 15, 25 and 40 score alike (Perseus
 *   95.72 / 95.25 / 88.06 at 10, 95.73 / 95.24 / 88.05 at 40; PROIEL identical); with two perceptrons 40 keeps
 *   Cicero's `abutere` and Virgil's `cano` verbs (folds: Perseus 95.77 / 95.25 / 88.17, PROIEL 95.90 / 87.89).
 * - `subordinateVerb` (a clause opening with a subordinating conjunction took its verb within 60: `Si vis pacem`)
 *   was removed by decision 048: no card on the school canon, −1 / 0 / −1 tokens on the UD files (3 folds).
 * - Rule 17 (`oneFiniteVerb`): a clause with two finite verbs and no conjunction, relative, interrogative or
 *   parenthetical verb between them tries the other readings of each (`silvestrem tenui Musam meditaris avena`:
 *   tenui the adjective). A link is there in 3,164 of 3,255 such clauses of the gold trees (Perseus 266 of 284).
 *   With rules 16 and 18: Perseus 95.91 / 95.27 / 88.24 → 95.92 / 95.28 / 88.45, PROIEL 95.32 / 96.06 / 87.86 →
 *   95.32 / 96.06 / 87.91; margins 40 and 80 score alike, 80 is what Virgil's `tenui … avena` needs.
 * The links and parenthetical verbs are data/latin/clause-links.txt and parenthetical-verbs.txt.
 */
import { clausesOf } from '../../core/constraints/sentence';
import { canBe, IS_FINITE, NOT_FINITE } from '../../core/constraints/tag-info';
import type { Trial } from '../../core/constraints/types';
import { softRule, type LatinRuleInput } from './context';
import { CLAUSE_LINKS, PARENTHETICAL_VERBS } from './word-lists.generated';

/**
 * How far below the best reading (in path score) the best reading with a finite verb may be and still be
 * taken. On Perseus (5 folds) and PROIEL (3 folds) 10, 15, 25 and 40 score alike (±0.02 UPOS and lemma);
 * with the two-perceptron model, 40 is what keeps Cicero's `Quo usque tandem abutere` the future of abutor
 * (not the infinitive of the archaic abuto) and Virgil's `Arma virumque cano` a verb (not the adjective canus).
 */
export const FINITE_VERB_MARGIN = 40;
/** The same for reading one of two unlinked finite verbs of a clause otherwise (rule 17). */
export const ONE_FINITE_VERB_MARGIN = 80;

/**
 * Rule 2: for each clause of two words or more whose reading has no finite verb, the words that can be one.
 * One list of trials per clause.
 */
function finiteVerbTrials({ tokens, chosen }: LatinRuleInput): Trial[][] {
  const out: Trial[][] = [];
  for (const [from, end] of clausesOf(chosen)) {
    let words = 0;
    let hasVerb = false;
    for (let i = from; i < end; i++) {
      if (tokens[i]!.wordLike) words++;
      if (chosen[i]!.finite) hasVerb = true;
    }
    if (words < 2 || hasVerb) continue;
    const trials: Trial[] = [];
    for (let i = from; i < end; i++) if (canBe(tokens[i]!, IS_FINITE)) trials.push([i, IS_FINITE]);
    if (trials.length > 0) out.push(trials);
  }
  return out;
}

/**
 * Rule 17: a clause has one finite verb unless a conjunction, a relative or an interrogative joins a second; when
 * the reading has two with nothing to join them, the words that can be read otherwise are tried.
 */
function oneFiniteVerbTrials({ tokens, chosen }: LatinRuleInput): Trial[][] {
  const out: Trial[][] = [];
  const notFinite = NOT_FINITE;
  for (const [from, end] of clausesOf(chosen)) {
    let verbs = 0;
    let linked = false;
    for (let i = from; i < end; i++) {
      const key = tokens[i]!.key;
      if (chosen[i]!.finite) verbs++;
      if (chosen[i]!.upos === 'CCONJ' || chosen[i]!.upos === 'SCONJ' || CLAUSE_LINKS.test(key) || PARENTHETICAL_VERBS.has(key)) linked = true;
    }
    if (verbs < 2 || linked) continue;
    const trials: Trial[] = [];
    for (let i = from; i < end; i++) if (chosen[i]!.finite && canBe(tokens[i]!, notFinite)) trials.push([i, notFinite]);
    if (trials.length > 0) out.push(trials);
  }
  return out;
}

export const finiteVerbRule = softRule({
  name: 'finiteVerb',
  trials: finiteVerbTrials,
  margin: (ctx) => (ctx.margins ? ctx.margins.finiteVerb : FINITE_VERB_MARGIN),
});
export const oneFiniteVerbRule = softRule({
  name: 'oneFiniteVerb',
  trials: oneFiniteVerbTrials,
  margin: (ctx) => ctx.margins?.oneFiniteVerb ?? ONE_FINITE_VERB_MARGIN,
});
