/**
 * Senses of a machine-made Italian gloss that are not Italian. Collatinus's `lemmes.it` was translated from
 * the French file and still carries French words (`condition di un trattato`, `di Lydie`), Latin left in
 * the text (`consumare, tempus`) and abbreviations (`tr, intr`). A spelling dictionary tells which words
 * are Italian; a word it does not know is foreign when another language's dictionary or the Latin lexicon
 * claims it (a name only when it does not end in a vowel, as Italian names do), or when it is too short to be
 * anything but an abbreviation. A rare Italian word that nobody
 * claims (`agnella`) stays. Pure: scripts/build-glosses.ts asks hunspell and passes the answers in.
 */

/** Words of a sense, without the elided articles and prepositions (`dell'`, `all'`) that precede a word. */
export function listSenseWords(sense: string): string[] {
  return sense.split(/[^\p{L}'’]+/u)
    .flatMap((chunk) => chunk.split(/['’]/u).slice(-1))
    .filter((word) => word !== '');
}

export interface SpellingVerdicts {
  /** Words the Italian dictionary accepts. */
  italian: ReadonlySet<string>;
  /** Words another language's dictionary (French, English) accepts. */
  elsewhere: ReadonlySet<string>;
  /** True for a Latin word form. */
  isLatin: (word: string) => boolean;
}

/** Words of up to this many letters that no Italian dictionary knows are abbreviations (`tr`, `intr`, `pers`). */
const ABBREVIATION_LENGTH = 5;

/** True when a word is not Italian by the rules above. */
export function isForeignWord(word: string, verdicts: SpellingVerdicts): boolean {
  if (verdicts.italian.has(word)) return false;
  const isCapitalised = word.charAt(0) !== word.charAt(0).toLowerCase();
  if (verdicts.elsewhere.has(word)) return true;
  // Italian names often are Latin ablatives as well (`Cnosso`, `Sirio`): a name must end like Latin to be Latin.
  if (verdicts.isLatin(word) && (!isCapitalised || !/[aeiou]$/u.test(word))) return true;
  return !isCapitalised && word.length <= ABBREVIATION_LENGTH;
}

/**
 * The meaning without its foreign senses (senses are separated by commas, as the cleaned glosses write
 * them), or undefined when none is left. Example: `legge, condition di un trattato` → `legge`.
 */
export function dropForeignSenses(meaning: string, isForeign: (word: string) => boolean): string | undefined {
  const kept = meaning.split(',').map((sense) => sense.trim())
    .filter((sense) => sense !== '' && !listSenseWords(sense).some(isForeign));
  return kept.length > 0 ? kept.join(', ') : undefined;
}
