// What Versio needs from a payment provider: open a hosted checkout for the plus plan, open the
// billing portal of a paying student, and read back a checkout session. Adapters: Stripe
// (stripe-provider.ts) when STRIPE_* are set, otherwise the embedded sandbox (sandbox-provider.ts),
// where no money moves. Both report what happened as the provider-neutral events below, which one
// fulfilment (features/payments/fulfilment.ts) applies.
import type { BillingPeriod, PaymentProviderName } from '../../db/database';

export type { BillingPeriod, PaymentProviderName };

export type CheckoutRequest = {
  userId: string;
  email: string;
  period: BillingPeriod;
  /** Chosen by the server from the plan configuration, never by the browser. */
  amountCents: number;
  currency: string;
  /** The provider's customer of a student who paid before, to keep one customer per student. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
};

export type HostedSession = { id: string; url: string };

/** A checkout session as the provider sees it now. */
export type CheckoutState = {
  id: string;
  paid: boolean;
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutRequest): Promise<HostedSession>;
  /** Throws CustomerNotFoundError when the provider does not know the customer. */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** null when the provider does not know the session. */
  readCheckoutSession(id: string): Promise<CheckoutState | null>;
  /** Ends a subscription now (its student deleted the account); one already gone is no error. */
  cancelSubscription(id: string): Promise<void>;
}

export class CustomerNotFoundError extends Error {
  constructor(readonly customerId: string) {
    super(`Cliente ${customerId} sconosciuto al fornitore dei pagamenti`);
    this.name = 'CustomerNotFoundError';
  }
}

type EventBase = {
  /** The provider's event id: applying the same id twice changes nothing. */
  id: string;
  /** When the provider created the event, epoch milliseconds: an older event never overrides a newer one. */
  created: number;
};

/** What a provider can tell Versio, in Versio's words. */
export type PaymentEvent = EventBase & (
  | { kind: 'checkout_completed'; sessionId: string; userId: string | null; customerId: string; subscriptionId: string; period: BillingPeriod | null }
  | {
    kind: 'subscription_changed';
    subscriptionId: string;
    customerId: string;
    userId: string | null;
    /** The provider's state: active, trialing, past_due, unpaid, canceled, incomplete… */
    status: string;
    period: BillingPeriod | null;
    currentPeriodEnd: number | null;
  }
  | { kind: 'invoice_paid'; subscriptionId: string; customerId: string; periodEnd: number | null }
  /** `final`: the provider will not try again. */
  | { kind: 'payment_failed'; subscriptionId: string; customerId: string; final: boolean }
  | { kind: 'refunded'; customerId: string; subscriptionId: string | null }
  | { kind: 'ignored'; type: string }
);

export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return value === 'annual' || value === 'monthly';
}
