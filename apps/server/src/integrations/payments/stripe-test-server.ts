// For tests: a local stand-in for Stripe's API, which cannot be reached from here. It speaks Stripe's
// HTTP protocol as the stripe library uses it: form-encoded POSTs authenticated by the Bearer secret
// key, JSON answers shaped like Stripe's objects, and Stripe's error bodies (401 for a wrong key,
// resource_missing for an unknown id). Only the calls Versio makes are answered.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; form: ReadonlyMap<string, string>; headers: IncomingMessage['headers'] };

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  livemode: false;
  created: number;
};

export type StripeTestServer = {
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** Customers Stripe knows (created when a session completes, or added by a test). */
  customers: Set<string>;
  /** Subscriptions Stripe is charging (created when a session completes); cancelling removes them. */
  subscriptions: Set<string>;
  /** What Stripe does when the student pays on its page. */
  completeSession(id: string, ids: { customer: string; subscription: string }): FakeCheckoutSession;
  close(): Promise<void>;
};

export async function startStripeTestServer(secretKey = 'sk_test_versio_fake'): Promise<StripeTestServer> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const customers = new Set<string>();
  const subscriptions = new Set<string>();
  let counter = 0;

  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push({ method: request.method ?? '', path, form, headers: request.headers });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(response, 401, stripeError('invalid_request_error', undefined, 'Invalid API Key provided: sk_****'));
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const missing = ['mode', 'success_url', 'line_items[0][price]'].find((key) => !form.get(key));
        if (missing) return send(response, 400, stripeError('invalid_request_error', 'parameter_missing', `Missing required param: ${missing}.`, missing));
        counter += 1;
        const id = `cs_test_${String(counter).padStart(4, '0')}`;
        const session: FakeCheckoutSession = {
          id, object: 'checkout.session', mode: form.get('mode') ?? '', status: 'open', payment_status: 'unpaid',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id') ?? null,
          customer: form.get('customer') ?? null,
          customer_email: form.get('customer_email') ?? null,
          subscription: null,
          metadata: readNested(form, 'metadata'),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        sessions.set(id, session);
        return send(response, 200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && sessionMatch) {
        const session = sessions.get(decodeURIComponent(sessionMatch[1] ?? ''));
        if (!session) return send(response, 404, stripeError('invalid_request_error', 'resource_missing', `No such checkout.session: '${sessionMatch[1]}'`, 'session'));
        return send(response, 200, session);
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const customer = form.get('customer') ?? '';
        if (!customers.has(customer)) return send(response, 400, stripeError('invalid_request_error', 'resource_missing', `No such customer: '${customer}'`, 'customer'));
        counter += 1;
        return send(response, 200, {
          id: `bps_test_${counter}`, object: 'billing_portal.session', customer, return_url: form.get('return_url') ?? null,
          url: `https://billing.stripe.com/p/session/test_${counter}`, livemode: false, created: Math.floor(Date.now() / 1000),
        });
      }
      const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (request.method === 'DELETE' && subscriptionMatch) {
        const id = decodeURIComponent(subscriptionMatch[1] ?? '');
        if (!subscriptions.delete(id)) return send(response, 404, stripeError('invalid_request_error', 'resource_missing', `No such subscription: '${id}'`, 'id'));
        return send(response, 200, { id, object: 'subscription', status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
      }
      return send(response, 404, stripeError('invalid_request_error', undefined, `Unrecognized request URL (${request.method}: ${path}).`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    sessions,
    customers,
    subscriptions,
    completeSession(id, ids) {
      const session = sessions.get(id);
      if (!session) throw new Error(`sessione ${id} sconosciuta`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer: ids.customer, subscription: ids.subscription });
      customers.add(ids.customer);
      subscriptions.add(ids.subscription);
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readForm(request: IncomingMessage): Promise<ReadonlyMap<string, string>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new Map(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))));
  });
}

/** `metadata[userId]=u1` → { userId: 'u1' }. */
function readNested(form: ReadonlyMap<string, string>, name: string): Record<string, string> {
  const entries = [...form].filter(([key]) => key.startsWith(`${name}[`)).map(([key, value]) => [key.slice(name.length + 1, -1), value]);
  return Object.fromEntries(entries) as Record<string, string>;
}

function stripeError(type: string, code: string | undefined, message: string, param?: string) {
  return { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_test_${Date.now()}` });
  response.end(JSON.stringify(body));
}
