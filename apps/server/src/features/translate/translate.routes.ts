import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LlmEnv } from '../../integrations/llm/create-translator';
import type { Translator } from '../../integrations/llm/translator';
import { errorBodySchema } from '../../http/error.schema';
import type { WorkPool } from '../../workers/work-pool';
import { checkLanguageOn, createPooledTranslator } from './translate-pool';
import { translateBodySchema, translateResultSchema } from './translate.schema';
import { createTranslateService } from './translate.service';

export type TranslateRoutesOptions = {
  env: LlmEnv;
  /** Where the language check and the embedded translation run. */
  pool: WorkPool;
  /** Tests may pass their own translator; by default it comes from the environment. */
  translator?: Translator;
};

export const translateRoutes: FastifyPluginAsyncZod<TranslateRoutesOptions> = async (app, { env, pool, translator }) => {
  const translate = createTranslateService(translator ?? createPooledTranslator(pool, env, app.log), checkLanguageOn(pool));
  app.post('/translate', {
    // Accounts and credits hook in here later as a preHandler (authentication, limits).
    schema: {
      summary: 'Traduce in italiano un testo latino o greco',
      tags: ['traduzione'],
      body: translateBodySchema,
      response: { 200: translateResultSchema, 400: errorBodySchema },
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
