import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createAccount, createAuthUser, error } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';

function fillLogin(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('/login', () => {
  test('shows the form, the reset link and the signup link', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Password dimenticata? Resettala qui' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrati' }).getAttribute('href')).toBe('/signup');
  });

  test.each([
    ['', ''],
    ['livia@example.it', ''],
    ['', 'Catullo84'],
  ])('email %j and password %j → Inserisci email e password', async (email, password) => {
    const { server } = renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Accedi' });
    fillLogin(email, password);
    expect((await screen.findByRole('alert')).textContent).toBe('Inserisci email e password');
    expect(server.bodiesOf('POST /api/auth/sign-in/email')).toEqual([]);
  });

  test.each([
    ['wrong_password', 401, 'Email o password errati.'],
    ['user_not_found', 404, 'Utente non trovato!'],
    ['too_many_requests', 429, 'Troppe richieste, riprova più tardi.'],
    ['invalid_credential', 401, 'Versio non ti riconosce'],
    ['missing_email', 400, 'Scrivi la tua email'],
    ['forbidden_origin', 403, 'Richiesta rifiutata: arriva da una pagina che non è di Versio. Apri Versio dal suo indirizzo e riprova.'],
    ['', 500, "Si è verificato un errore durante l'accesso."],
  ])('the server answering %s (%i) shows %s', async (code, status, message) => {
    renderRoute('/login', 'anonymous', { routes: { 'POST /api/auth/sign-in/email': () => ({ status, body: error(code) }) } });
    await screen.findByRole('heading', { level: 1, name: 'Accedi' });
    fillLogin('livia@example.it', 'Catullo84');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  test('a successful login goes to the home page, signed in', async () => {
    const account = createAccount('anonymous');
    const { router, server } = renderRoute('/login', account, {
      routes: {
        'POST /api/auth/sign-in/email': () => {
          Object.assign(account, createAccount('normal', 'Livia'));
          return { status: 200, body: { user: createAuthUser(), token: 't', redirect: false } };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Accedi' });
    fillLogin('livia@example.it', 'Catullo84');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Ave Livia' })).toBeTruthy();
    expect(server.bodiesOf('POST /api/auth/sign-in/email')).toEqual([{ email: 'livia@example.it', password: 'Catullo84' }]);
  });

  test('back from a failed Google sign-in shows the Google message', async () => {
    renderRoute('/login?errore=google');
    expect((await screen.findByRole('alert')).textContent).toBe("Errore nell'accesso con Google");
  });
});

describe('password reset', () => {
  test('reset-pass-1 needs the e-mail: Scrivi la tua email', async () => {
    renderRoute('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Password dimenticata? Resettala qui' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recupera credenziali' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Scrivi la tua email');
  });

  test('auth → reset-pass-1 → reset-pass-2 → back to the login', async () => {
    const { server } = renderRoute('/login', 'anonymous', { routes: { 'POST /api/auth/request-password-reset': () => ({ status: 200, body: { status: true } }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Password dimenticata? Resettala qui' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'livia@example.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recupera credenziali' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email inviata' })).toBeTruthy();
    expect(server.bodiesOf('POST /api/auth/request-password-reset')).toEqual([{ email: 'livia@example.it', redirectTo: '/login' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Torna al login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeTruthy();
  });

  test('a refused reset request shows the message in a red alert', async () => {
    renderRoute('/login', 'anonymous', { routes: { 'POST /api/auth/request-password-reset': () => ({ status: 429, body: error('rate_limited') }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Password dimenticata? Resettala qui' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'livia@example.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recupera credenziali' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Troppe richieste, riprova più tardi.');
  });

  test('the e-mail link sets the new password with its token', async () => {
    const { server, router } = renderRoute('/login?reset=tok-123', 'anonymous', { routes: { 'POST /api/auth/reset-password': () => ({ status: 200, body: { status: true } }) } });
    const field = await screen.findByLabelText('Nuova password');
    fireEvent.change(field, { target: { value: 'corta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password troppo debole, deve contenere almeno 6 caratteri');
    fireEvent.change(field, { target: { value: 'Lesbia-passer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('Password aggiornata: ora puoi accedere con la nuova password.')).toBeTruthy();
    expect(server.bodiesOf('POST /api/auth/reset-password')).toEqual([{ token: 'tok-123', newPassword: 'Lesbia-passer' }]);
    expect(router.state.location.search).toBe('');
  });

  test('a used or expired link says so', async () => {
    renderRoute('/login?reset=vecchio', 'anonymous', { routes: { 'POST /api/auth/reset-password': () => ({ status: 400, body: error('invalid_token') }) } });
    fireEvent.change(await screen.findByLabelText('Nuova password'), { target: { value: 'Lesbia-passer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Il link non è valido o è scaduto: chiedine uno nuovo.');
  });
});
