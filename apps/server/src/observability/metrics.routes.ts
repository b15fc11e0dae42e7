// GET /metrics in Prometheus's text format. The figures describe the service, not its students, but
// still belong to its operator: with METRICS_TOKEN set they need `Authorization: Bearer <token>`;
// without it only this machine may read them (the client's address as the app sees it, so behind a
// trusted proxy the visitor's, not the proxy's).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { isLoopback } from '../http/loopback';
import { isSameSecret } from '../http/signatures';
import { MESSAGES } from '../messages';
import type { Metrics } from './metrics';

export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; token: string | undefined }> = async (app, { metrics, token }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, token)) throw new AppError('forbidden', 403, MESSAGES.metricsForbidden);
    return reply.type(metrics.registry.contentType).header('Cache-Control', 'no-store').send(await metrics.registry.metrics());
  });
};

function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return isLoopback(request.ip);
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return isSameSecret(given, token);
}
