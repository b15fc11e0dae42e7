/**
 * What the constraint engine and a language's rules exchange: the tokens they read, the tagger's passes,
 * and the constraints they put on the next pass.
 */
import type { Analysis } from '../types';
import type { TagTest } from './tag-info';

export interface ConstraintToken {
  /** The look-up key (normalised form). */
  key: string;
  /** True for words (not punctuation or numbers). */
  wordLike: boolean;
  /** The lexicon's candidate tags, or null. */
  tags: readonly string[] | null;
  analyses: readonly Analysis[];
}

/** Whether token `token` may take the tag `tagId` on a decoding pass. */
export type Allow = (token: number, tagId: number) => boolean;

/** A decoding pass: tag ids, and each token's candidates with their scores in the context of the path. */
export interface Pass {
  ids: Int32Array;
  candidates: readonly Int32Array[];
  scores: readonly Float64Array[];
  /** The tokens the rules constrained on the last pass (set by applyRules when any were). */
  constrained?: ReadonlySet<number>;
}

/** Runs the tagger: with scores (`scored`) or only the ids, under optional constraints. */
export interface Decoder {
  scored(allow?: Allow): Pass;
  ids(allow?: Allow): Int32Array;
}

/** Token index → the test its tag must pass on the next decoding pass. */
export type Constraints = Map<number, TagTest>;

/** A soft rule's trial: constrain token i to the tags that pass the test. */
export type Trial = [number, TagTest];

/** Token i's constraint narrowed by `test` (both must pass when an earlier rule constrained it already). */
export function narrowed(out: Constraints, i: number, test: TagTest): TagTest {
  const before = out.get(i);
  return before ? (t) => before(t) && test(t) : test;
}
