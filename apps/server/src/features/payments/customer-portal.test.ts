import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../test/db';
import { asBearer, asCookie } from '../auth/auth-test-client';
import { createStripeTestApp, deliver, signUpVerified } from './payments-test-client';
import type { StripeTestApp } from './payments-test-client';

describe.each(DIALECTS)('POST /user/customer-portal with Stripe on %s', (dialect) => {
  let t: StripeTestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('a premium student gets the billing portal of their Stripe customer, back to /profilo', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: asBearer(livia), payload: { isAnnual: false } })).json();
    t.stripe.completeSession(id, { customer: 'cus_livia', subscription: 'sub_livia' });
    await deliver(t, 'checkout.session.completed', t.stripe.sessions.get(id) as unknown as Record<string, unknown>);
    const response = await t.app.inject({ method: 'POST', url: '/user/customer-portal', headers: { ...asCookie(livia), origin: 'http://versio.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const portal = t.stripe.requests.at(-1);
    expect([portal?.path, Object.fromEntries(portal?.form ?? [])]).toEqual([
      '/v1/billing_portal/sessions', { customer: 'cus_livia', return_url: 'http://versio.test/profilo' },
    ]);
  });

  test.each([
    ['who never paid', false],
    ['whose customer Stripe no longer knows', true],
  ])('a student %s gets 404 \'Cliente non trovato, Se hai acquistato plus contattaci\'', async (_case, paidBefore) => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    if (paidBefore) {
      await t.db.insertInto('subscriptions').values({
        id: 'sub_gone', user_id: livia.userId, provider: 'stripe', customer_id: 'cus_deleted', period: 'annual', status: 'canceled',
        current_period_end: null, last_event_at: 1, updated_at: new Date().toISOString(),
      }).execute();
    }
    const response = await t.app.inject({ method: 'POST', url: '/user/customer-portal', headers: asBearer(livia) });
    expect([response.statusCode, response.json().error]).toEqual([404, { code: 'customer_not_found', message: 'Cliente non trovato, Se hai acquistato plus contattaci' }]);
  });

  test('anonymous: 401', async () => {
    t = await createStripeTestApp(dialect);
    expect((await t.app.inject({ method: 'POST', url: '/user/customer-portal' })).statusCode).toBe(401);
  });
});
