/**
 * The embedded literal translator, Latin → Italian, built on the analyzer: every line of the input
 * gives one line of output (same paragraphing); each sentence is split into clauses at punctuation,
 * subordinating conjunctions and relative pronouns, and each clause is rendered in Italian order.
 * Example: `createLatinTranslator(analyzer).translate('Agricola terram arat.')` → `L'agricoltore ara la terra.`
 */
import { capitalize, joinClauses, splitClauses, splitSentences, type Clause } from '../../core/translate/sentences';
import { loadLatinMeanings } from '../italian/meanings';
import type { MeaningLookup } from '../italian/gloss-lookup';
import type { AnalyzedToken, LatinAnalyzer } from '../pipeline';
import { renderClause } from './clause';
import { feat, prepareWords, type Word } from './lexical';

/** The notice the UI shows above an embedded translation (Italian, for students). */
export const LITERAL_TRANSLATION_NOTICE =
  'Traduzione di lavoro costruita dall’analisi grammaticale, non da un traduttore: usala come traccia e rifiniscila.';

export interface LiteralTranslator {
  /** Translates the text; the output has exactly as many lines as the input. */
  translate(text: string): string;
}

const SENTENCE_END = /^[.!?;:]+$/;
const CLAUSE_BREAK = /^[,()[\]"“”«»–—-]+$/;

function isClauseOpener(word: Word): boolean {
  return word.upos === 'SCONJ' || (word.upos === 'PRON' && feat(word, 'PronType') === 'Rel');
}

function countFinite(words: readonly Word[]): number {
  const hasParticiple = words.some((w) => feat(w, 'VerbForm') === 'Part' && feat(w, 'Case') === 'Nom');
  return words.filter((w) => feat(w, 'VerbForm') === 'Fin' && !(hasParticiple && w.lemma === 'sum')).length;
}

/** Clauses with the punctuation that closed each one, coordinated verbs apart. */
function clausesOf(words: readonly Word[]): Clause<Word>[] {
  const clauses = splitClauses(words, { isPunct: (w) => w.upos === 'PUNCT' || w.token.kind === 'punct', opensClause: isClauseOpener, closerOf: (w) => w.form });
  return clauses.flatMap(splitCoordinated);
}

/** `Caesar venit et vicit`: two finite verbs joined by a conjunction make two clauses. */
function splitCoordinated(clause: Clause<Word>): Clause<Word>[] {
  const { words } = clause;
  if (countFinite(words) < 2) return [clause];
  const firstVerb = words.findIndex((w) => feat(w, 'VerbForm') === 'Fin');
  const conjunction = words.findIndex((w, i) => i > firstVerb && w.upos === 'CCONJ');
  if (conjunction < 0) return [clause];
  return [{ words: words.slice(0, conjunction), closer: '' }, ...splitCoordinated({ words: words.slice(conjunction), closer: clause.closer })];
}

function translateSentence(tokens: readonly AnalyzedToken[], meanings: MeaningLookup): string {
  const words = prepareWords(tokens, meanings);
  const parts = clausesOf(words).map(({ words: clause, closer }) => ({
    text: clause.length > 0 ? renderClause(clause) : '',
    closer: CLAUSE_BREAK.test(closer) || SENTENCE_END.test(closer) ? closer : closer,
  }));
  return capitalize(joinClauses(parts));
}

/** Creates the literal translator over an analyzer (the analyzer's lexicon and meanings are reused). */
export function createLatinTranslator(analyzer: LatinAnalyzer, meanings: MeaningLookup = loadLatinMeanings()): LiteralTranslator {
  return {
    translate(text) {
      return text.split(/\r?\n/).map((line) => {
        if (line.trim() === '') return '';
        const sentences = splitSentences(analyzer.analyzeText(line), SENTENCE_END);
        return sentences.map((s) => translateSentence(s, meanings)).filter(Boolean).join(' ');
      }).join('\n');
    },
  };
}
