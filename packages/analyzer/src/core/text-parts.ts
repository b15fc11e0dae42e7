/**
 * A long text cut into parts at sentence starts, so that it can be analysed and written part by part: the
 * analysis is sentence by sentence, so a part analysed alone gives the same tokens as the whole text would,
 * once their offsets are moved by the part's start and their word numbers by the words before it. A cut is
 * made only before a sentence's first token with white space before it (nothing the tokenizer reads across
 * it), and only after `minChars` characters of the part.
 * Example: `textParts('Veni. Vidi. Vici.', tokens, [0, 2, 4, 6], 6)` → [{ start: 0, end: 6, wordOffset: 0, firstToken: 0 },
 * { start: 6, end: 17, wordOffset: 2, firstToken: 2 }].
 */

/** What the cutting reads of a token of the whole text. */
export interface PartToken {
  start: number;
  wordIndex: number;
}

/** A part of the text: [start, end), the word number of its first token and the index of that token in the whole text. */
export interface TextPart {
  start: number;
  end: number;
  wordOffset: number;
  firstToken: number;
}

/** Characters of a part before a cut is looked for: a few paragraphs, like the texts students paste. */
export const TEXT_PART_CHARS = 4000;

const SPACE = /\s/u;

/** `sentenceStarts`: the index of each sentence's first token (the sentence ranges of core/pipeline.ts). */
export function textParts(text: string, tokens: readonly PartToken[], sentenceStarts: readonly number[], minChars = TEXT_PART_CHARS): TextPart[] {
  const parts: TextPart[] = [];
  let start = 0;
  let wordOffset = 0;
  let firstToken = 0;
  for (const i of sentenceStarts) {
    const t = tokens[i];
    if (!t || t.start - start < minChars || !SPACE.test(text[t.start - 1] ?? '')) continue;
    parts.push({ start, end: t.start, wordOffset, firstToken });
    start = t.start;
    wordOffset = t.wordIndex;
    firstToken = i;
  }
  parts.push({ start, end: text.length, wordOffset, firstToken });
  return parts;
}
