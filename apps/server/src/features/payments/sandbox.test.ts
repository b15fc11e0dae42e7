// The embedded sandbox end to end, as a student on a fresh clone goes through it (no Stripe configured).
import { afterEach, describe, expect, test } from 'vitest';
import type { TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { asCookie, createAccountsTestApp } from '../auth/auth-test-client';
import type { Session } from '../auth/auth-test-client';
import { readPlan, signUpVerified } from './payments-test-client';

const ORIGIN = 'http://localhost:3000';

describe.each(DIALECTS)('the sandbox checkout on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  // What the browser does: a cookie, and Origin on the page's form posts.
  const get = (session: Session, url: string) => t!.app.inject({ method: 'GET', url, headers: asCookie(session) });
  const submit = (session: Session, url: string) => t!.app.inject({
    method: 'POST', url, headers: { ...asCookie(session), origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
  });

  async function start(session: Session, isAnnual: boolean): Promise<{ id: string; url: string }> {
    const response = await t!.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { ...asCookie(session), origin: ORIGIN }, payload: { isAnnual } });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  test('pay: the page says no money moves, paying makes the student premium through the fulfilment, /checkoutyes can tell', async () => {
    t = await createAccountsTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const { id, url } = await start(livia, true);
    expect(url).toBe(`/api/sandbox/checkout/${id}`);
    const page = await get(livia, url);
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toContain('Ambiente di prova: nessun pagamento reale');
    expect(page.body).toContain('Paga 30,00\u00a0€');
    expect(page.body).toContain("all'anno · IVA inclusa");
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");

    const paid = await submit(livia, `${url}/pay`);
    expect([paid.statusCode, paid.headers.location]).toEqual([303, `/checkoutyes?session_id=${id}`]);
    const status = await get(livia, `/api/checkout-sessions/${id}`);
    expect(status.json()).toEqual({ id, status: 'complete', period: 'annual', amountCents: 3000, currency: 'EUR' });
    expect(await readPlan(t, livia)).toEqual({ type: 'premium', membership: 'annual', latinoCount: 30 });
    const events = await t.db.selectFrom('payment_events').select(['provider', 'type']).execute();
    expect(events).toEqual([{ provider: 'sandbox', type: 'checkout_completed' }]);

    // Paying twice (a double click, the back button) changes nothing more.
    expect((await submit(livia, `${url}/pay`)).statusCode).toBe(303);
    expect(await t.db.selectFrom('payment_events').select('id').execute()).toHaveLength(1);
    expect((await get(livia, url)).body).toContain('Questo pagamento non è più aperto');
  });

  test('the sandbox billing portal cancels the subscription: the student is normal again', async () => {
    t = await createAccountsTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const { url } = await start(livia, false);
    await submit(livia, `${url}/pay`);
    expect((await readPlan(t, livia)).membership).toBe('monthly');
    const portal = await t.app.inject({ method: 'POST', url: '/user/customer-portal', headers: { ...asCookie(livia), origin: ORIGIN } });
    expect(portal.json()).toEqual({ url: '/api/sandbox/portal' });
    const page = await get(livia, '/api/sandbox/portal');
    expect(page.body).toContain('Plus mensile: attivo');
    const cancelled = await submit(livia, '/api/sandbox/portal/cancel');
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, '/profilo']);
    expect(await readPlan(t, livia)).toEqual({ type: 'normal', membership: null, latinoCount: 5 });
  });

  test('cancel: back to /checkoutno, nothing granted, the session closed', async () => {
    t = await createAccountsTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const { id, url } = await start(livia, true);
    const cancelled = await submit(livia, `${url}/cancel`);
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, '/checkoutno']);
    expect((await get(livia, `/api/checkout-sessions/${id}`)).json().status).toBe('canceled');
    expect((await submit(livia, `${url}/pay`)).headers.location).toBe('/checkoutno');
    expect((await readPlan(t, livia)).type).toBe('normal');
  });

  test('another student cannot open, pay or cancel someone\'s session; a foreign page cannot post the form', async () => {
    t = await createAccountsTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const marco = await signUpVerified(t, 'marco@example.org');
    const { url } = await start(livia, true);
    expect((await get(marco, url)).statusCode).toBe(404);
    expect((await submit(marco, `${url}/pay`)).statusCode).toBe(404);
    const foreign = await t.app.inject({ method: 'POST', url: `${url}/pay`, headers: { ...asCookie(livia), origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(foreign.statusCode).toBe(403);
    expect([(await readPlan(t, livia)).type, (await readPlan(t, marco)).type]).toEqual(['normal', 'normal']);
  });

  test('a student who never subscribed gets the portal\'s 404', async () => {
    t = await createAccountsTestApp(dialect);
    const livia = await signUpVerified(t, 'livia@example.org');
    const response = await t.app.inject({ method: 'POST', url: '/user/customer-portal', headers: { ...asCookie(livia), origin: ORIGIN } });
    expect([response.statusCode, response.json().error.message]).toEqual([404, 'Cliente non trovato, Se hai acquistato plus contattaci']);
  });
});
