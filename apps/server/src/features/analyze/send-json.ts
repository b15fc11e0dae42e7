import type { FastifyReply } from 'fastify';

/** Sends an answer already checked against the route's schema and serialised (on a thread, or when it was stored). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Sends a JSON answer gzipped when it was made; the compression plugin leaves an encoded answer alone. */
export function sendGzippedJson(reply: FastifyReply, gzipped: Buffer): FastifyReply {
  return reply.header('content-encoding', 'gzip').type('application/json; charset=utf-8').send(gzipped);
}
