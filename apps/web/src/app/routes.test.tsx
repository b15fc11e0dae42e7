import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { UserType } from '../lib/user-type';
import { renderRoute } from '../testing/render-route';

describe('access rules of the route table', () => {
  test.each<[string, UserType | 'unregistered', string]>([
    ['/profilo', 'unregistered', '/complete-signup'],
    ['/lezioni', 'unregistered', '/complete-signup'],
    ['/checkoutyes', 'unregistered', '/complete-signup'],
    ['/login', 'unregistered', '/complete-signup'],
    ['/complete-signup', 'unregistered', '/complete-signup'],
    ['/complete-signup', 'normal', '/'],
    ['/complete-signup', 'lifetime', '/'],
    ['/signup', 'normal', '/signup'],
    ['/lezioni', 'anonymous', '/login'],
    ['/lezioni/declinazioni-latine', 'anonymous', '/login'],
    ['/checkoutyes', 'anonymous', '/login'],
    ['/checkoutno', 'anonymous', '/login'],
    ['/checkoutno/u123', 'anonymous', '/login'],
    ['/complete-signup', 'anonymous', '/login'],
    ['/profilo', 'anonymous', '/'],
    ['/login', 'normal', '/profilo'],
    ['/login', 'lifetime', '/profilo'],
    ['/login', 'anonymous', '/login'],
    ['/lezioni', 'normal', '/lezioni'],
    ['/lezioni/declinazioni-latine', 'premium', '/lezioni/declinazioni-latine'],
    ['/profilo', 'premium', '/profilo'],
    ['/pay', 'anonymous', '/pay'],
    ['/signup', 'anonymous', '/signup'],
  ])('%s as %s ends on %s', async (path, userType, expected) => {
    const { router } = renderRoute(path, userType);
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    await screen.findByRole('heading', { level: 1 });
  });
});

describe('guards while the session loads', () => {
  test('a guarded page waits for the session instead of sending the student away', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { router } = renderRoute('/profilo', 'normal', {
      routes: { 'GET /api/auth/get-session': () => new Promise((resolve) => (answer = resolve)) },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento...');
    expect(router.state.location.pathname).toBe('/profilo');
    answer({ status: 200, body: { user: { id: 'u-livia', email: 'livia@example.it', name: 'Livia', emailVerified: true }, session: { id: 's' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao Livia!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profilo');
  });

  test('when the server does not answer, nobody is redirected', async () => {
    const { router } = renderRoute('/lezioni', 'normal', {
      routes: { 'GET /api/auth/get-session': () => ({ status: 503, body: { error: { code: 'internal', message: '' } } }) },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Versio non risponde');
    expect(router.state.location.pathname).toBe('/lezioni');
  });

  test('the password-reset link opens /login even for a signed-in student', async () => {
    const { router } = renderRoute('/login?reset=tok123', 'normal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scegli una nuova password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('pages', () => {
  test('an unknown path shows the 404 page', async () => {
    renderRoute('/versione/perduta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ti sei perso!' })).toBeTruthy();
    expect(screen.getByText('Errore 404: pagina non trovata')).toBeTruthy();
    expect(screen.getByText(/filo di Arianna/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PAGINA INIZIALE' }).getAttribute('href')).toBe('/');
  });

  test.each(['/checkoutno', '/checkoutno/u123'])('%s shows the payment failure page', async (path) => {
    renderRoute(path, 'normal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mmm, qualcosa non ha funzionato!' })).toBeTruthy();
    expect(screen.getByText('Il tuo pagamento non è andato a buon fine.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Area personale' }).getAttribute('href')).toBe('/');
  });

  // Regression: /checkoutyes told a free student who never paid that plus was active.
  test('/checkoutyes without a completed payment does not say plus is active', async () => {
    renderRoute('/checkoutyes', 'normal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nessun pagamento completato' })).toBeTruthy();
    expect(screen.queryByText(/plus è attivo/)).toBeNull();
  });

  test('/terms has no navbar and no promo strip', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Condizioni generali di vendita' });
    expect(screen.queryByRole('navigation', { name: 'Navigazione principale' })).toBeNull();
    expect(screen.queryByText('Vieni a scoprire le nuove lezioni di Versio!')).toBeNull();
  });

  test.each<[string, UserType, string]>([
    ['/', 'anonymous', '/signup'],
    ['/', 'normal', '/lezioni'],
    ['/greco', 'lifetime', '/lezioni'],
  ])('on %s the promo strip for %s users links to %s', async (path, userType, target) => {
    renderRoute(path, userType);
    const promo = await screen.findByRole('link', { name: /Vieni a scoprire le nuove lezioni di Versio!/ });
    expect(promo.getAttribute('href')).toBe(target);
  });

  test.each<[UserType, string[]]>([
    ['anonymous', ['Piani', 'Lezioni', 'Accedi', 'Iscriviti gratis']],
    ['normal', ['Piani', 'Lezioni', 'Ave Livia']],
    ['premium', ['Lezioni', 'Ave Livia']],
  ])('the navbar of %s users shows %j', async (userType, labels) => {
    renderRoute('/', userType);
    const nav = await screen.findByRole('navigation', { name: 'Navigazione principale' });
    const links = [...nav.querySelectorAll('li a')].map((link) => link.textContent);
    expect(links).toEqual(labels);
  });
});
