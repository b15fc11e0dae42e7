// The sandbox checkout and billing portal (decision 031), registered only while Stripe is not
// configured. Paying hands the fulfilment the same event a Stripe webhook would, so everything after
// the payment runs the code that runs in production. Every page and action is the signed-in
// student's own: another student's session id answers 404.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { SANDBOX_BASE_PATH, sandboxCustomerId } from '../../integrations/payments/sandbox-provider';
import { MESSAGES } from '../../messages';
import type { RequireUser } from '../auth/session';
import type { Plans } from '../plans/plans';
import type { Fulfilment } from './fulfilment';
import { isEntitled } from './fulfilment';
import { renderCheckoutPage, renderClosedPage, renderPortalPage } from './sandbox-page';

type Options = { db: Db; plans: Plans; fulfilment: Fulfilment; requireUser: RequireUser };

// The pages' own small style sheet is inline; they load nothing else and post only to Versio.
const PAGE_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'form-action': ["'self'"] } },
};

export const sandboxRoutes: FastifyPluginAsync<Options> = async (app, { db, plans, fulfilment, requireUser }) => {
  // The pages' forms post with no fields; their bodies carry nothing to read.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  }
  const sendPage = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  async function findOwnSession(userId: string, id: string) {
    const session = await db.selectFrom('checkout_sessions').selectAll()
      .where('id', '=', id).where('user_id', '=', userId).where('provider', '=', 'sandbox').executeTakeFirst();
    if (!session) throw new AppError('checkout_not_found', 404, MESSAGES.checkoutSessionNotFound);
    return session;
  }

  app.get<{ Params: { id: string } }>(`${SANDBOX_BASE_PATH}/checkout/:id`, { schema: { hide: true }, helmet: PAGE_POLICY }, async (request, reply) => {
    const user = await requireUser(request);
    const session = await findOwnSession(user.id, request.params.id);
    if (session.status !== 'open') return sendPage(reply, renderClosedPage(MESSAGES.checkoutSessionClosed));
    return sendPage(reply, renderCheckoutPage({
      id: session.id, period: session.period, amountCents: Number(session.amount_cents), currency: session.currency,
      vatText: plans.premium.prices.vatText, email: user.email,
    }));
  });

  app.post<{ Params: { id: string } }>(`${SANDBOX_BASE_PATH}/checkout/:id/pay`, { schema: { hide: true } }, async (request, reply) => {
    const user = await requireUser(request);
    const session = await findOwnSession(user.id, request.params.id);
    if (session.status === 'canceled') return reply.redirect('/checkoutno', 303);
    if (session.status === 'open') {
      await fulfilment.applyEvent('sandbox', {
        id: `evt_sandbox_${randomUUID()}`, created: Date.now(), kind: 'checkout_completed', sessionId: session.id, userId: user.id,
        customerId: sandboxCustomerId(user.id), subscriptionId: `sub_sandbox_${randomUUID()}`, period: session.period,
      });
    }
    return reply.redirect(`/checkoutyes?session_id=${encodeURIComponent(session.id)}`, 303);
  });

  app.post<{ Params: { id: string } }>(`${SANDBOX_BASE_PATH}/checkout/:id/cancel`, { schema: { hide: true } }, async (request, reply) => {
    const user = await requireUser(request);
    const session = await findOwnSession(user.id, request.params.id);
    await db.updateTable('checkout_sessions').set({ status: 'canceled' }).where('id', '=', session.id).where('status', '=', 'open').execute();
    return reply.redirect('/checkoutno', 303);
  });

  const listSubscriptions = (userId: string) => db.selectFrom('subscriptions').select(['id', 'customer_id', 'period', 'status'])
    .where('user_id', '=', userId).where('provider', '=', 'sandbox').orderBy('last_event_at', 'desc').execute();

  app.get(`${SANDBOX_BASE_PATH}/portal`, { schema: { hide: true }, helmet: PAGE_POLICY }, async (request, reply) => {
    const user = await requireUser(request);
    const subscriptions = await listSubscriptions(user.id);
    return sendPage(reply, renderPortalPage(subscriptions.map((sub) => ({ period: sub.period, status: sub.status, active: isEntitled(sub.status) }))));
  });

  app.post(`${SANDBOX_BASE_PATH}/portal/cancel`, { schema: { hide: true } }, async (request, reply) => {
    const user = await requireUser(request);
    for (const sub of await listSubscriptions(user.id)) {
      if (!isEntitled(sub.status)) continue;
      await fulfilment.applyEvent('sandbox', {
        id: `evt_sandbox_${randomUUID()}`, created: Date.now(), kind: 'subscription_changed', subscriptionId: sub.id, customerId: sub.customer_id,
        userId: user.id, status: 'canceled', period: sub.period, currentPeriodEnd: null,
      });
    }
    return reply.redirect('/profilo', 303);
  });
};
