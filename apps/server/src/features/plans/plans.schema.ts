import { z } from 'zod';

export const planSchema = z.object({
  type: z.enum(['normal', 'premium', 'lifetime']),
  name: z.string(),
  monthlyAnalyses: z.number().int(),
  monthlyCamera: z.number().int().nullable(),
  unlimitedTranslations: z.literal(true),
  premiumFeatures: z.boolean(),
  prices: z.object({
    annualCents: z.number().int().nullable(),
    monthlyCents: z.number().int().nullable(),
    currency: z.string(),
    vatText: z.string(),
  }),
  seats: z.number().int().nullable(),
});

/** GET /api/plans: the three plans, in the order the plans page shows them. */
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

export type PlansResponse = z.infer<typeof plansResponseSchema>;
export type Plan = z.infer<typeof planSchema>;
