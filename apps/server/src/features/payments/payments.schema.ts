import { z } from 'zod';

/** POST /api/create-checkout-session: the plan tab the student chose (spec §7). Amounts are the server's. */
export const createCheckoutBodySchema = z.object({ isAnnual: z.boolean() }).strict();

/** The session's id (spec §3) and, Versio's addition, the hosted checkout's address to go to. */
export const createCheckoutResponseSchema = z.object({ id: z.string(), url: z.string() });

export const checkoutSessionParamsSchema = z.object({ id: z.string().min(1).max(255) });

/** GET /api/checkout-sessions/:id: whether the student's payment went through (for /checkoutyes). */
export const checkoutSessionStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'canceled']),
  period: z.enum(['annual', 'monthly']),
  amountCents: z.number().int(),
  currency: z.string(),
});

/** POST /user/customer-portal (spec §7): the billing portal's address. */
export const customerPortalResponseSchema = z.object({ url: z.string() });

export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;
export type CustomerPortalResponse = z.infer<typeof customerPortalResponseSchema>;
