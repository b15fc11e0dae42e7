import { z } from 'zod';
import { safeText } from '../../http/safe-text';

/**
 * Spec §7: POST /translate {text, lang}. Length and language are checked by the service (Italian messages);
 * a lone surrogate or a control character is refused here, as in every other text Versio reads.
 */
export const translateBodySchema = z.object({
  text: safeText(),
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
