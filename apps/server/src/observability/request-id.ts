// Request ids: each request gets one — the X-Request-Id a reverse proxy sent, when it is a plain token,
// else a new UUID — which Fastify puts on every log line of the request (`requestId`) and Versio sends
// back in the answer's X-Request-Id, so a student's error report, the proxy's log and Versio's meet.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

export function registerRequestIds(app: FastifyInstance, header: string): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(header, request.id);
  });
}
