import { z } from 'zod';
import { errorBodySchema } from '../../http/error.schema';
import { safeText } from '../../http/safe-text';

/** Spec §9: 21 lessons a page. */
export const LESSONS_PAGE_SIZE = 21;
/** The most an API client may ask for in one page. */
export const LESSONS_MAX_LIMIT = 100;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 600;

/** A lesson's id, the {codice} of /lezioni/{codice}: lower-case letters and digits in words joined by dashes. */
export const LESSON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_LESSON_ID_LENGTH = 80;

export function isLessonId(value: string): boolean {
  return value.length <= MAX_LESSON_ID_LENGTH && LESSON_ID.test(value);
}

export const lessonIdSchema = z.string().max(MAX_LESSON_ID_LENGTH).regex(LESSON_ID, {
  error: 'deve essere fatto di lettere minuscole e cifre, in parole unite da trattini (es. la-ablativo-assoluto)',
});

/** Spec §3 lesson (list item): codice, title, description, premium, order_custom. */
export const lessonItemSchema = z.object({
  codice: z.string(),
  title: z.string(),
  description: z.string(),
  premium: z.boolean(),
  order_custom: z.number().int(),
});

export const lessonsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LESSONS_MAX_LIMIT).default(LESSONS_PAGE_SIZE),
  search: safeText().max(MAX_SEARCH_LENGTH).default(''),
});

/** Spec §3: lessons and total (every lesson the search matches, on all pages). */
export const lessonsResponseSchema = z.object({
  lessons: z.array(lessonItemSchema),
  total: z.number().int(),
});

/** Spec §3 detail: link (null while the lesson has no video) and data. */
export const lessonDetailSchema = z.object({
  link: z.string().nullable(),
  /** When the link stops working (the web app asks for a new one after that). */
  expiresAt: z.string().nullable(),
  data: lessonItemSchema,
});

/** 403 on a premium lesson: the usual error, and the lesson's title and description for the locked page. */
export const lessonLockedSchema = errorBodySchema.extend({ data: lessonItemSchema.optional() });

export const lessonParamsSchema = z.object({ lessonId: z.string() });

export const videoQuerySchema = z.object({
  e: z.string().max(20).optional(),
  u: z.string().max(200).optional(),
  s: z.string().max(100).optional(),
});

export type LessonItem = z.infer<typeof lessonItemSchema>;
export type LessonsQuery = z.infer<typeof lessonsQuerySchema>;
export type LessonsResponse = z.infer<typeof lessonsResponseSchema>;
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
