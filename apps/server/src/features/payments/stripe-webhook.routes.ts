// POST /api/stripe/webhook: Stripe's signed events. Stripe posts from its servers with no browser
// Origin; app.ts exempts this path from the origin check by name all the same. The signature is
// computed over the exact bytes Stripe sent, so this plugin's context reads every body as a Buffer
// while the rest of the app keeps parsing JSON.
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import type { StripeProvider } from '../../integrations/payments/stripe-provider';
import { MESSAGES } from '../../messages';
import type { Fulfilment } from './fulfilment';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export const stripeWebhookRoutes: FastifyPluginAsync<{ stripe: StripeProvider; fulfilment: Fulfilment }> = async (app, { stripe, fulfilment }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = stripe.readWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      // A forged, stale or mis-signed delivery changes nothing; Stripe shows the 400 in its dashboard.
      request.log.warn({ err: error }, 'webhook di Stripe rifiutato');
      throw new AppError('invalid_signature', 400, MESSAGES.webhookInvalid);
    }
    const outcome = await fulfilment.applyEvent('stripe', event);
    request.log.info({ event: event.id, kind: event.kind, outcome }, 'webhook di Stripe');
    return { received: true, duplicate: outcome === 'duplicate' };
  });
};
