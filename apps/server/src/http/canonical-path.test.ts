import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD, createAccountsTestApp, signUp } from '../features/auth/auth-test-client';
import { STRICT_AUTH_PATHS } from '../features/auth/auth.routes';
import type { TestApp } from '../test/app';
import { isCanonicalPath } from './canonical-path';
import { TEST_DIALECT } from '../test/db';

describe('isCanonicalPath', () => {
  test.each([
    '/', '/api/auth/sign-in/email', '/limit/', '/api/auth/sign-in/email?x=../y', '/api/paradigm/lat/rosa',
    '/assets/index-B4x9kQ2z.js', '/lezioni/3', '/file.name', '/..foo', '/foo..',
  ])('%s is canonical', (url) => {
    expect(isCanonicalPath(url)).toBe(true);
  });

  test.each([
    '/api/auth/./sign-in/email', '/api/auth/x/../sign-in/email', '/api/auth/%2e/sign-in/email',
    '/api/auth/x/%2E%2E/sign-in/email', '/api/auth/x/.%2e/sign-in/email', '/api/auth//sign-in/email',
    '//api/auth/sign-in/email', '/api/auth\\sign-in/email', '/api/auth%5csign-in/email', '/..', '/.',
    'http://versio.test/api/health', '*',
  ])('%s is not', (url) => {
    expect(isCanonicalPath(url)).toBe(false);
  });
});

/** A request sent over a real socket with its path exactly as written (fetch would normalise it). */
function send(port: number, method: string, path: string, body?: object): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = httpRequest({
      host: '127.0.0.1', port, method, path,
      headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const INVALID_PATH = {
  error: { code: 'invalid_path', message: 'Indirizzo non valido: togli "./", "../", le doppie barre e le barre rovesciate.' },
};

describe('the sign-in limit cannot be bypassed through dot segments (over a real HTTP server)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createAccountsTestApp(TEST_DIALECT, { AUTH_RATE_LIMIT_MAX: '3', PUBLIC_URL: 'http://127.0.0.1' });
    await signUp(t.app, 'livia@example.org');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.cleanup());

  const spellings = (path: string) => [
    `/api/auth/.${path}`, `/api/auth/x/..${path}`, `/api/auth/%2e${path}`, `/api/auth/%2E%2E/auth${path}`,
    `/api/auth/${path}`, `/api/auth${path.replace('/', '\\')}`, `//api/auth${path}`,
  ];

  test.each(STRICT_AUTH_PATHS)('POST %s spelt with ./, x/../, %%2e, doubled slashes or backslashes is refused before routing', async (path) => {
    for (const spelling of spellings(path)) {
      const response = await send(port, 'POST', spelling, { email: 'livia@example.org', password: PASSWORD });
      expect([spelling, response.status, response.json]).toEqual([spelling, 400, INVALID_PATH]);
    }
  });

  test('wrong passwords sent half through /./ are all counted: the right one is then refused on every spelling', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const path = attempt % 2 === 0 ? '/api/auth/sign-in/email' : '/api/auth/./sign-in/email';
      statuses.push((await send(port, 'POST', path, { email: 'livia@example.org', password: 'sbagliata' })).status);
    }
    expect(statuses).toEqual([401, 400, 401, 400, 401, 400, 429, 400]);
    for (const path of ['/api/auth/sign-in/email', '/api/auth/./sign-in/email', '/api/auth/x/../sign-in/email']) {
      const response = await send(port, 'POST', path, { email: 'livia@example.org', password: PASSWORD });
      expect([path, response.status]).toEqual([path, path.includes('.') ? 400 : 429]);
    }
  });
});
