// Payments, assembled once per app: the provider the configuration names (Stripe when STRIPE_* are
// set, else the sandbox), the one fulfilment, and the checkout service the routes call.
import type { Env } from '../../config/env';
import type { Db } from '../../db/create-db';
import type { PaymentProvider } from '../../integrations/payments/payments';
import { createSandboxProvider } from '../../integrations/payments/sandbox-provider';
import { createStripeProvider, readStripeSettings } from '../../integrations/payments/stripe-provider';
import type { StripeProvider } from '../../integrations/payments/stripe-provider';
import type { Plans } from '../plans/plans';
import { createCheckoutService } from './checkout.service';
import type { CheckoutService } from './checkout.service';
import { createFulfilment } from './fulfilment';
import type { Fulfilment } from './fulfilment';

export type Payments = {
  provider: PaymentProvider;
  /** Set only when Stripe is configured: it alone posts webhooks. */
  stripe: StripeProvider | null;
  fulfilment: Fulfilment;
  checkout: CheckoutService;
};

type Log = { error: (details: object, message: string) => void };

export function createPayments({ env, db, plans, log }: { env: Env; db: Db; plans: Plans; log: Log }): Payments {
  const settings = readStripeSettings(env);
  const stripe = settings ? createStripeProvider(settings) : null;
  const provider = stripe ?? createSandboxProvider();
  const fulfilment = createFulfilment({ db, plans });
  return { provider, stripe, fulfilment, checkout: createCheckoutService({ db, plans, provider, fulfilment, webUrl: env.WEB_URL, log }) };
}
