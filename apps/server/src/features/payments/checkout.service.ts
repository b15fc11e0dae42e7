// Starting a plus checkout, reading how it went, and opening the billing portal. The preconditions
// of spec §5 are checked here, whatever the browser did: signed in (the route), e-mail verified, not
// already premium or lifetime. The amount and the price come from the plan configuration and the
// billing period the student chose, never from the request.
import type { Db } from '../../db/create-db';
import type { BillingPeriod } from '../../db/database';
import { AppError } from '../../errors';
import { CustomerNotFoundError } from '../../integrations/payments/payments';
import type { PaymentProvider } from '../../integrations/payments/payments';
import { MESSAGES } from '../../messages';
import type { SessionUser } from '../auth/session';
import type { Plans } from '../plans/plans';
import type { Fulfilment } from './fulfilment';
import type { CheckoutSessionStatus, CreateCheckoutResponse } from './payments.schema';

/** States in which the provider charges nothing more. */
const FINAL_STATES = new Set(['canceled', 'incomplete_expired']);

type Deps = {
  db: Db;
  plans: Plans;
  provider: PaymentProvider;
  fulfilment: Fulfilment;
  /** Where the web app's pages are: the provider sends the student back there. */
  webUrl: string;
  log: { error: (details: object, message: string) => void };
  now?: () => Date;
};

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService({ db, plans, provider, fulfilment, webUrl, log, now = () => new Date() }: Deps) {
  async function startCheckout(user: SessionUser, isAnnual: boolean): Promise<CreateCheckoutResponse> {
    const profile = await db.selectFrom('user_profiles').select('type').where('user_id', '=', user.id).executeTakeFirst();
    if (!profile) throw new AppError('not_registered', 404, MESSAGES.notRegistered);
    if (!user.emailVerified) throw new AppError('email_not_verified', 403, MESSAGES.checkoutEmailNotVerified);
    if (profile.type !== 'normal') throw new AppError('already_member', 409, MESSAGES.checkoutAlreadyMember);

    const period: BillingPeriod = isAnnual ? 'annual' : 'monthly';
    const { prices } = plans.premium;
    const amountCents = period === 'annual' ? prices.annualCents : prices.monthlyCents;
    if (amountCents === null) throw new AppError('payments_unavailable', 503, MESSAGES.checkoutUnavailable);
    const customer = await db.selectFrom('subscriptions').select('customer_id').where('user_id', '=', user.id)
      .orderBy('last_event_at', 'desc').executeTakeFirst();

    let session;
    try {
      session = await provider.createCheckoutSession({
        userId: user.id,
        email: user.email,
        period,
        amountCents,
        currency: prices.currency,
        customerId: customer?.customer_id ?? null,
        // Stripe replaces {CHECKOUT_SESSION_ID}; the sandbox adds the id itself.
        successUrl: `${webUrl}/checkoutyes?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${webUrl}/checkoutno`,
      });
    } catch (error) {
      log.error({ err: error }, 'checkout non avviato dal fornitore dei pagamenti');
      throw new AppError('payments_unavailable', 502, MESSAGES.checkoutUnavailable);
    }
    await db.insertInto('checkout_sessions').values({
      id: session.id, user_id: user.id, provider: provider.name, period, amount_cents: amountCents, currency: prices.currency,
      status: 'open', created_at: now().toISOString(), completed_at: null,
    }).execute();
    return session;
  }

  /**
   * The student's session as Versio knows it. Stripe may send the student back before its webhook
   * arrives: an open Stripe session is then asked for, and fulfilled here if Stripe says it is paid.
   */
  async function readCheckout(user: SessionUser, id: string): Promise<CheckoutSessionStatus> {
    let row = await findSession(user.id, id);
    if (row.status === 'open' && row.provider === provider.name && provider.name === 'stripe') {
      const state = await provider.readCheckoutSession(id).catch((error: unknown) => {
        log.error({ err: error }, 'stato del checkout non letto dal fornitore dei pagamenti');
        return null;
      });
      if (state?.paid && state.customerId && state.subscriptionId) {
        // The same id for every look, so that asking again applies nothing twice.
        await fulfilment.applyEvent('stripe', {
          id: `redirect:${id}`, created: now().getTime(), kind: 'checkout_completed', sessionId: id, userId: user.id,
          customerId: state.customerId, subscriptionId: state.subscriptionId, period: row.period,
        });
        row = await findSession(user.id, id);
      }
    }
    return { id: row.id, status: row.status, period: row.period, amountCents: Number(row.amount_cents), currency: row.currency };
  }

  async function findSession(userId: string, id: string) {
    const row = await db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('checkout_not_found', 404, MESSAGES.checkoutSessionNotFound);
    return row;
  }

  /** The billing portal of the student's customer; 404 with the spec's message when there is none. */
  async function openPortal(user: SessionUser): Promise<{ url: string }> {
    const subscription = await db.selectFrom('subscriptions').select(['customer_id', 'provider']).where('user_id', '=', user.id)
      .where('provider', '=', provider.name).orderBy('last_event_at', 'desc').executeTakeFirst();
    if (!subscription) throw new AppError('customer_not_found', 404, MESSAGES.portalCustomerNotFound);
    try {
      return await provider.createPortalSession(subscription.customer_id, `${webUrl}/profilo`);
    } catch (error) {
      if (error instanceof CustomerNotFoundError) throw new AppError('customer_not_found', 404, MESSAGES.portalCustomerNotFound);
      log.error({ err: error }, 'portale di fatturazione non aperto');
      throw new AppError('portal_failed', 502, MESSAGES.portalFailed);
    }
  }

  /**
   * Before an account is deleted: ends every subscription that still charges the student, so nobody
   * pays for an account that no longer exists. Throws (and the deletion stops) when the provider fails.
   */
  async function cancelSubscriptionsOf(userId: string): Promise<void> {
    const running = await db.selectFrom('subscriptions').select(['id', 'status']).where('user_id', '=', userId)
      .where('provider', '=', provider.name).execute();
    for (const subscription of running.filter((row) => !FINAL_STATES.has(row.status))) {
      try {
        await provider.cancelSubscription(subscription.id);
      } catch (error) {
        log.error({ err: error }, 'abbonamento non disdetto prima dell’eliminazione dell’account');
        throw new AppError('subscription_not_cancelled', 502, MESSAGES.portalFailed);
      }
    }
  }

  return { startCheckout, readCheckout, openPortal, cancelSubscriptionsOf };
}
