// From the analyzer's tokens of a whole text to the answers of its chunks (run on an analysis thread):
// every word is one occurrence, in text order, with the card the analyzer gave it in its full context,
// its sentence, and for an uncertain word a one-line summary of each other reading. The chunks are cut
// afterwards, by the text's white-space-separated words, as the web app cuts the text it sends.
import type { Analysis, AnalyzedToken, WordCard } from '@versio/analyzer';
import { toWordKey } from './analyze-input';
import { CHUNK_WORDS, MAX_ALTERNATIVES, listWordSpans } from './occurrences.schema';
import type { AlternativeSummary, AnalysisChunk, AnalysisSentence, Occurrence } from './occurrences.schema';

/** The card of another reading of a word (the analyzer describes only the chosen one). */
export type DescribeReading = (analysis: Analysis, form: string) => WordCard;

/** Marks that end a sentence, and marks that close one after its end ("… gerunt.» Qua …"). */
const SENTENCE_END = new Set(['.', '?', '!', ';']);
const CLOSING_MARKS = new Set(['»', '”', '’', ')', ']', '›']);

/** The answers of every chunk of `text`, from the analyzer's tokens of the whole of it. */
export function toOccurrenceChunks(text: string, tokens: readonly AnalyzedToken[], describe: DescribeReading): AnalysisChunk[] {
  const spans = listWordSpans(text);
  const count = Math.ceil(spans.length / CHUNK_WORDS);
  const chunks: AnalysisChunk[] = Array.from({ length: count }, (_, chunk) => ({ chunk, chunks: count, sentences: [], occurrences: [] }));
  const sentences = listSentences(text, tokens);
  let span = 0;
  tokens.forEach((token, i) => {
    // Tokens come in text order, so the word that holds each one is found walking forward.
    while (span < spans.length - 1 && spans[span]!.end <= token.start) span += 1;
    if (token.kind !== 'word') return;
    const chunk = chunks[Math.floor(span / CHUNK_WORDS)];
    if (!chunk) return;
    const sentence = sentences.indexOf[i]!;
    if (chunk.sentences.at(-1)?.index !== sentence) chunk.sentences.push(sentences.list[sentence]!);
    chunk.occurrences.push(toOccurrence(token, sentence, describe));
  });
  return chunks;
}

// Only what the card shows (decision 030): `incerto` and the other readings where there is something to say.
function toOccurrence(token: AnalyzedToken, sentence: number, describe: DescribeReading): Occurrence {
  const { incerto, ...card } = token.card;
  const occurrence: Occurrence = {
    form: token.form,
    word: toWordKey(token.form),
    start: token.start,
    end: token.end,
    sentence,
    card: incerto ? { ...card, incerto } : card,
    lemmaKey: token.analysis.lemmaKey,
  };
  if (token.uncertain && token.alternatives.length > 0) {
    occurrence.alternatives = token.alternatives.slice(0, MAX_ALTERNATIVES).map(({ analysis }) => summarise(describe(analysis, token.form)));
  }
  return occurrence;
}

/** One line for another reading: its part of speech, lemma and features ('dativo, plurale, femminile'). */
export function summarise(card: WordCard): AlternativeSummary {
  const persona = card.persona ? `${card.persona} persona` : undefined;
  const features = [card.caso, card.numero, card.genere, card.modo, card.tempo, card.diatesi, persona, card.grado];
  return { pos: card.pos, lemma: card.lemma, tratti: features.filter((value) => Boolean(value)).join(', ') };
}

/** The text's sentences (ending at . ? ! ; and the closing marks after them) and the sentence of each token. */
export function listSentences(text: string, tokens: readonly AnalyzedToken[]): { list: AnalysisSentence[]; indexOf: number[] } {
  const list: AnalysisSentence[] = [];
  const indexOf: number[] = [];
  let ended = true;
  let end = 0;
  for (const token of tokens) {
    if (ended && (list.length === 0 || !isClosing(text, token))) {
      if (list.length > 0) list[list.length - 1]!.text = text.slice(list[list.length - 1]!.start, end);
      list.push({ index: list.length, start: token.start, text: '' });
      ended = false;
    }
    indexOf.push(list.length - 1);
    end = Math.max(end, token.end);
    if (token.kind === 'punct' && SENTENCE_END.has(token.form)) ended = true;
  }
  if (list.length > 0) list[list.length - 1]!.text = text.slice(list[list.length - 1]!.start, end);
  return { list, indexOf };
}

function isClosing(text: string, token: AnalyzedToken): boolean {
  if (token.kind !== 'punct') return false;
  if (CLOSING_MARKS.has(token.form)) return true;
  // A straight quote closes when no letter or digit follows it directly.
  return (token.form === '"' || token.form === "'") && !/[\p{L}\p{N}]/u.test(text[token.end] ?? '');
}
