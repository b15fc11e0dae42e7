import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { createTestApp } from './test/app';
import type { TestApp } from './test/app';
import { TEST_DIALECT } from './test/db';

// Routes that exist only here, to drive each branch of the one error handler.
function addProbeRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/probe/echo', {
    schema: { body: z.object({ text: z.string().min(1), lang: z.enum(['lat', 'grc']) }) },
  }, async (request) => request.body);
  typed.get('/probe/app-error', async () => {
    throw new AppError('limit_reached', 429, 'Hai raggiunto il limite di analisi di latino per questo mese!');
  });
  typed.get('/probe/crash', async () => {
    throw new Error('segreto interno: password=hunter2');
  });
}

describe('the error handler and the 404 answer', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  async function start(nodeEnv: 'test' | 'production' = 'test'): Promise<FastifyInstance> {
    // WEB_DIST points nowhere, so production mode serves only the API here.
    t = await createTestApp(TEST_DIALECT, { NODE_ENV: nodeEnv, WEB_DIST: '/nonexistent/versio-dist' });
    addProbeRoutes(t.app);
    return t.app;
  }

  test.each([
    ['{"text": "Gallia est', 'application/json'],
    ['', 'application/json'],
    ['{"__proto__": {"admin": true}}', 'application/json'],
  ])('malformed JSON %j gets 400 invalid_json', async (payload, contentType) => {
    const app = await start();
    const response = await app.inject({ method: 'POST', url: '/probe/echo', payload, headers: { 'content-type': contentType } });
    expect([response.statusCode, response.json()]).toEqual([
      400, { error: { code: 'invalid_json', message: 'Il corpo della richiesta non è JSON valido.' } },
    ]);
  });

  test('a body that breaks the schema gets 400 invalid_input with the fields', async () => {
    const app = await start();
    const response = await app.inject({ method: 'POST', url: '/probe/echo', payload: { text: '', lang: 'ita' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toBe('I dati inviati non sono validi: controlla e riprova.');
    expect(body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['body.lang', 'body.text']);
  });

  test('a valid body passes through', async () => {
    const app = await start();
    const response = await app.inject({ method: 'POST', url: '/probe/echo', payload: { text: 'Arma virumque cano', lang: 'lat' } });
    expect([response.statusCode, response.json()]).toEqual([200, { text: 'Arma virumque cano', lang: 'lat' }]);
  });

  test('an AppError keeps its status, code and message', async () => {
    const app = await start();
    const response = await app.inject({ url: '/probe/app-error' });
    expect([response.statusCode, response.json()]).toEqual([
      429, { error: { code: 'limit_reached', message: 'Hai raggiunto il limite di analisi di latino per questo mese!' } },
    ]);
  });

  test('an unknown error in production is a 500 in Italian that reveals nothing', async () => {
    const app = await start('production');
    const response = await app.inject({ url: '/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(JSON.stringify({
      error: { code: 'internal', message: 'Versio si è perso nel labirinto e non può aiutarti ora.' },
    }));
  });

  test('an unknown error outside production carries the details for the developer', async () => {
    const app = await start('test');
    const body = (await app.inject({ url: '/probe/crash' })).json();
    expect(body.error.code).toBe('internal');
    expect(body.error.debug.message).toBe('segreto interno: password=hunter2');
  });

  test.each([
    ['GET', '/api/nothing-here', 'application/json'],
    ['POST', '/translate-nothing', 'application/json'],
    ['GET', '/profilo', 'text/html'],
  ])('%s %s (accept %s) without a web build gets a JSON 404', async (method, url, accept) => {
    const app = await start('production');
    const response = await app.inject({ method: method as 'GET' | 'POST', url, headers: { accept } });
    expect([response.statusCode, response.json()]).toEqual([
      404, { error: { code: 'not_found', message: 'Errore 404: risorsa non trovata.' } },
    ]);
  });

  test('the OpenAPI document lists the API routes and the docs UI answers', async () => {
    const app = await start();
    const spec = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/site']));
    expect(spec.info.title).toBe('Versio API');
    const ui = await app.inject({ url: '/api/docs/' });
    expect([ui.statusCode, ui.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });
});
