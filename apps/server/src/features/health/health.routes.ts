import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/create-db';
import { healthSchema } from './health.schema';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', {
    schema: {
      summary: 'Stato del server e del database',
      tags: ['sistema'],
      response: { 200: healthSchema, 503: healthSchema },
    },
  }, async (_request, reply) => {
    const health = await checkHealth(db);
    // Load balancers take an instance out of rotation on 503 when its database is unreachable.
    return reply.code(health.database.ok ? 200 : 503).send(health);
  });
};
