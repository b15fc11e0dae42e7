// The lean answer of the analysis in chunks (decision 030): one card per occurrence, in text order,
// each with its sentence, and for an uncertain word the other readings in one line each. Paradigms
// (GET /api/paradigm) and the full cards of the other readings (POST /api/analyze) are asked apart.
import { z } from 'zod';
import { safeText } from '../../http/safe-text';
import { wordCardSchema } from './analyze.schema';

/** The web app sends the text 20 words at a time (spec §9); the server cuts its analysis the same way. */
export const CHUNK_WORDS = 20;
/** Other readings listed for an uncertain word at most: more would bury the likely ones. */
export const MAX_ALTERNATIVES = 4;

export const alternativeSummarySchema = z.object({
  pos: z.string(),
  lemma: z.string(),
  /** The reading's features in Italian, joined by commas: 'dativo, plurale, femminile'. */
  tratti: z.string(),
});

/** The word card as an occurrence carries it: the server sends `incerto` only when true (the reading is a guess). */
export const occurrenceCardSchema = wordCardSchema.extend({ incerto: z.boolean().optional() });

export const occurrenceSchema = z.object({
  /** The word as written, and the key of /analyze/dynamic's map (lower case, no digits or punctuation). */
  form: z.string(),
  word: z.string(),
  /** Offsets in the granted text; both parts of a split enclitic (armaque → arma, -que) have the whole word's. */
  start: z.number().int(),
  end: z.number().int(),
  /** The sentence it belongs to: an index into the text's sentences, 0 first. */
  sentence: z.number().int(),
  card: occurrenceCardSchema,
  /** The lemma's key in the lexicon, for GET /api/paradigm; null for a guess. */
  lemmaKey: z.string().nullable(),
  /** Only for a word the tagger is unsure of: its other readings, best first (the card shows them then). */
  alternatives: z.array(alternativeSummarySchema).optional(),
});

export const sentenceSchema = z.object({ index: z.number().int(), start: z.number().int(), text: z.string() });

/** POST /api/analysis/chunk: the slice of the text's analysis that covers words 20 × chunk to 20 × chunk + 19. */
export const analysisChunkSchema = z.object({
  chunk: z.number().int(),
  chunks: z.number().int(),
  /** The sentences the chunk's words belong to (a sentence across two chunks comes with both). */
  sentences: z.array(sentenceSchema),
  occurrences: z.array(occurrenceSchema),
});

export const analysisChunkBodySchema = z.object({
  grant: z.string().min(1).max(8192),
  chunk: z.number().int().min(0).max(1000),
});

export const analysisStartBodySchema = z.object({
  lang: z.enum(['lat', 'grc', 'gre']),
  text: safeText(),
});

export const analysisStartResponseSchema = z.object({
  grant: z.string(),
  lang: z.enum(['lat', 'grc']),
  /** The credits of this language left after this analysis. */
  remaining: z.number().int(),
  expiresAt: z.string(),
  /** How many chunks of 20 words the analysis has: ask each with POST /api/analysis/chunk. */
  chunks: z.number().int(),
});

export type AlternativeSummary = z.infer<typeof alternativeSummarySchema>;
export type Occurrence = z.infer<typeof occurrenceSchema>;
export type OccurrenceCard = z.infer<typeof occurrenceCardSchema>;
export type AnalysisSentence = z.infer<typeof sentenceSchema>;
export type AnalysisChunk = z.infer<typeof analysisChunkSchema>;
export type AnalysisStartResponse = z.infer<typeof analysisStartResponseSchema>;

/** How many chunks of CHUNK_WORDS words `text` has, its words being what white space separates. */
export function countChunks(text: string): number {
  return Math.ceil(listWordSpans(text).length / CHUNK_WORDS);
}

/** The start and end of each white-space-separated word of `text`, as the web app splits it. */
export function listWordSpans(text: string): { start: number; end: number }[] {
  return Array.from(text.matchAll(/\S+/gu), (match) => ({ start: match.index, end: match.index + match[0].length }));
}
