import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../test/app';
import type { TestApp } from '../test/app';
import { registerWebApp } from './web-app';
import { TEST_DIALECT } from '../test/db';

const INDEX = '<!doctype html><html lang="it"><title>Versio</title><div id="root"></div></html>';
const SCRIPT = 'console.log("Versio");';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

// A stand-in for Vite's output: index.html, hashed assets, and non-hashed public files.
function writeDist(folder: string): void {
  mkdirSync(join(folder, 'assets'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), INDEX);
  writeFileSync(join(folder, 'assets', 'index-B4x9kQ2z.js'), SCRIPT);
  writeFileSync(join(folder, 'assets', 'index-B4x9kQ2z.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(folder, 'assets', 'index-Dm3fT7aa.css'), 'body{margin:0}');
  writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('serving the web build in production', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'versio-dist-'));
    writeDist(dist);
    t = await createTestApp(TEST_DIALECT, { NODE_ENV: 'production', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  test.each([
    ['/assets/index-B4x9kQ2z.js', 'application/javascript; charset=utf-8', IMMUTABLE, SCRIPT],
    ['/assets/index-Dm3fT7aa.css', 'text/css; charset=utf-8', IMMUTABLE, 'body{margin:0}'],
    ['/favicon.svg', 'image/svg+xml', 'no-cache', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['/', 'text/html; charset=utf-8', 'no-cache', INDEX],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache', INDEX],
  ])('GET %s is served as %s with Cache-Control %s', async (url, type, cache, body) => {
    const response = await t.app.inject({ url, headers: { accept: '*/*' } });
    expect([response.statusCode, response.headers['content-type'], response.headers['cache-control'], response.body])
      .toEqual([200, type, cache, body]);
  });

  test('a pre-compressed asset is sent gzipped to browsers that accept it', async () => {
    const response = await t.app.inject({ url: '/assets/index-B4x9kQ2z.js', headers: { 'accept-encoding': 'gzip' } });
    expect([response.statusCode, response.headers['content-encoding'], response.headers['content-type'],
      response.headers['cache-control'], gunzipSync(response.rawPayload).toString()])
      .toEqual([200, 'gzip', 'application/javascript; charset=utf-8', IMMUTABLE, SCRIPT]);
  });

  test.each(['/profilo', '/lezioni/abc', '/greco', '/pagina-che-non-esiste', '/checkoutno/u1?x=1'])(
    'a page navigation to %s gets index.html, revalidated',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: PAGE } });
      expect([response.statusCode, response.headers['content-type'], response.headers['cache-control'], response.body])
        .toEqual([200, 'text/html; charset=utf-8', 'no-cache', INDEX]);
    },
  );

  test.each([
    ['GET', '/assets/index-missing.js', '*/*'],
    ['GET', '/assets/index-missing.js', PAGE],
    ['GET', '/api/nothing-here', PAGE],
    ['GET', '/profilo', 'application/json'],
    ['POST', '/profilo', PAGE],
    ['DELETE', '/history', 'application/json'],
  ])('%s %s (accept %s) gets a JSON 404', async (method, url, accept) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: { accept } });
    expect([response.statusCode, response.json()]).toEqual([
      404, { error: { code: 'not_found', message: 'Errore 404: risorsa non trovata.' } },
    ]);
  });

  test('API routes still win over the web build', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { accept: PAGE } });
    expect([response.statusCode, response.json().status]).toEqual([200, 'ok']);
  });
});

describe('the web build outside production', () => {
  test('is not served by the API process (Vite serves it in development)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'versio-dist-'));
    writeDist(dist);
    const t = await createTestApp(TEST_DIALECT, { NODE_ENV: 'development', WEB_DIST: dist, LOG_LEVEL: 'silent' });
    try {
      const response = await t.app.inject({ url: '/profilo', headers: { accept: PAGE } });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.cleanup();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('registerWebApp', () => {
  test('without index.html it serves nothing and says why in the log', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    try {
      expect(await registerWebApp(app, '/nonexistent/versio-dist')).toBe(false);
      expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
        "Nessuna build dell'app web in /nonexistent/versio-dist (manca index.html): servo solo l'API. "
        + 'Esegui "npm run build:web" per servire anche il sito.',
      ]);
    } finally {
      await app.close();
    }
  });
});
