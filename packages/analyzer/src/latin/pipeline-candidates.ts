/**
 * The Latin candidate source of the tagger: every analysis the lexicon allows for a form, as canonical tags.
 * Results are cached per look-up key, since running text repeats its words.
 */
import type { Analysis } from '../core/types';
import type { LatinLexicon } from './types';
import { normalizeLatin } from './normalize';
import { normalizeLatinFeats } from './ud/normalize';
import { latinTagOf, type CandidateTags } from './ud/training';

/** The canonical tag of a lexicon analysis (`NOUN|Case=Acc|Gender=Fem|Number=Sing`). */
export function tagOfAnalysis(a: Analysis): string {
  return latinTagOf(a.upos, normalizeLatinFeats(a.feats, 'versio'));
}

/** Lexicon analyses of a form with their tags, cached by look-up key. */
export function createLatinCandidates(lexicon: LatinLexicon, maxCache = 200_000) {
  const cache = new Map<string, { analyses: Analysis[]; tags: string[] | null }>();
  const lookUp = (form: string) => {
    const key = normalizeLatin(form);
    let hit = cache.get(key);
    if (!hit) {
      const analyses = lexicon.analyze(form);
      const tags = analyses.length ? [...new Set(analyses.map(tagOfAnalysis))] : null;
      hit = { analyses, tags };
      if (cache.size >= maxCache) cache.clear();
      cache.set(key, hit);
    }
    return hit;
  };
  const tags: CandidateTags = (form) => lookUp(form).tags;
  return { lookUp, tags };
}
