/**
 * The Italian form of a proper name in the working translation. The list of classical names
 * (data/latin/italian-names.tsv, packed into ITALIAN_NAMES) comes first: the dictionaries' glosses of names
 * are sometimes another person's (`Tullius` "Cicerone") or an adjective's (`Atticus` "Ateniese"), and
 * traditional forms (`Garumna` "Garonna") no rule derives. Then the gloss; a name with no gloss at all is
 * given the Italian form the rules of classical names derive from its dictionary form
 * (`italianizeNameLemma`: `Hasdrubal` → "Asdrubale"), not the Latin form it has in the sentence.
 */
import type { Analysis } from '../../core/types';
import { italianizeNameLemma } from '../italian/italian-names';
import { normalizeLatin } from '../normalize';
import { ITALIAN_NAMES } from '../rules/word-lists.generated';

/** True when a card's meaning says nothing (no gloss was found for the lemma). */
const hasNoGloss = (significato: string) => significato.trim() === '' || /^significato non/.test(significato);

/**
 * The Italian name for a word read as a name (`isName`: a proper noun, or a capitalised word inside the
 * sentence), or undefined to keep its gloss. `significato` is the card's meaning of the chosen reading.
 */
export function italianNameOf(analysis: Analysis, significato: string, isName: boolean, form: string): string | undefined {
  if (!isName) return undefined;
  const listed = ITALIAN_NAMES.get(normalizeLatin(analysis.lemma));
  if (listed) return listed;
  if (analysis.upos !== 'PROPN' || !hasNoGloss(significato)) return undefined;
  // A word the lexicon does not know has its own form for lemma: an inflected form is no dictionary form.
  if (analysis.source === 'guess' && analysis.lemma.toLowerCase() === form.toLowerCase()) return undefined;
  return italianizeNameLemma(analysis.lemma, analysis.feats['Number'] === 'Plur', analysis.feats['Gender'] === 'Fem');
}
