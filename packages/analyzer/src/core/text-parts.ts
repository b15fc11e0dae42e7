/**
 * A long text cut into parts at sentence starts, so that it can be analysed and written part by part: the
 * analysis is sentence by sentence, so a part's tokens analysed alone read as they do in the whole text. A cut
 * is made only before a sentence's first token with white space before it (nothing the tokenizer reads across
 * it), and only after `minChars` characters of the part.
 * Example: `textParts('Veni. Vidi. Vici.', tokens, [0, 2, 4, 6], 6)` → [0, 2] (the parts' first tokens).
 */

/** What the cutting reads of a token of the whole text: where it starts. */
export interface PartToken {
  start: number;
}

/** Characters of a part before a cut is looked for: a few paragraphs, like the texts students paste. */
export const TEXT_PART_CHARS = 4000;

const SPACE = /\s/u;

/**
 * The index of each part's first token (the first part's is 0). `sentenceStarts`: the index of each sentence's
 * first token (the sentence ranges of core/pipeline.ts).
 */
export function textParts(text: string, tokens: readonly PartToken[], sentenceStarts: readonly number[], minChars = TEXT_PART_CHARS): number[] {
  const parts = [0];
  let start = 0;
  for (const i of sentenceStarts) {
    const t = tokens[i];
    if (!t || t.start - start < minChars || !SPACE.test(text[t.start - 1] ?? '')) continue;
    parts.push(i);
    start = t.start;
  }
  return parts;
}
