import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { createAuthUser, createUserData, error, PLANS_BODY, type FakeAccount } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';
import { REDIRECT_DELAY_MS } from '../hooks/use-checkout';

function account(type: 'normal' | 'premium' | 'lifetime', emailVerified = true): FakeAccount {
  return { user: createAuthUser({ emailVerified }), userData: createUserData({ type }) };
}

const plusCard = () => screen.getByRole('article', { name: 'Plus' });

describe('/pay', () => {
  test('the two cards: Gratis with its features, plus annual by default at 30 € with the note', async () => {
    renderRoute('/pay', account('normal'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Scegli il tuo piano' })).toBeTruthy();
    const free = await screen.findByRole('article', { name: 'Gratis' });
    expect(within(free).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Traduzioni illimitate', 'Fino a 5 analisi di latino e greco al mese',
    ]);
    expect(within(free).getByText('Il tuo piano attuale')).toBeTruthy();
    expect(within(plusCard()).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Traduzioni illimitate', 'Fino a 30 analisi di latino e greco al mese', 'Traduzione da foto: scatta e traduci',
      'Funzione dizionario', 'Accesso illimitato alle lezioni di latino',
    ]);
    expect(within(plusCard()).getByRole('tab', { name: 'ANNUALE' }).getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('.plan-card--plus .plan-card__price')?.textContent).toBe('30\u00a0€* all’anno');
    expect(within(plusCard()).getByText('IVA inclusa')).toBeTruthy();
    expect(screen.getByText("*Sì, come un'ora di ripetizioni.")).toBeTruthy();
  });

  test('MENSILE shows 2,99 € a month and no note; ANNUALE brings them back', async () => {
    renderRoute('/pay', account('normal'));
    fireEvent.click(await screen.findByRole('tab', { name: 'MENSILE' }));
    expect(document.querySelector('.plan-card--plus .plan-card__price')?.textContent).toBe('2,99\u00a0€ al mese');
    expect(screen.queryByText("*Sì, come un'ora di ripetizioni.")).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'ANNUALE' }));
    expect(screen.getByText("*Sì, come un'ora di ripetizioni.")).toBeTruthy();
  });

  test('every figure comes from /api/plans', async () => {
    const [free, plus, lifetime] = PLANS_BODY.plans;
    const plans = [
      { ...free, monthlyAnalyses: 7 },
      { ...plus, monthlyAnalyses: 40, prices: { annualCents: 3600, monthlyCents: 349, currency: 'EUR', vatText: 'IVA esclusa' } },
      lifetime,
    ];
    renderRoute('/pay', account('normal'), { routes: { 'GET /api/plans': () => ({ status: 200, body: { plans } }) } });
    expect(await screen.findByText('Fino a 7 analisi di latino e greco al mese')).toBeTruthy();
    expect(within(plusCard()).getByText('Fino a 40 analisi di latino e greco al mese')).toBeTruthy();
    expect(document.querySelector('.plan-card--plus .plan-card__price')?.textContent).toBe('36\u00a0€* all’anno');
    expect(within(plusCard()).getByText('IVA esclusa')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'MENSILE' }));
    expect(document.querySelector('.plan-card--plus .plan-card__price')?.textContent).toBe('3,49\u00a0€ al mese');
  });

  test.each([
    ['ANNUALE', true],
    ['MENSILE', false],
  ])('Sblocca plus on %s asks for a session with isAnnual %s and goes to its address', async (tab, isAnnual) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { server } = renderRoute('/pay', account('normal'), {
      routes: { 'POST /api/create-checkout-session': () => new Promise((resolve) => (answer = resolve)) },
    });
    fireEvent.click(await screen.findByRole('tab', { name: tab }));
    fireEvent.click(screen.getByRole('button', { name: 'Sblocca plus' }));
    const busy = await screen.findByRole('button', { name: 'Scelta giusta...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(server.bodiesOf('POST /api/create-checkout-session')).toEqual([{ isAnnual }]);
    await act(async () => answer({ status: 200, body: { id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' } }));
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
  });

  test('an anonymous visitor is told to sign in, then taken to /login; nothing is asked of the server', async () => {
    const { router, server } = renderRoute('/pay', 'anonymous');
    const unlock = await screen.findByRole('button', { name: 'Sblocca plus' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(unlock);
    expect((await screen.findByRole('alert')).textContent).toContain('Accedi per passare a plus!');
    expect(screen.queryByText('Il tuo piano attuale')).toBeNull();
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.bodiesOf('POST /api/create-checkout-session')).toEqual([]);
  });

  test.each([
    ['an unverified e-mail', 'Verifica la tua email per passare a plus!', account('normal', false)],
    ['a premium student', 'Sei già nella community di Versio!', account('premium')],
    ['a lifetime student', 'Sei già nella community di Versio!', account('lifetime')],
  ])('%s gets %s and stays on /pay', async (_case, message, who) => {
    const { router, server } = renderRoute('/pay', who);
    fireEvent.click(await screen.findByRole('button', { name: 'Sblocca plus' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(router.state.location.pathname).toBe('/pay');
    expect(server.bodiesOf('POST /api/create-checkout-session')).toEqual([]);
  });

  test.each([
    [{ status: 403, body: error('email_not_verified') }, 'Verifica la tua email per passare a plus!'],
    [{ status: 409, body: error('already_member') }, 'Sei già nella community di Versio!'],
    [{ status: 502, body: error('payments_unavailable') }, 'Errore, plus al momento non disponibile'],
  ])('the server refusing with %o shows %s; the banner can be dismissed', async (reply, message) => {
    renderRoute('/pay', account('normal'), { routes: { 'POST /api/create-checkout-session': () => reply } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sblocca plus' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('button', { name: 'Sblocca plus' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi avviso' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('while the student\'s data loads the button says Scelta giusta... and is disabled', async () => {
    renderRoute('/pay', account('normal'), { routes: { 'GET /api/auth/get-session': () => new Promise(() => undefined) } });
    const button = await screen.findByRole('button', { name: 'Scelta giusta...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
