/**
 * The nominative plural in -i and -ae with a plural verb (rule 50, `pluralSubject`): a noun or adjective in -i or
 * -ae read as a genitive singular, with no noun beside it, in a clause (between punctuation marks) with a plural
 * finite verb and no word read as a nominative plural, is the nominative plural (*repulsi Galli quid agant
 * consulunt*). On the UD Latin files (gold tags) such a word with no noun beside it is the nominative plural 102
 * times of 155 (Perseus 25 of 32, PROIEL 33 of 45, ITTB 14 of 17, UDante 25 of 32; LLCT's charters 5 of 29); with
 * a noun beside it, the genitive singular 106 times of 136, so a noun beside it keeps the genitive. Off in a
 * treebank's own convention.
 */
import { clausesOf } from '../../core/constraints/sentence';
import { canBe, IS_NOUN, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, type LatinRuleInput } from './context';

const NOMINALS = new Set(['NOUN', 'PROPN', 'ADJ']);
const SUBJECTS = new Set(['NOUN', 'PROPN', 'PRON', 'DET', 'ADJ', 'NUM']);

/** Rule 50: a genitive singular in -i or -ae, no noun beside it, in a clause with a plural verb and no subject. */
function constrainPluralSubject({ tokens, chosen, ctx }: LatinRuleInput, out: Constraints): void {
  if (ctx.convention) return;
  for (const [from, end] of clausesOf(chosen)) {
    let plural = false;
    let subject = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (t.finite && t.number === 'Plur') plural = true;
      if (SUBJECTS.has(t.upos) && t.case === 'Nom' && t.number === 'Plur') subject = true;
    }
    if (!plural || subject) continue;
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      const key = tokens[i]!.key;
      if (!NOMINALS.has(tag.upos) || tag.case !== 'Gen' || tag.number !== 'Sing' || out.has(i)) continue;
      if (!key.endsWith('i') && !key.endsWith('ae')) continue;
      // A noun beside it may be the one it depends on; a genitive singular beside it agrees with it (huiusce modi).
      const beside = [i - 1, i + 1].filter((j) => j >= from && j < end).map((j) => chosen[j]!);
      if (beside.some((t) => IS_NOUN(t) || (t.case === 'Gen' && t.number === 'Sing'))) continue;
      const nominative: TagTest = (t) => t.upos === tag.upos && t.case === 'Nom' && t.number === 'Plur' && t.gender === tag.gender;
      if (canBe(tokens[i]!, nominative)) out.set(i, nominative);
    }
  }
}

export const pluralSubjectRule = hardRule({ name: 'pluralSubject', apply: constrainPluralSubject });
