/**
 * Tables the Greek model does not need, dropped before it is saved (a smaller file, a faster load), none of
 * them changing an answer: the per-treebank copies of the lemma tables (conventions.ts keeps the treebanks' own
 * tables; only the (form, tag) lemmas of OWN_LEMMA_CONVENTIONS stay, choose.ts); the (form, tag) lemmas that only repeat the
 * lexicon reading's lemma (choose.ts takes it anyway); the edit scripts of an ending whose one-letter-shorter
 * ending has the same script (the look-up, longest ending first, then finds that one); the training tags of a
 * form that the lexicon already offers (the candidates are their union).
 */
import type { TaggerModel } from '../../core/tagger/model';
import type { GreekLexicon } from '../lexicon/index';
import { displayLemma } from '../normalize';
import { OWN_LEMMA_CONVENTIONS, type GreekConventionTables } from './conventions';
import { formInfoOf, greekTag } from './form-info';

export function pruneGreekLemmaTables(model: TaggerModel, lexicon: GreekLexicon, conventions: GreekConventionTables): { before: number; after: number } {
  const { byFormTag, scripts, conventionUpos, conventionLemmas } = model.lemmas;
  const before = byFormTag.size + scripts.size + model.dict.byForm.size;
  for (const key of [...byFormTag.keys()]) {
    const parts = key.split('\t');
    if (parts.length !== 2) {
      if (parts.length !== 3 || !OWN_LEMMA_CONVENTIONS.has(parts[0]!)) byFormTag.delete(key);
      continue;
    }
    const [form, tag] = parts as [string, string];
    const lemma = byFormTag.get(key)!;
    const reading = formInfoOf(lexicon, form).analyses.find((a) => greekTag(a.upos, a.feats) === tag);
    if (reading && displayLemma(reading.lemma) === lemma && !conventions.lemmas.has(lemma)) byFormTag.delete(key);
  }
  for (const key of [...scripts.keys()]) if (key.split('\t').length !== 2) scripts.delete(key);
  // Longest endings first: a removed entry's shorter one has the same script, and so on down the chain.
  const byLength = [...scripts.keys()].sort((a, b) => b.length - a.length);
  for (const key of byLength) {
    const tab = key.indexOf('\t');
    if (key.length - tab - 1 === 0) continue;
    const shorter = `${key.slice(0, tab + 1)}${key.slice(tab + 2)}`;
    if (scripts.get(shorter) === scripts.get(key)) scripts.delete(key);
  }
  const { byForm } = model.dict;
  for (const [key, entry] of [...byForm]) {
    const tags = formInfoOf(lexicon, key).tags;
    if (tags && Array.from(entry.ids).every((id) => tags.includes(model.tagName(id)))) byForm.delete(key);
  }
  conventionUpos.clear();
  conventionLemmas.clear();
  return { before, after: byFormTag.size + scripts.size + model.dict.byForm.size };
}
