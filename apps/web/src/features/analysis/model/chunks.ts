// Spec §4 "Analysis in chunks": the analysis arrives 20 words at a time, one request per chunk.

/** Normal users look up the lemmas of the first chunk's first 5 words only. */
export const FREE_LEMMA_WORDS = 5;

/** Spec §4: progress = (chunk index + 1) / chunk count × 100, rounded for display. */
export function computeProgress(index: number, count: number): number {
  return count === 0 ? 100 : Math.round(((index + 1) / count) * 100);
}
