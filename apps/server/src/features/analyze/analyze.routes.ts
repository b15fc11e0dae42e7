import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WorkPool } from '../../workers/work-pool';
import { parseAnalysisInput } from './analyze-input';
import {
  analyzeBodySchema,
  lemmasResponseSchema,
  paradigmParamsSchema,
  paradigmResponseSchema,
  richResponseSchema,
  wordMapSchema,
} from './analyze.schema';
import type { AnalysisGrants } from './analyze-credit';
import { analyzeCreditRoutes } from './analyze-credit.routes';
import { findParadigm } from './paradigm';

type GrantedBody = { text?: unknown; lang?: unknown; grant?: unknown };
type Options = { pool: WorkPool; grants: AnalysisGrants };

/** An answer the analysis thread has already checked against the route's schema and serialised. */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const analyzeRoutes: FastifyPluginAsyncZod<Options> = async (app, { pool, grants }) => {
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
  }, async (request, reply) => sendJson(reply, await pool.run('analyzeWords', parseAnalysisInput(request.body))));

  app.post('/analyze/lemmas', {
    preHandler,
    schema: {
      summary: 'Lemmi da cercare sul vocabolario, una voce per parola',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: lemmasResponseSchema },
    },
  }, async (request, reply) => sendJson(reply, await pool.run('analyzeLemmas', parseAnalysisInput(request.body))));

  app.post('/api/analyze', {
    preHandler,
    schema: {
      summary: 'Analisi completa: ogni occorrenza in ordine, con la lettura scelta e tutte le alternative',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: richResponseSchema },
    },
  }, async (request, reply) => sendJson(reply, await pool.run('analyzeRich', parseAnalysisInput(request.body))));

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
    return findParadigm(request.params.lang, request.params.key);
  });
};
