import { z } from 'zod';

/** The public facts the web frame shows (footer, terms of sale). */
export const siteSchema = z.object({
  product: z.literal('Versio'),
  version: z.string(),
  contactEmail: z.string(),
  privacyUrl: z.string(),
  cookieUrl: z.string(),
  social: z.object({ instagram: z.string(), tiktok: z.string() }),
  seller: z.object({ name: z.string(), address: z.string(), vat: z.string(), email: z.string() }),
  /** True when Google sign-in is configured: the web app shows its button only then. */
  googleSignIn: z.boolean(),
});

export type SiteInfo = z.infer<typeof siteSchema>;
