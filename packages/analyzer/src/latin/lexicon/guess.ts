/**
 * Guesses for forms the lexicon does not know, from the endings of the productive models
 * (1st–5th declension, both adjective classes, the four conjugations): the longest ending that
 * leaves a plausible stem wins; the lemma is rebuilt with the model's citation ending.
 */
import type { Analysis } from '../../core/types';
import { isCapitalized, stripQuantities, toLookupKey } from './normalize';
import { SLOTS, featuresOfSlot } from './slots';
import type { LexiconStore, RuntimeModel } from './store';
import { classifyLemma } from './word-classes';

/** Productive models and the slot of their citation form (nominative singular, 1st singular present). */
const PRODUCTIVE: ReadonlyMap<string, number> = new Map(Object.entries({
  uita: 1, lupus: 1, templum: 1, manus: 1, res: 1, doctus: 13, amo: 121, moneo: 121, lego: 121, audio: 121, imitor: 121,
}));
/** The usual gender of nouns of each declension model (most 4th-declension nouns are masculine). */
const DEFAULT_GENDER: ReadonlyMap<string, 'Masc' | 'Fem' | 'Neut'> = new Map([['uita', 'Fem'], ['lupus', 'Masc'], ['templum', 'Neut'], ['manus', 'Masc'], ['res', 'Fem']]);
const MIN_STEM = 2;
const MAX_GUESSES = 12;

interface Candidate { model: RuntimeModel; slot: number; stem: string; endingLength: number; citation: string }

export function createGuesser(store: LexiconStore) {
  const models = store.models.filter((m) => PRODUCTIVE.has(m.data.name));
  // How many lemmas use each model: a prior for ranking guesses of equal ending length.
  const weight = new Map<RuntimeModel, number>(models.map((m) => [m, m.data.lemmaCount]));

  const guess = (form: string): Analysis[] => {
    const key = toLookupKey(form);
    if (!/^[a-z]+$/.test(key)) return [];
    // Rebuild lemmas with the letters as written (v, j), when the spelling has the key's length.
    const plain = stripQuantities(form).toLowerCase();
    const letters = plain.length === key.length ? plain : key;
    const proper = isCapitalized(form);
    const candidates: Candidate[] = [];
    for (const model of models) {
      const citationSlot = PRODUCTIVE.get(model.data.name)!;
      const citation = model.bySlot.get(citationSlot)?.[0];
      if (!citation) continue;
      for (let split = MIN_STEM; split <= key.length; split++) {
        const ending = key.slice(split);
        for (const packed of model.byEnding.get(ending) ?? []) {
          // Only endings on the citation form's stem: the lemma can then be rebuilt exactly.
          if ((packed & 15) !== citation.radical) continue;
          candidates.push({ model, slot: packed >> 4, stem: letters.slice(0, split), endingLength: ending.length, citation: stripQuantities(citation.ending) });
        }
      }
    }
    // A capitalised unknown word is most often a proper noun: nouns first, then the longest ending.
    const nounFirst = (c: Candidate) => (proper && c.model.data.pos === 'n' ? 1 : 0);
    candidates.sort((a, b) => nounFirst(b) - nounFirst(a) || b.endingLength - a.endingLength || (weight.get(b.model) ?? 0) - (weight.get(a.model) ?? 0));
    const out: Analysis[] = [];
    const seen = new Set<string>();
    for (const c of candidates) {
      const lemma = (proper ? c.stem.charAt(0).toUpperCase() + c.stem.slice(1) : c.stem) + c.citation;
      const id = `${lemma}|${c.model.data.name}|${c.slot}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const kind = SLOTS[c.slot]?.kind ?? 'inv';
      const nominal = classifyLemma(proper ? 'X' : 'x', c.model.data, '')[0] ?? 'X';
      const upos = ['finite', 'inf', 'part', 'ger', 'gdv', 'sup'].includes(kind) ? 'VERB' : nominal;
      const feats = featuresOfSlot(c.slot, { deponent: c.model.deponent, gender: DEFAULT_GENDER.get(c.model.data.name) });
      out.push({ lemma, lemmaKey: null, upos, feats, source: 'guess', note: `desinenza -${key.slice(key.length - c.endingLength)} (modello ${c.model.data.name})` });
      if (out.length >= MAX_GUESSES) break;
    }
    return out;
  };

  return { guess };
}
