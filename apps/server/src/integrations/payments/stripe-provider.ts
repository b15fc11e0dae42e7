// The Stripe adapter: Checkout Sessions in subscription mode (the price of the chosen billing period,
// from the configuration), the Billing Portal, and signed webhooks read into Versio's payment events
// (stripe-events.ts). The browser is sent to Stripe's hosted pages by URL, so no Stripe script runs
// on Versio's pages and the Content-Security-Policy stays 'self' only.
import Stripe from 'stripe';
import type { Env } from '../../config/env';
import { CustomerNotFoundError } from './payments';
import type { BillingPeriod, CheckoutRequest, CheckoutState, HostedSession, PaymentEvent, PaymentProvider } from './payments';
import { toPaymentEvent } from './stripe-events';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<BillingPeriod, string>;
  /** Another address for Stripe's API (stripe-mock, the test server); Stripe's own when undefined. */
  apiUrl?: string | undefined;
};

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  /**
   * Checks the Stripe-Signature header over the raw body (HMAC-SHA256 with the endpoint's secret,
   * timestamp within the library's tolerance) and reads the event; throws when the check fails.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
};

export function readStripeSettings(env: Env): StripeSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL, STRIPE_PRICE_MONTHLY } = env;
  // env.ts refuses half a configuration, so one key set means all four are.
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_ANNUAL || !STRIPE_PRICE_MONTHLY) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { annual: STRIPE_PRICE_ANNUAL, monthly: STRIPE_PRICE_MONTHLY },
    apiUrl: env.STRIPE_API_URL,
  };
}

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, { ...toConnection(settings.apiUrl), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });

  return {
    name: 'stripe',

    async createCheckoutSession(request: CheckoutRequest): Promise<HostedSession> {
      const metadata = { userId: request.userId, period: request.period };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: settings.prices[request.period], quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.userId,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        metadata,
        // The subscription's own events carry the student too, whatever order they arrive in.
        subscription_data: { metadata },
        locale: 'it',
      });
      if (!session.url) throw new Error(`Stripe non ha dato l'indirizzo del checkout ${session.id}`);
      return { id: session.id, url: session.url };
    },

    async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
      try {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: session.url };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') throw new CustomerNotFoundError(customerId);
        throw error;
      }
    },

    async readCheckoutSession(id: string): Promise<CheckoutState | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          paid: session.status === 'complete' && session.payment_status !== 'unpaid',
          userId: session.client_reference_id,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async cancelSubscription(id: string): Promise<void> {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
        throw error;
      }
    },

    readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      if (!signature) throw new Error('Intestazione Stripe-Signature mancante');
      return toPaymentEvent(stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret));
    },
  };
}

function toConnection(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function idOf(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : value.id;
}
