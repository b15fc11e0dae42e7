/** A sentence to tag: forms as written, normalised keys, the language's candidate tags per token (or null). */
export interface TaggerInput {
  forms: readonly string[];
  keys: readonly string[];
  candidates: readonly (readonly string[] | null | undefined)[];
  /** The annotation convention to follow (a treebank name); none = the shared, canonical one. */
  convention?: string;
  /**
   * Per token, aligned with `candidates[i]`: how far each candidate's best lemma is below the form's most
   * frequent lemma in the language's corpus counts (1 = the most frequent; see priorBucket in features.ts).
   */
  priors?: readonly (readonly number[] | null | undefined)[];
}
