// For tests: Versio with Stripe pointed at the local Stripe test server, verified students, and
// webhook deliveries signed the way Stripe signs them.
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { DialectName } from '../../db/create-db';
import { getDialectName } from '../../db/create-db';
import { startStripeTestServer } from '../../integrations/payments/stripe-test-server';
import type { StripeTestServer } from '../../integrations/payments/stripe-test-server';
import type { TestApp } from '../../test/app';
import { createAccountsTestApp, signUpAndRegister } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes';

export const WEBHOOK_SECRET = 'whsec_versio_test_secret';

export type StripeTestApp = TestApp & { stripe: StripeTestServer };

export async function createStripeTestApp(dialect: DialectName, env: Record<string, string> = {}): Promise<StripeTestApp> {
  const stripe = await startStripeTestServer();
  const t = await createAccountsTestApp(dialect, {
    STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL: 'price_plus_annual',
    STRIPE_PRICE_MONTHLY: 'price_plus_monthly', STRIPE_API_URL: stripe.url, WEB_URL: 'http://versio.test', ...env,
  });
  return {
    ...t,
    stripe,
    cleanup: async () => {
      await t.cleanup();
      await stripe.close();
    },
  };
}

/** Marks the student's e-mail as verified, as the link in the verification e-mail does. */
export async function verifyEmail(t: TestApp, userId: string): Promise<void> {
  const verified = getDialectName(t.db) === 'postgres' ? true : 1;
  await t.db.updateTable('auth_user').set({ emailVerified: verified }).where('id', '=', userId).execute();
}

export async function signUpVerified(t: TestApp, email: string): Promise<Session> {
  const session = await signUpAndRegister(t.app, email);
  await verifyEmail(t, session.userId);
  return session;
}

type Delivery = { id?: string; created?: number; secret?: string; timestamp?: number };

let deliveries = 0;

/** POSTs a Stripe event to the webhook, signed with Stripe's scheme (or as the options say). */
export async function deliver(t: TestApp, type: string, object: Record<string, unknown>, options: Delivery = {}): Promise<LightMyRequestResponse> {
  deliveries += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${deliveries}`, object: 'event', api_version: '2025-10-29.clover', type,
    created: options.created ?? Math.floor(Date.now() / 1000), data: { object }, livemode: false,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return t.app.inject({
    method: 'POST', url: STRIPE_WEBHOOK_PATH, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/** The student's type and membership as GET user/data tells them. */
export async function readPlan(t: TestApp, session: Session): Promise<{ type: string; membership: string | null; latinoCount: number }> {
  const data = (await t.app.inject({ method: 'GET', url: '/user/data', headers: { authorization: `Bearer ${session.token}` } })).json();
  return { type: data.type, membership: data.membership, latinoCount: data.latinoCount };
}
