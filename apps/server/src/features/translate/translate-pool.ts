// The translate feature's analyzer work, sent to the work pool: the language check, the embedded
// literal translation and, for a chat model, the word readings of its prompt. The model call itself
// is network I/O and stays on the event loop.
import type { FastifyBaseLogger } from 'fastify';
import { createTranslator } from '../../integrations/llm/create-translator';
import type { LlmEnv } from '../../integrations/llm/create-translator';
import type { Translator } from '../../integrations/llm/translator';
import type { WorkPool } from '../../workers/work-pool';
import type { LanguageCheck } from './translate.service';

/** The translator the environment configures, with its analyzer work on the pool. */
export function createPooledTranslator(pool: WorkPool, env: LlmEnv, log?: Pick<FastifyBaseLogger, 'warn'>): Translator {
  return createTranslator(env, log, {
    literal: { translate: ({ text, lang }) => pool.run('translateLiteral', { text, lang }) },
    readWords: ({ text, lang }) => pool.run('readWords', { text, lang }),
  });
}

export function checkLanguageOn(pool: WorkPool): LanguageCheck {
  return (text, lang) => pool.run('checkLanguage', { text, lang });
}
