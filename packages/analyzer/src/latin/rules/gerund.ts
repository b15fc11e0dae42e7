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
import { clausesOf } from '../../core/constraints/sentence';
import { canBe, type TagTest } from '../../core/constraints/tag-info';
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

export const gerundRule = hardRule({ name: 'gerund', apply: constrainGerund });
