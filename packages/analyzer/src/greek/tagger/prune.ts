/**
 * Lemma tables the Greek model does not need, dropped before it is saved (a smaller file, a faster load): the
 * per-treebank copies (the Greek analyzer tags in no treebank's convention: conventions.ts keeps its own
 * tables) and the (form, tag) lemmas that only repeat the lexicon reading's lemma (choose.ts takes it anyway).
 * What stays: the lemmas the treebanks write otherwise, and those of forms the lexicon does not know.
 */
import type { TaggerModel } from '../../core/tagger/model';
import type { GreekLexicon } from '../lexicon/index';
import { displayLemma } from '../normalize';
import type { GreekConventionTables } from './conventions';
import { formInfoOf, greekTag } from './form-info';

export function pruneGreekLemmaTables(model: TaggerModel, lexicon: GreekLexicon, conventions: GreekConventionTables): { before: number; after: number } {
  const { byFormTag, scripts, conventionUpos, conventionLemmas } = model.lemmas;
  const before = byFormTag.size + scripts.size;
  for (const key of [...byFormTag.keys()]) {
    const parts = key.split('\t');
    if (parts.length !== 2) {
      byFormTag.delete(key);
      continue;
    }
    const [form, tag] = parts as [string, string];
    const lemma = byFormTag.get(key)!;
    const reading = formInfoOf(lexicon, form).analyses.find((a) => greekTag(a.upos, a.feats) === tag);
    if (reading && displayLemma(reading.lemma) === lemma && !conventions.lemmas.has(lemma)) byFormTag.delete(key);
  }
  for (const key of [...scripts.keys()]) if (key.split('\t').length !== 2) scripts.delete(key);
  conventionUpos.clear();
  conventionLemmas.clear();
  return { before, after: byFormTag.size + scripts.size };
}
