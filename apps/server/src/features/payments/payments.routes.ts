// The checkout calls of spec §7: POST /api/create-checkout-session and POST /user/customer-portal,
// plus Versio's GET /api/checkout-sessions/:id, which /checkoutyes asks before thanking anyone. Then
// the provider's own routes: Stripe's webhook, or the sandbox's pages while Stripe is not configured.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { errorBodySchema } from '../../http/error.schema';
import { MESSAGES } from '../../messages';
import type { RequireUser } from '../auth/session';
import type { Plans } from '../plans/plans';
import type { Payments } from './create-payments';
import {
  checkoutSessionParamsSchema, checkoutSessionStatusSchema, createCheckoutBodySchema, createCheckoutResponseSchema,
  customerPortalResponseSchema,
} from './payments.schema';
import { sandboxRoutes } from './sandbox.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

const errors = {
  400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema,
  502: errorBodySchema, 503: errorBodySchema,
};

type Options = { payments: Payments; requireUser: RequireUser; db: Db; plans: Plans };

export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { payments, requireUser, db, plans }) => {
  const { checkout } = payments;

  app.post('/api/create-checkout-session', {
    schema: {
      summary: 'Avvia il pagamento del piano plus (annuale o mensile): il prezzo lo sceglie il server',
      tags: ['pagamenti'], body: createCheckoutBodySchema, response: { 200: createCheckoutResponseSchema, ...errors },
    },
  }, async (request) => {
    const user = await requireUser(request).catch((error: unknown) => {
      // Spec §5: the checkout's own words for a visitor who is not signed in.
      if (error instanceof AppError && error.httpStatus === 401) throw new AppError('unauthenticated', 401, MESSAGES.checkoutLoginRequired);
      throw error;
    });
    return checkout.startCheckout(user, request.body.isAnnual);
  });

  app.get('/api/checkout-sessions/:id', {
    schema: {
      summary: 'Lo stato di un pagamento dello studente (aperto, completato, annullato)',
      tags: ['pagamenti'], params: checkoutSessionParamsSchema, response: { 200: checkoutSessionStatusSchema, ...errors },
    },
  }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return checkout.readCheckout(user, request.params.id);
  });

  app.post('/user/customer-portal', {
    schema: {
      summary: 'Il portale di fatturazione dello studente plus (metodo di pagamento, fatture, disdetta)',
      tags: ['pagamenti'], response: { 200: customerPortalResponseSchema, ...errors },
    },
  }, async (request) => checkout.openPortal(await requireUser(request)));

  if (payments.stripe) {
    await app.register(stripeWebhookRoutes, { stripe: payments.stripe, fulfilment: payments.fulfilment });
  } else {
    // The sandbox exists only while no real provider is configured, never beside Stripe.
    await app.register(sandboxRoutes, { db, plans, fulfilment: payments.fulfilment, requireUser });
  }
};
