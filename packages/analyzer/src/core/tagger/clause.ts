/**
 * Subject and verb as a tagger feature: whether the token's clause (the words between two punctuation
 * marks) offers a finite third-person verb of either number, or a nominative of either number (a noun,
 * a pronoun, or a determiner or adjective that may stand for one). A nominative plural candidate of *Belgae* in *quarum unam incolunt Belgae* finds a plural verb in
 * its clause; its genitive singular reading finds nothing to do. The flags are weighted per the candidate's
 * case-and-number part, so that a nominative plural learns to like a plural verb and a plural verb a
 * nominative plural; only nominative and finite third-person candidates get the feature.
 */
import { tagFeature } from '../types';
import { mixHash } from './hash';

/** A finite third-person verb in the singular; in the plural; a nominative that may be a subject, singular; plural. */
export const VERB_SING = 1;
export const VERB_PLUR = 2;
export const NOM_SING = 4;
export const NOM_PLUR = 8;
/** Number of distinct context values. */
export const CLAUSE_VALUES = 16;
/** Feature of each context value; its weight is read on the candidate's case-and-number part. */
export const CLAUSE_FEATURES = Array.from({ length: CLAUSE_VALUES }, (_, v) => mixHash(43, v));
/** The part (of PARTS_PER_TAG) the clause feature is weighted on: UPOS + case + number. */
export const CLAUSE_PART = 2;

/** What may be a subject: nouns and pronouns, and determiners and adjectives used as nouns (hi, omnes, nostri). */
const SUBJECTS = new Set(['NOUN', 'PROPN', 'PRON', 'DET', 'ADJ']);

/** The role a tag can play for its clause (one of the bits above), 0 for none. */
export function clauseRoleOf(tag: string): number {
  const bar = tag.indexOf('|');
  const upos = bar < 0 ? tag : tag.slice(0, bar);
  const number = tagFeature(tag, 'Number');
  if (number !== 'Sing' && number !== 'Plur') return 0;
  const plural = number === 'Plur';
  if ((upos === 'VERB' || upos === 'AUX') && tagFeature(tag, 'VerbForm') === 'Fin' && tagFeature(tag, 'Person') === '3') return plural ? VERB_PLUR : VERB_SING;
  if (SUBJECTS.has(upos) && tagFeature(tag, 'Case') === 'Nom') return plural ? NOM_PLUR : NOM_SING;
  return 0;
}

/** The roles a token's candidates (ids[from..to)) can play, OR-ed: what the token offers its clause. */
export function clauseOfferOf(ids: ArrayLike<number>, from: number, to: number, roles: readonly number[]): number {
  let offer = 0;
  for (let k = from; k < to; k++) offer |= roles[ids[k]!]!;
  return offer;
}

/**
 * Fills `out[i]` with what token i's clause offers besides token i itself: `offers[i]` are the roles of each
 * token's candidates (OR-ed), `boundary[i]` is 1 for punctuation, which closes a clause.
 */
export function clauseContexts(offers: Uint8Array, boundary: Uint8Array, n: number, out: Uint8Array): void {
  const counts = [0, 0, 0, 0];
  let from = 0;
  for (let i = 0; i <= n; i++) {
    if (i < n && !boundary[i]) continue;
    counts.fill(0);
    for (let k = from; k < i; k++) for (let b = 0; b < 4; b++) if (offers[k]! & (1 << b)) counts[b]!++;
    for (let k = from; k < i; k++) {
      let v = 0;
      for (let b = 0; b < 4; b++) if (counts[b]! - ((offers[k]! >> b) & 1) > 0) v |= 1 << b;
      out[k] = v;
    }
    if (i < n) out[i] = 0;
    from = i + 1;
  }
}
