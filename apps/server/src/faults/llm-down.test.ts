// Fault: the translation model (LLM_*) hangs, fails, answers nonsense or is unreachable. The student
// still gets a translation, the embedded literal one, with the Italian notice that says why, once
// LLM_TIMEOUT_MS has passed at most; when the model answers again, its translation is used.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asCookie, createAccountsTestApp, signUpAndRegister } from '../features/auth/auth-test-client';
import type { Session } from '../features/auth/auth-test-client';
import { MESSAGES } from '../messages';
import type { TestApp } from '../test/app';

type Mode = 'ok' | 'hang' | '500' | 'garbage' | 'empty' | 'cut';

describe('the translation model fails', () => {
  let mode: Mode = 'ok';
  let model: Server;
  let t: TestApp;
  let livia: Session;
  const held = new Set<ServerResponse>();

  function answer(request: IncomingMessage, response: ServerResponse): void {
    request.resume();
    request.on('end', () => {
      if (mode === 'hang') return void held.add(response);
      if (mode === '500') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
      if (mode === 'garbage') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
      if (mode === 'cut') return void response.socket?.destroy();
      const content = mode === 'empty' ? '' : 'La Gallia è divisa in tre parti.';
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  }

  beforeAll(async () => {
    model = createServer(answer);
    await new Promise<void>((done) => model.listen(0, '127.0.0.1', done));
    const address = model.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await createAccountsTestApp('sqlite', {
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'versio-test', LLM_TIMEOUT_MS: '1500', LLM_MAX_RETRIES: '1',
      TRANSLATE_RATE_LIMIT_MAX: '1000',
    });
    livia = await signUpAndRegister(t.app, 'livia@example.org');
  }, 60_000);
  afterAll(async () => {
    for (const response of held) response.destroy();
    await t.cleanup();
    await new Promise<void>((done) => model.close(() => done()));
  });

  const translate = (text: string) => t.app.inject({ method: 'POST', url: '/translate', headers: asCookie(livia), payload: { lang: 'lat', text } });

  test.each<[Mode, string]>([
    ['hang', 'Gallia est omnis divisa in partes tres'],
    ['500', 'Roma aeterna est'],
    ['garbage', 'Caesar venit'],
    ['empty', 'Agricola terram arat'],
    ['cut', 'Puella rosam amat'],
  ])('%s: the literal translation with the notice', async (fault, text) => {
    mode = fault;
    const response = await translate(text);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ translatedText: string; provider: string; notice?: string }>();
    expect(body.provider).toBe('embedded');
    expect(body.translatedText.length).toBeGreaterThan(0);
    expect(body.notice?.startsWith(MESSAGES.translationFallback)).toBe(true);
  }, 15_000);

  test('back: the model\'s translation again', async () => {
    mode = 'ok';
    const response = await translate('Gallia est omnis divisa');
    expect([response.statusCode, response.json().provider, response.json().translatedText]).toEqual([200, 'llm:versio-test', 'La Gallia è divisa in tre parti.']);
  });
});
