import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../test/app';
import type { TestApp } from '../test/app';
import { TEST_DIALECT } from '../test/db';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp(TEST_DIALECT, { NODE_ENV: 'production', WEB_DIST: '/nonexistent/versio-dist' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.cleanup());

/** Writes a raw HTTP request and reads the whole answer (the server closes the connection). */
function sendRaw(request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { text += chunk; });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

describe("requests refused before routing answer in Versio's error shape", () => {
  test.each(['/%zz', '/api/%E0%A4%A', '/translate%'])('GET %s (not valid percent-encoding) is a 400 invalid_path', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect([response.statusCode, response.headers['content-type'], response.json().error.code])
      .toEqual([400, 'application/json; charset=utf-8', 'invalid_path']);
  });

  test('headers larger than the parser takes are a 431 headers_too_large', async () => {
    const response = await sendRaw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(response).toEqual({
      status: 431,
      body: { error: { code: 'headers_too_large', message: 'Le intestazioni della richiesta sono troppo grandi.' } },
    });
  });

  test('a malformed request line is a 400 bad_request', async () => {
    const response = await sendRaw('GET /api/health HTTP/9\r\n\r\n');
    expect(response).toEqual({ status: 400, body: { error: { code: 'bad_request', message: 'Richiesta non valida.' } } });
  });
});
