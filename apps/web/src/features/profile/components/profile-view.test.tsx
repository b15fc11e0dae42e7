import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { UserType } from '../../../lib/user-type';
import { createAccount, createAuthUser, createUserData, error, PLANS_BODY, type FakeAccount } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';
import { browser } from '../../../lib/browser';

function accountWith(type: UserType, data: Parameters<typeof createUserData>[0] = {}, verified = true): FakeAccount {
  return { user: createAuthUser({ emailVerified: verified }), userData: createUserData({ type: type === 'anonymous' ? 'normal' : type, ...data }) };
}

async function openEntry(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('heading', { level: 2, name });
}

describe('/profilo details', () => {
  test('lists the three entries and the details with Italian labels', async () => {
    renderRoute('/profilo', accountWith('normal', { nome: 'Livia Drusilla', scuola: 'pedagogico', anno: 0 }));
    const menu = await screen.findByRole('navigation', { name: 'Area personale' });
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['Profilo', 'Credito residuo', 'Gestisci abbonamento']);
    const values = [...document.querySelectorAll('.profile__details dd')].map((dd) => dd.textContent);
    expect(values.slice(0, 3)).toEqual(['Livia Drusilla', 'Liceo delle Scienze Umane (ex Pedagogico)', 'Altro']);
    expect(screen.getByText('Verificata')).toBeTruthy();
    expect(screen.queryByText('*Devi verificare la tua email')).toBeNull();
  });

  test('an unverified e-mail: notice, Ho verificato re-reads the session', async () => {
    const account = accountWith('normal', {}, false);
    const { server } = renderRoute('/profilo', account);
    expect(await screen.findByText('*Devi verificare la tua email')).toBeTruthy();
    account.user = createAuthUser({ emailVerified: true });
    fireEvent.click(screen.getByRole('button', { name: 'Ho verificato' }));
    expect(await screen.findByText('Verificata')).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/api/auth/get-session')).toHaveLength(2);
  });

  test('Invia nuova email di verifica: the notice disappears after 6 seconds', async () => {
    const { server } = renderRoute('/profilo', accountWith('normal', {}, false), {
      routes: { 'POST /api/auth/send-verification-email': () => ({ status: 200, body: { status: true } }) },
    });
    const button = await screen.findByRole('button', { name: 'Invia nuova email di verifica' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button);
    expect(await screen.findByText('Email inviata, controlla anche la posta indesiderata')).toBeTruthy();
    expect(server.bodiesOf('POST /api/auth/send-verification-email')).toEqual([{ email: 'livia@example.it', callbackURL: '/profilo' }]);
    act(() => vi.advanceTimersByTime(5900));
    expect(screen.queryByText('Email inviata, controlla anche la posta indesiderata')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Email inviata, controlla anche la posta indesiderata')).toBeNull();
  });

  test('coming from the signup, the verification notice shows', async () => {
    renderRoute({ pathname: '/profilo', state: { fromSignup: true } }, accountWith('normal', {}, false));
    expect((await screen.findByText(/Ti abbiamo inviato un’email all’indirizzo livia@example.it/)).textContent).toContain('verificare');
  });
});

describe('a verification link that failed', () => {
  test.each([
    [false, 'Il link non è valido o è scaduto: chiedine uno nuovo.'],
    [true, null],
  ])('verified %s → %s', async (verified, message) => {
    renderRoute('/profilo?error=TOKEN_EXPIRED', accountWith('normal', {}, verified));
    await screen.findByRole('heading', { level: 2, name: 'Profilo' });
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(message);
  });
});

describe('credit view', () => {
  test.each<[UserType, string[]]>([
    ['normal', ['5/5', '4/5', '3/3']],
    ['premium', ['5/30', '4/30', 'Illimitato']],
    ['lifetime', ['5/30', '4/30', 'Illimitato']],
  ])('%s: remaining over the plan allowance from /api/plans', async (type, counts) => {
    renderRoute('/profilo', accountWith(type));
    await openEntry('Credito residuo');
    expect([...document.querySelectorAll('.credit__counts dd')].map((dd) => dd.textContent)).toEqual(counts);
    // lastUpdate 15 January 2026 → next update a month later.
    expect(screen.getByText('15 febbraio 2026')).toBeTruthy();
  });

  test.each([
    ['answers', { status: 200, body: { latino_count: 2, greco_count: 1, last_update: { _seconds: 1771150000, _nanoseconds: 0 } } }, 'Limiti aggiornati correttamente'],
    ['answers nothing', { status: 200, body: null }, 'Dati non caricati correttamente'],
    ['fails', { status: 500, body: error('internal') }, "C'è qualcosa che non va"],
  ])('AGGIORNA when the server %s: %s', async (_case, reply, message) => {
    const { server } = renderRoute('/profilo', accountWith('normal'), { routes: { 'POST /limit/': () => reply } });
    await openEntry('Credito residuo');
    fireEvent.click(screen.getByRole('button', { name: 'AGGIORNA' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(server.bodiesOf('POST /limit/')).toEqual([{ lang: 'lat' }]);
    if (reply.status === 200 && reply.body) expect([...document.querySelectorAll('.credit__counts dd')].map((dd) => dd.textContent).slice(0, 2)).toEqual(['2/5', '1/5']);
  });
});

describe('subscription row and banner', () => {
  test('normal: sent to /pay, and the plus banner from /api/plans', async () => {
    renderRoute('/profilo', accountWith('normal'));
    await openEntry('Gestisci abbonamento');
    expect(screen.getByRole('link', { name: 'Scopri plus' }).getAttribute('href')).toBe('/pay');
    const banner = screen.getByRole('complementary', { name: 'Sblocca il piano plus' });
    expect(banner.textContent).toContain('Fino a 30 analisi di latino e greco al mese');
  });

  test('lifetime: one of the first 1000, no subscription needed, no banner', async () => {
    renderRoute('/profilo', accountWith('lifetime'));
    await openEntry('Gestisci abbonamento');
    expect(screen.getByText('Sei uno di primi 1000')).toBeTruthy();
    expect(screen.getByText(/non hai bisogno di nessun abbonamento/)).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Sblocca il piano plus' })).toBeNull();
  });

  test('lifetime: the number of seats comes from /api/plans', async () => {
    const plans = PLANS_BODY.plans.map((plan) => (plan.type === 'lifetime' ? { ...plan, seats: 500 } : plan));
    renderRoute('/profilo', accountWith('lifetime'), { routes: { 'GET /api/plans': () => ({ status: 200, body: { plans } }) } });
    await openEntry('Gestisci abbonamento');
    expect(screen.getByText('Sei uno di primi 500')).toBeTruthy();
  });

  test('premium: the billing portal\'s address is where the student goes', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderRoute('/profilo', accountWith('premium'), {
      routes: { 'POST /user/customer-portal': () => ({ status: 200, body: { url: 'https://billing.stripe.com/p/session/test_1' } }) },
    });
    await openEntry('Gestisci abbonamento');
    expect(screen.getByText(/Hai il piano/).textContent).toContain('Plus');
    fireEvent.click(screen.getByRole('button', { name: 'Vai al portale di fatturazione' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
  });

  test.each([
    [404, 'Cliente non trovato, Se hai acquistato plus contattaci'],
    [500, 'Errore inaspettato, per favore riprova più tardi'],
  ])('premium: the billing portal answering %i shows %s', async (status, message) => {
    const { server } = renderRoute('/profilo', accountWith('premium'), { routes: { 'POST /user/customer-portal': () => ({ status, body: error('x') }) } });
    await openEntry('Gestisci abbonamento');
    fireEvent.click(screen.getByRole('button', { name: 'Vai al portale di fatturazione' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(server.bodiesOf('POST /user/customer-portal')).toEqual([{}]);
  });
});

describe('Esci and account deletion', () => {
  test('Esci signs out, clears local storage and goes home', async () => {
    const { router, server } = renderRoute('/profilo', 'normal');
    localStorage.setItem('displayedAnalysis', '{}');
    fireEvent.click(await screen.findByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.bodiesOf('POST /api/auth/sign-out')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeTruthy();
  });

  test('the first click asks, the second deletes and signs out', async () => {
    const account = createAccount('normal');
    const { router, server } = renderRoute('/profilo', account, {
      routes: { 'POST /user/delete': () => {
        account.user = null;
        account.userData = null;
        return { status: 200, body: { deleted: true } };
      } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina account' }));
    expect(screen.getByText('Sei sicuro di voler eliminare il tuo account? Questa azione non può essere annullata.')).toBeTruthy();
    expect(server.bodiesOf('POST /user/delete')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Elimina definitivamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.bodiesOf('POST /user/delete')).toEqual([{ uid: 'u-livia' }]);
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeTruthy();
    expect(await screen.findByText('Il tuo account è stato eliminato, con tutti i tuoi dati. Ti abbiamo inviato un’email di conferma.')).toBeTruthy();
    // The notice is cleared once it is on screen, so a reload does not show it again.
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  test('the deletion buttons look destructive and unlike Annulla, which keeps the account', async () => {
    const { server } = renderRoute('/profilo', 'normal');
    const first = await screen.findByRole('button', { name: 'Elimina account' });
    expect(first.className).toBe('button button--danger-outline');
    fireEvent.click(first);
    expect(screen.getByRole('button', { name: 'Elimina definitivamente' }).className).toBe('button button--danger');
    expect(screen.getByRole('button', { name: 'Annulla' }).className).toBe('button button--secondary');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('button', { name: 'Elimina definitivamente' })).toBeNull();
    expect(server.bodiesOf('POST /user/delete')).toEqual([]);
  });

  test('a failed deletion shows the spec message and keeps the student here', async () => {
    const { router } = renderRoute('/profilo', 'normal', { routes: { 'POST /user/delete': () => ({ status: 401, body: error('unauthenticated') }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Elimina definitivamente' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Errore durante l'eliminazione dell'account. Prova a effettuare nuovamente l'accesso.");
    expect(router.state.location.pathname).toBe('/profilo');
  });
});
