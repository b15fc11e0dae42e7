import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { error } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';

const session = (status: 'open' | 'complete' | 'canceled') => ({ id: 'cs_1', status, period: 'annual', amountCents: 3000, currency: 'EUR' });

describe('/checkoutyes asks the server before thanking anyone', () => {
  test('a completed payment: thanks, the way to the profile, and the session is read again', async () => {
    const { server } = renderRoute('/checkoutyes?session_id=cs_1', 'normal', {
      routes: { 'GET /api/checkout-sessions/cs_1': () => ({ status: 200, body: session('complete') }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grazie per aver scelto Versio!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Area personale' }).getAttribute('href')).toBe('/profilo');
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/api/auth/get-session')).toHaveLength(2));
  });

  test('a payment the webhook has not confirmed yet: wait, ask again, then thank', async () => {
    let asked = 0;
    renderRoute('/checkoutyes?session_id=cs_1', 'normal', {
      routes: { 'GET /api/checkout-sessions/cs_1': () => ({ status: 200, body: session(++asked > 1 ? 'complete' : 'open') }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento in attesa di conferma' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grazie per aver scelto Versio!' }, { timeout: 4000 })).toBeTruthy();
  });

  test.each([
    ['a cancelled session', '/checkoutyes?session_id=cs_1', { status: 200, body: session('canceled') }],
    ['an unknown session (or someone else\'s)', '/checkoutyes?session_id=cs_1', { status: 404, body: error('checkout_not_found') }],
    ['no session at all', '/checkoutyes', { status: 500, body: error('internal') }],
  ])('%s: no thanks, the plans instead', async (_case, path, reply) => {
    renderRoute(path, 'normal', { routes: { 'GET /api/checkout-sessions/cs_1': () => reply } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nessun pagamento completato' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri i piani' }).getAttribute('href')).toBe('/pay');
    expect(screen.queryByText('Grazie per aver scelto Versio!')).toBeNull();
  });
});
