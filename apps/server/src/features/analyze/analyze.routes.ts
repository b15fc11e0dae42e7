import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import type { TaskName } from '../../workers/tasks';
import type { WorkPool } from '../../workers/work-pool';
import { createAnalysisChunks } from './analysis-chunks';
import { createAnalysisSlices } from './analysis-slices';
import { parseAnalysisInput } from './analyze-input';
import type { AnalysisLang } from './analyze-input';
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
import { sendJson } from './send-json';
import { toLemmaList, toWordMap } from './word-map';
import type { LemmaList, WordMap } from './word-map';

type GrantedBody = { text?: unknown; lang?: unknown; grant?: unknown };
type Options = { pool: WorkPool; grants: AnalysisGrants; db: Db };

export const analyzeRoutes: FastifyPluginAsyncZod<Options> = async (app, { pool, grants, db }) => {
  const slices = createAnalysisSlices({ pool, chunks: createAnalysisChunks(db) });
  await app.register(analyzeCreditRoutes, { grants, slices });

  app.post('/analyze/dynamic', {
    schema: {
      summary: 'Analisi parola per parola (mappa: parola in minuscolo → scheda)',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: wordMapSchema },
    },
  }, async (request, reply) => sendJson(reply, await answerFromAnalysis(request, 'analyzeWords', toWordMap)));

  // Spec §7: the Greek call. Its client sends lang 'gre' (the spec's one place), 'grc' elsewhere: both
  // are Greek (decision 038). Credits and grants as for Latin: the text's analysis is made at the start.
  app.post('/analyze/greek', {
    schema: {
      summary: 'Analisi del greco parola per parola (mappa: parola in minuscolo → scheda, con il lemma)',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: wordMapSchema },
    },
  }, async (request, reply) => sendJson(reply, await answerFromAnalysis(request, 'analyzeWords', toWordMap, 'grc')));

  app.post('/analyze/lemmas', {
    schema: {
      summary: 'Lemmi da cercare sul vocabolario, una voce per parola',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: lemmasResponseSchema },
    },
  }, async (request, reply) => sendJson(reply, await answerFromAnalysis(request, 'analyzeLemmas', toLemmaList)));

  app.post('/api/analyze', {
    schema: {
      summary: 'Analisi completa del testo inviato: ogni occorrenza in ordine, con la lettura scelta e tutte le alternative',
      tags: ['analisi'],
      body: analyzeBodySchema,
      response: { 200: richResponseSchema },
    },
  }, async (request, reply) => {
    // Analysing a text costs a credit: every analysis call carries the grant of POST /api/analysis/start.
    await grants.check(request, (request.body ?? {}) as GrantedBody);
    return sendJson(reply, await pool.run('analyzeRich', parseAnalysisInput(request.body)));
  });

  /**
   * The spec's shapes of the words sent: from the text's analysis made at the start, in its full context,
   * when they are a run of the granted text's words; otherwise from an analysis of those words alone.
   */
  async function answerFromAnalysis(
    request: FastifyRequest,
    task: Extract<TaskName, 'analyzeWords' | 'analyzeLemmas'>,
    shape: (occurrences: Parameters<typeof toWordMap>[0]) => WordMap | LemmaList,
    only?: AnalysisLang,
  ): Promise<string> {
    const scope = await grants.check(request, (request.body ?? {}) as GrantedBody);
    const input = parseAnalysisInput(request.body as GrantedBody);
    if (only && input.lang !== only) throw new AppError('unsupported_language', 400, MESSAGES.greekRouteOnly);
    const occurrences = scope ? await slices.findOccurrences(scope, input.text) : null;
    if (occurrences) return JSON.stringify(shape(occurrences));
    return pool.run(task, input);
  }

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
    return findParadigm(request.params.lang, request.params.key, (lemma) => pool.run('findGreekParadigm', { lemma }));
  });
};
