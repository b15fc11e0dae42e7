/**
 * Meanings a verb takes from its own reading in the sentence rather than from its lemma alone (decision 044):
 * the finite forms and the infinitive of the passive of *video* are "sembrare" (*mihi videtur*, *videri*), which
 * the lemma's meaning (vedere) does not say; its participle *visus* keeps "visto".
 * Example: `meaningInContext('uideo', { Voice: 'Pass', VerbForm: 'Fin' }, 'vedere')` → `sembrare, apparire; essere visto`.
 */
import type { Feats } from '../../core/types';

/** Lemma key → the meaning of its passive's finite forms and infinitive. */
const PASSIVE_MEANINGS: ReadonlyMap<string, string> = new Map([['uideo', 'sembrare, apparire; essere visto']]);

/** The meaning a card shows for a reading: the lemma's `meaning` unless the reading's voice changes it. */
export function meaningInContext(lemmaKey: string | null, feats: Feats, meaning: string | undefined): string | undefined {
  if (!lemmaKey || feats.Voice !== 'Pass' || (feats.VerbForm !== 'Fin' && feats.VerbForm !== 'Inf')) return meaning;
  return PASSIVE_MEANINGS.get(lemmaKey) ?? meaning;
}
