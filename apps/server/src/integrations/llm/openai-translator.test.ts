// The model path against a real local HTTP server speaking the chat-completions protocol: JSON and
// SSE answers, 429 and 500 statuses, and a response that never comes (time-out).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { withFallback, withStudyAid } from './create-translator';
import { createOpenAiTranslator } from './openai-translator';
import type { Translator } from './translator';

type Behaviour = 'json' | 'sse' | '429-then-json' | '500' | 'hang' | 'no-stream-400';
let behaviour: Behaviour = 'json';
let requests: { body: { stream: boolean; model: string; messages: { role: string; content: string }[] }; auth?: string }[] = [];
let server: Server;
let baseUrl: string;

function answer(req: IncomingMessage, res: ServerResponse, body: string): void {
  const parsed = JSON.parse(body) as (typeof requests)[number]['body'];
  requests.push({ body: parsed, ...(req.headers.authorization ? { auth: req.headers.authorization } : {}) });
  const mode = behaviour === '429-then-json' ? (requests.length === 1 ? '429' : 'json') : behaviour;
  if (mode === 'hang') return; // never answers
  if (mode === '429' || mode === '500') {
    res.writeHead(Number(mode), { 'content-type': 'application/json' }).end('{"error":{"message":"busy"}}');
    return;
  }
  if (mode === 'no-stream-400' && parsed.stream) {
    res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"stream not supported"}}');
    return;
  }
  if (mode === 'sse' && parsed.stream) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of ["L'agricoltore ", 'ara ', 'la terra.']) {
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: "L'agricoltore ara la terra." } }] }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

function translator(options: { timeoutMs?: number; maxRetries?: number } = {}) {
  return createOpenAiTranslator({
    baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: options.timeoutMs ?? 5000, maxRetries: options.maxRetries ?? 1,
    readWords: () => [{ form: 'arat', lemma: 'aro', upos: 'VERB', feats: 'Person=3', meaning: 'arare' }],
  });
}

const embedded: Translator = { translate: async () => ({ translatedText: 'letterale', provider: 'embedded', notice: 'Traduzione letterale.' }) };

describe('OpenAI-compatible translator', () => {
  test.each(['json', 'sse', 'no-stream-400'] as const)('reads a %s answer', async (mode) => {
    behaviour = mode;
    const result = await translator().translate({ text: 'Agricola terram arat. (' + mode + ')', lang: 'lat' });
    expect(result).toEqual({ translatedText: "L'agricoltore ara la terra.", provider: 'llm:test-model' });
    expect(requests[0]!.auth).toBe('Bearer sk-test');
    expect(requests[0]!.body.model).toBe('test-model');
    expect(requests[0]!.body.messages[1]!.content).toContain('arat: aro (VERB, Person=3) = arare');
  });

  test('retries once after 429', async () => {
    behaviour = '429-then-json';
    const result = await translator().translate({ text: 'Puellae rosas amant.', lang: 'lat' });
    expect(result.translatedText).toBe("L'agricoltore ara la terra.");
    expect(requests).toHaveLength(2);
  });

  test('gives up after the bounded retries on 500', async () => {
    behaviour = '500';
    await expect(translator({ maxRetries: 2 }).translate({ text: 'Roma est urbs.', lang: 'lat' })).rejects.toThrow('HTTP 500');
    expect(requests).toHaveLength(3);
  });

  test('answers a repeated text from the cache', async () => {
    behaviour = 'json';
    const t = translator();
    await t.translate({ text: 'Caesar venit.', lang: 'lat' });
    await t.translate({ text: 'Caesar venit.', lang: 'lat' });
    expect(requests).toHaveLength(1);
  });

  test('never waits longer than the time-out', async () => {
    behaviour = 'hang';
    const started = Date.now();
    await expect(translator({ timeoutMs: 300 }).translate({ text: 'Caesar vicit.', lang: 'lat' })).rejects.toThrow('time-out');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test.each(['500', 'hang'] as const)('falls back to the embedded translator with a notice (%s)', async (mode) => {
    behaviour = mode;
    const result = await withFallback(translator({ timeoutMs: 300, maxRetries: 0 }), embedded).translate({ text: 'Milites pugnant.', lang: 'lat' });
    expect(result).toEqual({ translatedText: 'letterale', provider: 'embedded', notice: 'Il modello di traduzione non ha risposto in tempo. Traduzione letterale.' });
  });

  test('puts the working translation beside the model answer as a study aid', async () => {
    behaviour = 'json';
    const result = await withStudyAid(translator(), embedded).translate({ text: 'Agricola terram arat. (aid)', lang: 'lat' });
    expect(result).toEqual({ translatedText: "L'agricoltore ara la terra.", provider: 'llm:test-model', literalText: 'letterale' });
  });

  test('adds no study aid when the answer already is the working translation', async () => {
    behaviour = '500';
    const result = await withStudyAid(withFallback(translator({ timeoutMs: 300, maxRetries: 0 }), embedded), embedded).translate({ text: 'Milites currunt.', lang: 'lat' });
    expect(result.literalText).toBeUndefined();
    expect(result.provider).toBe('embedded');
  });
});
