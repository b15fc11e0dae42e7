/**
 * The copula (rule 38, `copula`): in a sentence part (up to a full stop, colon, semicolon, question or exclamation
 * mark) whose finite verbs are all forms of *sum*, with no infinitive and no participle in the nominative (a
 * compound tense: *hortatus est* takes an object), a word read as an accusative that can be the nominative of the
 * same part of speech, number and gender is the nominative, unless a preposition stands before it within two
 * words (`Ipsum erat oppidum Alesia`, `At ingeni egregia facinora sicuti anima immortalia sunt`, `procerum et tenue
 * collum`): *sum* takes no object.
 */
import { canBe, NOMINAL, type TagTest } from '../../core/constraints/tag-info';
import type { Constraints } from '../../core/constraints/types';
import { hardRule, STRONG_PUNCTUATION, type LatinRuleInput } from './context';

/** The sentence parts of a sentence: [from, end) ranges between strong punctuation marks. */
function partsOf(keys: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (let i = 0; i <= keys.length; i++) {
    if (i < keys.length && !STRONG_PUNCTUATION.has(keys[i]!)) continue;
    if (i > from) out.push([from, i]);
    from = i + 1;
  }
  return out;
}

/** Rule 38: an accusative in a sentence part whose only verb is *sum* is the nominative. */
function constrainCopula({ tokens, chosen }: LatinRuleInput, out: Constraints): boolean {
  let changed = false;
  for (const [from, end] of partsOf(tokens.map((t) => t.key))) {
    let copula = false;
    let other = false;
    for (let i = from; i < end; i++) {
      const t = chosen[i]!;
      if (t.finite) {
        if (t.upos === 'AUX') copula = true;
        else other = true;
      }
      if (t.infinitive || (t.participle && t.case === 'Nom')) other = true;
    }
    if (!copula || other) continue;
    for (let i = from; i < end; i++) {
      const tag = chosen[i]!;
      if (tag.case !== 'Acc' || !NOMINAL.has(tag.upos) || out.has(i) || tokens[i]!.key.endsWith('.')) continue;
      if (chosen[i - 1]?.upos === 'ADP' || (i - 2 >= from && chosen[i - 2]!.upos === 'ADP')) continue;
      const nominative: TagTest = (t) => t.upos === tag.upos && t.case === 'Nom' && t.number === tag.number && t.gender === tag.gender;
      if (!canBe(tokens[i]!, nominative)) continue;
      out.set(i, nominative);
      changed = true;
    }
  }
  return changed;
}

export const copulaRule = hardRule({ name: 'copula', apply: constrainCopula });
