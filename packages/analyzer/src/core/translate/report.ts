/**
 * What the working translators say of their own output, sentence by sentence, for the evaluation: the
 * finite Italian verb each clause was given and its person and number, the subject the clause found
 * (person and number as Italian says them), and the source words shown as they are (names) or left out.
 * Recorded while rendering, never read back from the Italian text.
 */
import type { ItNumber } from './italian-articles';
import type { ItPerson } from './italian-morphology';

export interface Agreement {
  person: ItPerson;
  number: ItNumber;
}

export interface ClauseReport {
  /** A main clause (not opened by a subordinating conjunction or a relative pronoun). */
  main: boolean;
  /** The clause's first finite Italian verb as rendered, with the person and number it was conjugated in. */
  verb?: Agreement & { text: string };
  /** The clause's subject (a noun phrase the clause chose), with the person and number Italian gives it. */
  subject?: Agreement & { text: string };
}

export interface SentenceReport {
  /** The Italian sentence. */
  text: string;
  clauses: ClauseReport[];
  /** Source words written in the output as they are although they are not names (none expected). */
  untranslated: string[];
  /** Source words written as they are because they are names (`Orgetorix`). */
  names: string[];
  /** Source words with no Italian meaning, left out of the output. */
  omitted: string[];
}

export interface TranslationReport {
  /** The whole translation, exactly what `translate` returns. */
  text: string;
  sentences: SentenceReport[];
}

/** Whether a clause's verb agrees with its subject in person and number (true when either is missing). */
export function agreesWithSubject(clause: ClauseReport): boolean {
  if (!clause.verb || !clause.subject) return true;
  return clause.verb.person === clause.subject.person && clause.verb.number === clause.subject.number;
}
