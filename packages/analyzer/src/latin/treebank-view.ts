/**
 * A treebank's view of a reading (decision 020), for output in its annotation convention (CoNLL-U, `--convention`):
 * the lemma and part of speech that treebank regularly gives, from the lemma tables training learnt.
 */
import type { TaggerModel } from '../core/tagger/model';
import type { Analysis } from '../core/types';
import type { LatinTreebank } from './ud/normalize';

export interface TreebankViewContext {
  convention: LatinTreebank;
  /** The convention tables training learnt (the model's lemma tables). */
  tables: Pick<TaggerModel, 'conventionLemma' | 'conventionUpos'>;
  lemmaMatchKey: (lemma: string) => string;
  /** The lexicon's key of a lemma, or null when the lexicon does not have it. */
  lexiconKeyOf: (lemma: string) => string | null;
  tagOf: (a: Analysis) => string;
  lemmaClass: (lemma: string) => string | null;
}

/** The analysis and part of speech the convention gives a word read with tag `tag` as `a`. */
export function treebankReading(a: Analysis, tag: string, analyses: readonly Analysis[], ctx: TreebankViewContext): { analysis: Analysis; upos: string } {
  const { convention, tables } = ctx;
  // A lexicon lemma the treebank regularly writes otherwise (Perseus: proximus → propior).
  const lemma = tables.conventionLemma(convention, tag, ctx.lemmaMatchKey(a.lemma));
  if (lemma !== undefined) a = { ...a, lemma, lemmaKey: ctx.lexiconKeyOf(lemma) };
  // In a treebank's convention, a lemma keeps the part of speech that treebank gives it (multus: ADJ, not
  // DET), or that it gives the lemma's class (PROIEL: every people a NOUN).
  const uposOf = (x: Analysis) => tables.conventionUpos(convention, ctx.lemmaMatchKey(x.lemma), x.upos, ctx.lemmaClass(x.lemma));
  const upos = uposOf(a);
  // The same tag from a people's lemma (Germani beside Germanus for Germanis): where the convention calls
  // peoples otherwise, the form is the people's.
  const people = upos === a.upos ? analyses.find((x) => x !== a && ctx.tagOf(x) === tag && ctx.lemmaClass(x.lemma) !== null) : undefined;
  const peopleUpos = people && uposOf(people);
  return people && peopleUpos !== people.upos ? { analysis: people, upos: peopleUpos! } : { analysis: a, upos };
}
