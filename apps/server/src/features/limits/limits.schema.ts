import { z } from 'zod';

export const timestampSchema = z.object({ _seconds: z.number().int(), _nanoseconds: z.number().int() });

/** POST /limit/: the language the student is about to analyse ('gre' is the spec's other spelling of 'grc'). */
export const limitBodySchema = z.object({ lang: z.enum(['lat', 'grc', 'gre']) }).strict();

export const limitResponseSchema = z.object({
  latino_count: z.number().int(),
  greco_count: z.number().int(),
  last_update: timestampSchema,
});

/** POST /ocr/update-limit: after a photo was read, spend one camera use. */
export const ocrUpdateLimitBodySchema = z.object({ uid: z.string().min(1) }).strict();

export const ocrUpdateLimitResponseSchema = z.object({ cameraCount: z.number().int() });

export type LimitResponse = z.infer<typeof limitResponseSchema>;
export type OcrUpdateLimitResponse = z.infer<typeof ocrUpdateLimitResponseSchema>;
export type Timestamp = z.infer<typeof timestampSchema>;
