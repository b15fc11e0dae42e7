// The OCR calls of spec §7: GET /ocr/upload (a signed link), PUT to that link (the photo), POST
// /ocr/generate (the text). Types and names are checked by the service, for the spec's own messages.
import { z } from 'zod';

export const uploadQuerySchema = z.object({
  filename: z.string().max(200),
  filetype: z.string().max(100),
}).strict();

export const uploadResponseSchema = z.object({
  /** Where to PUT the photo (on this server, whatever the store behind it): valid once, for a few minutes. */
  uploadLink: z.string(),
});

export const putParamsSchema = z.object({ filename: z.string().max(200) }).strict();
export const putQuerySchema = z.object({ token: z.string().max(2000) }).strict();

const generateParams = z.object({
  filename: z.string().max(200),
  filetype: z.string().max(100),
  /** 'gre' is the spec's other spelling of 'grc'. */
  language: z.enum(['lat', 'grc', 'gre']),
}).strict();

/** Spec §7 "params object: filename, filetype, language"; the same fields at the top level are accepted too. */
export const generateBodySchema = z.union([z.object({ params: generateParams }).strict(), generateParams]);

export const generateResponseSchema = z.object({
  /** The recognised text, paragraphs separated by a blank line. */
  data: z.string(),
});

export type UploadResponse = z.infer<typeof uploadResponseSchema>;
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
export type GenerateBody = z.infer<typeof generateBodySchema>;
