import { z } from 'zod';

/** Spec §7: POST /translate {text, lang}. Length and language are checked by the service (Italian messages). */
export const translateBodySchema = z.object({
  text: z.string(),
  lang: z.enum(['lat', 'grc']),
});

export const translateResultSchema = z.object({
  translatedText: z.string(),
  /** `embedded` (literal translation) or `llm:<model>`. */
  provider: z.string(),
  /** Italian notice to show above the translation. */
  notice: z.string().optional(),
  /** Beside a model's translation: the working translation built from the analysis (a study aid). */
  literalText: z.string().optional(),
});

export type TranslateBody = z.infer<typeof translateBodySchema>;
export type TranslateResponse = z.infer<typeof translateResultSchema>;
