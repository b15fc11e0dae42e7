import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp } from '../test/app';
import type { TestApp } from '../test/app';
import { TEST_DIALECT } from '../test/db';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

async function start(env: Record<string, string> = {}) {
  t = await createTestApp(TEST_DIALECT, { WEB_DIST: '/nonexistent/versio-dist', ...env });
  return t.app;
}

describe('security headers on every answer', () => {
  test.each(['/api/health', '/api/site', '/pagina-che-non-esiste'])('GET %s', async (url) => {
    const app = await start();
    const response = await app.inject({ url });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
      expect(csp).toContain(directive);
    }
    // Over plain http (a phone on the LAN) neither HSTS nor upgrading requests may be asked for.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS and upgrade-insecure-requests only when the public address is https', async () => {
    const app = await start({ PUBLIC_URL: 'https://versio.app' });
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('compression of API answers', () => {
  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('a large JSON answer is sent with %s to a client that accepts it', async (encoding, decompress) => {
    const app = await start();
    const plain = await app.inject({ url: '/api/paradigm/lat/amo' });
    expect([plain.statusCode, plain.headers['content-encoding']]).toEqual([200, undefined]);
    expect(plain.body.length).toBeGreaterThan(1024);
    const compressed = await app.inject({ url: '/api/paradigm/lat/amo', headers: { 'accept-encoding': encoding } });
    expect([compressed.headers['content-encoding'], compressed.headers.vary]).toEqual([encoding, 'accept-encoding']);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(decompress(compressed.rawPayload).toString()).toBe(plain.body);
  });

  test('a small answer is sent as it is', async () => {
    const app = await start();
    const response = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the API documentation page', () => {
  test.each([
    ['outside production', { NODE_ENV: 'test' }, 200],
    ['in production', { NODE_ENV: 'production' }, 404],
    ['in production when API_DOCS=true', { NODE_ENV: 'production', API_DOCS: 'true' }, 200],
    ['outside production when API_DOCS=false', { NODE_ENV: 'development', API_DOCS: 'false' }, 404],
  ] as const)('%s: status ', async (_name, env, status) => {
    const app = await start(env);
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await app.inject({ url, headers: { accept: 'application/json' } });
      expect([url, response.statusCode]).toEqual([url, status]);
    }
  });
});
