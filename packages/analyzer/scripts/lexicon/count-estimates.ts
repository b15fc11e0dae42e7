/**
 * Estimates for the corpus counts Collatinus lacks. Some of the commonest lemmas have a count of 1 in
 * lemmes.la (cogito, paro, totus, etiam, tam, odium…), and some words are counted under a spelling that is
 * only a cross-reference (`servos`: "cf. seruus", 846, while `seruus` has 1). The tagger's lexicon prior
 * (pipeline-candidates.ts) then prefers a rare reading: Cicero's `parentibus` as a participle of pareo,
 * `odio` as a form of odi. Two honest sources give a better figure:
 * - the Dickinson College Commentaries core vocabulary (../shared/data/dcc-core, CC BY-SA 3.0) ranks the
 *   997 commonest Latin lemmas: a core lemma whose count is missing gets the median count of the core lemmas
 *   ranked within {@link RANK_WINDOW} of it that do have one;
 * - a cross-reference's count goes to the lemma it names, when higher.
 * The estimates are a separate column of the generated lexicon: Collatinus's counts stay as they are.
 */
import { toLookupKey } from '../../src/latin/lexicon/normalize';
import { crossReferenceOf } from '../../src/latin/lexicon/word-classes';

/** A count this low in lemmes.la means "not counted" for a lemma of the core vocabulary. */
export const MISSING_COUNT = 5;
/** How far in rank the core lemmas that give a missing count's estimate may be. */
export const RANK_WINDOW = 50;

export interface CoreWord {
  /** Look-up key of the headword's first word (`vōtum -ī n.` → `uotum`, `sui sibi sē/sēsē` → `sui`). */
  key: string;
  rank: number;
}

/** The core words of the DCC Latin vocabulary file (a JSON array with `Headword` and `Frequency-Rank`). */
export function parseCoreVocabulary(json: string): CoreWord[] {
  const rows = JSON.parse(json) as { Headword?: string; 'Frequency-Rank'?: string | number }[];
  const words: CoreWord[] = [];
  for (const row of rows) {
    const first = (row.Headword ?? '').trim().split(/[\s,/:;=]+/)[0] ?? '';
    const rank = Number(row['Frequency-Rank']);
    if (first && Number.isFinite(rank)) words.push({ key: toLookupKey(first), rank });
  }
  return words;
}

/** One lemma of the lexicon as the estimates need it: key, Collatinus's count, morphological note. */
export interface CountedLemma {
  key: string;
  frequency: number;
  note: string;
}

/** Lemma key → estimated count, for the lemmas whose estimate is higher than Collatinus's count. */
export function estimateMissingCounts(core: readonly CoreWord[], lemmas: readonly CountedLemma[]): Map<string, number> {
  const countOf = new Map(lemmas.map((l) => [l.key, l.frequency]));
  const counted = core.filter((w) => (countOf.get(w.key) ?? 0) > MISSING_COUNT);
  const estimates = new Map<string, number>();
  for (const word of core) {
    const own = countOf.get(word.key);
    if (own === undefined || own > MISSING_COUNT || estimates.has(word.key)) continue;
    const near = counted.filter((w) => Math.abs(w.rank - word.rank) <= RANK_WINDOW).map((w) => countOf.get(w.key)!).sort((a, b) => a - b);
    if (near.length > 0) estimates.set(word.key, near[near.length >> 1]!);
  }
  for (const lemma of lemmas) {
    const target = crossReferenceOf(lemma.note);
    const own = target === undefined ? undefined : countOf.get(target);
    if (target === undefined || own === undefined) continue;
    if (lemma.frequency > Math.max(own, estimates.get(target) ?? 0)) estimates.set(target, lemma.frequency);
  }
  for (const [key, count] of estimates) if (count <= (countOf.get(key) ?? 0)) estimates.delete(key);
  return estimates;
}
