import { describe, expect, test, vi } from 'vitest';
import { createAccount, installFakeServer } from '../../../testing/fake-server';
import { logOut, readAuthState, readSession, reloadSession, subscribeToSession, updateUserData } from './session-source';

describe('reloadSession', () => {
  test.each([
    ['anonymous', 'anonymous', { userType: 'anonymous', name: '' }],
    ['unregistered', 'signed-in', { userType: 'normal', name: 'Livia' }],
    ['normal', 'signed-in', { userType: 'normal', name: 'Livia' }],
    ['premium', 'signed-in', { userType: 'premium', name: 'Livia' }],
    ['lifetime', 'signed-in', { userType: 'lifetime', name: 'Livia' }],
  ] as const)('a %s visitor is %s, navbar %j', async (who, status, session) => {
    installFakeServer(createAccount(who));
    expect((await reloadSession()).status).toBe(status);
    expect(readSession()).toEqual(session);
  });

  test('a 404 on user/data means signed in but not registered', async () => {
    installFakeServer(createAccount('unregistered'));
    const state = await reloadSession();
    expect(state.status === 'signed-in' && state.userData).toBeNull();
  });

  test('a server failure on user/data is an error, not an unregistered user', async () => {
    const server = installFakeServer(createAccount('normal'));
    server.on('GET /user/data', () => ({ status: 500, body: { error: { code: 'internal', message: '' } } }));
    expect((await reloadSession()).status).toBe('error');
  });

  test('greets by the first word of the name', async () => {
    installFakeServer(createAccount('normal', 'Marco Tullio'));
    await reloadSession();
    expect(readSession().name).toBe('Marco');
  });

  test('returns the same navbar session while it does not change', async () => {
    installFakeServer(createAccount('normal'));
    await reloadSession();
    const first = readSession();
    updateUserData({ latinoCount: 1 });
    expect(readSession()).toBe(first);
  });
});

describe('subscribers and log out', () => {
  test('the first subscriber starts loading and is told when the session arrives', async () => {
    installFakeServer(createAccount('premium'));
    const onChange = vi.fn();
    const unsubscribe = subscribeToSession(onChange);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(readSession().userType).toBe('premium');
    unsubscribe();
  });

  test('log out clears local storage and signs out on the server', async () => {
    const server = installFakeServer(createAccount('normal'));
    await reloadSession();
    localStorage.setItem('inputText', 'Gallia est omnis divisa');
    await logOut();
    expect(localStorage.length).toBe(0);
    expect(server.bodiesOf('POST /api/auth/sign-out')).toHaveLength(1);
    expect(readAuthState().status).toBe('anonymous');
  });
});
