import { z } from 'zod';
import { safeText } from '../../http/safe-text';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, lessonIdSchema, lessonItemSchema } from './lessons.schema';

/** A lesson as its administrators see it: also unpublished ones, with the video's key. */
export const adminLessonSchema = lessonItemSchema.extend({
  published: z.boolean(),
  video: z.string().nullable(),
  updated_at: z.string(),
});

const fields = {
  title: safeText().trim().min(3).max(MAX_TITLE_LENGTH),
  description: safeText().trim().min(1).max(MAX_DESCRIPTION_LENGTH),
  premium: z.boolean(),
  order_custom: z.number().int().min(0).max(1_000_000),
  published: z.boolean(),
};

export const createLessonBodySchema = z.object({
  codice: lessonIdSchema,
  title: fields.title,
  description: fields.description,
  premium: fields.premium.default(false),
  /** After the last lesson when omitted. */
  order_custom: fields.order_custom.optional(),
  published: fields.published.default(false),
}).strict();

export const updateLessonBodySchema = z.object(fields).partial().strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'indica almeno un campo da cambiare' });

/** The lessons named take the places they occupy among themselves, in the order given. */
export const reorderBodySchema = z.object({ codici: z.array(lessonIdSchema).min(1).max(1000) }).strict();

export const adminLessonsResponseSchema = z.object({ lessons: z.array(adminLessonSchema) });
export const removedResponseSchema = z.object({ removed: z.literal(true) });

export type AdminLesson = z.infer<typeof adminLessonSchema>;
export type CreateLessonInput = z.input<typeof createLessonBodySchema>;
export type UpdateLessonInput = z.infer<typeof updateLessonBodySchema>;
