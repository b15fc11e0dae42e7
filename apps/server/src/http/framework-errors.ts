// Requests refused before they become requests: a path that is not valid percent-encoding (`/%zz`),
// found by the router, and what Node's HTTP parser rejects (431 headers too large, a malformed
// request line). Both answer in Versio's one error shape, `{ error: { code, message } }`.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../messages';
import type { ErrorBody } from './error.schema';

/** Fastify's `frameworkErrors` option: the router's own refusals. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody = error.code === 'FST_ERR_BAD_URL'
    ? { error: { code: 'invalid_path', message: MESSAGES.invalidPath } }
    : { error: { code: 'bad_request', message: MESSAGES.badRequest } };
  void reply.code(400).type('application/json; charset=utf-8').send(body);
}

/** Fastify's `clientErrorHandler` option: what the HTTP parser rejects, written on the socket. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body: ErrorBody = tooLarge
    ? { error: { code: 'headers_too_large', message: MESSAGES.headersTooLarge } }
    : { error: { code: 'bad_request', message: MESSAGES.badRequest } };
  const json = JSON.stringify(body);
  socket.end([
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n'));
}
