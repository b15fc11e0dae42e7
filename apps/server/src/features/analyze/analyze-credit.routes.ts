// POST /api/analysis/start: spends the credit of one analysis and answers the grant its chunks carry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error.schema';
import type { AnalysisGrants } from './analyze-credit';

export const analysisStartBodySchema = z.object({
  lang: z.enum(['lat', 'grc', 'gre']),
  text: z.string(),
});

export const analysisStartResponseSchema = z.object({
  grant: z.string(),
  lang: z.enum(['lat', 'grc']),
  /** The credits of this language left after this analysis. */
  remaining: z.number().int(),
  expiresAt: z.string(),
});

export type AnalysisStartResponse = z.infer<typeof analysisStartResponseSchema>;

export const analyzeCreditRoutes: FastifyPluginAsyncZod<{ grants: AnalysisGrants }> = async (app, { grants }) => {
  app.post('/api/analysis/start', {
    schema: {
      summary: 'Consuma un’analisi del mese e autorizza le richieste a blocchi di quel testo',
      tags: ['analisi'],
      body: analysisStartBodySchema,
      response: { 200: analysisStartResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => grants.start(request, request.body));
};
