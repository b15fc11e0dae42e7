/**
 * A rule the tagger's statistics miss, as a constraint on a second decoding: after the interjection ὦ, and after a
 * vocative, a word that can be a vocative (of the same number) is one (ὦ ἄνδρες Ἀθηναῖοι: both vocatives).
 * Example: `vocativeConstraint(keys, candidates, chosen, tagName)` → allow(token, tag) or undefined when none applies.
 */
import { tagFeature } from '../../core/types';

export type Allow = (token: number, tagId: number) => boolean;

export function vocativeConstraint(keys: readonly string[], candidates: readonly Int32Array[], chosen: Int32Array, tagName: (id: number) => string): Allow | undefined {
  const forced = new Set<number>();
  let previousVocative: string | undefined;
  for (let i = 0; i < keys.length; i++) {
    const after = keys[i - 1] === 'ὦ' ? '*' : previousVocative;
    previousVocative = undefined;
    const tags = Array.from(candidates[i]!, (id) => tagName(id));
    const vocatives = tags.filter((t) => tagFeature(t, 'Case') === 'Voc' && (after === '*' || tagFeature(t, 'Number') === after));
    if (after !== undefined && vocatives.length > 0) {
      forced.add(i);
      previousVocative = tagFeature(vocatives[0]!, 'Number');
    } else if (tagFeature(tagName(chosen[i]!), 'Case') === 'Voc') previousVocative = tagFeature(tagName(chosen[i]!), 'Number');
  }
  if (forced.size === 0) return undefined;
  return (token, tagId) => !forced.has(token) || tagFeature(tagName(tagId), 'Case') === 'Voc';
}
