import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD, asCookie, createAccountsTestApp, signUpAndRegister } from '../features/auth/auth-test-client';
import type { Session } from '../features/auth/auth-test-client';
import type { TestApp } from '../test/app';
import { TEST_DIALECT } from '../test/db';

const FORBIDDEN_ORIGIN = {
  error: {
    code: 'forbidden_origin',
    message: 'Richiesta rifiutata: arriva da una pagina che non è di Versio. Apri Versio dal suo indirizzo e riprova.',
  },
};

// The server was started for http://localhost:3000, and is opened at other addresses too.
const ADDRESSES = ['localhost:3000', '127.0.0.1:3000', '192.168.1.20:3000', '[::1]:3000'];

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp(TEST_DIALECT, { PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(async () => t.cleanup());

function signUpAt(host: string, origin: string, email: string) {
  return t.app.inject({
    method: 'POST', url: '/api/auth/sign-up/email',
    headers: { host, origin },
    payload: { email, password: PASSWORD, name: 'Livia', callbackURL: '/profilo' },
  });
}

describe('sign-up and login work at whatever address the server is reached (same origin)', () => {
  test.each(ADDRESSES)('http://%s', async (host) => {
    const email = `studente-${host.replace(/\W/g, '')}@example.org`;
    const signedUp = await signUpAt(host, `http://${host}`, email);
    expect(signedUp.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST', url: '/api/auth/sign-in/email', headers: { host, origin: `http://${host}` }, payload: { email, password: PASSWORD },
    });
    expect([signedIn.statusCode, signedIn.json().user.email]).toEqual([200, email]);
  });

  test.each([
    ['a foreign site', '127.0.0.1:3000', 'http://evil.example'],
    ['another port of the same host', '127.0.0.1:3000', 'http://127.0.0.1:4000'],
    ['https claimed for an http request', '192.168.1.20:3000', 'https://192.168.1.20:3000'],
    ['the LAN address posting to localhost', 'localhost:3000', 'http://192.168.1.20:3000'],
  ])('%s is refused, and the answer says why', async (_name, host, origin) => {
    const response = await signUpAt(host, origin, 'intruso@example.org');
    expect([response.statusCode, response.json()]).toEqual([403, FORBIDDEN_ORIGIN]);
  });
});

describe("Versio's own state-changing routes check the origin too", () => {
  let livia: Session;
  beforeAll(async () => {
    livia = await signUpAndRegister(t.app, 'terms@example.org');
  });

  async function termsAccepted(): Promise<boolean> {
    const data = await t.app.inject({ method: 'GET', url: '/user/data', headers: asCookie(livia) });
    return data.json().termsAccepted as boolean;
  }

  test('a foreign page posting with the student\'s cookie is refused and changes nothing', async () => {
    for (const headers of [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/user/terms-accepted', headers: { ...asCookie(livia), ...headers } });
      expect([response.statusCode, response.json()]).toEqual([403, FORBIDDEN_ORIGIN]);
    }
    expect(await termsAccepted()).toBe(false);
  });

  test.each([
    ['the same origin', { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000', 'sec-fetch-site': 'same-origin' }],
    ['a program that names no origin (curl, an app with a bearer token)', {}],
  ])('%s is accepted', async (_name, headers) => {
    const response = await t.app.inject({ method: 'POST', url: '/user/terms-accepted', headers: { ...asCookie(livia), ...headers } });
    expect(response.statusCode).toBe(200);
    expect(await termsAccepted()).toBe(true);
  });

  test('every state-changing route of the API refuses a foreign origin before its handler', async () => {
    await t.app.ready();
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x')] as const));
    const auth = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-out', '/api/auth/update-user'];
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const [method, url] of [...routes, ...auth.map((path) => ['POST', path] as const)]) {
      const response = await t.app.inject({ method, url, headers: { ...asCookie(livia), origin: 'http://evil.example' }, payload: {} });
      expect([method, url, response.statusCode, response.json().error.code]).toEqual([method, url, 403, 'forbidden_origin']);
    }
  });
});
