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

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Joins rendered clauses into Italian text, putting each clause's closing punctuation against the word before
 * it, writing "ed" before a word beginning with e ("ed egli") and dropping a stray leading comma.
 */
export function joinClauses(parts: readonly { text: string; closer: string }[]): string {
  let out = '';
  for (const { text, closer } of parts) {
    if (text) out += (out && !out.endsWith(' ') ? ' ' : '') + text;
    if (closer) out = out.trimEnd() + closer + (/[([«“"]/.test(closer) ? '' : ' ');
  }
  return out.replace(/\be (?=[eèé])/g, 'ed ').replace(/\s+/g, ' ').replace(/,\s*,/g, ',').replace(/\s+([,.;:!?)])/g, '$1').replace(/^[,;]\s*/, '').trim();
}
