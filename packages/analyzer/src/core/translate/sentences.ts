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
 * it, writing "ed" before a word beginning with e ("ed egli"), "ad" before one beginning with a ("ad anteporre") and dropping a stray leading comma.
 */
export function joinClauses(parts: readonly { text: string; closer: string }[]): string {
  let out = '';
  for (const { text, closer } of parts) {
    if (text) out += (out && !out.endsWith(' ') ? ' ' : '') + text;
    if (closer) out = out.trimEnd() + closer + (/[([«“"]/.test(closer) ? '' : ' ');
  }
  return contractArticles(out).replace(/\be (?=[eèé])/g, 'ed ').replace(/(?<![\p{L}'])a (?=a\p{L})/gu, 'ad ').replace(/\s+/g, ' ').replace(/,\s*,/g, ',').replace(/\s+([,.;:!?)])/g, '$1').replace(/^[,;]\s*/, '').trim();
}

const SIMPLE_PREPOSITIONS = new Map(Object.entries({ a: 'a', di: 'de', da: 'da', in: 'ne', su: 'su' }));
const ARTICLE_ENDINGS = new Map(Object.entries({ il: 'l', lo: 'llo', la: 'lla', i: 'i', gli: 'gli', le: 'lle', "l'": "ll'" }));

/** A preposition left before an article by two phrases meeting (`davanti a` + `la cavalleria`) joins it: `alla`. */
export function contractArticles(text: string): string {
  return dropDoubledPrepositions(text).replace(/(?<![\p{L}'])(a|di|da|in|su) (?:(il|lo|la|i|gli|le)(?=\s)|(l')(?=\p{L}))/gu, (_m, preposition: string, word: string | undefined, elided: string | undefined) => {
    const article = word ?? elided ?? '';
    const stem = SIMPLE_PREPOSITIONS.get(preposition) ?? preposition;
    const ending = ARTICLE_ENDINGS.get(article) ?? article;
    return `${stem}${ending}`;
  });
}

const STEMS = new Map(Object.entries({ di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' }));

/** `abusare di` + `della pazienza` → "abusare della pazienza": a verb's preposition meets its object's. */
function dropDoubledPrepositions(text: string): string {
  return text.replace(/(?<![\p{L}'])(di|a|da|in|su) (?=((?:de|a|da|ne|su)(?:l|lla|llo|lle|ll'|i|gli)|di|a|da|in|su)(?![\p{L}]))/gu, (match, preposition: string, next: string) => {
    const stem = STEMS.get(preposition) ?? preposition;
    return next === preposition || next.startsWith(stem) ? '' : match;
  });
}

/** A clause: its words and the punctuation that closed it (`` when none). */
export interface Clause<W> {
  words: W[];
  closer: string;
}

/**
 * Splits a sentence's words into clauses at punctuation and before a word that opens a clause (a
 * subordinating conjunction, a relative pronoun); a preposition right before that word goes with it
 * (`in qua`, `ἐν ᾗ`). The language says what punctuation is, what opens a clause and how Italian writes
 * the punctuation.
 */
export function splitClauses<W extends { upos: string; form: string }>(
  words: readonly W[],
  language: { isPunct: (w: W) => boolean; opensClause: (w: W) => boolean; closerOf: (w: W) => string },
): Clause<W>[] {
  const clauses: Clause<W>[] = [];
  let current: W[] = [];
  const close = (closer: string) => {
    if (current.length > 0 || closer) clauses.push({ words: current, closer });
    current = [];
  };
  for (const word of words) {
    if (language.isPunct(word)) {
      close(language.closerOf(word));
      continue;
    }
    if (language.opensClause(word) && current.length > 0) {
      const carried = current[current.length - 1]!.upos === 'ADP' ? current.pop() : undefined;
      close('');
      if (carried) current.push(carried);
    }
    current.push(word);
  }
  close('');
  return clauses;
}
