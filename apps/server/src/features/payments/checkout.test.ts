import { afterEach, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../test/db';
import { asBearer, asCookie, signUpAndRegister } from '../auth/auth-test-client';
import { createStripeTestApp, readPlan, signUpVerified } from './payments-test-client';
import type { StripeTestApp } from './payments-test-client';

const ORIGIN = { origin: 'http://versio.test' };

describe.each(DIALECTS)('POST /api/create-checkout-session with Stripe on %s', (dialect) => {
  let t: StripeTestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test.each([
    [true, 'annual', 'price_plus_annual', 3000],
    [false, 'monthly', 'price_plus_monthly', 299],
  ] as const)('isAnnual %s: a %s session with %s, %i cents recorded, back to /checkoutyes or /checkoutno', async (isAnnual, period, price, cents) => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { ...asCookie(livia), ...ORIGIN }, payload: { isAnnual } });
    expect([response.statusCode, response.json()]).toEqual([200, { id: 'cs_test_0001', url: 'https://checkout.stripe.com/c/pay/cs_test_0001' }]);
    const form = t.stripe.requests[0]?.form;
    expect([form?.get('line_items[0][price]'), form?.get('success_url'), form?.get('cancel_url'), form?.get('client_reference_id')])
      .toEqual([price, 'http://versio.test/checkoutyes?session_id={CHECKOUT_SESSION_ID}', 'http://versio.test/checkoutno', livia.userId]);
    const row = await t.db.selectFrom('checkout_sessions').selectAll().executeTakeFirstOrThrow();
    expect([row.user_id, row.provider, row.period, Number(row.amount_cents), row.currency, row.status]).toEqual([livia.userId, 'stripe', period, cents, 'EUR', 'open']);
  });

  test('the browser cannot name an amount or a price: unknown fields are refused', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    for (const payload of [{ isAnnual: true, amount: 1 }, { isAnnual: true, price: 'price_cheap' }, { isAnnual: 'yes' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: asBearer(livia), payload });
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'invalid_input']);
    }
    expect(t.stripe.requests).toEqual([]);
  });

  test('preconditions: anonymous 401, unverified e-mail 403, already premium or lifetime 409 — with the spec\'s messages, and Stripe never asked', async () => {
    t = await createStripeTestApp(dialect);
    const post = (headers: Record<string, string>) => t!.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers, payload: { isAnnual: true } });
    const anonymous = await post({});
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, { code: 'unauthenticated', message: 'Accedi per passare a plus!' }]);
    const unverified = await signUpAndRegister(t.app, 'marco@example.org');
    const notVerified = await post(asBearer(unverified));
    expect([notVerified.statusCode, notVerified.json().error]).toEqual([403, { code: 'email_not_verified', message: 'Verifica la tua email per passare a plus!' }]);
    for (const type of ['premium', 'lifetime'] as const) {
      const member = await signUpVerified(t, `${type}@example.org`);
      await t.db.updateTable('user_profiles').set({ type }).where('user_id', '=', member.userId).execute();
      const refused = await post(asBearer(member));
      expect([refused.statusCode, refused.json().error]).toEqual([409, { code: 'already_member', message: 'Sei già nella community di Versio!' }]);
    }
    expect(t.stripe.requests).toEqual([]);
  });

  test('a foreign page cannot start a checkout with the student\'s cookie', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const response = await t.app.inject({
      method: 'POST', url: '/api/create-checkout-session', headers: { ...asCookie(livia), origin: 'https://evil.example' }, payload: { isAnnual: true },
    });
    expect([response.statusCode, response.json().error.code]).toEqual([403, 'forbidden_origin']);
  });

  test('Stripe down: 502 with \'Errore, plus al momento non disponibile\'', async () => {
    t = await createStripeTestApp(dialect, { STRIPE_API_URL: 'http://127.0.0.1:9' });
    const livia = await signUpVerified(t, 'livia@example.org');
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: asBearer(livia), payload: { isAnnual: false } });
    expect([response.statusCode, response.json().error]).toEqual([502, { code: 'payments_unavailable', message: 'Errore, plus al momento non disponibile' }]);
  });

  test('back from Stripe before the webhook: the status call asks Stripe, fulfils once, and the student is premium', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: asBearer(livia), payload: { isAnnual: true } })).json();
    const status = () => t!.app.inject({ method: 'GET', url: `/api/checkout-sessions/${id}`, headers: asBearer(livia) });
    expect((await status()).json()).toEqual({ id, status: 'open', period: 'annual', amountCents: 3000, currency: 'EUR' });
    expect((await readPlan(t, livia)).type).toBe('normal');
    t.stripe.completeSession(id, { customer: 'cus_livia', subscription: 'sub_livia' });
    expect((await status()).json().status).toBe('complete');
    expect((await status()).json().status).toBe('complete');
    expect(await readPlan(t, livia)).toEqual({ type: 'premium', membership: 'annual', latinoCount: 30 });
    expect(await t.db.selectFrom('payment_events').select('id').execute()).toEqual([{ id: `redirect:${id}` }]);
  });

  test('a session is only its owner\'s: another student gets 404', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const marco = await signUpVerified(t, 'marco@example.org');
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: asBearer(livia), payload: { isAnnual: true } })).json();
    const response = await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${id}`, headers: asBearer(marco) });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'checkout_not_found']);
  });

  test('no sandbox beside Stripe', async () => {
    t = await createStripeTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/portal', headers: asBearer(livia) })).statusCode).toBe(404);
  });
});
