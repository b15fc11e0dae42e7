import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CustomerNotFoundError } from './payments';
import type { CheckoutRequest } from './payments';
import { createStripeProvider } from './stripe-provider';
import type { StripeProvider } from './stripe-provider';
import { startStripeTestServer } from './stripe-test-server';
import type { StripeTestServer } from './stripe-test-server';

const WEBHOOK_SECRET = 'whsec_versio_test';
const PRICES = { annual: 'price_plus_annual', monthly: 'price_plus_monthly' } as const;

const REQUEST: CheckoutRequest = {
  userId: 'u-livia', email: 'livia@example.org', period: 'annual', amountCents: 3000, currency: 'EUR', customerId: null,
  successUrl: 'http://localhost:3000/checkoutyes?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'http://localhost:3000/checkoutno',
};

describe('the Stripe adapter against a local server speaking Stripe\'s protocol', () => {
  let fake: StripeTestServer;
  let stripe: StripeProvider;
  beforeEach(async () => {
    fake = await startStripeTestServer();
    stripe = createStripeProvider({ secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiUrl: fake.url });
  });
  afterEach(async () => {
    await fake.close();
  });

  test.each([
    ['annual', 'price_plus_annual'],
    ['monthly', 'price_plus_monthly'],
  ] as const)('a %s checkout: one form-encoded POST /v1/checkout/sessions in subscription mode with %s and the Bearer key', async (period, price) => {
    const session = await stripe.createCheckoutSession({ ...REQUEST, period });
    expect(session).toEqual({ id: 'cs_test_0001', url: 'https://checkout.stripe.com/c/pay/cs_test_0001' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect([request?.method, request?.path, request?.headers.authorization, request?.headers['content-type']])
      .toEqual(['POST', '/v1/checkout/sessions', `Bearer ${fake.secretKey}`, 'application/x-www-form-urlencoded']);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][price]': price,
      'line_items[0][quantity]': '1',
      success_url: REQUEST.successUrl,
      cancel_url: REQUEST.cancelUrl,
      client_reference_id: 'u-livia',
      customer_email: 'livia@example.org',
      'metadata[userId]': 'u-livia',
      'metadata[period]': period,
      'subscription_data[metadata][userId]': 'u-livia',
      'subscription_data[metadata][period]': period,
      locale: 'it',
    });
  });

  test('a student who paid before keeps their Stripe customer', async () => {
    await stripe.createCheckoutSession({ ...REQUEST, customerId: 'cus_livia' });
    const form = fake.requests[0]?.form;
    expect([form?.get('customer'), form?.has('customer_email')]).toEqual(['cus_livia', false]);
  });

  test('the billing portal of a known customer returns Stripe\'s address; an unknown one is CustomerNotFoundError', async () => {
    fake.customers.add('cus_livia');
    expect(await stripe.createPortalSession('cus_livia', 'http://localhost:3000/profilo')).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//) });
    expect(Object.fromEntries(fake.requests[0]?.form ?? [])).toEqual({ customer: 'cus_livia', return_url: 'http://localhost:3000/profilo' });
    await expect(stripe.createPortalSession('cus_nobody', 'http://localhost:3000/profilo')).rejects.toBeInstanceOf(CustomerNotFoundError);
  });

  test('a checkout session is read back: open, then paid with its customer and subscription; unknown is null', async () => {
    const { id } = await stripe.createCheckoutSession(REQUEST);
    expect(await stripe.readCheckoutSession(id)).toEqual({ id, paid: false, userId: 'u-livia', customerId: null, subscriptionId: null });
    fake.completeSession(id, { customer: 'cus_livia', subscription: 'sub_livia' });
    expect(await stripe.readCheckoutSession(id)).toEqual({ id, paid: true, userId: 'u-livia', customerId: 'cus_livia', subscriptionId: 'sub_livia' });
    expect(await stripe.readCheckoutSession('cs_test_missing')).toBeNull();
  });

  test('a wrong secret key is refused by Stripe', async () => {
    const wrong = createStripeProvider({ secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiUrl: fake.url });
    await expect(wrong.createCheckoutSession(REQUEST)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('webhook signatures (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.payload")', () => {
  const stripe = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET, prices: PRICES });
  const payload = JSON.stringify({
    id: 'evt_1', object: 'event', type: 'customer.subscription.deleted', created: 1767225600,
    data: { object: { id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'canceled', metadata: { userId: 'u1', period: 'monthly' }, items: { data: [] } } },
  });
  const sign = (options: { secret?: string; timestamp?: number; body?: string } = {}) => Stripe.webhooks.generateTestHeaderString({
    payload: options.body ?? payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });

  test('a valid signature gives the event in Versio\'s words', () => {
    expect(stripe.readWebhook(Buffer.from(payload), sign())).toEqual({
      id: 'evt_1', created: 1767225600000, kind: 'subscription_changed', subscriptionId: 'sub_1', customerId: 'cus_1', userId: 'u1',
      status: 'canceled', period: 'monthly', currentPeriodEnd: null,
    });
  });

  test.each([
    ['a forged body', () => [Buffer.from(payload.replace('canceled', 'active')), sign()] as const],
    ['a stale timestamp (10 minutes old)', () => [Buffer.from(payload), sign({ timestamp: Math.floor(Date.now() / 1000) - 600 })] as const],
    ['the wrong secret', () => [Buffer.from(payload), sign({ secret: 'whsec_someone_else' })] as const],
    ['no signature', () => [Buffer.from(payload), undefined] as const],
    ['a signature of another scheme', () => [Buffer.from(payload), sign().replace('v1=', 'v0=')] as const],
  ])('%s is refused', (_case, make) => {
    const [body, header] = make();
    expect(() => stripe.readWebhook(body, header)).toThrow();
  });
});
