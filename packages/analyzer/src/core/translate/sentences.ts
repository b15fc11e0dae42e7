/**
 * Splits analysed tokens into sentences at sentence-final punctuation (the language says which), keeping
 * that punctuation with its sentence. Example: `splitSentences(tokens, /^[.!?]+$/)`.
 */
export function splitSentences<T extends { kind: string; form: string }>(tokens: readonly T[], sentenceEnd: RegExp): T[][] {
  const sentences: T[][] = [];
  let current: T[] = [];
  for (const token of tokens) {
    current.push(token);
    if (token.kind === 'punct' && sentenceEnd.test(token.form)) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length > 0) sentences.push(current);
  return sentences;
}
