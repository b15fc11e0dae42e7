import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createAuthUser, createUserData, error, type FakeAccount } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';

function withTerms(termsAccepted: boolean): FakeAccount {
  return { user: createAuthUser(), userData: createUserData({ termsAccepted }) };
}

async function ask() {
  await screen.findByRole('heading', { level: 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Chiedi a Versio' }));
}

describe('Chiedi a Versio: the account checks of the translate flow', () => {
  test('anonymous: the signup popup opens, Escape closes it', async () => {
    renderRoute('/');
    await ask();
    const dialog = await screen.findByRole('dialog', { name: 'Registrati' });
    expect(within(dialog).getByLabelText('Passaggio 1 di 2')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Chiudi' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('terms not accepted: both boxes are required', async () => {
    const { server } = renderRoute('/', withTerms(false));
    await screen.findByRole('link', { name: 'Ave Livia' });
    await ask();
    const dialog = await screen.findByRole('dialog', { name: 'Termini e condizioni' });
    fireEvent.click(within(dialog).getByLabelText('Accetto i Termini e Condizioni'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accetta e continua' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Accetta i termini per continuare');
    expect(server.bodiesOf('POST /user/terms-accepted')).toEqual([]);
  });

  test('accepting posts /user/terms-accepted, closes the popup and goes on with the request (an empty box: its notice)', async () => {
    const { server } = renderRoute('/', withTerms(false), { routes: { 'POST /user/terms-accepted': () => ({ status: 200, body: { termsAccepted: true } }) } });
    await screen.findByRole('link', { name: 'Ave Livia' });
    await ask();
    const dialog = await screen.findByRole('dialog', { name: 'Termini e condizioni' });
    fireEvent.click(within(dialog).getByLabelText('Accetto i Termini e Condizioni'));
    fireEvent.click(within(dialog).getByLabelText(/Acconsento al trattamento/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accetta e continua' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.bodiesOf('POST /user/terms-accepted')).toEqual([{}]);
    expect(await screen.findByText('Cosa vuoi chiedere a Versio?')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a failed acceptance asks to log out and in again', async () => {
    renderRoute('/', withTerms(false), { routes: { 'POST /user/terms-accepted': () => ({ status: 404, body: error('not_registered') }) } });
    await screen.findByRole('link', { name: 'Ave Livia' });
    await ask();
    const dialog = await screen.findByRole('dialog', { name: 'Termini e condizioni' });
    fireEvent.click(within(dialog).getByLabelText('Accetto i Termini e Condizioni'));
    fireEvent.click(within(dialog).getByLabelText(/Acconsento al trattamento/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accetta e continua' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Versio ti chiede di fare logout e login, oppure contattaci.');
  });

  test('signed in but not registered: sent to /complete-signup', async () => {
    const { router } = renderRoute('/', 'unregistered');
    await screen.findByRole('link', { name: 'Ave Livia' });
    await ask();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
  });

  test('while the session loads nothing opens', async () => {
    renderRoute('/', 'normal', { routes: { 'GET /api/auth/get-session': () => new Promise(() => undefined) } });
    await ask();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('terms already accepted: no popup', async () => {
    renderRoute('/greco', withTerms(true));
    await screen.findByRole('link', { name: 'Ave Livia' });
    await ask();
    expect(await screen.findByText('Cosa vuoi chiedere a Versio?')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
