import { z } from 'zod';
import { UNSAFE_TEXT_ERROR, hasOnlySafeText, safeText } from '../../http/safe-text';
import { withErrorCode } from '../../http/issue-code';
import { MESSAGES } from '../../messages';
import { MAX_TEXT_LENGTH, lemmasResponseSchema, wordCardSchema } from '../analyze/analyze.schema';
import { occurrenceSchema, sentenceSchema } from '../analyze/occurrences.schema';
import { timestampSchema } from '../limits/limits.schema';

const langSchema = z.enum(['lat', 'grc']);

/** Spec §9: the history shows five versions; a client may ask for fewer, never for the whole table. */
export const HISTORY_PAGE_SIZE = 5;
export const HISTORY_MAX_LIMIT = 20;
/** Versions kept per student and language: all that GET /history can return; a save deletes older ones. */
export const KEPT_VERSIONS = HISTORY_MAX_LIMIT;
/** The stored analysis at most, as UTF-8 JSON: a 1500-character passage of Caesar takes about 135 KB. */
export const MAX_ANALYSIS_BYTES = 512 * 1024;
export const MAX_TRANSLATION_LENGTH = 20_000;

/** One word of the web app's older analysis map: its card, lemma key (for the paradigm) and other readings. */
const wordEntrySchema = z.object({
  word: z.string(),
  card: wordCardSchema,
  lemmaKey: z.string().nullable(),
  uncertain: z.boolean(),
  alternatives: z.array(z.object({ card: wordCardSchema, lemmaKey: z.string().nullable() })),
});

/**
 * What the web app saves as the analysis (spec §3): every occurrence in text order with the sentences
 * (the chunks of POST /api/analysis/chunk, decision 029) and the looked-up lemmas; or, as versions
 * saved before, the word map of its chunks (one entry per distinct word) and the lemmas.
 */
export const savedAnalysisSchema = z.union([
  z.object({
    occurrences: z.array(occurrenceSchema),
    sentences: z.array(sentenceSchema),
    lemmas: lemmasResponseSchema.shape.data,
  }),
  z.object({
    words: z.record(z.string(), wordEntrySchema),
    lemmas: lemmasResponseSchema.shape.data,
  }),
]);

/** Spec §3 history item: input, translation, analysis (null if only translated), timestamp; plus id and lang. */
export const historyItemSchema = z.object({
  id: z.string(),
  lang: langSchema,
  input: z.string(),
  translation: z.string(),
  analysis: savedAnalysisSchema.nullable(),
  timestamp: timestampSchema,
});

export const historyQuerySchema = z.object({
  lang: langSchema,
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT).default(HISTORY_PAGE_SIZE),
});

export const historyResponseSchema = z.array(historyItemSchema);

/** Spec §3 saved version: input, translation, analysis, lang; every text safe, the analysis bounded. */
export const saveBodySchema = z.object({
  input: safeText().trim().min(1).max(MAX_TEXT_LENGTH),
  translation: safeText().max(MAX_TRANSLATION_LENGTH),
  analysis: savedAnalysisSchema
    .refine(hasOnlySafeText, UNSAFE_TEXT_ERROR)
    .refine((analysis) => measureJson(analysis) <= MAX_ANALYSIS_BYTES, withErrorCode('analysis_too_large', MESSAGES.analysisTooLarge))
    .nullable()
    .optional(),
  lang: langSchema,
});

export const saveResponseSchema = z.object({ id: z.string(), timestamp: timestampSchema });

/** Bytes of a value as stored: UTF-8 JSON. */
export function measureJson(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;
export type HistoryItem = z.infer<typeof historyItemSchema>;
export type SaveBody = z.infer<typeof saveBodySchema>;
export type SaveResponse = z.infer<typeof saveResponseSchema>;
