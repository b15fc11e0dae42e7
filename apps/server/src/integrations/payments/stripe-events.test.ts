import type Stripe from 'stripe';
import { describe, expect, test } from 'vitest';
import { toPaymentEvent } from './stripe-events';

function event(type: string, object: Record<string, unknown>): Stripe.Event {
  return { id: 'evt_x', object: 'event', type, created: 1767225600, data: { object } } as unknown as Stripe.Event;
}

const AT = { id: 'evt_x', created: 1767225600000 };

describe('Stripe events in Versio\'s words', () => {
  test.each([
    ['checkout.session.completed', { id: 'cs_1', mode: 'subscription', payment_status: 'paid', client_reference_id: 'u1', customer: 'cus_1', subscription: 'sub_1', metadata: { userId: 'u1', period: 'annual' } },
      { kind: 'checkout_completed', sessionId: 'cs_1', userId: 'u1', customerId: 'cus_1', subscriptionId: 'sub_1', period: 'annual' }],
    ['checkout.session.completed', { id: 'cs_2', mode: 'subscription', payment_status: 'unpaid', customer: 'cus_1', subscription: 'sub_1' },
      { kind: 'ignored', type: 'checkout.session.completed' }],
    ['checkout.session.completed', { id: 'cs_3', mode: 'payment', payment_status: 'paid' }, { kind: 'ignored', type: 'checkout.session.completed' }],
    ['customer.subscription.updated', { id: 'sub_1', customer: 'cus_1', status: 'past_due', metadata: {}, items: { data: [{ current_period_end: 1769904000 }] } },
      { kind: 'subscription_changed', subscriptionId: 'sub_1', customerId: 'cus_1', userId: null, status: 'past_due', period: null, currentPeriodEnd: 1769904000000 }],
    ['customer.subscription.deleted', { id: 'sub_1', customer: { id: 'cus_1' }, status: 'active', metadata: { userId: 'u1' } },
      { kind: 'subscription_changed', subscriptionId: 'sub_1', customerId: 'cus_1', userId: 'u1', status: 'canceled', period: null, currentPeriodEnd: null }],
    ['invoice.paid', { customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1' } }, lines: { data: [{ period: { end: 1798761600 } }] } },
      { kind: 'invoice_paid', subscriptionId: 'sub_1', customerId: 'cus_1', periodEnd: 1798761600000 }],
    ['invoice.paid', { customer: 'cus_1', subscription: 'sub_old_api' }, { kind: 'invoice_paid', subscriptionId: 'sub_old_api', customerId: 'cus_1', periodEnd: null }],
    ['invoice.paid', { customer: 'cus_1', parent: null }, { kind: 'ignored', type: 'invoice.paid' }],
    ['invoice.payment_failed', { customer: 'cus_1', subscription: 'sub_1', next_payment_attempt: 1767830400 },
      { kind: 'payment_failed', subscriptionId: 'sub_1', customerId: 'cus_1', final: false }],
    ['invoice.payment_failed', { customer: 'cus_1', subscription: 'sub_1', next_payment_attempt: null },
      { kind: 'payment_failed', subscriptionId: 'sub_1', customerId: 'cus_1', final: true }],
    ['charge.refunded', { customer: 'cus_1', refunded: true }, { kind: 'refunded', customerId: 'cus_1', subscriptionId: null }],
    ['charge.refunded', { customer: 'cus_1', refunded: false }, { kind: 'ignored', type: 'charge.refunded' }],
    ['customer.created', { id: 'cus_1' }, { kind: 'ignored', type: 'customer.created' }],
  ])('%s %j', (type, object, expected) => {
    expect(toPaymentEvent(event(type, object))).toEqual({ ...AT, ...expected });
  });
});
