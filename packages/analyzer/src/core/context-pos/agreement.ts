/**
 * Agreement between a word and the nouns beside it, as the parts of speech by context read it in any language (Greek
 * οὗτος ADJ beside its noun, Latin ille DET beside its noun, PRON alone).
 * Example: `agree('Case=Abl|Gender=Fem|Number=Sing', 'Case=Abl|Gender=Fem|Number=Sing')` → true.
 */
import { parseFeats } from '../types';

/** How many words from its noun a word may stand to count as its attribute. */
export const ATTRIBUTIVE_WINDOW = 3;
const NOUNS = new Set(['NOUN', 'PROPN']);

/** Same case and number, genders overlapping (or one of them unknown). */
export function agree(a: string, b: string): boolean {
  const x = parseFeats(a);
  const y = parseFeats(b);
  if (!x.Case || x.Case !== y.Case || x.Number !== y.Number) return false;
  return !x.Gender || !y.Gender || x.Gender.split(',').some((g) => y.Gender!.split(',').includes(g));
}

/** Whether a noun within ATTRIBUTIVE_WINDOW words of word k agrees with it in case, number and gender. */
export function besideAgreeingNoun(upos: readonly string[], feats: readonly string[], k: number): boolean {
  for (let j = Math.max(0, k - ATTRIBUTIVE_WINDOW); j <= Math.min(upos.length - 1, k + ATTRIBUTIVE_WINDOW); j++) {
    if (j !== k && NOUNS.has(upos[j]!) && agree(feats[k]!, feats[j]!)) return true;
  }
  return false;
}
