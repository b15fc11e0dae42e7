/**
 * A move the sentence model's re-ranking (rerank.ts) does not make (decision 082): a word does not move to the
 * nominative when its clause has a finite verb, no copula and a nominative noun already that is neither beside it
 * with its number and gender (an apposition, a name of several words) nor, for a modifier, the noun it would agree
 * with. The model reads the clause's subjects only as nearby signals, and such moves undid what the decoding had
 * right (`Caesar Brundisium … pervenit`, `Consecutus id quod animo proposuerat Caesar`, `intentique ora tenebant`).
 * Example: `secondNominative(view, 1, tagParts('PROPN|Case=Nom|Gender=Neut|Number=Sing'), 0, 3)` → true for
 * *Caesar Brundisium pervenit* read with *Brundisium* accusative.
 */
import { gendersMeet, isModifier, NOUNS, type SentenceView, type TagParts } from './features';

/** True when reading word i as `p` would give its clause [from, to) a second subject (see the module's header). */
export function secondNominative(s: SentenceView, i: number, p: TagParts, from: number, to: number): boolean {
  if (p.case !== 'Nom' || s.tags[i]!.case === 'Nom') return false;
  let other = false;
  let finite = false;
  for (let j = from; j < to; j++) {
    const q = s.tags[j]!;
    // A copula's predicate is a nominative too (`Hic est Caesar`).
    if (q.upos === 'AUX') return false;
    if (q.upos === 'VERB' && q.mood !== '' && q.verbForm !== 'Inf') finite = true;
    if (j === i || !NOUNS.has(q.upos) || q.case !== 'Nom') continue;
    const agrees = q.number === p.number && gendersMeet(q.gender, p.gender);
    // Beside it and of its number and gender: an apposition or a name of several words (`C. Iulius Caesar`).
    if (Math.abs(j - i) <= 1 && agrees) continue;
    // The modifier of that nominative (`Haec igitur prima lex … sanciatur`).
    if (isModifier(p) && agrees) continue;
    other = true;
  }
  return other && finite;
}
