// The chunk answers of the texts an analysis thread analysed last, by language and text. A class often
// gets the same versione: the second student's start then costs a look-up instead of an analysis. The
// analyzer is deterministic and a thread's model never changes, so a kept answer is the answer; the
// memory is bounded by the characters kept (least recently used first out).
import type { StoredChunk } from './analysis-chunks';

/** Characters of answers (JSON and gzip) a thread keeps: about 200 texts of 1500 characters. */
export const RECENT_TEXTS_MAX_CHARS = 24 * 1024 * 1024;

export type RecentTexts = {
  get(lang: string, text: string): StoredChunk[] | undefined;
  set(lang: string, text: string, chunks: StoredChunk[]): void;
  /** Characters held now (for tests and metrics). */
  readonly size: number;
};

export function createRecentTexts(maxChars = RECENT_TEXTS_MAX_CHARS): RecentTexts {
  // A Map keeps insertion order: the first key is the least recently used.
  const kept = new Map<string, { chunks: StoredChunk[]; chars: number }>();
  let size = 0;
  const keyOf = (lang: string, text: string) => `${lang}\u0000${text}`;

  return {
    get(lang, text) {
      const key = keyOf(lang, text);
      const entry = kept.get(key);
      if (!entry) return undefined;
      kept.delete(key);
      kept.set(key, entry);
      return entry.chunks;
    },

    set(lang, text, chunks) {
      const key = keyOf(lang, text);
      const chars = key.length + chunks.reduce((sum, { json, gzip }) => sum + json.length + gzip.length, 0);
      if (chars > maxChars) return;
      const old = kept.get(key);
      if (old) {
        kept.delete(key);
        size -= old.chars;
      }
      kept.set(key, { chunks, chars });
      size += chars;
      for (const [oldest, entry] of kept) {
        if (size <= maxChars) break;
        kept.delete(oldest);
        size -= entry.chars;
      }
    },

    get size() {
      return size;
    },
  };
}
