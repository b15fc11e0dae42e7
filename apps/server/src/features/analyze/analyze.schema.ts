import { z } from 'zod';

/** Texts are capped at 1500 characters (spec §5); the server enforces it too. */
export const MAX_TEXT_LENGTH = 1500;

// Loose on purpose: the spec's message for a missing text or language is checked in the handler,
// so that clients get 'Invalid input: text and language are required' rather than a generic 400.
export const analyzeBodySchema = z.object({
  text: z.unknown().optional(),
  lang: z.unknown().optional(),
}).loose();

/** A word card: Italian keys, ready-to-show Italian strings (see packages/analyzer core/card.ts). */
const optionalText = z.string().optional();
export const wordCardSchema = z.object({
  pos: z.string(),
  lemma: z.string(),
  declinazione: optionalText,
  paradigma: optionalText,
  significato: z.string(),
  persona: optionalText,
  caso: optionalText,
  numero: optionalText,
  genere: optionalText,
  tempo: optionalText,
  modo: optionalText,
  diatesi: optionalText,
  grado: optionalText,
  forma: optionalText,
  altro: optionalText,
  cercaCome: z.string(),
  cercaComeNota: optionalText,
  dizionario: z.string(),
  incerto: z.boolean(),
});

export const wordMapSchema = z.record(z.string(), wordCardSchema);

export const lemmasResponseSchema = z.object({
  data: z.array(z.object({ lemma: z.string(), text: z.string() })),
});

const analysisSchema = z.object({
  lemma: z.string(),
  lemmaKey: z.string().nullable(),
  upos: z.string(),
  feats: z.string(),
  source: z.string(),
});

export const richTokenSchema = z.object({
  form: z.string(),
  /** The map key of /analyze/dynamic: lower-cased, without digits and punctuation. */
  word: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  wordIndex: z.number().int(),
  kind: z.enum(['word', 'punct', 'number']),
  isEnclitic: z.boolean(),
  chosen: analysisSchema,
  card: wordCardSchema.nullable(),
  uncertain: z.boolean(),
  alternatives: z.array(analysisSchema.extend({ score: z.number().nullable(), card: wordCardSchema })),
});

export const richResponseSchema = z.object({
  lang: z.enum(['lat', 'grc']),
  tokens: z.array(richTokenSchema),
});

export const paradigmParamsSchema = z.object({
  lang: z.string(),
  key: z.string().min(1).max(64),
});

export const paradigmResponseSchema = z.object({
  key: z.string(),
  title: z.string(),
  sections: z.array(z.object({
    title: z.string(),
    rows: z.array(z.object({ label: z.string(), forms: z.array(z.string()) })),
  })),
});

export type WordCardResponse = z.infer<typeof wordCardSchema>;
export type LemmaEntry = z.infer<typeof lemmasResponseSchema>['data'][number];
export type RichToken = z.infer<typeof richTokenSchema>;
export type RichAnalysis = z.infer<typeof richResponseSchema>;
export type ParadigmResponse = z.infer<typeof paradigmResponseSchema>;
