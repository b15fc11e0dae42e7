/**
 * The gerund (rule 37, `gerund`): a form read as a neuter singular gerundive in the genitive, dative or ablative,
 * or in the accusative right after a preposition, with no noun or pronoun of its case and number in its clause to
 * agree with, is the gerund (`exercitatio dicendi`, `ad diligendum`, `ad scribendi studium`): a gerundive goes with
 * its noun (`supplementi equitatusque cogendi`), the gerund stands alone. The nominative and the accusative
 * without a preposition stay gerundives (`concedendum non putabat`: what must be conceded), as the gerund has
 * neither. ITTB, LLCT, Perseus and UDante have no gerund in their scheme (it is their neuter singular gerundive):
 * with their convention the rule is off, and the evaluation scores a gerund against them as that gerundive
 * (`inTreebankScheme`, ud/normalize.ts).
 */
import { agreesWithin, clausesOf } from '../../core/constraints/sentence';
import { canBe, NOMINAL, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { NO_GERUND_TREEBANKS, type LatinTreebank } from '../ud/normalize';
import { hardRule, type LatinRuleInput } from './context';

const OBLIQUE = new Set(['Gen', 'Dat', 'Abl']);
const HEADS = new Set(['NOUN', 'PROPN', 'PRON']);
/** How far (in words) the noun of a gerundive may stand from it. */
const SPAN = 4;

/** Rule 37: a neuter singular gerundive with no noun of its case and number near it is the gerund. */
function constrainGerund({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  // A treebank with no gerund in its scheme writes it as the gerundive.
  if (ctx.convention && NO_GERUND_TREEBANKS.has(ctx.convention as LatinTreebank)) return;
  for (const [from, end] of clausesOf(chosen)) {
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (tag.upos !== 'VERB' || !tag.gerundive || tag.number !== 'Sing' || !tag.gender?.includes('Neut') || out.has(i)) continue;
      const afterPreposition = i > from && chosen[i - 1]!.upos === 'ADP';
      if (!tag.case || !(OBLIQUE.has(tag.case) || (tag.case === 'Acc' && afterPreposition))) continue;
      let head = false;
      for (let j = Math.max(from, i - SPAN); j < Math.min(end, i + SPAN + 1); j++) {
        if (j !== i && HEADS.has(chosen[j]!.upos) && chosen[j]!.case === tag.case && chosen[j]!.number === tag.number) head = true;
      }
      if (head) continue;
      const gerund: TagTest = (t) => t.gerund && t.case === tag.case;
      if (canBe(tokens[i]!, gerund)) out.set(i, gerund);
    }
  }
}

/**
 * Rule 39 (`gerundiveAccusative`): a neuter singular gerundive read as a nominative in a clause (between punctuation
 * marks) that has no form of *sum*, no infinitive and no passive, but an active finite verb, stands for an infinitive whose *esse* is left out, the
 * accusative and infinitive of a verb of thinking or saying (`concedendum non putabat`: he did not think it had to
 * be conceded); with *est* or *esse* it is the nominative of the periphrastic (`Resistendum … senectuti est`), and
 * beside a neuter nominative it agrees with that (`aliud maius … tremendum obicitur`). An
 * accusative the reading has already is kept so, also against the sentence model, which reads the clause's lone
 * third-person verb as wanting a nominative.
 */
function constrainGerundiveAccusative({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  for (const [from, end] of clausesOf(chosen)) {
    let sum = false;
    let verb = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      // A passive's clause has its nominative (`… tremendum obicitur`); the infinitive clause hangs on an active verb.
      if (t.upos === 'AUX' || t.infinitive || t.finiteForm?.includes('Voice=Pass')) sum = true;
      else if (t.finite) verb = true;
    }
    for (let i = from; verb && !sum && i < end; i++) {
      const tag = chosen[i]!;
      if (!tag.gerundive || (tag.case !== 'Nom' && tag.case !== 'Acc') || tag.number !== 'Sing' || !tag.gender?.includes('Neut') || out.has(i)) continue;
      // A neuter nominative beside it is what it says something of (`aliud maius … tremendum obicitur`).
      if (agreesWithin(chosen, i, from, end, (t) => t.case === 'Nom' && NOMINAL.has(t.upos))) continue;
      // Students' cards: a noun of its case and number right before it is its noun (`ad exercitum recensendum`), whose
      // gender rule 44 gives (decision 103).
      const before = chosen[i - 1];
      if (!ctx.convention && i > from && before && (before.upos === 'NOUN' || before.upos === 'PROPN') && before.case === tag.case && before.number === tag.number) continue;
      const accusative: TagTest = (t) => t.gerundive && t.case === 'Acc' && t.number === 'Sing' && !!t.gender?.includes('Neut');
      if (canBe(tokens[i]!, accusative)) out.set(i, accusative);
    }
  }
}

export const gerundRule = hardRule({ name: 'gerund', apply: constrainGerund });
export const gerundiveAccusativeRule = hardRule({ name: 'gerundiveAccusative', apply: constrainGerundiveAccusative });
