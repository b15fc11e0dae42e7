/**
 * Look-up of an Italian meaning by lemma, shared by the gloss build (coverage figures) and the analyzer
 * (meanings.ts), so that both find exactly the same meanings. Keys are Collatinus lemma keys: no vowel
 * marks, u for v, i for j, a capital for proper nouns, a homograph digit (`edo2`).
 */
import { isCapitalized, normalizeLatin } from '../normalize';

/** The key a lemma is stored under: `Iūlĭus` → `Iulius`, `vĭdĕo` → `uideo`, `edo2` stays. */
export function toGlossKey(lemma: string): string {
  const key = normalizeLatin(lemma);
  return isCapitalized(lemma) ? key.charAt(0).toUpperCase() + key.slice(1) : key;
}

/** Finds the meaning of a lemma given its lexicon key and/or its plain form. */
export type MeaningLookup = (lemmaKey: string | null, lemma: string) => string | undefined;

/**
 * Builds the look-up over stored meanings: the exact key first, then the same word in the other case
 * (a treebank may write `Liber` or `liber`), then without the homograph digit.
 */
export function createMeaningLookup(meanings: ReadonlyMap<string, string>): MeaningLookup {
  const byLowerCase = new Map<string, string>();
  for (const [key, meaning] of meanings) {
    const lower = key.toLowerCase();
    if (!byLowerCase.has(lower)) byLowerCase.set(lower, meaning);
  }
  const find = (text: string): string | undefined => {
    const key = toGlossKey(text);
    return meanings.get(key) ?? byLowerCase.get(key.toLowerCase());
  };
  return (lemmaKey, lemma) => {
    if (lemmaKey) {
      const byKey = find(lemmaKey);
      if (byKey !== undefined) return byKey;
    }
    return find(lemma) ?? find(lemma.replace(/\d+$/, ''));
  };
}
