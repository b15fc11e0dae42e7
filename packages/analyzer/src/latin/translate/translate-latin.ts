/**
 * The embedded translator, Latin → Italian, built on the analyzer: every line of the input gives one line
 * of output (same paragraphing). Each sentence goes through the idioms of the data list (idioms.ts), is cut
 * into a small clause structure (structure.ts: main clauses, subordinate and relative clauses and what they
 * hang on), the accusative and infinitive becomes a `che` clause (aci.ts), and each clause is rendered in
 * Italian order with the mood and tense its conjunction asks for (clause.ts, moods.ts).
 * Example: `createLatinTranslator(analyzer).translate('Agricola terram arat.')` → `L'agricoltore ara la terra.`
 */
import type { ClauseReport, SentenceReport, TranslationReport } from '../../core/translate/report';
import { capitalize, joinClauses, splitSentences } from '../../core/translate/sentences';
import { loadLatinMeanings } from '../italian/meanings';
import type { MeaningLookup } from '../italian/gloss-lookup';
import type { AnalyzedToken, LatinAnalyzer } from '../pipeline';
import { governsAci, splitAci } from './aci';
import { renderClause, type ClauseOptions } from './clause';
import { applyIdioms } from './idioms';
import type { LemmaEvidence } from './lemma-choice';
import { feat, prepareWords, type Word } from './lexical';
import { loadLatinLexicon } from '../lexicon/index';
import { historicalInfinitive, supplyCopula } from './nominal';
import { splitNci } from './nci';
import { buildStructure, isFiniteVerb, type ClauseNode } from './structure';
import { readInContext } from './word-context';

/** The notice the UI shows above an embedded translation (Italian, for students). */
export const LITERAL_TRANSLATION_NOTICE =
  'Traduzione di lavoro costruita dall’analisi grammaticale, non da un traduttore: usala come traccia e rifiniscila.';

export interface LiteralTranslator {
  /** Translates the text; the output has exactly as many lines as the input. */
  translate(text: string): string;
  /** The same translation with what each sentence's clauses rendered (verbs, subjects, words kept as they are). */
  report(text: string): TranslationReport;
}

const SENTENCE_END = /^[.!?;:]+$/;
/** Marks a rendered clause that continues the one before it (no comma between them). */
const CONTINUES = '\u0000';
/** Parts of speech whose words say nothing without an Italian meaning (left out rather than shown in Latin). */
const CONTENT = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'AUX', 'X']);

/** One clause, its accusative and infinitive turned into a `che` clause when it has one. */
function renderWithAci(words: readonly Word[], options: ClauseOptions, previous: readonly Word[]): string {
  const split = splitNci(words) ?? splitAci(words, previous);
  if (!split) return renderClause(words, options);
  const aci = renderClause(split.aci, { ...options, main: false });
  // A whole clause that is the AcI of the clause before follows it without a comma.
  if (split.main.length === 0) return `${CONTINUES}${split.link} ${aci}`;
  return `${renderClause(split.main, options)} ${split.link} ${aci}`;
}

type Part = { text: string; closer: string };

function renderNode(node: ClauseNode, sentence: readonly Word[], report: ClauseReport[]): Part[] {
  const parts: Part[] = [];
  const first = node.words[0];
  // The words before the clause: what a consecutive `ut` or an accusative and infinitive looks back to.
  const before = first ? sentence.filter((w) => w.index < first.index && !node.words.includes(w)) : [];
  for (const dependant of node.before) {
    for (const part of renderNode(dependant, sentence, report)) parts.push({ text: part.text, closer: part.closer || ',' });
  }
  const attachments = new Map<number, string>();
  for (const [index, relatives] of node.relatives) {
    attachments.set(index, relatives.map((r) => renderNode(r, sentence, report).map((p) => p.text).join(', ')).join(', '));
  }
  // A main clause with an infinitive for verb and nothing before it to govern it is a historical infinitive.
  const governed = before.some((w) => (feat(w, 'VerbForm') === 'Fin' || feat(w, 'VerbForm') === 'Part') && governsAci(w));
  const words = node.kind === 'main' && !governed ? historicalInfinitive(node.words) : node.words;
  const verbElsewhere = !words.some(isFiniteVerb) && sentence.some((w) => isFiniteVerb(w) && !node.words.includes(w));
  const text = words.length > 0 ? renderWithAci(words, { attachments, before, main: node.kind === 'main', verbElsewhere, report }, before) : '';
  parts.push({ text, closer: node.closer });
  return parts;
}

/** `continues`: the sentence goes on after a semicolon or a colon, its first word in lower case. */
function translateSentence(tokens: readonly AnalyzedToken[], meanings: MeaningLookup, evidence: LemmaEvidence, continues = false): SentenceReport {
  const all = supplyCopula(readInContext(applyIdioms(prepareWords(tokens, meanings, evidence))));
  const words = all.filter((w) => w.meaning !== '' || !CONTENT.has(w.upos));
  const clauses: ClauseReport[] = [];
  const parts = buildStructure(words).flatMap((node) => renderNode(node, words, clauses));
  for (const [i, part] of parts.entries()) {
    if (!part.text.startsWith(CONTINUES)) continue;
    part.text = part.text.slice(CONTINUES.length);
    const before = parts[i - 1];
    if (before?.closer === ',') before.closer = '';
  }
  const kept = (kind: Word['asIs']) => words.filter((w) => w.asIs === kind).map((w) => w.form);
  return {
    text: continues ? joinClauses(parts) : capitalize(joinClauses(parts)),
    clauses,
    untranslated: kept('untranslated'),
    names: kept('name'),
    omitted: all.filter((w) => !words.includes(w)).map((w) => w.form),
  };
}

/** The lemma evidence of the lexicon the analyzer loads by default (the same object: nothing is loaded twice). */
function lexiconEvidence(): LemmaEvidence {
  const lexicon = loadLatinLexicon();
  return { readings: (form) => lexicon.analyze(form), frequency: (key) => (key ? lexicon.lemma(key)?.frequency ?? 0 : 0) };
}

/** Creates the literal translator over an analyzer (the analyzer's lexicon and meanings are reused). */
export function createLatinTranslator(analyzer: LatinAnalyzer, meanings: MeaningLookup = loadLatinMeanings(), evidence: LemmaEvidence = lexiconEvidence()): LiteralTranslator {
  const report = (text: string): TranslationReport => {
    const sentences: SentenceReport[] = [];
    const lines = text.split(/\r?\n/).map((line) => {
      if (line.trim() === '') return '';
      const translated = splitSentences(analyzer.analyzeText(line), SENTENCE_END)
        .map((s, i, all) => translateSentence(s, meanings, evidence, /^[;:]$/.test(all[i - 1]?.[all[i - 1]!.length - 1]?.form ?? '')))
        .filter((s) => s.text !== '');
      sentences.push(...translated);
      return translated.map((s) => s.text).join(' ');
    });
    return { text: lines.join('\n'), sentences };
  };
  return { translate: (text) => report(text).text, report };
}
