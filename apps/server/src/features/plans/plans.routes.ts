// GET /api/plans: the plan configuration every page renders from.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Plans } from './plans';
import { plansResponseSchema } from './plans.schema';
import type { PlansResponse } from './plans.schema';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: Plans }> = async (app, { plans }) => {
  const body: PlansResponse = { plans: [plans.normal, plans.premium, plans.lifetime] };
  app.get('/api/plans', {
    schema: { summary: 'I piani di Versio: analisi, fotocamera, prezzi, posti', tags: ['piani'], response: { 200: plansResponseSchema } },
  }, async () => body);
};
