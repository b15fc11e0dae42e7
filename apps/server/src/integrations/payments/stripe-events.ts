// Stripe's events in Versio's words (payments.ts). Objects are read field by field rather than
// through the library's types, because their shape moves between API versions (an invoice's
// subscription is `invoice.subscription` in older versions, `invoice.parent.subscription_details`
// in newer ones; a subscription's period end moved onto its items).
import type Stripe from 'stripe';
import { isBillingPeriod } from './payments';
import type { PaymentEvent } from './payments';

type Fields = Readonly<Record<string, unknown>>;

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, created: event.created * 1000 };
  const object = event.data.object as unknown as Fields;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A delayed payment method completes the session unpaid; its async_payment_succeeded comes later.
      if (object.mode !== 'subscription' || object.payment_status === 'unpaid') return { ...base, kind: 'ignored', type: event.type };
      const metadata = readRecord(object.metadata);
      return {
        ...base,
        kind: 'checkout_completed',
        sessionId: String(object.id),
        userId: readString(object.client_reference_id) ?? readString(metadata.userId),
        customerId: readId(object.customer) ?? '',
        subscriptionId: readId(object.subscription) ?? '',
        period: isBillingPeriod(metadata.period) ? metadata.period : null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const metadata = readRecord(object.metadata);
      return {
        ...base,
        kind: 'subscription_changed',
        subscriptionId: String(object.id),
        customerId: readId(object.customer) ?? '',
        userId: readString(metadata.userId),
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : String(object.status),
        period: isBillingPeriod(metadata.period) ? metadata.period : null,
        currentPeriodEnd: readPeriodEnd(object),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = readInvoiceSubscription(object);
      if (!subscriptionId) return { ...base, kind: 'ignored', type: event.type };
      const customerId = readId(object.customer) ?? '';
      if (event.type === 'invoice.paid') return { ...base, kind: 'invoice_paid', subscriptionId, customerId, periodEnd: readInvoicePeriodEnd(object) };
      // Stripe retries a failed renewal on its schedule; no next attempt means it has given up.
      return { ...base, kind: 'payment_failed', subscriptionId, customerId, final: object.next_payment_attempt === null };
    }
    case 'charge.refunded': {
      // Only a full refund takes plus away; a partial one is a gesture, not a cancellation.
      if (object.refunded !== true) return { ...base, kind: 'ignored', type: event.type };
      return { ...base, kind: 'refunded', customerId: readId(object.customer) ?? '', subscriptionId: null };
    }
    default:
      return { ...base, kind: 'ignored', type: event.type };
  }
}

function readRecord(value: unknown): Fields {
  return typeof value === 'object' && value !== null ? (value as Fields) : {};
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** An expandable field: the id, or the expanded object's id. */
function readId(value: unknown): string | null {
  return readString(value) ?? readString(readRecord(value).id);
}

function readInvoiceSubscription(invoice: Fields): string | null {
  const details = readRecord(readRecord(invoice.parent).subscription_details);
  return readId(details.subscription) ?? readId(invoice.subscription);
}

function readPeriodEnd(subscription: Fields): number | null {
  const items = readRecord(subscription.items).data;
  const first = Array.isArray(items) ? readRecord(items[0]) : {};
  const end = first.current_period_end ?? subscription.current_period_end;
  return typeof end === 'number' ? end * 1000 : null;
}

function readInvoicePeriodEnd(invoice: Fields): number | null {
  const lines = readRecord(invoice.lines).data;
  const period = Array.isArray(lines) ? readRecord(readRecord(lines[0]).period) : {};
  return typeof period.end === 'number' ? period.end * 1000 : null;
}
