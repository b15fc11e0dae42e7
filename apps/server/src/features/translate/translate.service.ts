// The translate use case: validate the text (Italian messages of spec §5 and §8), refuse text in the
// wrong language before spending anything, then translate.
import type { LatinAnalyzer } from '@versio/analyzer';
import { AppError } from '../../errors';
import type { Translator } from '../../integrations/llm/translator';
import { isTextInLanguage } from './language-check';
import { TRANSLATE_MESSAGES } from './translate.messages';
import type { TranslateBody, TranslateResponse } from './translate.schema';

export const MAX_TEXT_LENGTH = 1500;

export type TranslateService = (body: TranslateBody, signal?: AbortSignal) => Promise<TranslateResponse>;

export function createTranslateService(translator: Translator, analyzer: () => LatinAnalyzer): TranslateService {
  return async ({ text, lang }, signal) => {
    const trimmed = text.trim();
    if (trimmed === '') throw new AppError('empty_text', 400, TRANSLATE_MESSAGES.emptyText);
    if (text.length > MAX_TEXT_LENGTH) throw new AppError('text_too_long', 400, TRANSLATE_MESSAGES.tooLong);
    if (!isTextInLanguage(trimmed, lang, analyzer)) {
      throw lang === 'lat'
        ? new AppError('not_latin', 400, TRANSLATE_MESSAGES.notLatin)
        : new AppError('not_greek', 400, TRANSLATE_MESSAGES.notGreek);
    }
    return translator.translate({ text, lang, ...(signal ? { signal } : {}) });
  };
}
