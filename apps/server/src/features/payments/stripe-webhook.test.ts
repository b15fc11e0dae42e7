import Stripe from 'stripe';
import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../test/db';
import { asBearer } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { createStripeTestApp, deliver, readPlan, signUpVerified, WEBHOOK_SECRET } from './payments-test-client';
import type { StripeTestApp } from './payments-test-client';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes';

const T0 = 1_767_225_600; // 2026-01-01T00:00:00Z, in Stripe's seconds.

describe.each(DIALECTS)('Stripe webhooks on %s', (dialect) => {
  let t: StripeTestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  /** A student who opened an annual checkout; returns the session id. */
  async function startCheckout(session: Session): Promise<string> {
    const response = await t!.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: asBearer(session), payload: { isAnnual: true } });
    return response.json().id;
  }

  function completed(sessionId: string, userId: string) {
    return { id: sessionId, object: 'checkout.session', mode: 'subscription', payment_status: 'paid', status: 'complete', client_reference_id: userId,
      customer: 'cus_livia', subscription: 'sub_livia', metadata: { userId, period: 'annual' } };
  }

  const subscription = (status: string, userId: string) => ({
    id: 'sub_livia', object: 'subscription', customer: 'cus_livia', status, metadata: { userId, period: 'annual' }, items: { data: [{ current_period_end: T0 + 31_536_000 }] },
  });
  const invoice = (extra: Record<string, unknown> = {}) => ({
    id: 'in_1', object: 'invoice', customer: 'cus_livia', parent: { subscription_details: { subscription: 'sub_livia' } }, ...extra,
  });

  test('the subscription\'s life: completed → premium; invoice paid keeps it; a retried failure keeps it; the final failure ends it', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const sessionId = await startCheckout(livia);
    const done = await deliver(t, 'checkout.session.completed', completed(sessionId, livia.userId), { created: T0 });
    expect([done.statusCode, done.json()]).toEqual([200, { received: true, duplicate: false }]);
    expect(await readPlan(t, livia)).toEqual({ type: 'premium', membership: 'annual', latinoCount: 30 });
    const status = await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${sessionId}`, headers: asBearer(livia) });
    expect(status.json().status).toBe('complete');

    await deliver(t, 'invoice.paid', invoice({ lines: { data: [{ period: { end: T0 + 31_536_000 } }] } }), { created: T0 + 10 });
    expect((await readPlan(t, livia)).type).toBe('premium');
    await deliver(t, 'invoice.payment_failed', invoice({ next_payment_attempt: T0 + 86_400 }), { created: T0 + 20 });
    expect((await readPlan(t, livia)).type).toBe('premium');
    await deliver(t, 'invoice.payment_failed', invoice({ next_payment_attempt: null }), { created: T0 + 30 });
    expect(await readPlan(t, livia)).toEqual({ type: 'normal', membership: null, latinoCount: 5 });
    // Paid at last (the student updated the card in the portal): plus again.
    await deliver(t, 'invoice.paid', invoice(), { created: T0 + 40 });
    expect((await readPlan(t, livia)).type).toBe('premium');
  });

  test.each([
    ['customer.subscription.deleted', (userId: string) => subscription('canceled', userId)],
    ['customer.subscription.updated', (userId: string) => subscription('unpaid', userId)],
    ['charge.refunded', () => ({ id: 'ch_1', object: 'charge', customer: 'cus_livia', refunded: true })],
  ])('%s makes the student normal again', async (type, object) => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    await deliver(t, 'checkout.session.completed', completed(await startCheckout(livia), livia.userId), { created: T0 });
    await deliver(t, type, object(livia.userId), { created: T0 + 60 });
    expect(await readPlan(t, livia)).toEqual({ type: 'normal', membership: null, latinoCount: 5 });
  });

  test('the same event delivered twice is applied once', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const sessionId = await startCheckout(livia);
    const first = await deliver(t, 'checkout.session.completed', completed(sessionId, livia.userId), { id: 'evt_same', created: T0 });
    // The student spends an analysis; a repeated delivery must not give the month's credits back.
    await t.db.updateTable('user_credits').set({ latino_count: 29 }).where('user_id', '=', livia.userId).execute();
    await deliver(t, 'customer.subscription.deleted', subscription('canceled', livia.userId), { id: 'evt_later', created: T0 + 60 });
    const again = await deliver(t, 'checkout.session.completed', completed(sessionId, livia.userId), { id: 'evt_same', created: T0 });
    expect([first.json().duplicate, again.json().duplicate]).toEqual([false, true]);
    expect((await readPlan(t, livia)).type).toBe('normal');
    expect((await t.db.selectFrom('payment_events').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual(['evt_later', 'evt_same']);
  });

  test('out of order: the end of a subscription arriving before its start leaves the student normal', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const sessionId = await startCheckout(livia);
    await deliver(t, 'customer.subscription.deleted', subscription('canceled', livia.userId), { created: T0 + 3600 });
    await deliver(t, 'customer.subscription.created', subscription('active', livia.userId), { created: T0 });
    await deliver(t, 'checkout.session.completed', completed(sessionId, livia.userId), { created: T0 });
    await deliver(t, 'invoice.paid', invoice(), { created: T0 + 1 });
    expect((await readPlan(t, livia)).type).toBe('normal');
  });

  test('out of order: an old "past_due" after a newer "active" does not count; a newer one does', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    await deliver(t, 'checkout.session.completed', completed(await startCheckout(livia), livia.userId), { created: T0 });
    await deliver(t, 'customer.subscription.updated', subscription('unpaid', livia.userId), { created: T0 + 100 });
    await deliver(t, 'customer.subscription.updated', subscription('active', livia.userId), { created: T0 + 50 });
    expect((await readPlan(t, livia)).type).toBe('normal');
    await deliver(t, 'customer.subscription.updated', subscription('active', livia.userId), { created: T0 + 200 });
    expect((await readPlan(t, livia)).type).toBe('premium');
  });

  test('an "incomplete" created event in the same second as the completion does not undo it', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    await deliver(t, 'checkout.session.completed', completed(await startCheckout(livia), livia.userId), { created: T0 });
    await deliver(t, 'customer.subscription.created', subscription('incomplete', livia.userId), { created: T0 });
    expect((await readPlan(t, livia)).type).toBe('premium');
  });

  test('a lifetime student stays lifetime whatever Stripe says', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    await t.db.updateTable('user_profiles').set({ type: 'lifetime', membership: 'lifetime' }).where('user_id', '=', livia.userId).execute();
    await deliver(t, 'customer.subscription.updated', subscription('active', livia.userId), { created: T0 });
    await deliver(t, 'customer.subscription.deleted', subscription('canceled', livia.userId), { created: T0 + 1 });
    expect(await readPlan(t, livia)).toEqual({ type: 'lifetime', membership: 'lifetime', latinoCount: 5 });
  });

  test.each([
    ['a forged body', { tamper: true }],
    ['a stale timestamp', { timestamp: Math.floor(Date.now() / 1000) - 3600 }],
    ['the wrong secret', { secret: 'whsec_not_ours' }],
  ])('%s: 400 and nothing changes', async (_case, options) => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const sessionId = await startCheckout(livia);
    const payload = JSON.stringify({ id: 'evt_bad', object: 'event', type: 'checkout.session.completed', created: T0, data: { object: completed(sessionId, livia.userId) } });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload, secret: 'secret' in options ? options.secret : WEBHOOK_SECRET, timestamp: 'timestamp' in options ? options.timestamp : Math.floor(Date.now() / 1000),
    });
    const sent = 'tamper' in options ? payload.replace(livia.userId, 'u-intruder') : payload;
    const response = await t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: sent, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
    expect([response.statusCode, response.json().error]).toEqual([400, { code: 'invalid_signature', message: 'Firma del webhook non valida.' }]);
    expect((await readPlan(t, livia)).type).toBe('normal');
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
  });

  test('no signature header at all: 400', async () => {
    t = await createStripeTestApp(dialect);
    const response = await t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: '{"id":"evt_1"}', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });

  test('the webhook is exempt from the origin check by name: only the signature decides', async () => {
    t = await createStripeTestApp(dialect);
    const response = await t.app.inject({
      method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: '{}', headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'invalid_signature']);
  });
});
