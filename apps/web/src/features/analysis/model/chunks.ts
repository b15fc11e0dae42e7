// Spec §4 "Analysis in chunks": the text goes to the analyzer 20 words at a time.

export const CHUNK_WORDS = 20;
/** Normal users look up the lemmas of the first chunk's first 5 words only. */
export const FREE_LEMMA_WORDS = 5;

/** Splits on whitespace into chunks of `size` words, each joined with single spaces. */
export function splitIntoChunks(text: string, size = CHUNK_WORDS): string[] {
  const words = text.split(/\s+/u).filter((word) => word !== '');
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += size) chunks.push(words.slice(i, i + size).join(' '));
  return chunks;
}

/** Spec §4: progress = (chunk index + 1) / chunk count × 100, rounded for display. */
export function computeProgress(index: number, count: number): number {
  return count === 0 ? 100 : Math.round(((index + 1) / count) * 100);
}

/** Which text of chunk `index` goes to the lemma look-up, or null when none does. */
export function selectLemmaText(chunk: string, index: number, everyChunk: boolean): string | null {
  if (everyChunk) return chunk;
  return index === 0 ? chunk.split(' ').slice(0, FREE_LEMMA_WORDS).join(' ') : null;
}
