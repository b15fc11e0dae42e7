import { z } from 'zod';
import { timestampSchema } from '../limits/limits.schema';

const langSchema = z.enum(['lat', 'grc']);

/** Spec §9: the history shows five versions; a client may ask for fewer, never for the whole table. */
export const HISTORY_PAGE_SIZE = 5;
export const HISTORY_MAX_LIMIT = 20;

export const historyQuerySchema = z.object({
  lang: langSchema,
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT).default(HISTORY_PAGE_SIZE),
});

/** Spec §3 history item: input, translation, analysis (null if only translated), timestamp; plus id and lang. */
export const historyItemSchema = z.object({
  id: z.string(),
  lang: langSchema,
  input: z.string(),
  translation: z.string(),
  analysis: z.unknown().nullable(),
  timestamp: timestampSchema,
});

export const historyResponseSchema = z.array(historyItemSchema);

/** Spec §3 saved version: input, translation, analysis, lang. */
export const saveBodySchema = z.object({
  input: z.string().trim().min(1).max(1500),
  translation: z.string().max(20_000),
  analysis: z.unknown().nullable().optional(),
  lang: langSchema,
});

export const saveResponseSchema = z.object({ id: z.string(), timestamp: timestampSchema });

export type HistoryItem = z.infer<typeof historyItemSchema>;
export type SaveBody = z.infer<typeof saveBodySchema>;
export type SaveResponse = z.infer<typeof saveResponseSchema>;
