/**
 * The moves the sentence model's re-ranking (rerank.ts) does not make, all to the nominative. The model reads the
 * clause's subjects and verbs only as nearby signals, and such moves undid what the decoding had right.
 * - A second subject (decision 082): a word does not move to the nominative when its clause has a finite verb, no
 *   copula and a nominative noun already that is neither beside it with its number and gender (an apposition, a
 *   name of several words) nor, for a modifier, the noun it would agree with (`Caesar Brundisium … pervenit`,
 *   `Consecutus id quod animo proposuerat Caesar`, `intentique ora tenebant`).
 * - A subject without a verb (decision 118): a noun or name read as the accusative does not move to the nominative
 *   when its clause (between punctuation marks) has no finite verb (`furentem audacia, scelus anhelantem, …`, `o
 *   tempora, o mores!`, `Avaricum, quae erat …`), unless a comma and a subordinating conjunction follow it: a subject
 *   before a subordinate clause, its verb after it (`Milites, cum hostes viderent, arma ceperunt`).
 * - An ablative noun (decision 118): a common noun read as the ablative does not move to the nominative
 *   (`tanto praestitisse ceteros imperatores prudentia quanto …`).
 * Example: `secondNominative(view, 1, tagParts('PROPN|Case=Nom|Gender=Neut|Number=Sing'), 0, 3)` → true for
 * *Caesar Brundisium pervenit* read with *Brundisium* accusative.
 */
import { STRONG_PUNCTUATION } from '../rules/context';
import { gendersMeet, isModifier, NOUNS, type SentenceView, type TagParts } from './features';

/** A finite verb or auxiliary's tag (neither an infinitive nor a participle's or gerund's, which have no mood). */
const isFinite = (q: TagParts): boolean => (q.upos === 'VERB' || q.upos === 'AUX') && q.mood !== '' && q.verbForm !== 'Inf';

/** True when reading word i as `p` would give its clause [from, to) a second subject (see the module's header). */
export function secondNominative(s: SentenceView, i: number, p: TagParts, from: number, to: number): boolean {
  if (p.case !== 'Nom' || s.tags[i]!.case === 'Nom') return false;
  let other = false;
  let finite = false;
  for (let j = from; j < to; j++) {
    const q = s.tags[j]!;
    // A copula's predicate is a nominative too (`Hic est Caesar`).
    if (q.upos === 'AUX') return false;
    if (isFinite(q)) finite = true;
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

/**
 * True when reading word i as `p` would move a noun or name read as the accusative to the nominative in a clause
 * [from, to) with no finite verb and no comma and subordinating conjunction after it, or a common noun read as the
 * ablative to the nominative (decision 118).
 */
export function keptFromNominative(s: SentenceView, i: number, p: TagParts, from: number, to: number): boolean {
  const was = s.tags[i]!;
  if (p.case !== 'Nom' || !NOUNS.has(p.upos)) return false;
  if (was.case === 'Abl') return p.upos === 'NOUN';
  if (was.case !== 'Acc') return false;
  // A subject before a subordinate clause, its verb after it (`Milites, cum hostes viderent, arma ceperunt`).
  if (to < s.keys.length && !STRONG_PUNCTUATION.has(s.keys[to]!) && s.tags[to + 1]?.upos === 'SCONJ') return false;
  for (let j = from; j < to; j++) if (isFinite(s.tags[j]!)) return false;
  return true;
}
