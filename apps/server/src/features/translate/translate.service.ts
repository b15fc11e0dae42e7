// The translate use case: validate the text (Italian messages of spec §5 and §8), refuse text in the
// wrong language before spending anything, then translate.
import type { LatinAnalyzer } from '@versio/analyzer';
import { AppError } from '../../errors';
import type { Translator } from '../../integrations/llm/translator';
import { isTextInLanguage } from './language-check';
import type { TranslateBody, TranslateResponse } from './translate.schema';
import { MESSAGES } from '../../messages';

export const MAX_TEXT_LENGTH = 1500;

export type TranslateService = (body: TranslateBody, signal?: AbortSignal) => Promise<TranslateResponse>;

export function createTranslateService(translator: Translator, analyzer: () => LatinAnalyzer): TranslateService {
  return async ({ text, lang }, signal) => {
    const trimmed = text.trim();
    if (trimmed === '') throw new AppError('empty_text', 400, MESSAGES.emptyText);
    if (text.length > MAX_TEXT_LENGTH) throw new AppError('text_too_long', 400, MESSAGES.translationTooLong);
    if (!isTextInLanguage(trimmed, lang, analyzer)) {
      throw lang === 'lat'
        ? new AppError('not_latin', 400, MESSAGES.notLatin)
        : new AppError('not_greek', 400, MESSAGES.notGreek);
    }
    return translator.translate({ text, lang, ...(signal ? { signal } : {}) });
  };
}
