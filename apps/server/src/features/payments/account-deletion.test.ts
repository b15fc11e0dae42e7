// A student who deletes the account must not go on paying for it.
import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../test/db';
import { asBearer } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { createStripeTestApp, deliver, signUpVerified } from './payments-test-client';
import type { StripeTestApp } from './payments-test-client';

describe.each(DIALECTS)('deleting a plus account on %s', (dialect) => {
  let t: StripeTestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  async function subscribe(session: Session): Promise<void> {
    const { id } = (await t!.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: asBearer(session), payload: { isAnnual: true } })).json();
    t!.stripe.completeSession(id, { customer: 'cus_livia', subscription: 'sub_livia' });
    await deliver(t!, 'checkout.session.completed', t!.stripe.sessions.get(id) as unknown as Record<string, unknown>);
  }

  test('cancels the Stripe subscription first, then removes the payment rows with the account', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    await subscribe(livia);
    const deleted = await t.app.inject({ method: 'POST', url: '/user/delete', headers: asBearer(livia), payload: { uid: livia.userId } });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { deleted: true }]);
    expect(t.stripe.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/v1/subscriptions/sub_livia']);
    expect(t.stripe.subscriptions.has('sub_livia')).toBe(false);
    expect(await t.db.selectFrom('subscriptions').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('checkout_sessions').selectAll().execute()).toEqual([]);
  });

  test('Stripe unreachable: 502, and the account stays until the subscription can be ended', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    await subscribe(livia);
    await t.stripe.close();
    const deleted = await t.app.inject({ method: 'POST', url: '/user/delete', headers: asBearer(livia), payload: { uid: livia.userId } });
    expect(deleted.statusCode).toBe(502);
    expect((await t.app.inject({ method: 'GET', url: '/user/data', headers: asBearer(livia) })).json().type).toBe('premium');
  });
});
