import type { FastifyReply } from 'fastify';

/** Sends an answer already checked against the route's schema and serialised (on a thread, or when it was stored). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
