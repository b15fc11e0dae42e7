import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyzeBodySchema,
  lemmasResponseSchema,
  paradigmParamsSchema,
  paradigmResponseSchema,
  richResponseSchema,
  wordMapSchema,
} from './analyze.schema';
import type { AnalyzeService } from './analyze.service';
import type { AnalysisGrants } from './analyze-credit';
import { analyzeCreditRoutes } from './analyze-credit.routes';

type GrantedBody = { text?: unknown; lang?: unknown; grant?: unknown };
type Options = { analyze: AnalyzeService; grants: AnalysisGrants };

export const analyzeRoutes: FastifyPluginAsyncZod<Options> = async (app, { analyze, grants }) => {
  await app.register(analyzeCreditRoutes, { grants });
  // Analysing a text costs a credit: every analysis call carries the grant of POST /api/analysis/start.
  const preHandler = async (request: FastifyRequest) => {
    await grants.check(request, (request.body ?? {}) as GrantedBody);
  };

  app.post('/analyze/dynamic', {
    preHandler,
    schema: {
      summary: 'Analisi parola per parola (mappa: parola in minuscolo → scheda)',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: wordMapSchema },
    },
  }, async (request) => analyze.toWordMap(analyze.analyze(request.body).tokens));

  app.post('/analyze/lemmas', {
    preHandler,
    schema: {
      summary: 'Lemmi da cercare sul vocabolario, una voce per parola',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: lemmasResponseSchema },
    },
  }, async (request) => ({ data: analyze.toLemmaList(analyze.analyze(request.body).tokens) }));

  app.post('/api/analyze', {
    preHandler,
    schema: {
      summary: 'Analisi completa: ogni occorrenza in ordine, con la lettura scelta e tutte le alternative',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: richResponseSchema },
    },
  }, async (request) => {
    const { lang, tokens } = analyze.analyze(request.body);
    return analyze.toRich(lang, tokens);
  });

  app.get('/api/paradigm/:lang/:key', {
    schema: {
      summary: 'Paradigma completo (declinazione o coniugazione) di un lemma',
      tags: ['analisi'],
      params: paradigmParamsSchema,
      response: { 200: paradigmResponseSchema },
    },
  }, async (request, reply) => {
    // Paradigms never change between deployments of the same data: let browsers keep them a day.
    reply.header('cache-control', 'public, max-age=86400');
    return analyze.paradigm(request.params.lang, request.params.key);
  });
};
