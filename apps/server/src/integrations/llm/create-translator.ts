// Chooses the translator from the environment: the configured chat model with the embedded literal
// translator as fallback and as a study aid beside the model's answer, or the embedded translator alone.
// A failing model never yields an empty answer: the student gets the literal translation with a notice
// saying why.
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { createEmbeddedTranslator, EMBEDDED_PROVIDER, readWords } from './embedded-translator';
import { createOpenAiTranslator } from './openai-translator';
import type { OpenAiTranslatorOptions } from './openai-translator';
import type { Translator } from './translator';
import { MESSAGES } from '../../messages';

export type LlmEnv = Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_MAX_RETRIES' | 'LLM_CACHE_SIZE'>;

export function withFallback(primary: Translator, fallback: Translator, log?: Pick<FastifyBaseLogger, 'warn'>): Translator {
  return {
    async translate(request) {
      try {
        return await primary.translate(request);
      } catch (error) {
        if (request.signal?.aborted) throw error;
        log?.warn({ err: error }, 'traduttore non disponibile: uso la traduzione letterale');
        const literal = await fallback.translate({ text: request.text, lang: request.lang });
        return { ...literal, notice: [MESSAGES.translationFallback, literal.notice].filter(Boolean).join(' ') };
      }
    },
  };
}

/**
 * A model's translation first, and beside it the working translation built from the analysis, for study
 * (`literalText`). A literal translator that fails leaves the model's answer alone.
 */
export function withStudyAid(primary: Translator, literal: Translator): Translator {
  return {
    async translate(request) {
      const result = await primary.translate(request);
      if (result.provider === EMBEDDED_PROVIDER || request.signal?.aborted) return result;
      try {
        const aid = await literal.translate({ text: request.text, lang: request.lang });
        return { ...result, literalText: aid.translatedText };
      } catch {
        return result;
      }
    },
  };
}

/** Where the analyzer work runs: in this thread by default (the CLI); the server passes its work pool's. */
export type TranslatorAnalysis = { literal?: Translator; readWords?: OpenAiTranslatorOptions['readWords'] };

export function createTranslator(env: LlmEnv, log?: Pick<FastifyBaseLogger, 'warn'>, analysis: TranslatorAnalysis = {}): Translator {
  const embedded = analysis.literal ?? createEmbeddedTranslator();
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return embedded;
  const model = createOpenAiTranslator({
    baseUrl: env.LLM_BASE_URL,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    cacheSize: env.LLM_CACHE_SIZE,
    readWords: analysis.readWords ?? readWords,
    ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
  });
  return withStudyAid(withFallback(model, embedded, log), embedded);
}
