/**
 * The generated Greek lexicon file (`.data/greek/grc-lexicon.tsv`), written by `scripts/build-greek.ts`:
 *   line 1  `#versio-grc-lexicon 1`
 *   line 2  JSON array of lemmas
 *   line 3  JSON array of tags (`UPOS|UD features`)
 *   then    `key<TAB>lemma.tag.count,lemma.tag.count…` — indexes and GLAUx-derived score in base 36,
 *           analyses best first; the key is `greekKey(form)`.
 * Entries stay unparsed strings until a form is looked up, so that loading costs one pass over the lines.
 */
export const LEXICON_HEADER = '#versio-grc-lexicon 1';

export interface EncodedAnalysis {
  lemma: number;
  tag: number;
  score: number;
}

export function encodeEntry(analyses: readonly EncodedAnalysis[]): string {
  return analyses.map((a) => `${a.lemma.toString(36)}.${a.tag.toString(36)}.${Math.round(a.score).toString(36)}`).join(',');
}

export function decodeEntry(entry: string): EncodedAnalysis[] {
  return entry.split(',').map((part) => {
    const [lemma = '0', tag = '0', score = '0'] = part.split('.');
    return { lemma: parseInt(lemma, 36), tag: parseInt(tag, 36), score: parseInt(score, 36) };
  });
}
