// The one place where payments change what a student may do. Both the Stripe webhook and the
// sandbox checkout hand it provider-neutral events (integrations/payments/payments.ts); each event is
// applied once (its id is recorded in payment_events inside the same transaction), and an event older
// than the last one applied to a subscription never overrides it, so deliveries may repeat and arrive
// in any order. The student's plan follows their subscriptions: premium while one is entitled, normal
// otherwise; lifetime students are never changed (decision 031).
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db';
import type { BillingPeriod, Database, PaymentProviderName, UserType } from '../../db/database';
import type { PaymentEvent } from '../../integrations/payments/payments';
import { getMonthlyAllowance } from '../plans/plans';
import type { Plans } from '../plans/plans';

/** States in which the student keeps plus: past_due while the provider still retries the payment. */
const ENTITLED = new Set(['active', 'trialing', 'past_due']);
/** A subscription in these states never comes back (Stripe cannot reactivate it). */
const FINAL = new Set(['canceled', 'incomplete_expired']);

export type Fulfilment = ReturnType<typeof createFulfilment>;

type Trx = Transaction<Database>;

type SubscriptionChange = {
  id: string;
  userId: string | null;
  customerId: string;
  provider: PaymentProviderName;
  status: string;
  period: BillingPeriod | null;
  periodEnd: number | null;
  at: number;
};

export function createFulfilment({ db, plans, now = () => new Date() }: { db: Db; plans: Plans; now?: () => Date }) {
  /** Applies one event; 'duplicate' when its id was applied before (nothing changes then). */
  async function applyEvent(provider: PaymentProviderName, event: PaymentEvent): Promise<'applied' | 'duplicate'> {
    return db.transaction().execute(async (trx) => {
      const fresh = await trx.insertInto('payment_events')
        .values({ id: event.id, provider, type: event.kind, received_at: now().toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!fresh) return 'duplicate';
      const users = await applyToSubscriptions(trx, provider, event);
      for (const userId of users) await syncUserType(trx, userId);
      return 'applied';
    });
  }

  /** The students whose subscriptions the event touched. */
  async function applyToSubscriptions(trx: Trx, provider: PaymentProviderName, event: PaymentEvent): Promise<string[]> {
    switch (event.kind) {
      case 'checkout_completed': {
        const session = await trx.selectFrom('checkout_sessions').select(['user_id', 'period']).where('id', '=', event.sessionId).executeTakeFirst();
        await trx.updateTable('checkout_sessions').set({ status: 'complete', completed_at: now().toISOString() })
          .where('id', '=', event.sessionId).where('status', '!=', 'complete').execute();
        return changeSubscription(trx, {
          id: event.subscriptionId, userId: session?.user_id ?? event.userId, customerId: event.customerId, provider,
          status: 'active', period: session?.period ?? event.period, periodEnd: null, at: event.created,
        });
      }
      case 'subscription_changed':
        return changeSubscription(trx, {
          id: event.subscriptionId, userId: event.userId, customerId: event.customerId, provider,
          status: event.status, period: event.period, periodEnd: event.currentPeriodEnd, at: event.created,
        });
      case 'invoice_paid':
        return changeSubscription(trx, {
          id: event.subscriptionId, userId: null, customerId: event.customerId, provider, status: 'active', period: null, periodEnd: event.periodEnd, at: event.created,
        });
      case 'payment_failed':
        return changeSubscription(trx, {
          id: event.subscriptionId, userId: null, customerId: event.customerId, provider,
          status: event.final ? 'unpaid' : 'past_due', period: null, periodEnd: null, at: event.created,
        });
      case 'refunded': {
        const ids = event.subscriptionId
          ? [event.subscriptionId]
          : (await trx.selectFrom('subscriptions').select('id').where('customer_id', '=', event.customerId).execute()).map((row) => row.id);
        const users: string[] = [];
        for (const id of ids) {
          users.push(...await changeSubscription(trx, {
            id, userId: null, customerId: event.customerId, provider, status: 'refunded', period: null, periodEnd: null, at: event.created,
          }));
        }
        return users;
      }
      case 'ignored':
        return [];
    }
  }

  /**
   * Records what an event says about one subscription. The state changes by one conditional UPDATE
   * ("… where last_event_at <= the event's time and the state is not final"), so of two events racing
   * on PostgreSQL the older one can never win.
   */
  async function changeSubscription(trx: Trx, change: SubscriptionChange): Promise<string[]> {
    const periodEnd = change.periodEnd === null ? null : new Date(change.periodEnd).toISOString();
    const updatedAt = now().toISOString();
    let inserted = false;
    // An event about a subscription Versio never saw, with no student named, has nothing to attach to.
    if (change.userId && await isRegistered(trx, change.userId)) {
      inserted = await trx.insertInto('subscriptions').values({
        id: change.id, user_id: change.userId, provider: change.provider, customer_id: change.customerId, period: change.period,
        status: change.status, current_period_end: periodEnd, last_event_at: change.at, updated_at: updatedAt,
      }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst() !== undefined;
    }
    // Stripe creates a subscription 'incomplete' and completes it within the same second: never go back.
    if (!inserted && change.status !== 'incomplete') {
      await trx.updateTable('subscriptions')
        .set((eb) => ({
          status: change.status,
          last_event_at: change.at,
          current_period_end: periodEnd ?? eb.ref('current_period_end'),
          updated_at: updatedAt,
        }))
        .where('id', '=', change.id)
        .where('last_event_at', '<=', change.at)
        .where('status', 'not in', [...FINAL])
        .execute();
    }
    if (change.period) {
      await trx.updateTable('subscriptions').set({ period: change.period }).where('id', '=', change.id).where('period', 'is', null).execute();
    }
    const row = await trx.selectFrom('subscriptions').select('user_id').where('id', '=', change.id).executeTakeFirst();
    return row ? [row.user_id] : [];
  }

  /** premium while one of the student's subscriptions is entitled, normal otherwise; lifetime stays. */
  async function syncUserType(trx: Trx, userId: string): Promise<void> {
    const profile = await trx.selectFrom('user_profiles').select('type').where('user_id', '=', userId).executeTakeFirst();
    if (!profile || profile.type === 'lifetime') return;
    const subscriptions = await trx.selectFrom('subscriptions').select(['status', 'period']).where('user_id', '=', userId)
      .orderBy('last_event_at', 'desc').execute();
    const entitled = subscriptions.find((row) => ENTITLED.has(row.status));
    const next: UserType = entitled ? 'premium' : 'normal';
    const membership = entitled?.period ?? null;
    await trx.updateTable('user_profiles').set({ type: next, membership }).where('user_id', '=', userId).execute();
    if (next === profile.type) return;
    // A change of plan starts a new month of credits with the new plan's allowance.
    const allowance = getMonthlyAllowance(plans[next]);
    await trx.updateTable('user_credits').set({
      latino_count: allowance.latino, greco_count: allowance.greco, camera_count: allowance.camera, last_update: now().toISOString(),
    }).where('user_id', '=', userId).execute();
  }

  async function isRegistered(trx: Trx, userId: string): Promise<boolean> {
    return (await trx.selectFrom('user_profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
  }

  return { applyEvent };
}

/** Whether a subscription in this state gives plus. */
export function isEntitled(status: string): boolean {
  return ENTITLED.has(status);
}
