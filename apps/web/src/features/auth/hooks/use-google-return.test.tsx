import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createAccount } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';

describe('back from Google (/?accesso=google)', () => {
  test('registered → home', async () => {
    const { router, server } = renderRoute('/?accesso=google', 'normal');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    expect(server.bodiesOf('POST /user/complete-signup')).toEqual([]);
  });

  test('not registered, nothing pending → needs_registration → /complete-signup', async () => {
    const { router, server } = renderRoute('/?accesso=google', 'unregistered', {
      routes: { 'POST /user/complete-signup': () => ({ status: 200, body: { status: 'needs_registration' } }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
    expect(server.bodiesOf('POST /user/complete-signup')).toEqual([{ user_uid: 'u-livia' }]);
  });

  test('step 1 answered before leaving → registered with it → profile (registration_complete)', async () => {
    sessionStorage.setItem('versio.pendingRegistration', JSON.stringify({ nome: 'Marco Tullio', scuola: 'classico', anno: 4 }));
    const { router, server } = renderRoute('/?accesso=google', createAccount('unregistered'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilo'));
    expect(router.state.location.state).toEqual({ fromSignup: true });
    expect(server.bodiesOf('POST /user/data')).toEqual([{ user_uid: 'u-livia', nome: 'Marco Tullio', scuola: 'classico', anno: 4, phoneNumber: '' }]);
    expect(sessionStorage.getItem('versio.pendingRegistration')).toBeNull();
  });

  test('no session after the provider → the login page with the Google message', async () => {
    const { router } = renderRoute('/?accesso=google');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?errore=google');
  });
});
