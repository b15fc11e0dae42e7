import { z } from 'zod';

/** Body of every error answer: `{ error: { code, message } }`, message in Italian. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Which fields failed validation (schema validation failures only). */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** The original error of a 500, outside production only. */
    debug: z.object({ message: z.string(), stack: z.string().optional() }).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
