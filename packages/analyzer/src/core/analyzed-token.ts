/**
 * What the pipeline answers for each token of a text, in any language that has a tagger: the chosen
 * analysis with its Italian card, and the other readings with the tagger's score of their tag.
 */
import type { WordCard } from './card';
import type { Analysis, Token } from './types';

export interface AnalyzedToken {
  form: string;
  start: number;
  end: number;
  wordIndex: number;
  kind: Token['kind'];
  isEnclitic?: boolean;
  lemma: string;
  upos: string;
  /** UD features, canonical (see latin/ud/normalize.ts): `Case=Acc|Gender=Fem|Number=Sing`. */
  feats: string;
  analysis: Analysis;
  /** The other candidate analyses, best first, with the tagger's score of their tag. */
  alternatives: { analysis: Analysis; score: number }[];
  card: WordCard;
  uncertain: boolean;
}

/** Lemma, UPOS and features of a form (shared between equal results: do not mutate). */
export interface TaggedForm {
  readonly lemma: string;
  readonly upos: string;
  readonly feats: string;
  readonly source: Analysis['source'];
}
