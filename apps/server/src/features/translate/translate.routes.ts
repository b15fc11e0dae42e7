import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import type { Db } from '../../db/create-db';
import type { LlmEnv } from '../../integrations/llm/create-translator';
import type { Translator } from '../../integrations/llm/translator';
import { createPerUserRateLimit } from '../../integrations/rate-limit/rate-limit';
import { errorBodySchema } from '../../http/error.schema';
import type { WorkPool } from '../../workers/work-pool';
import type { RequireUser } from '../auth/session';
import { checkLanguageOn, createPooledTranslator } from './translate-pool';
import { translateBodySchema, translateResultSchema } from './translate.schema';
import { createTranslateService } from './translate.service';

export type TranslateRoutesOptions = {
  env: LlmEnv & Pick<Env, 'TRANSLATE_RATE_LIMIT_MAX' | 'TRANSLATE_RATE_LIMIT_WINDOW_MS'>;
  db: Db;
  /** Where the language check and the embedded translation run. */
  pool: WorkPool;
  requireUser: RequireUser;
  /** Tests may pass their own translator; by default it comes from the environment. */
  translator?: Translator;
};

export const translateRoutes: FastifyPluginAsyncZod<TranslateRoutesOptions> = async (app, { env, db, pool, requireUser, translator }) => {
  const translate = createTranslateService(translator ?? createPooledTranslator(pool, env, app.log), checkLanguageOn(pool));
  // Spec §6: only signed-in students translate. A model someone pays for answers each student a
  // bounded number of times per window, on top of the per-address limit every route has.
  const perUser = createPerUserRateLimit(db, requireUser, {
    name: 'translate', max: env.TRANSLATE_RATE_LIMIT_MAX, timeWindow: env.TRANSLATE_RATE_LIMIT_WINDOW_MS,
  });
  app.post('/translate', {
    preHandler: [async (request: FastifyRequest) => { await requireUser(request); }, perUser],
    schema: {
      summary: 'Traduce in italiano un testo latino o greco (studenti registrati)',
      tags: ['traduzione'],
      body: translateBodySchema,
      response: { 200: translateResultSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request, reply) => {
    // Stop the model call when the student goes away before the answer.
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort();
    });
    return translate(request.body, controller.signal);
  });
};
