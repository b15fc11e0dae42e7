// The embedded default: with no Stripe configured, "checkout" is a page of Versio's own
// (sandbox.routes.ts) where the student pays or cancels and no money moves. Paying there drives the
// same fulfilment as a Stripe webhook, so a fresh clone can try the whole journey.
import { randomUUID } from 'node:crypto';
import type { CheckoutRequest, CheckoutState, HostedSession, PaymentProvider } from './payments';

export const SANDBOX_BASE_PATH = '/api/sandbox';

export function createSandboxProvider(): PaymentProvider & { readonly name: 'sandbox' } {
  return {
    name: 'sandbox',
    async createCheckoutSession(_request: CheckoutRequest): Promise<HostedSession> {
      const id = `cs_sandbox_${randomUUID()}`;
      // A path on Versio itself: it works at whatever address the student opened the site.
      return { id, url: `${SANDBOX_BASE_PATH}/checkout/${id}` };
    },
    async createPortalSession(): Promise<{ url: string }> {
      return { url: `${SANDBOX_BASE_PATH}/portal` };
    },
    // The sandbox's sessions live only in Versio's database, where the page that pays them fulfils them.
    async readCheckoutSession(): Promise<CheckoutState | null> {
      return null;
    },
    // Nothing is charged anywhere: the subscription's rows go with the account.
    async cancelSubscription(): Promise<void> {},
  };
}

/** The sandbox's customer of a student: one per student, as Stripe would keep. */
export function sandboxCustomerId(userId: string): string {
  return `cus_sandbox_${userId}`;
}
